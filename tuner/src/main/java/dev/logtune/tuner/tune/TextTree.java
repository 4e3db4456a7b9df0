package dev.logtune.tuner.tune;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A Log4j2 JSON or YAML configuration as Log4j2 turns it into nodes ({@code JsonConfiguration}'s rules, as lint reads
 * it), each node with where it is written: the span of every scalar attribute's value, and where a new attribute goes.
 * Built from the parsers' own positions ({@link JsonPositions}, {@link YamlPositions}).
 */
final class TextTree {
    private static final Pattern XML_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_.-]*");

    private TextTree() {
    }

    /** A value as parsed, with its place in the text. */
    sealed interface Value permits Scalar, Mapping, Sequence {
    }

    /**
     * A scalar: its text and the characters that hold it (inside any quotes); {@code start < 0} when it cannot be
     * edited in place (a block scalar, a value with a tag). {@code quoted} says whether it was written as a string.
     */
    record Scalar(String text, int start, int end, boolean quoted) implements Value {
    }

    /** A key and its value; {@code name} is where the key itself is written, null where it is no scalar. */
    record Field(String key, Scalar name, Value value) {
    }

    /** A mapping, and how a new key is written into it. */
    record Mapping(Map<String, Field> fields, Insertion insertion) implements Value {
    }

    record Sequence(List<Value> items) implements Value {
    }

    /** Where a new {@code key: value} goes in a mapping, and how it is spelt there. */
    interface Insertion {
        TextEdit add(String key, String value);

        /** Whether the mapping takes {@link #addLines}: a YAML block mapping does, a flow mapping and JSON do not. */
        default boolean takesLines() {
            return false;
        }

        /** Lines written as this mapping's keys, each from the mapping's indent (a nested key's line indented further). */
        default TextEdit addLines(List<String> lines) {
            throw new UnsupportedOperationException("a flow mapping takes no lines");
        }
    }

    /**
     * One configuration node: its name, its scalar attributes by lower-case name, its child nodes in order; {@code name}
     * is where its key is written, null where the node has none of its own (the root, an item of a sequence, whose key
     * its siblings share).
     */
    record Node(String tag, Scalar name, Map<String, Scalar> attributes, List<Node> children, Insertion insertion) {
    }

    /** The configuration's root node, by the rules of {@code JsonConfiguration.setup()}; null when it is not one. */
    static Node root(Value top) {
        if (!(top instanceof Mapping mapping)) {
            return null;
        }
        String name = "Configuration";
        Mapping root = mapping;
        if (mapping.fields().size() == 1) {
            Field only = mapping.fields().values().iterator().next();
            if (!(only.value() instanceof Mapping inner)) {
                return null;
            }
            name = only.key();
            root = inner;
        }
        List<Node> children = new ArrayList<>();
        for (Field field : root.fields().values()) {
            if (field.value() instanceof Mapping) {
                children.add(node(field.key(), field.name(), field.value()));
            }
        }
        return new Node(safeName(name), null, attributes(root), children, root.insertion());
    }

    private static Node node(String name, Scalar written, Value value) {
        if (!(value instanceof Mapping mapping)) {
            return new Node(safeName(name), written, Map.of(), List.of(), null);
        }
        List<Node> children = new ArrayList<>();
        for (Field field : mapping.fields().values()) {
            if (field.value() instanceof Sequence sequence) {
                for (Value item : sequence.items()) {
                    children.add(item(field.key(), item));
                }
            } else if (field.value() instanceof Mapping) {
                children.add(node(field.key(), field.name(), field.value()));
            }
        }
        return new Node(safeName(name), written, attributes(mapping), children, mapping.insertion());
    }

    private static Node item(String name, Value item) {
        if (!(item instanceof Mapping mapping)) {
            return new Node(safeName(name), null, Map.of(), List.of(), null);
        }
        List<Node> children = new ArrayList<>();
        for (Field field : mapping.fields().values()) {
            if (field.value() instanceof Mapping) {
                children.add(node(field.key(), field.name(), field.value()));
            } else if (field.value() instanceof Sequence sequence) {
                for (Value inner : sequence.items()) {
                    children.add(node(field.key(), null, inner));
                }
            }
        }
        return new Node(safeName(name), null, attributes(mapping), children, mapping.insertion());
    }

    private static Map<String, Scalar> attributes(Mapping mapping) {
        Map<String, Scalar> attributes = new LinkedHashMap<>();
        for (Field field : mapping.fields().values()) {
            if (field.value() instanceof Scalar scalar && XML_NAME.matcher(field.key()).matches()) {
                attributes.put(field.key().toLowerCase(Locale.ROOT), scalar);
            }
        }
        return attributes;
    }

    private static String safeName(String key) {
        return XML_NAME.matcher(key).matches() ? key : "_" + key.replaceAll("[^A-Za-z0-9_.-]", "_");
    }

    /** The whitespace a line begins with, up to {@code offset}: the indent of what is written there. */
    static String indentAt(String text, int offset) {
        int lineStart = offset;
        while (lineStart > 0 && text.charAt(lineStart - 1) != '\n' && text.charAt(lineStart - 1) != '\r') {
            lineStart--;
        }
        StringBuilder indent = new StringBuilder();
        for (int i = lineStart; i < offset; i++) {
            char c = text.charAt(i);
            indent.append(c == '\t' ? '\t' : ' ');
        }
        return indent.toString();
    }

    /** Whether only whitespace lies between the start of its line and {@code offset}. */
    static boolean startsLine(String text, int offset) {
        int i = offset - 1;
        while (i >= 0 && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i--;
        }
        return i < 0 || text.charAt(i) == '\n' || text.charAt(i) == '\r';
    }

    static String eol(String text) {
        return text.contains("\r\n") ? "\r\n" : "\n";
    }
}
