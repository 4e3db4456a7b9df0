package dev.logtune.tuner.configfile;

import dev.logtune.configs.model.Framework;
import dev.logtune.support.files.FileProblem;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Pattern;

/**
 * A user's Logback or Log4j2 configuration, read safely: Logback's XML, Log4j2's XML, JSON, YAML or properties (each
 * into the same XML-shaped document), the framework detected, Logback {@code <include>} files and resources inlined
 * (each element remembers its file and line; Spring Boot's own includes from a model of them), Log4j2's
 * {@code log4j2.component.properties} beside it read, and everything that could not be read named.
 *
 * @param componentProperties Log4j2's JVM-wide properties from the file beside the config, then the -D values
 * @param unresolved what was not read: classpath resources, URLs, XIncludes, missing optional files, Spring
 *                   properties with no default
 * @param format the syntax the file was written in; its {@link ConfigFormat#exactLines()} says whether lines are exact
 */
public record ConfigFile(Path path, Framework framework, Document document, Map<String, String> componentProperties,
                         Map<String, String> defines, List<Unread> unresolved, ConfigFormat format) {
    public static final String COMPONENT_PROPERTIES = "log4j2.component.properties";
    static final String SOURCE = "logtune.source";

    /** As before formats: the format is the one the document was marked with when it was read (XML if none). */
    public ConfigFile(Path path, Framework framework, Document document, Map<String, String> componentProperties,
                      Map<String, String> defines, List<Unread> unresolved) {
        this(path, framework, document, componentProperties, defines, unresolved, ConfigFormat.of(document));
    }

    /** Keys a JSON or YAML file wrote twice in one object: Log4j2 keeps only the last value of each. */
    public List<DuplicateKey> duplicateKeys() {
        return DuplicateKey.of(document);
    }

    /** Components a Log4j2 properties file configures under an id its loggers or appenders list leaves out. */
    public List<UnlistedComponent> unlistedComponents() {
        return UnlistedComponent.of(document);
    }

    public Element root() {
        return document.getDocumentElement();
    }

    /** The root element, read-only: what code outside this package reads the file through. */
    public ConfigElement rootElement() {
        return ConfigElement.of(root());
    }

    /**
     * Every element written in this file's text, root first, in document order: the tree with the elements Log4j2
     * reads as its parent's attributes ({@code <Logger><name>com.foo</name>}) in their places. What an edit of the text
     * is addressed through.
     */
    public List<ConfigElement> writtenElements() {
        return ConfigElement.all(Log4j2ElementAttributes.asWritten(root()));
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

    /** This parse, named as {@code original}: a copy read in a scratch directory, reported as the file it copies. */
    public ConfigFile readAs(Path original) {
        return new ConfigFile(original, framework, document, componentProperties, defines, unresolved);
    }

    public Path sourceOf(ConfigElement element) {
        return sourceOf(element.dom());
    }

    public String where(ConfigElement element) {
        return where(element.dom());
    }

    public static ConfigFile read(Path path, Map<String, String> defines) throws ConfigException {
        String problem = FileProblem.ofInput(path, "config file");
        if (problem != null) {
            throw new ConfigException(problem);
        }
        if (SpringBootProperties.isApplicationFile(path)) {
            // A Spring Boot application.properties/yml: the configuration Spring Boot builds from it, or the file it names.
            return SpringBootService.read(path, defines).config();
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(path);
        } catch (IOException e) {
            throw new ConfigException(path + ": cannot read: " + e.getMessage(), e);
        }
        ConfigFormat format = formatOf(path, bytes);
        Document document;
        Framework framework;
        if (format == ConfigFormat.XML) {
            document = SecureXml.parse(new ByteArrayInputStream(bytes), path.toString());
            framework = detect(document.getDocumentElement(), path);
            if (framework == Framework.LOG4J2) {
                Log4j2ElementAttributes.fold(document.getDocumentElement());
            }
        } else {
            // Logback reads XML only: JSON, YAML and properties configurations are Log4j2's.
            document = Log4j2Formats.read(bytes, format, path);
            framework = Framework.LOG4J2;
        }
        List<Unread> unresolved = new ArrayList<>();
        Map<String, String> properties = new LinkedHashMap<>();
        if (framework == Framework.LOGBACK) {
            LogbackIncludes.inline(document, path, defines, unresolved);
            springProperties(document.getDocumentElement(), path, defines, unresolved);
        } else {
            for (Element include : Elements.descendants(document.getDocumentElement(), "xi:include")) {
                unresolved.add(new Unread(include.getAttribute("href") + " (XInclude at line " + SecureXml.line(include) + "): not read",
                        Unread.Kind.XINCLUDE, path.getFileName().toString(), SecureXml.line(include)));
            }
            Path component = path.toAbsolutePath().getParent().resolve(COMPONENT_PROPERTIES);
            if (Files.isRegularFile(component)) {
                properties.putAll(readProperties(component));
            }
        }
        properties.putAll(defines);
        return new ConfigFile(path, framework, document, Map.copyOf(properties), Map.copyOf(defines), List.copyOf(unresolved), format);
    }

    /**
     * A document built in memory for {@code path} (Spring Boot's configuration from its properties), read as a file
     * is: Logback includes inlined (Spring Boot's own from their model), Log4j2's component properties beside it.
     */
    static ConfigFile built(Path path, Framework framework, Document document, Map<String, String> defines,
                            ConfigFormat format) throws ConfigException {
        List<Unread> unresolved = new ArrayList<>();
        Map<String, String> properties = new LinkedHashMap<>();
        if (framework == Framework.LOGBACK) {
            LogbackIncludes.inline(document, path, defines, unresolved);
        } else {
            Path component = path.toAbsolutePath().getParent().resolve(COMPONENT_PROPERTIES);
            if (Files.isRegularFile(component)) {
                properties.putAll(readProperties(component));
            }
        }
        properties.putAll(defines);
        format.mark(document);
        return new ConfigFile(path, framework, document, Map.copyOf(properties), Map.copyOf(defines), List.copyOf(unresolved), format);
    }

    /** Marks an element as read from {@code source} (a built document's elements name the property file they come from). */
    static void setSource(Node node, Path source) {
        node.setUserData(SOURCE, source, null);
    }

    /**
     * The format the name says (log4j2.yaml, log4j2-spring.json, app-test.properties...); for another extension,
     * the content: {@code <} XML, <code>{</code> JSON, {@code appender.}/{@code logger.}/{@code rootLogger} keys
     * properties, else YAML.
     */
    static ConfigFormat formatOf(Path path, byte[] bytes) {
        ConfigFormat named = ConfigFormat.byName(path);
        if (named != null) {
            return named;
        }
        String text = new String(bytes, 0, Math.min(bytes.length, 64 * 1024), StandardCharsets.UTF_8);
        String stripped = text.replaceFirst("^\uFEFF", "").stripLeading();
        if (stripped.startsWith("<")) {
            return ConfigFormat.XML;
        }
        if (stripped.startsWith("{") || stripped.startsWith("//") || stripped.startsWith("/*")) {
            return ConfigFormat.JSON;
        }
        if (Pattern.compile("(?m)^(?:(?:appender|logger|rootLogger|property|filter)\\.[^=:\\s]+|rootLogger)[ \\t]*[=:]").matcher(text).find()
                && !Pattern.compile("(?m)^\\s*(Configuration|configuration)\\s*:\\s*$").matcher(text).find()) {
            return ConfigFormat.PROPERTIES;
        }
        return ConfigFormat.YAML;
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

    /**
     * Spring Boot's {@code <springProperty name="X" source="a.b" defaultValue="D"/>}: X comes from Spring's
     * Environment at run time. Variables resolves it from -D (X or a.b) or the default; with neither, say so here.
     */
    private static void springProperties(Element root, Path path, Map<String, String> defines, List<Unread> unresolved) {
        List<Element> all = Elements.all(root);
        for (Element property : Elements.descendants(root, "springProperty")) {
            String name = property.getAttribute("name");
            String source = property.getAttribute("source");
            if (name.isEmpty() || property.hasAttribute("defaultValue") || defines.containsKey(name)
                    || (!source.isEmpty() && defines.containsKey(source)) || !used(all, name)) {
                continue;
            }
            unresolved.add(new Unread("springProperty " + name + " (at " + path.getFileName() + ":" + SecureXml.line(property)
                    + "): Spring sets it from its property " + (source.isEmpty() ? "(no source given)" : source)
                    + " at run time and it has no defaultValue; pass -D" + name + "=...", Unread.Kind.SPRING_PROPERTY,
                    path.getFileName().toString(), SecureXml.line(property)));
        }
    }

    private static boolean used(List<Element> elements, String name) {
        Pattern reference = Pattern.compile("\\$\\{" + Pattern.quote(name) + "(:-|})");
        for (Element element : elements) {
            var attributes = element.getAttributes();
            for (int i = 0; i < attributes.getLength(); i++) {
                if (reference.matcher(attributes.item(i).getNodeValue()).find()) {
                    return true;
                }
            }
            for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
                if (child.getNodeType() == Node.TEXT_NODE && reference.matcher(child.getNodeValue()).find()) {
                    return true;
                }
            }
        }
        return false;
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
