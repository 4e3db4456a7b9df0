package dev.logtune.tuner.configfile;

import org.apache.logging.log4j.core.config.ConfigurationSource;
import org.apache.logging.log4j.core.config.properties.PropertiesConfiguration;
import org.apache.logging.log4j.core.config.properties.PropertiesConfigurationBuilder;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static dev.logtune.tuner.configfile.Log4j2Formats.ROOT_NAME;
import static dev.logtune.tuner.configfile.Log4j2Formats.isName;
import static dev.logtune.tuner.configfile.Log4j2Formats.newDocument;
import static dev.logtune.tuner.configfile.Log4j2Formats.safeName;

/**
 * A Log4j2 properties configuration, read into the shape its XML has ({@link Log4j2Formats}): Log4j2's own
 * {@code PropertiesConfigurationBuilder} builds its components and {@code BuiltConfiguration.setup()} turns them into
 * nodes; nothing is started, no appender is created, no lookup runs. The root keys with side effects ({@code dest},
 * {@code advertiser}, {@code monitorInterval}, {@code packages}) are kept out of the builder and put on the root element
 * as written. Lines are found again in the text, best effort.
 */
final class Log4j2PropertiesFormat {
    private static final Set<String> ROOT_SIDE_EFFECTS = Set.of("dest", "advertiser", "monitorinterval", "packages");

    private Log4j2PropertiesFormat() {
    }

    static Document read(byte[] bytes, Path file) throws ConfigException {
        Properties all = new Properties();
        try {
            all.load(new ByteArrayInputStream(bytes));
        } catch (IOException | IllegalArgumentException e) {
            throw new ConfigException(file + ": malformed properties: " + SecureXml.oneLine(e.getMessage()), e);
        }
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        Properties forBuilder = new Properties();
        Map<String, String> rootAttributes = new LinkedHashMap<>();
        for (String key : all.stringPropertyNames()) {
            if (!key.contains(".")) {
                rootAttributes.put(key, all.getProperty(key));
            }
            if (!ROOT_SIDE_EFFECTS.contains(key.toLowerCase(Locale.ROOT))) {
                forBuilder.setProperty(key, all.getProperty(key));
            }
        }
        if (all.stringPropertyNames().stream().noneMatch(k -> k.startsWith("appender") || k.startsWith("logger")
                || k.startsWith("rootLogger") || k.startsWith("property.") || k.startsWith("filter"))) {
            throw new ConfigException(file + ": not a Log4j2 properties configuration (no appender, logger or rootLogger keys)");
        }
        org.apache.logging.log4j.core.config.Node rootNode;
        try {
            PropertiesConfiguration configuration = new PropertiesConfigurationBuilder()
                    .setConfigurationSource(new ConfigurationSource(new ByteArrayInputStream(bytes)))
                    .setRootProperties(forBuilder)
                    .build();
            configuration.setup();
            rootNode = configuration.getRootNode();
        } catch (RuntimeException | IOException e) {
            // Log4j2's ConfigurationException: "No type attribute provided for Appender rolling" and the like.
            String message = SecureXml.oneLine(e.getMessage() == null ? e.toString() : e.getMessage());
            int line = lineOfKey(text, message);
            throw new ConfigException(file + (line > 0 ? ":" + line : "") + ": malformed Log4j2 properties: " + message, e);
        }
        Document document = newDocument();
        Element root = document.createElement(ROOT_NAME);
        SecureXml.setLine(root, 0);
        rootAttributes.forEach((key, value) -> {
            if (isName(key)) {
                root.setAttribute(key, value);
            }
        });
        document.appendChild(root);
        PropertyLines lines = new PropertyLines(text);
        for (org.apache.logging.log4j.core.config.Node child : rootNode.getChildren()) {
            // setup() always adds Loggers and Appenders; an empty one says nothing.
            if (!child.getChildren().isEmpty() || !child.getAttributes().isEmpty()) {
                root.appendChild(fromNode(document, child, lines, 0));
            }
        }
        shortRootLogger(document, root, all.getProperty("rootLogger"), lines);
        UnlistedComponent.mark(document, unlisted(all, lines));
        return document;
    }

    // Ids under logger.* and appender.* that the loggers or appenders key, where written, does not list.
    private static List<UnlistedComponent> unlisted(Properties all, PropertyLines lines) {
        List<UnlistedComponent> found = new java.util.ArrayList<>();
        for (String kind : List.of("logger", "appender")) {
            String list = all.getProperty(kind + "s");
            if (list == null) {
                continue;
            }
            List<String> listed = java.util.Arrays.stream(list.split(",")).map(String::strip).filter(id -> !id.isEmpty()).toList();
            Set<String> ids = new java.util.TreeSet<>();
            for (String key : all.stringPropertyNames()) {
                if (key.startsWith(kind + ".") && key.indexOf('.', kind.length() + 1) > 0) {
                    ids.add(key.substring(kind.length() + 1, key.indexOf('.', kind.length() + 1)));
                }
            }
            for (String id : ids) {
                if (!listed.contains(id)) {
                    found.add(new UnlistedComponent(kind, id, lines.firstOf(kind + "." + id + "."), all.getProperty(kind + "." + id + ".level"), listed));
                }
            }
        }
        return found;
    }

