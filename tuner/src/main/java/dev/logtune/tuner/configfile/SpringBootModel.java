package dev.logtune.tuner.configfile;

import dev.logtune.configs.model.Framework;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The configuration Spring Boot builds from a service's {@code logging.*} keys when it has no logging file of its own:
 * the keys become the system properties Spring Boot sets ({@code LOG_FILE}, {@code FILE_LOG_PATTERN}...), and the
 * appenders are those of its defaults: for Logback, {@code defaults.xml}, {@code console-appender.xml} always and
 * {@code file-appender.xml} when {@code logging.file.name} or {@code logging.file.path} is set (read from
 * {@link SpringBootIncludes}); for Log4j2, its {@code log4j2.xml} / {@code log4j2-file.xml}
 * ({@link SpringBootLog4j2Defaults}). Thresholds become ThresholdFilters, structured formats Spring's structured
 * encoder, {@code logging.level.*} (through {@code logging.group.*}) loggers. Each element is placed at the line of
 * the key that made it; what no key set is at the file as a whole.
 */
final class SpringBootModel {
    static final String LOGBACK_INCLUDES = SpringBootIncludes.PREFIX;
    /** Spring Boot's predefined groups. */
    private static final Map<String, List<String>> GROUPS = Map.of(
            "web", List.of("org.springframework.core.codec", "org.springframework.http", "org.springframework.web",
                    "org.springframework.boot.actuate.endpoint.web", "org.springframework.boot.web.servlet.ServletContextInitializerBeans"),
            "sql", List.of("org.springframework.jdbc.core", "org.hibernate.SQL", "org.jooq.tools.LoggerListener"));
    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{([^}:]+)(?::([^}]*))?}");
    /** Each system property Spring Boot sets, and the keys (newest first) it comes from. */
    private static final Map<String, List<String>> SYSTEM_PROPERTIES = systemProperties();

    private final SpringBootProperties properties;
    private final Framework framework;
    private final Map<String, String> defines;

    SpringBootModel(SpringBootProperties properties, Framework framework, Map<String, String> defines) {
        this.properties = properties;
        this.framework = framework;
        this.defines = defines;
    }

    /** The logging.* key Spring Boot sets {@code variable} from (the newest spelling), if it sets it from one. */
    static java.util.Optional<String> keyFor(String variable) {
        return java.util.Optional.ofNullable(SYSTEM_PROPERTIES.get(variable)).map(keys -> keys.get(0));
    }

    private static Map<String, List<String>> systemProperties() {
        Map<String, List<String>> map = new LinkedHashMap<>();
        map.put("LOG_PATH", List.of("logging.file.path"));
        map.put("CONSOLE_LOG_PATTERN", List.of("logging.pattern.console"));
        map.put("FILE_LOG_PATTERN", List.of("logging.pattern.file"));
        map.put("LOG_LEVEL_PATTERN", List.of("logging.pattern.level"));
        map.put("LOG_DATEFORMAT_PATTERN", List.of("logging.pattern.dateformat"));
        map.put("LOG_CORRELATION_PATTERN", List.of("logging.pattern.correlation"));
        map.put("CONSOLE_LOG_CHARSET", List.of("logging.charset.console"));
        map.put("FILE_LOG_CHARSET", List.of("logging.charset.file"));
        map.put("CONSOLE_LOG_THRESHOLD", List.of("logging.threshold.console"));
        map.put("FILE_LOG_THRESHOLD", List.of("logging.threshold.file"));
        map.put("CONSOLE_LOG_STRUCTURED_FORMAT", List.of("logging.structured.format.console"));
        map.put("FILE_LOG_STRUCTURED_FORMAT", List.of("logging.structured.format.file"));
        map.put("ROLLING_FILE_NAME_PATTERN", List.of("logging.logback.rollingpolicy.file-name-pattern", "logging.pattern.rolling-file-name"));
        map.put("LOG_FILE_MAX_SIZE", List.of("logging.logback.rollingpolicy.max-file-size", "logging.file.max-size"));
        map.put("LOG_FILE_MAX_HISTORY", List.of("logging.logback.rollingpolicy.max-history", "logging.file.max-history"));
        map.put("LOG_FILE_TOTAL_SIZE_CAP", List.of("logging.logback.rollingpolicy.total-size-cap", "logging.file.total-size-cap"));
        map.put("LOG_FILE_CLEAN_HISTORY_ON_START", List.of("logging.logback.rollingpolicy.clean-history-on-start", "logging.file.clean-history-on-start"));
        return map;
    }

    /**
     * Spring Boot 2.2 renamed logging.file to logging.file.name and later releases stopped reading the old key: Spring
     * Boot 3 writes no file for it, so it makes no file appender here.
     */
    static final String DROPPED_FILE_KEY = "logging.file";

    /** The configuration with {@code profile} active (null: none). */
    ConfigFile build(String profile) throws ConfigException {
        Map<String, SpringBootProperties.Entry> from = new LinkedHashMap<>();
        Map<String, String> system = system(profile, from);
        Optional<SpringBootProperties.Entry> fileName = properties.get("logging.file.name", profile);
        Optional<SpringBootProperties.Entry> filePath = properties.get("logging.file.path", profile).or(() -> properties.get("logging.path", profile));
        Optional<SpringBootProperties.Entry> file = fileName.or(() -> filePath);
        file.ifPresent(entry -> from.put("LOG_FILE", entry));
        return buildFrom(profile, system, from, file);
    }

    /**
     * The system properties Spring Boot sets from the logging keys (FILE_LOG_PATTERN, LOG_FILE, ...) over the defines: what
     * a logging file of the service's own reads as its variables. {@code from} collects the entry each came from.
     */
    Map<String, String> system(String profile, Map<String, SpringBootProperties.Entry> from) {
        Map<String, String> system = new LinkedHashMap<>(defines);
        for (Map.Entry<String, List<String>> property : SYSTEM_PROPERTIES.entrySet()) {
            for (String key : property.getValue()) {
                Optional<SpringBootProperties.Entry> entry = properties.get(key, profile);
                if (entry.isPresent()) {
                    system.putIfAbsent(property.getKey(), resolve(entry.get().value(), profile));
                    from.put(property.getKey(), entry.get());
                    break;
                }
            }
        }
        Optional<SpringBootProperties.Entry> fileName = properties.get("logging.file.name", profile);
        Optional<SpringBootProperties.Entry> filePath = properties.get("logging.file.path", profile).or(() -> properties.get("logging.path", profile));
        if (fileName.isPresent()) {
            system.putIfAbsent("LOG_FILE", resolve(fileName.get().value(), profile));
        } else if (filePath.isPresent()) {
            system.putIfAbsent("LOG_FILE", resolve(filePath.get().value(), profile).replaceFirst("/+$", "") + "/spring.log");
        }
        return system;
    }

    private ConfigFile buildFrom(String profile, Map<String, String> system, Map<String, SpringBootProperties.Entry> from,
                                 Optional<SpringBootProperties.Entry> file) throws ConfigException {
        Map<String, SpringBootProperties.Entry> loggers = loggers(profile);
        Optional<SpringBootProperties.Entry> root = properties.get("logging.level.root", profile);
        String rootLevel = root.map(e -> level(e.value())).orElse("INFO");
        String text = framework == Framework.LOGBACK
                ? logback(file.isPresent(), system, loggers, rootLevel)
                : SpringBootLog4j2Defaults.text(file.isPresent(), system, loggers.keySet().stream()
                        .collect(LinkedHashMap::new, (m, k) -> m.put(k, level(loggers.get(k).value())), Map::putAll), rootLevel);
        Document document = SecureXml.parse(text.getBytes(StandardCharsets.UTF_8), properties.file().toString());
        Path main = properties.file();
        ConfigFile config = ConfigFile.built(main, framework, document, system,
                main.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".properties") ? ConfigFormat.PROPERTIES : ConfigFormat.YAML);
        if (framework == Framework.LOGBACK) {
            for (Element appender : Elements.descendants(config.document().getDocumentElement(), "appender")) {
                String side = appender.getAttribute("name");
                appendStructured(appender, system.get(side + "_LOG_STRUCTURED_FORMAT"), side);
                appendThreshold(appender, system.get(side + "_LOG_THRESHOLD"), side);
            }
        }
        place(config.document(), main, from, loggers, root.orElse(null));
        return config;
    }

    private String logback(boolean file, Map<String, String> system, Map<String, SpringBootProperties.Entry> loggers, String rootLevel) {
        StringBuilder xml = new StringBuilder("<configuration>\n");
        xml.append("<include resource=\"").append(LOGBACK_INCLUDES).append("defaults.xml\"/>\n");
        xml.append("<include resource=\"").append(LOGBACK_INCLUDES).append("console-appender.xml\"/>\n");
        if (file) {
            xml.append("<include resource=\"").append(LOGBACK_INCLUDES).append("file-appender.xml\"/>\n");
        }
        for (Map.Entry<String, SpringBootProperties.Entry> logger : loggers.entrySet()) {
            xml.append("<logger name=\"").append(escape(logger.getKey())).append("\" level=\"")
                    .append(escape(level(logger.getValue().value()))).append("\"/>\n");
        }
        xml.append("<root level=\"").append(escape(rootLevel)).append("\">\n<appender-ref ref=\"CONSOLE\"/>\n");
        if (file) {
            xml.append("<appender-ref ref=\"FILE\"/>\n");
        }
        return xml.append("</root>\n</configuration>\n").toString();
    }

    // Spring Boot's DefaultLogbackConfiguration: a ThresholdFilter on the appender when logging.threshold.* is set.
    private static void appendThreshold(Element appender, String threshold, String side) {
        if (threshold == null) {
            return;
        }
        Document document = appender.getOwnerDocument();
        Element filter = document.createElement("filter");
        filter.setAttribute("class", "ch.qos.logback.classic.filter.ThresholdFilter");
        Element level = document.createElement("level");
        level.setTextContent("${" + side + "_LOG_THRESHOLD}");
        filter.appendChild(level);
        appender.insertBefore(filter, appender.getFirstChild());
    }

    // Spring Boot 3.4+: logging.structured.format.* swaps the pattern encoder for its StructuredLogEncoder (JSON lines,
    // no caller data unless the format asks for it).
    private static void appendStructured(Element appender, String format, String side) {
        if (format == null) {
            return;
        }
        Document document = appender.getOwnerDocument();
        for (Element encoder : Elements.children(appender, "encoder")) {
            appender.removeChild(encoder);
        }
        Element encoder = document.createElement("encoder");
        encoder.setAttribute("class", "org.springframework.boot.logging.logback.StructuredLogEncoder");
        Element name = document.createElement("format");
        name.setTextContent("${" + side + "_LOG_STRUCTURED_FORMAT}");
        encoder.appendChild(name);
        Element charset = document.createElement("charset");
        charset.setTextContent("${" + side + "_LOG_CHARSET}");
        encoder.appendChild(charset);
        appender.appendChild(encoder);
    }

    /** logging.level.x (not root), with logging.group.g naming several loggers for logging.level.g. */
    private Map<String, SpringBootProperties.Entry> loggers(String profile) {
        Map<String, SpringBootProperties.Entry> loggers = new LinkedHashMap<>();
        for (SpringBootProperties.Entry entry : properties.under("logging.level.", profile)) {
            String name = entry.key().substring("logging.level.".length());
            if (name.equalsIgnoreCase("root")) {
                continue;
            }
            Optional<SpringBootProperties.Entry> group = properties.get("logging.group." + name, profile);
            List<String> members = group.map(g -> List.of(g.value().split("\\s*,\\s*"))).orElse(GROUPS.get(name));
            if (members == null) {
                loggers.put(name, entry);
            } else {
                members.stream().filter(m -> !m.isBlank()).forEach(m -> loggers.put(m.strip(), entry));
            }
        }
        return loggers;
    }

    // Spring's placeholders are ${key:default}; resolved from the application's own keys, then -D, then the default.
    private String resolve(String value, String profile) {
        String text = value;
        for (int depth = 0; depth < 10 && text.contains("${"); depth++) {
            Matcher matcher = PLACEHOLDER.matcher(text);
            StringBuilder out = new StringBuilder();
            boolean changed = false;
            while (matcher.find()) {
                String key = matcher.group(1);
                String found = properties.get(key, profile).map(SpringBootProperties.Entry::value).orElse(defines.get(key));
                if (found == null) {
                    found = matcher.group(2);
                }
                if (found == null) {
                    matcher.appendReplacement(out, Matcher.quoteReplacement(matcher.group()));
                } else {
                    changed = true;
                    matcher.appendReplacement(out, Matcher.quoteReplacement(found));
                }
            }
            matcher.appendTail(out);
            text = out.toString();
            if (!changed) {
                break;
            }
        }
        return text;
    }

    /** YAML's off/false read as Spring reads a level: OFF. */
    private static String level(String value) {
        String level = value.strip();
        return level.equalsIgnoreCase("false") ? "OFF" : level.toUpperCase(Locale.ROOT);
    }

    /** Every element at the key that made it (its file and line); what no key set, at the application file as a whole. */
    private void place(Document document, Path main, Map<String, SpringBootProperties.Entry> from,
                       Map<String, SpringBootProperties.Entry> loggers, SpringBootProperties.Entry root) {
        Element configuration = document.getDocumentElement();
        for (Element element : Elements.all(configuration)) {
            mark(element, main, null);
        }
        for (Element element : Elements.all(configuration)) {
            String tag = element.getTagName().toLowerCase(Locale.ROOT);
            String name = element.getAttribute("name");
            boolean console = name.equalsIgnoreCase("CONSOLE");
            if (tag.equals("appender") || tag.equals("console") || tag.equals("rollingfile")) {
                SpringBootProperties.Entry at = console
                        ? first(from, "CONSOLE_LOG_STRUCTURED_FORMAT", "CONSOLE_LOG_PATTERN", "CONSOLE_LOG_THRESHOLD", "CONSOLE_LOG_CHARSET")
                        : from.get("LOG_FILE");
                markTree(element, main, at);
                String side = console ? "CONSOLE" : "FILE";
                for (Element child : Elements.all(element)) {
                    String childTag = child.getTagName().toLowerCase(Locale.ROOT);
                    SpringBootProperties.Entry own = switch (childTag) {
                        case "pattern", "patternlayout" -> from.get(side + "_LOG_PATTERN");
                        case "charset" -> from.get(side + "_LOG_CHARSET");
                        case "filter", "thresholdfilter", "level" -> from.get(side + "_LOG_THRESHOLD");
                        case "encoder", "format" -> from.get(side + "_LOG_STRUCTURED_FORMAT");
                        case "filenamepattern" -> from.get("ROLLING_FILE_NAME_PATTERN");
                        case "maxfilesize", "sizebasedtriggeringpolicy" -> from.get("LOG_FILE_MAX_SIZE");
                        case "maxhistory" -> from.get("LOG_FILE_MAX_HISTORY");
                        case "totalsizecap" -> from.get("LOG_FILE_TOTAL_SIZE_CAP");
                        case "cleanhistoryonstart" -> from.get("LOG_FILE_CLEAN_HISTORY_ON_START");
                        default -> null;
                    };
                    if (own != null) {
                        markTree(child, main, own);
                    }
                }
            } else if (tag.equals("logger") && loggers.containsKey(name)) {
                mark(element, main, loggers.get(name));
            } else if (tag.equals("root")) {
                markTree(element, main, root);
            }
        }
    }

    private static SpringBootProperties.Entry first(Map<String, SpringBootProperties.Entry> from, String... names) {
        for (String name : names) {
            if (from.containsKey(name)) {
                return from.get(name);
            }
        }
        return null;
    }

    private static void markTree(Element element, Path main, SpringBootProperties.Entry entry) {
        for (Element each : Elements.all(element)) {
            mark(each, main, entry);
        }
    }

    private static void mark(Element element, Path main, SpringBootProperties.Entry entry) {
        ConfigFile.setSource(element, entry == null ? main : entry.file());
        SecureXml.setLine(element, entry == null ? 0 : entry.line());
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
