package dev.logtune.tuner.configfile;

import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Element lookups as both frameworks do them: names compared without case. */
public final class Elements {
    private Elements() {
    }

    public static List<Element> children(Element parent) {
        List<Element> children = new ArrayList<>();
        NodeList nodes = parent.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            if (nodes.item(i) instanceof Element element) {
                children.add(element);
            }
        }
        return children;
    }

    public static List<Element> children(Element parent, String name) {
        return children(parent).stream().filter(e -> e.getTagName().equalsIgnoreCase(name)).toList();
    }

    public static Optional<Element> child(Element parent, String name) {
        return children(parent, name).stream().findFirst();
    }

    /** Every element below {@code root} (root included) named {@code name}, in document order. */
    public static List<Element> descendants(Element root, String name) {
        List<Element> found = new ArrayList<>();
        collect(root, name, found);
        return found;
    }

    private static void collect(Element element, String name, List<Element> found) {
        if (name == null || element.getTagName().equalsIgnoreCase(name)) {
            found.add(element);
        }
        for (Element child : children(element)) {
            collect(child, name, found);
        }
    }

    /** Every element below {@code root}, root included. */
    public static List<Element> all(Element root) {
        List<Element> found = new ArrayList<>();
        collect(root, null, found);
        return found;
    }

    /** The trimmed text of a child element, if there is one. */
    public static Optional<String> childText(Element parent, String name) {
        return child(parent, name).map(e -> e.getTextContent().strip());
    }

    /** An attribute by name without case, if present. */
    public static Optional<String> attribute(Element element, String name) {
        var attributes = element.getAttributes();
        for (int i = 0; i < attributes.getLength(); i++) {
            Node attribute = attributes.item(i);
            if (attribute.getNodeName().equalsIgnoreCase(name)) {
                return Optional.of(attribute.getNodeValue());
            }
        }
        return Optional.empty();
    }

    /** The actual attribute name (in the file's own case), if present. */
    public static Optional<String> attributeName(Element element, String name) {
        var attributes = element.getAttributes();
        for (int i = 0; i < attributes.getLength(); i++) {
            if (attributes.item(i).getNodeName().equalsIgnoreCase(name)) {
                return Optional.of(attributes.item(i).getNodeName());
            }
        }
        return Optional.empty();
    }
}