    /**
     * {@code rootLogger = INFO, STDOUT}: the short form Log4j2 reads as the root's level and its appender refs. Where
     * the builder left the root without them, they are added as written; a value from a variable with a default
     * ({@code ${sys:x:-INFO,console}}) is read at its default, the root's refs keeping the variable as written.
     */
    private static void shortRootLogger(Document document, Element configuration, String value, PropertyLines lines) {
        if (value == null || !value.contains(",")) {
            return;
        }
        Matcher variable = Pattern.compile("\\$\\{([^:}]+(?::[^:}]+)?):-([^}]*)}").matcher(value.strip());
        boolean fromVariable = variable.matches();
        String[] parts = (fromVariable ? variable.group(2) : value).split(",");
        Element loggers = Elements.children(configuration, "Loggers").stream().findFirst().orElseGet(() -> {
            Element created = document.createElement("Loggers");
            configuration.appendChild(created);
            return created;
        });
        Element rootLogger = Elements.children(loggers, "Root").stream().findFirst().orElseGet(() -> {
            Element created = document.createElement("Root");
            loggers.appendChild(created);
            return created;
        });
        if (!Elements.children(rootLogger, "AppenderRef").isEmpty()) {
            return;
        }
        int line = lines.lineOf("rootLogger");
        SecureXml.setLine(rootLogger, line);
        if (!rootLogger.hasAttribute("level") && !parts[0].isBlank()) {
            rootLogger.setAttribute("level", parts[0].strip());
        }
        for (int i = 1; i < parts.length; i++) {
            if (!parts[i].isBlank()) {
                Element ref = document.createElement("AppenderRef");
                // From a variable, the ref keeps it: the service may name other appenders at run time.
                ref.setAttribute("ref", fromVariable ? "${" + variable.group(1) + ":-" + parts[i].strip() + "}" : parts[i].strip());
                SecureXml.setLine(ref, line);
                rootLogger.appendChild(ref);
            }
        }
    }

    private static Element fromNode(Document document, org.apache.logging.log4j.core.config.Node node, PropertyLines lines, int parentLine) {
        Element element = document.createElement(safeName(node.getName()));
        node.getAttributes().forEach((key, value) -> {
            // The builder puts a filter's unset onMatch and onMismatch as null: unset, as Log4j2 then reads them.
            if (isName(key) && value != null) {
                element.setAttribute(key, value);
            }
        });
        if (node.getValue() != null && !node.getValue().isEmpty()) {
            element.setTextContent(node.getValue());
        }
        int line = lines.find(node, parentLine);
        SecureXml.setLine(element, line);
        for (org.apache.logging.log4j.core.config.Node child : node.getChildren()) {
            element.appendChild(fromNode(document, child, lines, line));
        }
        return element;
    }

    /** Best-effort lines for properties: the line naming a component, or its parent's. */
    private static final class PropertyLines {
        private final List<String> lines;

        PropertyLines(String text) {
            this.lines = text.lines().toList();
        }

        /** The line of a top-level key, {@code rootLogger}; 0 when absent. */
        int lineOf(String key) {
            Pattern pattern = Pattern.compile("^\\s*" + Pattern.quote(key) + "\\s*[=:]");
            for (int i = 0; i < lines.size(); i++) {
                if (pattern.matcher(lines.get(i)).find()) {
                    return i + 1;
                }
            }
            return 0;
        }

        /** The line of the first key that starts with {@code prefix}; 0 when none does. */
        int firstOf(String prefix) {
            Pattern pattern = Pattern.compile("^\\s*" + Pattern.quote(prefix));
            for (int i = 0; i < lines.size(); i++) {
                if (pattern.matcher(lines.get(i)).find()) {
                    return i + 1;
                }
            }
            return 0;
        }

        int find(org.apache.logging.log4j.core.config.Node node, int parentLine) {
            String name = node.getName();
            String attribute = node.getAttributes().get("name");
            Pattern pattern = null;
            if (name.equalsIgnoreCase("Root") || name.equalsIgnoreCase("AsyncRoot")) {
                pattern = Pattern.compile("^\\s*rootLogger(\\.|\\s*[=:])");
            } else if (name.equalsIgnoreCase("Property") && attribute != null) {
                pattern = Pattern.compile("^\\s*property\\." + Pattern.quote(attribute) + "\\s*[=:]");
            } else if (attribute != null && !attribute.isEmpty()) {
                pattern = Pattern.compile("^\\s*[\\w.-]+\\.name\\s*[=:]\\s*" + Pattern.quote(attribute) + "\\s*$");
            } else if (name.equalsIgnoreCase("AppenderRef") && node.getAttributes().get("ref") != null) {
                pattern = Pattern.compile("^\\s*[\\w.-]+\\.ref\\s*[=:]\\s*" + Pattern.quote(node.getAttributes().get("ref")) + "\\s*$");
            } else {
                pattern = Pattern.compile("^\\s*[\\w.-]+\\.type\\s*[=:]\\s*" + Pattern.quote(name) + "\\s*$");
            }
            int from = Math.max(parentLine - 1, 0);
            for (int i = from; i < lines.size(); i++) {
                if (pattern.matcher(lines.get(i)).find()) {
                    return i + 1;
                }
            }
            return parentLine;
        }
    }

    // "... for Appender rolling": the line where that component's keys begin.
    private static int lineOfKey(String text, String message) {
        Matcher named = Pattern.compile("for (?:Appender|Logger|Filter|AppenderRef|component|Layout on Appender) (\\S+)").matcher(message);
        if (!named.find()) {
            return 0;
        }
        Pattern key = Pattern.compile("^\\s*[\\w.-]*\\b" + Pattern.quote(named.group(1)) + "\\.");
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (key.matcher(lines.get(i)).find()) {
                return i + 1;
            }
        }
        return 0;
    }
}
