package dev.logtune.tuner.tune;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.SecureXml;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Edits planned on the text of the file itself, addressed through the parsed elements: a value replaced in place
 * (same quotes, same surrounding whitespace), a child added on a line of its own, an attribute added before the
 * tag closes. Elements from included files, and those an internal entity of the DOCTYPE expands to, have no place in
 * this text and are never edited; the DOCTYPE itself, entity declarations and references, is never touched.
 */
final class XmlEdits extends PlannedEdits {
    private final List<XmlLocator.Element> located;
    private final Map<ConfigElement, Integer> index = new HashMap<>();
    private final String eol;
    private final String indentUnit;
    private final boolean log4j2;

    /** {@code text} is the file as read; {@code config} its parse, includes inlined (their elements stay unmapped). */
    XmlEdits(String text, ConfigFile config) {
        super(text);
        this.located = XmlLocator.locate(text);
        this.eol = text.contains("\r\n") ? "\r\n" : "\n";
        this.indentUnit = indentUnit();
        this.log4j2 = config.framework() == Framework.LOG4J2;
        int next = 0;
        // As written: the elements Log4j2 reads as attributes are in the text, and in this walk, where they stand.
        for (ConfigElement element : config.writtenElements()) {
            if (!config.sourceOf(element).equals(config.path()) || SecureXml.entity(element.dom()).isPresent()) {
                continue;
            }
            // Includes that were inlined are in the text but no longer in the tree.
            while (next < located.size() && !located.get(next).name().equals(element.tag())
                    && located.get(next).name().equals("include")) {
                next++;
            }
            if (next >= located.size() || !located.get(next).name().equals(element.tag())) {
                throw new IllegalStateException("the text and its parse disagree at <" + element.tag() + ">");
            }
            index.put(element, next++);
        }
    }

    /** Whether the element is written in this file (not brought in by an include or an entity). */
    @Override
    public boolean inFile(ConfigElement element) {
        return index.containsKey(element);
    }

    /** Null for an element of an included file: the caller names that file. */
    @Override
    public String notInFile(ConfigElement element) {
        return SecureXml.entity(element.dom()).map(name -> "comes from entity &" + name + "; declared in the DOCTYPE:"
                + " not edited there").orElse(null);
    }

    @Override
    public Optional<String> writtenValue(ConfigElement element, String name) {
        if (!inFile(element)) {
            return Optional.empty();
        }
        Optional<ConfigElement> child = log4j2 ? element.writtenAs(name) : Optional.empty();
        if (child.isPresent()) {
            return inFile(child.get()) ? Optional.of(writtenText(child.get())) : Optional.empty();
        }
        return locate(element).attributes().stream().filter(a -> a.name().equalsIgnoreCase(name)).findFirst()
                .map(a -> text.substring(a.valueStart(), a.valueEnd()));
    }

    /** The element's content as written (entities, CDATA and all), without the whitespace around it. */
    String writtenText(ConfigElement element) {
        XmlLocator.Element at = locate(element);
        return text.substring(at.startTagEnd(), at.contentEnd()).strip();
    }

    /** The element's text content, surrounding whitespace kept, becomes {@code value}. */
    void setText(ConfigElement element, String value) {
        XmlLocator.Element at = locate(element);
        String content = text.substring(at.startTagEnd(), at.contentEnd());
        int lead = content.length() - content.stripLeading().length();
        int trail = content.length() - content.stripTrailing().length();
        int start = at.startTagEnd() + lead;
        int end = Math.max(start, at.contentEnd() - trail);
        edits.add(new TextEdit(start, end, value));
    }

    /**
     * The child's value becomes {@code value}: replaced in place where the child is written, otherwise a new child on
     * its own line right after the parent's start tag, indented as the parent's other children are.
     */
    void setChild(ConfigElement parent, String name, String value) {
        Optional<ConfigElement> child = parent.child(name);
        if (child.isPresent() && inFile(child.get())) {
            setText(child.get(), value);
            return;
        }
        XmlLocator.Element at = locate(parent);
        if (at.selfClosing()) {
            throw new IllegalStateException("<" + at.name() + "/> has no children to add to");
        }
        edits.add(new TextEdit(at.startTagEnd(), at.startTagEnd(),
                eol + childIndent(index.get(parent)) + "<" + name + ">" + value + "</" + name + ">"));
    }

