package dev.logtune.tuner.configfile;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import org.w3c.dom.Document;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.w3c.dom.Element;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Log4j2's JSON, YAML and properties configurations, read into the org.w3c.dom shape its XML has (an element per
 * node, an attribute per node attribute, children below), so every rule reads all four formats alike.
 *
 * <p>JSON and YAML: Log4j2's {@code JsonConfiguration} (which {@code YamlConfiguration} extends) cannot be used as
 * is: its constructor already interpolates the root attributes with lookups, opens the {@code dest} status file,
 * creates an {@code advertiser} and registers watchers, and it swallows parse errors into the status logger. So the
 * text is parsed here (Jackson's streaming parser, comments allowed as Log4j2 allows them; SnakeYAML for YAML) and
 * the tree becomes nodes by the very rules of {@code JsonConfiguration.setup()/constructNode}: a single top-level
 * key is the configuration; scalars are attributes; an object is a child named by its key; an array gives one child
 * per item, named by the key. Unlike Log4j2, a {@code type} attribute is kept (as XML's strict form keeps it),
 * so an {@code appender} item with {@code type: Console} reads as Console.
 *
 * <p>Properties are read by {@link Log4j2PropertiesFormat}.
 */
final class Log4j2Formats {
    static final String ROOT_NAME = "Configuration";

    private Log4j2Formats() {
    }

    static Document read(byte[] bytes, ConfigFormat format, Path file) throws ConfigException {
        List<DuplicateKey> duplicates = new ArrayList<>();
        Document document = switch (format) {
            case JSON -> fromTree(json(bytes, file, duplicates), file);
            case YAML -> fromTree(yaml(new String(bytes, StandardCharsets.UTF_8), file, duplicates), file);
            case PROPERTIES -> Log4j2PropertiesFormat.read(bytes, file);
            case XML -> throw new IllegalArgumentException("XML is read by SecureXml");
        };
        format.mark(document);
        DuplicateKey.mark(document, duplicates);
        return document;
    }

    /** A JSON or YAML value with the line it starts on. */
    private sealed interface Value permits Scalar, Mapping, Sequence {
        int line();
    }

    private record Scalar(String text, int line) implements Value {
    }

    private record Field(String key, int line, Value value) {
    }

    private record Mapping(Map<String, Field> fields, int line) implements Value {
    }

    private record Sequence(List<Value> items, int line) implements Value {
    }

    // --- JSON -------------------------------------------------------------------------------------------------

    private static Value json(byte[] bytes, Path file, List<DuplicateKey> duplicates) throws ConfigException {
        JsonFactory factory = JsonFactory.builder().enable(com.fasterxml.jackson.core.json.JsonReadFeature.ALLOW_JAVA_COMMENTS).build();
        try (JsonParser parser = factory.createParser(bytes)) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                throw new ConfigException(file + ": malformed JSON: the file is empty");
            }
            Value value = jsonValue(parser, first, duplicates);
            if (parser.nextToken() != null) {
                JsonLocation at = parser.currentTokenLocation();
                throw new ConfigException(file + ":" + at.getLineNr() + ":" + at.getColumnNr()
                        + ": malformed JSON: more after the end of the top-level value");
            }
            return value;
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null || at.getLineNr() < 1 ? "" : ":" + at.getLineNr() + ":" + at.getColumnNr();
            throw new ConfigException(file + where + ": malformed JSON: " + SecureXml.oneLine(e.getOriginalMessage()), e);
        } catch (IOException e) {
            throw new ConfigException(file + ": cannot read: " + e.getMessage(), e);
        }
    }

    private static Value jsonValue(JsonParser parser, JsonToken token, List<DuplicateKey> duplicates) throws IOException {
        int line = parser.currentTokenLocation().getLineNr();
        if (token == JsonToken.START_OBJECT) {
            Map<String, Field> fields = new LinkedHashMap<>();
            for (JsonToken t = parser.nextToken(); t != JsonToken.END_OBJECT; t = parser.nextToken()) {
                String key = parser.currentName();
                int keyLine = parser.currentTokenLocation().getLineNr();
                Value value = jsonValue(parser, parser.nextToken(), duplicates);
                keep(fields, new Field(key, keyLine, value), duplicates);
            }
            return new Mapping(fields, line);
        }
        if (token == JsonToken.START_ARRAY) {
            List<Value> items = new ArrayList<>();
            for (JsonToken t = parser.nextToken(); t != JsonToken.END_ARRAY; t = parser.nextToken()) {
                items.add(jsonValue(parser, t, duplicates));
            }
            return new Sequence(items, line);
        }
        // Jackson's JsonNode.asText(), as Log4j2 takes a value: "null" for null, numbers and booleans as written.
        return new Scalar(token == JsonToken.VALUE_NULL ? "null" : parser.getText(), line);
    }

    /**
     * A key put into its object as Log4j2's parsers do (Jackson's ObjectNode, and its YAML reader): a key written twice
     * keeps the last value; the first is remembered, with the appender names it referenced, so lint can say why.
     */
    private static void keep(Map<String, Field> fields, Field field, List<DuplicateKey> duplicates) {
        Field earlier = fields.put(field.key(), field);
        if (earlier != null) {
            duplicates.add(new DuplicateKey(field.key(), earlier.line(), field.line(), refs(earlier.value())));
        }
    }

    // The `ref` values in a dropped value: an AppenderRef object, or a list of them.
    private static List<String> refs(Value value) {
        List<String> refs = new ArrayList<>();
        if (value instanceof Mapping mapping) {
            Field ref = mapping.fields().get("ref");
            if (ref != null && ref.value() instanceof Scalar scalar) {
                refs.add(scalar.text());
            }
        } else if (value instanceof Sequence sequence) {
            sequence.items().forEach(item -> refs.addAll(refs(item)));
        }
        return refs;
    }

    // --- YAML -------------------------------------------------------------------------------------------------

    /**
     * YAML through SnakeYAML's compose(): nodes with their positions, no objects constructed (no tags honoured, no
     * classes instantiated), aliases and size bounded against expansion bombs.
     */
    private static Value yaml(String text, Path file, List<DuplicateKey> duplicates) throws ConfigException {
        try {
            Node root = SecureYaml.composer().compose(new StringReader(text));
            if (root == null) {
                throw new ConfigException(file + ": malformed YAML: the file is empty");
            }
            return yamlValue(root, 0, duplicates);
        } catch (MarkedYAMLException e) {
            String where = e.getProblemMark() == null ? "" : ":" + (e.getProblemMark().getLine() + 1) + ":" + (e.getProblemMark().getColumn() + 1);
            String problem = e.getProblem() == null ? e.getMessage() : (e.getContext() == null ? "" : e.getContext() + ": ") + e.getProblem();
            throw new ConfigException(file + where + ": malformed YAML: " + SecureXml.oneLine(problem), e);
        } catch (YAMLException | IllegalStateException e) {
            throw new ConfigException(file + ": malformed YAML: " + SecureXml.oneLine(e.getMessage()), e);
        }
    }

    private static Value yamlValue(Node node, int depth, List<DuplicateKey> duplicates) {
        if (depth > 200) {
            throw new IllegalStateException("YAML nested deeper than 200");
        }
        int line = node.getStartMark().getLine() + 1;
        if (node instanceof MappingNode mapping) {
            Map<String, Field> fields = new LinkedHashMap<>();
            for (NodeTuple tuple : mapping.getValue()) {
                Value key = yamlValue(tuple.getKeyNode(), depth + 1, duplicates);
                String name = key instanceof Scalar scalar ? scalar.text() : tuple.getKeyNode().toString();
                keep(fields, new Field(name, key.line(), yamlValue(tuple.getValueNode(), depth + 1, duplicates)), duplicates);
            }
            return new Mapping(fields, line);
        }
        if (node instanceof SequenceNode sequence) {
            List<Value> items = new ArrayList<>();
            for (Node item : sequence.getValue()) {
                items.add(yamlValue(item, depth + 1, duplicates));
            }
            return new Sequence(items, line);
        }
        ScalarNode scalar = (ScalarNode) node;
        String text = scalar.getValue();
        // What Jackson's YAML reader (Log4j2's) gives for a null: "null".
        boolean plain = scalar.getScalarStyle() == DumperOptions.ScalarStyle.PLAIN;
        if (plain && (text.isEmpty() || text.equals("~") || text.equals("null") || text.equals("Null") || text.equals("NULL"))) {
            text = "null";
        }
        return new Scalar(text, line);
    }

    // --- JSON and YAML trees into the document, by JsonConfiguration's rules -------------------------------

    private static Document fromTree(Value top, Path file) throws ConfigException {
        if (!(top instanceof Mapping mapping)) {
            throw new ConfigException(file + ":" + top.line() + ": not a Log4j2 configuration (the top level is not a mapping)");
        }
        Document document = newDocument();
        String rootName = ROOT_NAME;
        int rootLine = top.line();
        Mapping root = mapping;
        // JsonConfiguration: "if (root.size() == 1) root = its one value".
        if (mapping.fields().size() == 1) {
            Field only = mapping.fields().values().iterator().next();
            if (!(only.value() instanceof Mapping inner)) {
                throw new ConfigException(file + ":" + only.line() + ": not a Log4j2 configuration (" + only.key()
                        + " holds no mapping)");
            }
            rootName = only.key();
            rootLine = only.line();
            root = inner;
        }
        boolean looksLikeOne = (root != mapping && rootName.equalsIgnoreCase(ROOT_NAME)) || root.fields().keySet().stream()
                .anyMatch(k -> Set.of("appenders", "loggers", "properties").contains(k.toLowerCase(Locale.ROOT)));
        if (!looksLikeOne) {
            throw new ConfigException(file + ":" + rootLine + ": not a Log4j2 configuration (no Configuration, Appenders, Loggers"
                    + " or Properties at the top)");
        }
        Element element = document.createElement(safeName(rootName));
        SecureXml.setLine(element, rootLine);
        document.appendChild(element);
        attributes(element, root);
        for (Field field : root.fields().values()) {
            // Arrays at the root are not supported by Log4j2 ("Arrays are not supported at the root").
            if (field.value() instanceof Mapping child) {
                element.appendChild(node(document, field.key(), field.line(), child));
            }
        }
        return document;
    }

    private static Element node(Document document, String name, int line, Value value) {
        Element element = document.createElement(safeName(name));
        SecureXml.setLine(element, line);
        if (!(value instanceof Mapping mapping)) {
            return element;
        }
        attributes(element, mapping);
        for (Field field : mapping.fields().values()) {
            if (field.value() instanceof Sequence sequence) {
                for (Value item : sequence.items()) {
                    element.appendChild(item(document, field.key(), item));
                }
            } else if (field.value() instanceof Mapping) {
                element.appendChild(node(document, field.key(), field.line(), field.value()));
            }
        }
        return element;
    }

    // An array item: its scalars are attributes, its objects children, its arrays one child per item.
    private static Element item(Document document, String name, Value item) {
        Element element = document.createElement(safeName(name));
        SecureXml.setLine(element, item.line());
        if (item instanceof Mapping mapping) {
            attributes(element, mapping);
            for (Field field : mapping.fields().values()) {
                if (field.value() instanceof Mapping) {
                    element.appendChild(node(document, field.key(), field.line(), field.value()));
                } else if (field.value() instanceof Sequence sequence) {
                    for (Value inner : sequence.items()) {
                        element.appendChild(node(document, field.key(), inner.line(), inner));
                    }
                }
            }
        }
        return element;
    }

    private static void attributes(Element element, Mapping mapping) {
        for (Field field : mapping.fields().values()) {
            if (field.value() instanceof Scalar scalar && isName(field.key())) {
                element.setAttribute(field.key(), scalar.text());
            }
        }
    }

    // --- helpers ----------------------------------------------------------------------------------------------

    static Document newDocument() {
        try {
            return DocumentBuilderFactory.newInstance().newDocumentBuilder().newDocument();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static final Pattern XML_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_.-]*");

    static boolean isName(String key) {
        return XML_NAME.matcher(key).matches();
    }

    // A key that is no XML name ("$schema", "1x") still becomes an element, under a name that says so.
    static String safeName(String key) {
        return isName(key) ? key : "_" + key.replaceAll("[^A-Za-z0-9_.-]", "_");
    }
}
