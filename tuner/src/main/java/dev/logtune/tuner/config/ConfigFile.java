package dev.logtune.tuner.config;

import dev.logtune.configs.model.Framework;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * A user's logback.xml or log4j2.xml, read safely: the framework detected from the document, Logback
 * {@code <include>} files inlined (each element remembers its file and line), Log4j2's
 * {@code log4j2.component.properties} beside it read, and everything that could not be read named.
 *
 * @param componentProperties Log4j2's JVM-wide properties from the file beside the config, then the -D values
 * @param unresolved what was not read: classpath resources, URLs, XIncludes, missing optional files
 */
public record ConfigFile(Path path, Framework framework, Document document, Map<String, String> componentProperties,
                         Map<String, String> defines, List<String> unresolved) {
    public static final String COMPONENT_PROPERTIES = "log4j2.component.properties";
    private static final String SOURCE = "logtune.source";
    private static final int MAX_INCLUDE_DEPTH = 8;

    public Element root() {
        return document.getDocumentElement();
    }

    public Variables variables() {
        return Variables.of(framework, root(), defines);
    }

    /** "logback.xml:12", or the included file it came from. */
    public String where(Node node) {
        int line = SecureXml.line(node);
        return sourceOf(node).getFileName() + (line > 0 ? ":" + line : "");
    }

    /** The file an element was read from: this one, or the included file it came from. */
    public Path sourceOf(Node node) {
        Object source = node.getUserData(SOURCE);
        return source instanceof Path p ? p : path;
    }

    public static ConfigFile read(Path path, Map<String, String> defines) throws ConfigException {
        if (!Files.isRegularFile(path)) {
            throw new ConfigException(path + ": no such file");
        }
        Document document = SecureXml.parse(path);
        Framework framework = detect(document.getDocumentElement(), path);
        List<String> unresolved = new ArrayList<>();
        Map<String, String> properties = new LinkedHashMap<>();
        if (framework == Framework.LOGBACK) {
            inlineIncludes(document, document.getDocumentElement(), path, defines, unresolved, 0);
        } else {
            for (Element include : Elements.descendants(document.getDocumentElement(), "xi:include")) {
                unresolved.add(include.getAttribute("href") + " (XInclude at line " + SecureXml.line(include) + "): not read");
            }
            Path component = path.toAbsolutePath().getParent().resolve(COMPONENT_PROPERTIES);
            if (Files.isRegularFile(component)) {
                properties.putAll(readProperties(component));
            }
        }
        properties.putAll(defines);
        return new ConfigFile(path, framework, document, Map.copyOf(properties), Map.copyOf(defines), List.copyOf(unresolved));
    }

    static Framework detect(Element root, Path path) throws ConfigException {
        String name = root.getTagName();
        boolean log4j2Children = !Elements.children(root, "Appenders").isEmpty() || !Elements.children(root, "Loggers").isEmpty()
                || !Elements.children(root, "Properties").isEmpty();
        boolean logbackChildren = !Elements.children(root, "appender").isEmpty() || !Elements.children(root, "root").isEmpty()
                || !Elements.children(root, "logger").isEmpty() || !Elements.children(root, "include").isEmpty();
        if (name.equals("included")) {
            return Framework.LOGBACK;
        }
        if (name.equalsIgnoreCase("configuration")) {
            if (log4j2Children && !logbackChildren) {
                return Framework.LOG4J2;
            }
            if (logbackChildren && !log4j2Children) {
                return Framework.LOGBACK;
            }
            // An empty or mixed document: Logback's root is lower case, Log4j2's usually capitalised.
            return name.equals("configuration") ? Framework.LOGBACK : Framework.LOG4J2;
        }
        throw new ConfigException(path + ": not a Logback or Log4j2 XML configuration (root element <" + name + ">)");
    }

    private static void inlineIncludes(Document document, Element root, Path from, Map<String, String> defines,
                                       List<String> unresolved, int depth) throws ConfigException {
        Variables variables = Variables.of(Framework.LOGBACK, document.getDocumentElement(), defines);
        for (Element include : Elements.descendants(root, "include")) {
            String at = from.getFileName() + ":" + SecureXml.line(include);
            boolean optional = "true".equalsIgnoreCase(include.getAttribute("optional"));
            if (include.hasAttribute("resource")) {
                unresolved.add("resource " + include.getAttribute("resource") + " (include at " + at + "): on the classpath, not read");
                continue;
            }
            if (include.hasAttribute("url")) {
                unresolved.add("url " + include.getAttribute("url") + " (include at " + at + "): never fetched");
                continue;
            }
            Variables.Resolved file = variables.resolve(include.getAttribute("file"));
            if (!file.complete()) {
                unresolved.add("file " + file.text() + " (include at " + at + "): unresolved " + String.join(", ", file.unresolved()));
                continue;
            }
            Path target = from.toAbsolutePath().getParent().resolve(file.text()).normalize();
            if (!Files.isRegularFile(target)) {
                if (!optional) {
                    unresolved.add("file " + file.text() + " (include at " + at + "): no such file");
                }
                continue;
            }
            if (depth >= MAX_INCLUDE_DEPTH) {
                throw new ConfigException(at + ": includes nested deeper than " + MAX_INCLUDE_DEPTH + " (a cycle?)");
            }
            Document included = SecureXml.parse(target);
            Element includedRoot = included.getDocumentElement();
            if (!includedRoot.getTagName().equals("included")) {
                throw new ConfigException(target + ": an included file's root element must be <included>, not <"
                        + includedRoot.getTagName() + ">");
            }
            inlineIncludes(included, includedRoot, target, defines, unresolved, depth + 1);
            Node parent = include.getParentNode();
            for (Element child : Elements.children(includedRoot)) {
                Node copy = document.importNode(child, true);
                copyMarks(child, copy, target);
                parent.insertBefore(copy, include);
            }
            parent.removeChild(include);
        }
    }

    // importNode drops user data: carry each element's line and source across.
    private static void copyMarks(Node original, Node copy, Path source) {
        if (original instanceof Element) {
            SecureXml.setLine(copy, SecureXml.line(original));
            Object origin = original.getUserData(SOURCE);
            copy.setUserData(SOURCE, origin != null ? origin : source, null);
        }
        var originals = original.getChildNodes();
        var copies = copy.getChildNodes();
        for (int i = 0; i < originals.getLength(); i++) {
            copyMarks(originals.item(i), copies.item(i), source);
        }
    }

    private static Map<String, String> readProperties(Path file) throws ConfigException {
        Properties properties = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            properties.load(in);
        } catch (IOException | IllegalArgumentException e) {
            throw new ConfigException(file + ": cannot read properties: " + e.getMessage(), e);
        }
        Map<String, String> values = new LinkedHashMap<>();
        properties.stringPropertyNames().stream().sorted().forEach(key -> values.put(key, properties.getProperty(key)));
        return values;
    }
}