    /**
     * The attribute (any case) becomes {@code value}: in place with its own quotes, or added before the tag closes. In
     * Log4j2, where it is written as a child element ({@code <bufferSize>128</bufferSize>}), that element's text
     * changes instead: Log4j2 reads the element over any attribute of the same name.
     */
    @Override
    public void setAttribute(ConfigElement element, String name, String value) {
        Optional<ConfigElement> written = log4j2 ? element.writtenAs(name).or(() -> emptyChild(element, name)) : Optional.empty();
        if (written.isPresent()) {
            setElementValue(written.get(), name, value);
            return;
        }
        XmlLocator.Element at = locate(element);
        for (XmlLocator.Attribute attribute : at.attributes()) {
            if (attribute.name().equalsIgnoreCase(name)) {
                edits.add(new TextEdit(attribute.valueStart(), attribute.valueEnd(), value));
                return;
            }
        }
        // Right after the last attribute (or the name), so whatever spacing precedes "/>" or ">" stays as it was.
        char quote = at.attributes().isEmpty() ? '"' : at.attributes().get(0).quote();
        int after = at.attributes().isEmpty() ? at.start() + 1 + at.name().length()
                : at.attributes().get(at.attributes().size() - 1).valueEnd() + 1;
        edits.add(new TextEdit(after, after, " " + name + "=" + quote + value + quote));
    }

    // A child of that name left as an element (empty, so not read as an attribute here): Log4j2 still reads it as one,
    // and over an attribute added beside it.
    private static Optional<ConfigElement> emptyChild(ConfigElement element, String name) {
        return element.child(name).filter(child -> child.children().isEmpty() && child.attributeValues().isEmpty());
    }

    private void setElementValue(ConfigElement written, String name, String value) {
        if (!inFile(written)) {
            String why = notInFile(written);
            throw new UnwritableValue("is written as element <" + written.tag() + ">, which " + (why == null
                    ? "lives in an included file: not edited there" : why));
        }
        if (locate(written).selfClosing()) {
            throw new UnwritableValue("is written as an empty <" + written.tag() + "/>, which Log4j2 reads over any " + name
                    + " attribute: write the value inside it by hand");
        }
        setText(written, value);
    }

    /**
     * The attribute (any case) goes, with the whitespace before it, or the Log4j2 child element it is written as;
     * nothing happens where it is not written.
     */
    void removeAttribute(ConfigElement element, String name) {
        Optional<ConfigElement> written = log4j2 ? element.writtenAs(name) : Optional.empty();
        if (written.isPresent()) {
            remove(written.get());
            return;
        }
        XmlLocator.Element at = locate(element);
        for (XmlLocator.Attribute attribute : at.attributes()) {
            if (attribute.name().equalsIgnoreCase(name)) {
                int start = text.lastIndexOf(attribute.name(), attribute.valueStart());
                while (start > at.start() && Character.isWhitespace(text.charAt(start - 1))) {
                    start--;
                }
                edits.add(new TextEdit(start, attribute.valueEnd() + 1, ""));
                return;
            }
        }
    }

    /**
     * {@code xml} goes just before the element: on a line of its own, indented as the element is, where the element
     * starts its line; else right before it.
     */
    void insertBefore(ConfigElement element, String xml) {
        XmlLocator.Element at = locate(element);
        String insert = startsLine(at.start()) ? xml + eol + indentBefore(at.start()) : xml;
        edits.add(new TextEdit(at.start(), at.start(), insert));
    }

    /**
     * {@code xml} as the parent's first child, on a line of its own right after its start tag, indented as its children
     * are: above any comment that describes what follows, and clear of an edit to the first child itself.
     */
    void insertFirstChild(ConfigElement parent, String xml) {
        XmlLocator.Element at = locate(parent);
        edits.add(new TextEdit(at.startTagEnd(), at.startTagEnd(), eol + childIndent(index.get(parent)) + xml));
    }

    /**
     * {@code lines} (an element written over several lines, each indented relative to the first by the file's own step
     * as {@code depth} units) go in as the parent's last child, indented as its other children are. A parent that
     * closes itself ({@code <X a="1"/>}) is opened and closed around them.
     */
    void appendChild(ConfigElement parent, List<Indented> lines) {
        XmlLocator.Element at = locate(parent);
        String indent = childIndent(index.get(parent));
        StringBuilder insert = new StringBuilder();
        for (Indented line : lines) {
            insert.append(eol).append(indent).append(indentUnit.repeat(line.depth())).append(line.text());
        }
        String parentIndent = startsLine(at.start()) ? indentBefore(at.start()) : "";
        if (at.selfClosing()) {
            int slash = text.lastIndexOf('/', at.startTagEnd() - 1);
            while (Character.isWhitespace(text.charAt(slash - 1))) {
                slash--;
            }
            edits.add(new TextEdit(slash, at.end(), ">" + insert + eol + parentIndent + "</" + at.name() + ">"));
            return;
        }
        // Before the end tag: after the last child's line where the end tag starts its own line.
        int end = at.contentEnd();
        if (startsLine(end)) {
            end -= indentBefore(end).length();
            while (end > at.startTagEnd() && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
                end--;
            }
            edits.add(new TextEdit(end, end, insert.toString()));
            return;
        }
        edits.add(new TextEdit(end, end, insert + eol + parentIndent));
    }

    /** Whether the element is written as {@code <x/>}, with no content to add to. */
    boolean selfClosing(ConfigElement element) {
        return locate(element).selfClosing();
    }

    /** The element as written, start tag to end tag. */
    String written(ConfigElement element) {
        XmlLocator.Element at = locate(element);
        return text.substring(at.start(), at.end());
    }

