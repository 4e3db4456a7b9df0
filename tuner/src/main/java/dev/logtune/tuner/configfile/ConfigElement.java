package dev.logtune.tuner.configfile;

import org.w3c.dom.Element;
import org.w3c.dom.Node;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A read-only element of a configuration file: what lint, tune and verify read of the file, so that the DOM (mutable,
 * shared, and easy to edit by accident) stays inside this package. Two views of the same element are equal.
 */
public final class ConfigElement {
    private static final String VIEW = "logtune.view";

    private final Element element;

    private ConfigElement(Element element) {
        this.element = element;
    }

    /** The view of a DOM element, or null for null; one view per element, so views compare by identity as elements did. */
    public static ConfigElement of(Element element) {
        if (element == null) {
            return null;
        }
        if (element.getUserData(VIEW) instanceof ConfigElement view && view.element == element) {
            return view;
        }
        ConfigElement view = new ConfigElement(element);
        element.setUserData(VIEW, view, null);
        return view;
    }

    /** The root element of an XML file beside the config (a pom.xml), read as safely as a config is. */
    public static ConfigElement parse(java.nio.file.Path file) throws ConfigException {
        return of(SecureXml.parse(file).getDocumentElement());
    }

    /** The root element of XML read from a stream, as safely as a config is; {@code source} names it in errors. */
    public static ConfigElement parse(java.io.InputStream in, String source) throws ConfigException {
        return of(SecureXml.parse(in, source).getDocumentElement());
    }

    static List<ConfigElement> all(List<Element> elements) {
        return elements.stream().map(ConfigElement::of).toList();
    }

    /** The DOM element, for this package's readers and editors only. */
    public Element dom() {
        return element;
    }

    /** The tag name as written. */
    public String tag() {
        return element.getTagName();
    }

    public boolean isTag(String name) {
        return element.getTagName().equalsIgnoreCase(name);
    }

    /** An attribute by its exact name, as written; empty when absent (as the DOM answers). */
    public String attribute(String name) {
        return element.getAttribute(name);
    }

    public boolean hasAttribute(String name) {
        return element.hasAttribute(name);
    }

    /** An attribute by name without case, if present. */
    public Optional<String> findAttribute(String name) {
        return Elements.attribute(element, name);
    }

    /**
     * The child element an attribute (any case) was written as, where Log4j2 reads {@code <level>debug</level>} as its
     * parent's {@code level}; empty for an attribute written as one. Such an element is no longer among the children.
     */
    public Optional<ConfigElement> writtenAs(String attribute) {
        return Log4j2ElementAttributes.writtenAs(element, attribute).map(ConfigElement::of);
    }

    /** The values of all its attributes, in the order the parser keeps them. */
    public List<String> attributeValues() {
        var attributes = element.getAttributes();
        List<String> values = new ArrayList<>();
        for (int i = 0; i < attributes.getLength(); i++) {
            values.add(attributes.item(i).getNodeValue());
        }
        return values;
    }

    /** The names of all its attributes, in the order the parser keeps them. */
    public List<String> attributeNames() {
        var attributes = element.getAttributes();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < attributes.getLength(); i++) {
            names.add(attributes.item(i).getNodeName());
        }
        return names;
    }

    /** The text directly inside it (not its children's), one entry per text node, as written. */
    public List<String> ownTexts() {
        List<String> texts = new ArrayList<>();
        for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child.getNodeType() == Node.TEXT_NODE) {
                texts.add(child.getNodeValue());
            }
        }
        return texts;
    }

    /** Its text, all descendants' text included, as written. */
    public String text() {
        return element.getTextContent();
    }

    /** The line its start tag is on, or 0. */
    public int line() {
        return SecureXml.line(element);
    }

    /** The element it sits in (as written, for one Log4j2 reads as an attribute), or empty at the root. */
    public Optional<ConfigElement> parent() {
        return element.getParentNode() instanceof Element parent ? Optional.of(of(parent))
                : Log4j2ElementAttributes.foldedInto(element).map(ConfigElement::of);
    }

    public List<ConfigElement> children() {
        return all(Elements.children(element));
    }

    public List<ConfigElement> children(String name) {
        return all(Elements.children(element, name));
    }

    public Optional<ConfigElement> child(String name) {
        return Elements.child(element, name).map(ConfigElement::of);
    }

    /** The trimmed text of a child element, if there is one. */
    public Optional<String> childText(String name) {
        return Elements.childText(element, name);
    }

    /** Every element below this one (itself included) named {@code name}, without case, in document order. */
    public List<ConfigElement> descendants(String name) {
        return all(Elements.descendants(element, name));
    }

    /** Every element below this one, itself included, in document order. */
    public List<ConfigElement> all() {
        return all(Elements.all(element));
    }

    /** The elements it sits in, nearest first. */
    public List<ConfigElement> ancestors() {
        List<ConfigElement> ancestors = new ArrayList<>();
        for (Optional<ConfigElement> at = parent(); at.isPresent(); at = at.get().parent()) {
            ancestors.add(at.get());
        }
        return ancestors;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ConfigElement view && view.element == element;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(element);
    }

    @Override
    public String toString() {
        return "<" + element.getTagName() + ">";
    }
}
