package dev.logtune.tuner.tune;

import dev.logtune.tuner.configfile.SecureYaml;
import dev.logtune.tuner.configfile.ConfigException;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A YAML text composed by SnakeYAML as lint reads it (nodes only, nothing constructed, aliases and size bounded), each
 * value with the marks SnakeYAML gives it, so an edit replaces a scalar's characters and keeps comments, quoting and
 * indentation everywhere else.
 */
final class YamlPositions {
    private final String text;
    private final String eol;
    /** The char offset of each code point, where the text has chars outside the BMP; null where the two agree. */
    private final int[] charOffsets;

    private YamlPositions(String text) {
        this.text = text;
        this.eol = TextTree.eol(text);
        this.charOffsets = text.chars().anyMatch(c -> Character.isSurrogate((char) c)) ? charOffsets(text) : null;
    }

    static TextTree.Value parse(String text) throws ConfigException {
        try {
            Node root = SecureYaml.composer().compose(new StringReader(text));
            if (root == null) {
                throw new ConfigException("malformed YAML: the file is empty");
            }
            return new YamlPositions(text).value(root, 0);
        } catch (YAMLException | IllegalStateException e) {
            throw new ConfigException("malformed YAML: " + e.getMessage(), e);
        }
    }

    private TextTree.Value value(Node node, int depth) {
        if (depth > 200) {
            throw new IllegalStateException("YAML nested deeper than 200");
        }
        if (node instanceof MappingNode mapping) {
            Map<String, TextTree.Field> fields = new LinkedHashMap<>();
            int firstKey = -1;
            for (NodeTuple tuple : mapping.getValue()) {
                String key = tuple.getKeyNode() instanceof ScalarNode scalar ? scalar.getValue() : tuple.getKeyNode().toString();
                if (firstKey < 0) {
                    firstKey = offset(tuple.getKeyNode().getStartMark().getIndex());
                }
                TextTree.Scalar name = tuple.getKeyNode() instanceof ScalarNode ? (TextTree.Scalar) value(tuple.getKeyNode(), depth + 1) : null;
                fields.put(key, new TextTree.Field(key, name, value(tuple.getValueNode(), depth + 1)));
            }
            return new TextTree.Mapping(fields, insertion(mapping, firstKey));
        }
        if (node instanceof SequenceNode sequence) {
            List<TextTree.Value> items = new ArrayList<>();
            for (Node item : sequence.getValue()) {
                items.add(value(item, depth + 1));
            }
            return new TextTree.Sequence(items);
        }
        ScalarNode scalar = (ScalarNode) node;
        int start = offset(scalar.getStartMark().getIndex());
        int end = offset(scalar.getEndMark().getIndex());
        DumperOptions.ScalarStyle style = scalar.getScalarStyle();
        boolean quoted = style == DumperOptions.ScalarStyle.DOUBLE_QUOTED || style == DumperOptions.ScalarStyle.SINGLE_QUOTED;
        String written = text.substring(start, end);
        if (quoted && written.length() >= 2) {
            return new TextTree.Scalar(scalar.getValue(), start + 1, end - 1, true);
        }
        // A plain scalar is its characters exactly; anything else (a block scalar, a tag, an alias) is not edited here.
        boolean plain = style == DumperOptions.ScalarStyle.PLAIN && written.equals(scalar.getValue());
        return new TextTree.Scalar(scalar.getValue(), plain ? start : -1, plain ? end : -1, false);
    }

    // SnakeYAML counts code points; the text is indexed by chars. Looked up, not counted from the start each time:
    // that made a large file's edits quadratic (a 570 KB file took a minute).
    private int offset(int codePoints) {
        return charOffsets == null ? codePoints : charOffsets[codePoints];
    }

    private static int[] charOffsets(String text) {
        int[] offsets = new int[text.codePointCount(0, text.length()) + 1];
        int at = 0;
        for (int i = 0; i < offsets.length - 1; i++) {
            offsets[i] = at;
            at += Character.charCount(text.codePointAt(at));
        }
        offsets[offsets.length - 1] = at;
        return offsets;
    }

    private TextTree.Insertion insertion(MappingNode mapping, int firstKey) {
        if (firstKey < 0 || mapping.getFlowStyle() == DumperOptions.FlowStyle.FLOW) {
            int at = firstKey >= 0 ? firstKey : offset(mapping.getStartMark().getIndex()) + 1;
            String after = firstKey >= 0 ? ", " : "";
            return (key, value) -> new TextEdit(at, at, key + ": " + value + after);
        }
        String indent = TextTree.indentAt(text, firstKey);
        int above = TextTree.startsLine(text, firstKey) ? commentsAbove(firstKey - indent.length(), indent) : -1;
        return new TextTree.Insertion() {
            @Override
            public TextEdit add(String key, String value) {
                return addLines(List.of(key + ": " + value));
            }

            @Override
            public boolean takesLines() {
                return true;
            }

            @Override
            public TextEdit addLines(List<String> lines) {
                if (above >= 0) {
                    return new TextEdit(above, above, indent + String.join(eol + indent, lines) + eol);
                }
                return new TextEdit(firstKey, firstKey, String.join(eol + indent, lines) + eol + indent);
            }
        };
    }

    /**
     * Where the comment lines written at {@code indent} right above the line starting at {@code lineStart} begin (that
     * line itself where there are none): a comment says what the key below it is, so new keys go above it, not between.
     */
    private int commentsAbove(int lineStart, String indent) {
        int start = lineStart;
        while (start > 0) {
            int previous = text.lastIndexOf('\n', start - 2) + 1;
            String line = text.substring(previous, start - 1).stripTrailing();
            if (!line.startsWith(indent + "#")) {
                break;
            }
            start = previous;
        }
        // comments that open the file are the file's, not its first key's
        return start == 0 ? lineStart : start;
    }
}