    /** The whole element, start tag to end tag, becomes {@code written} (the caller keeps its indentation). */
    void replaceWritten(ConfigElement element, String written) {
        XmlLocator.Element at = locate(element);
        edits.add(new TextEdit(at.start(), at.end(), written));
    }

    /** The indent of the line the element starts, or nothing where it shares its line. */
    String indentOf(ConfigElement element) {
        XmlLocator.Element at = locate(element);
        return startsLine(at.start()) ? indentBefore(at.start()) : "";
    }

    /** The file's own indent step. */
    String step() {
        return indentUnit;
    }

    /** The file's own line ending. */
    String eol() {
        return eol;
    }

    /** One line of an element written by tune: its text, and how many of the file's indent steps it sits in. */
    record Indented(int depth, String text) {
    }

    /**
     * {@code xml} goes just after the element, on lines of its own indented as the element is: its lines split at
     * "\n", each leading tab one step of the file's own indent.
     */
    void insertAfter(ConfigElement element, String xml) {
        insertAfter(locate(element), xml);
    }

    /**
     * The one {@code <include>} of a file named {@code fileName} (by its resource, file or url), written in this text
     * directly under the root element; empty where none or several are. An included file's elements are not in this
     * text, but the include that brought them is.
     */
    Optional<XmlLocator.Element> include(String fileName) {
        List<XmlLocator.Element> found = new ArrayList<>();
        for (XmlLocator.Element element : located) {
            if (!element.name().equals("include") || element.parent() != 0) {
                continue;
            }
            for (XmlLocator.Attribute attribute : element.attributes()) {
                String value = text.substring(attribute.valueStart(), attribute.valueEnd()).strip();
                if (List.of("resource", "file", "url").contains(attribute.name())
                        && (value.equals(fileName) || value.endsWith("/" + fileName))) {
                    found.add(element);
                }
            }
        }
        return found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
    }

    /** {@code xml} after the element located in this text, on lines of its own at its indentation. */
    void insertAfter(XmlLocator.Element at, String xml) {
        String indent = startsLine(at.start()) ? indentBefore(at.start()) : "";
        StringBuilder insert = new StringBuilder();
        for (String line : xml.split("\n")) {
            int tabs = 0;
            while (tabs < line.length() && line.charAt(tabs) == '\t') {
                tabs++;
            }
            insert.append(eol).append(indent).append(indentUnit.repeat(tabs)).append(line.substring(tabs));
        }
        edits.add(new TextEdit(at.end(), at.end(), insert.toString()));
    }

    /** The element goes, with its line where it stands alone on one. */
    void remove(ConfigElement element) {
        XmlLocator.Element at = locate(element);
        int start = at.start();
        int end = at.end();
        if (startsLine(start)) {
            start -= indentBefore(start).length();
            int after = end;
            while (after < text.length() && (text.charAt(after) == ' ' || text.charAt(after) == '\t')) {
                after++;
            }
            if (text.startsWith(eol, after)) {
                end = after + eol.length();
            }
        }
        edits.add(new TextEdit(start, end, ""));
    }

    /** The line an element starts on, for messages. */
    int line(ConfigElement element) {
        XmlLocator.Element at = locate(element);
        int line = 1;
        for (int i = 0; i < at.start(); i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    private XmlLocator.Element locate(ConfigElement element) {
        Integer at = index.get(element);
        if (at == null) {
            throw new IllegalStateException("<" + element.tag() + "> is not written in this file");
        }
        return located.get(at);
    }

    private String childIndent(int parent) {
        for (XmlLocator.Element child : located) {
            if (child.parent() == parent && startsLine(child.start())) {
                return indentBefore(child.start());
            }
        }
        XmlLocator.Element at = located.get(parent);
        return (startsLine(at.start()) ? indentBefore(at.start()) : "") + indentUnit;
    }

    private boolean startsLine(int offset) {
        int i = offset - 1;
        while (i >= 0 && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i--;
        }
        return i < 0 || text.charAt(i) == '\n' || text.charAt(i) == '\r';
    }

    private String indentBefore(int offset) {
        int i = offset;
        while (i > 0 && (text.charAt(i - 1) == ' ' || text.charAt(i - 1) == '\t')) {
            i--;
        }
        return text.substring(i, offset);
    }

    /** The file's own step: the smallest indent a child adds to its parent's, else two spaces. */
    private String indentUnit() {
        String best = null;
        for (XmlLocator.Element child : located) {
            if (child.parent() < 0 || !startsLine(child.start()) || !startsLine(located.get(child.parent()).start())) {
                continue;
            }
            String own = indentBefore(child.start());
            String parents = indentBefore(located.get(child.parent()).start());
            if (own.length() > parents.length() && own.startsWith(parents)) {
                String step = own.substring(parents.length());
                if (best == null || step.length() < best.length()) {
                    best = step;
                }
            }
        }
        return best == null ? "  " : best;
    }
}
