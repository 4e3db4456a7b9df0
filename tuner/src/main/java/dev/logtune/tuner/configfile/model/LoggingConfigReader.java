package dev.logtune.tuner.configfile.model;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.Elements;
import dev.logtune.tuner.configfile.SecureXml;
import dev.logtune.tuner.configfile.Variables;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Builds a {@link LoggingConfig} from a {@link ConfigFile} and its {@link ConfigFacts}.
 *
 * <p>Logback: every {@code <appender>} (those inside a SiftingAppender's {@code <sift>} nested in it), its
 * {@code <appender-ref ref>} children; {@code <logger name level additivity>} and {@code <root>} with theirs; the
 * appenders Spring Boot's known resources define when they are {@code <include resource>}d.
 *
 * <p>Log4j2: every element with a name under {@code <Appenders>} (through arbiters such as {@code <SpringProfile>} and
 * {@code <Select>}), with its {@code <AppenderRef>}s ({@code Async}, {@code Rewrite}, {@code Failover}'s
 * {@code <Failovers>}), {@code primary}, {@code errorRef} and {@code <Route ref>} attributes; appenders inside a
 * Routing appender's {@code <Route>} nested in it; {@code <Logger>}, {@code <AsyncLogger>}, {@code <Root>},
 * {@code <AsyncRoot>} under {@code <Loggers>}. Element names are matched without case.
 */
public final class LoggingConfigReader {
    /** Appenders that Spring Boot's own Logback resources define, which lint does not read from the classpath. */
    private static final Map<String, List<String>> SPRING_BOOT_RESOURCES = Map.of(
            "org/springframework/boot/logging/logback/base.xml", List.of("CONSOLE", "FILE"),
            "org/springframework/boot/logging/logback/console-appender.xml", List.of("CONSOLE"),
            "org/springframework/boot/logging/logback/file-appender.xml", List.of("FILE"),
            "org/springframework/boot/logging/logback/structured-console-appender.xml", List.of("CONSOLE"),
            "org/springframework/boot/logging/logback/structured-file-appender.xml", List.of("FILE"));
    private static final List<String> LOG4J2_LOGGERS = List.of("Logger", "AsyncLogger", "Root", "AsyncRoot");
    /** Log4j2's AppenderRef plugin, and its alias ({@code @PluginAliases("appender-ref")} in AppenderRef). */
    private static final List<String> LOG4J2_REF = List.of("AppenderRef", "appender-ref");
    private static final List<String> LOGBACK_REF = List.of("appender-ref");
    /** Named elements under {@code <Appenders>} that are not appenders: a ScriptArbiter's script. */
    private static final List<String> LOG4J2_NOT_APPENDERS = List.of("Script", "ScriptFile", "ScriptRef");

    private final ConfigFile config;
    private final ConfigFacts facts;
    private final Variables variables;
    private final List<AppenderDef> appenders = new ArrayList<>();
    private final List<LoggerDef> loggers = new ArrayList<>();
    private final GuardReader guards;

    /** Whether the Logback judged skips an {@code <if>} with a condition attribute whole (1.5.37 and later). */
    private final boolean skipsIfAttribute;

    private LoggingConfigReader(ConfigFacts facts, boolean skipsIfAttribute) {
        this.facts = facts;
        this.config = facts.config();
        this.variables = facts.variables();
        this.skipsIfAttribute = skipsIfAttribute;
        this.guards = new GuardReader(facts);
    }

    /** Prefer {@link JudgedFile#of}, which builds this once per file with the rest lint and tune judge it by. */
    public static LoggingConfig read(ConfigFacts facts) {
        return read(facts, false);
    }

    /**
     * As above; with {@code skipsIfAttribute}, what an {@code <if condition="...">} attaches or configures is not
     * read: that Logback processes neither branch, so its appender-refs attach nothing and its loggers are not set.
     */
    public static LoggingConfig read(ConfigFacts facts, boolean skipsIfAttribute) {
        return new LoggingConfigReader(facts, skipsIfAttribute).build();
    }

    private boolean skipped(Element element) {
        if (!skipsIfAttribute || config.framework() != Framework.LOGBACK) {
            return false;
        }
        for (Node parent = element.getParentNode(); parent instanceof Element block; parent = parent.getParentNode()) {
            if (block.getTagName().equals("if") && !block.getAttribute("condition").isBlank()) {
                return true;
            }
        }
        return false;
    }

    private LoggingConfig build() {
        Element root = config.root();
        if (config.framework() == Framework.LOGBACK) {
            readLogback(root);
        } else {
            readLog4j2(root);
        }
        appenders.sort((a, b) -> Integer.compare(order(a.element().dom()), order(b.element().dom())));
        return new LoggingConfig(facts, appenders, loggers, properties(root), root.getTagName().equals("included"));
    }

    // ---------------------------------------------------------------- Logback

    private void readLogback(Element root) {
        for (Element appender : Elements.descendants(root, "appender")) {
            Element container = ancestor(appender, "appender");
            String type = facts.type(ConfigElement.of(appender));
            appenders.add(appender(appender, type, refs(appender, LOGBACK_REF, "appender"), container));
        }
        // Spring Boot's own includes, where the config reader left them unread: the appenders they are known to define.
        // (Where it inlined them, their appenders are read above, and a name defined already is not added again.)
        for (Element include : Elements.descendants(root, "include")) {
            List<String> names = SPRING_BOOT_RESOURCES.get(include.getAttribute("resource").strip().replaceFirst("^/", ""));
            if (names != null) {
                for (String name : names) {
                    if (appenders.stream().anyMatch(a -> a.container() == null && a.name().equals(name))) {
                        continue;
                    }
                    appenders.add(new AppenderDef(Framework.LOGBACK, name, name, "(" + include.getAttribute("resource") + ")",
                            ConfigElement.of(include), location(include), List.of(), null, guards(include), true,
                            new Settings(facts, ConfigElement.of(include))));
                }
            }
        }
        for (Element element : Elements.all(root)) {
            boolean isRoot = element.getTagName().equalsIgnoreCase("root");
            if (!isRoot && !element.getTagName().equalsIgnoreCase("logger") || skipped(element)) {
                continue;
            }
            String level = facts.attribute(ConfigElement.of(element), "level")
                    .or(() -> Elements.child(element, "level").map(l -> variables.resolve(l.getAttribute("value")).text()))
                    .map(String::strip).filter(l -> !l.isEmpty()).orElse(null);
            loggers.add(new LoggerDef(isRoot ? "ROOT" : resolve(element.getAttribute("name")), isRoot, level, additive(element), false,
                    ConfigElement.of(element), location(element), refs(element, LOGBACK_REF, "appender"), guards(element)));
        }
    }

    // ---------------------------------------------------------------- Log4j2

    private void readLog4j2(Element root) {
        for (Element section : Elements.descendants(root, "Appenders")) {
            for (Element appender : throughArbiters(section)) {
                if (isLog4j2Appender(appender)) {
                    readLog4j2Appender(appender, null);
                }
            }
        }
        for (Element section : Elements.descendants(root, "Loggers")) {
            for (Element logger : throughArbiters(section)) {
                String tag = logger.getTagName();
                if (LOG4J2_LOGGERS.stream().noneMatch(tag::equalsIgnoreCase)) {
                    continue;
                }
                boolean isRoot = tag.equalsIgnoreCase("Root") || tag.equalsIgnoreCase("AsyncRoot");
                String level = facts.attribute(ConfigElement.of(logger), "level").map(String::strip).filter(l -> !l.isEmpty()).orElse(null);
                loggers.add(new LoggerDef(isRoot ? "ROOT" : resolve(Elements.attribute(logger, "name").orElse("")), isRoot, level,
                        additive(logger), tag.toLowerCase(Locale.ROOT).startsWith("async"), ConfigElement.of(logger), location(logger),
                        refs(logger, LOG4J2_REF, null), guards(logger)));
            }
        }
    }

    private void readLog4j2Appender(Element appender, Element container) {
        List<AppenderRef> refs = new ArrayList<>(refs(appender, LOG4J2_REF, "Route"));
        attributeRef(appender, "primary", AppenderRef.Kind.PRIMARY).ifPresent(refs::add);
        attributeRef(appender, "errorRef", AppenderRef.Kind.ERROR_REF)
                .or(() -> attributeRef(appender, "error-ref", AppenderRef.Kind.ERROR_REF)).ifPresent(refs::add);
        List<Element> routes = new ArrayList<>();
        collect(appender, "Route", routes);
        for (Element route : routes) {
            attributeRef(route, "ref", AppenderRef.Kind.ROUTE).ifPresent(refs::add);
        }
        refs.sort((a, b) -> Integer.compare(order(a.element().dom()), order(b.element().dom())));
        appenders.add(appender(appender, facts.type(ConfigElement.of(appender)), refs, container));
        for (Element route : routes) {
            for (Element nested : throughArbiters(route)) {
                if (isLog4j2Appender(nested)) {
                    readLog4j2Appender(nested, appender);
                }
            }
        }
    }

    private static boolean isLog4j2Appender(Element element) {
        return Elements.attribute(element, "name").isPresent()
                && LOG4J2_NOT_APPENDERS.stream().noneMatch(element.getTagName()::equalsIgnoreCase);
    }

    // Elements named `name` below `parent`, not descending into another appender's route.
    private static void collect(Element parent, String name, List<Element> found) {
        for (Element child : Elements.children(parent)) {
            if (child.getTagName().equalsIgnoreCase(name)) {
                found.add(child);
            } else {
                collect(child, name, found);
            }
        }
    }

    private Optional<AppenderRef> attributeRef(Element element, String attribute, AppenderRef.Kind kind) {
        return Elements.attribute(element, attribute).filter(v -> !v.isBlank())
                .map(raw -> new AppenderRef(resolve(raw), raw.strip(), kind, ConfigElement.of(element), location(element), guards(element)));
    }

    /** The children of {@code parent}, with the children of arbiters ({@code <SpringProfile>}, {@code <Select>}...) in their place. */
    private static List<Element> throughArbiters(Element parent) {
        List<Element> found = new ArrayList<>();
        for (Element child : Elements.children(parent)) {
            if (isArbiter(child)) {
                found.addAll(throughArbiters(child));
            } else {
                found.add(child);
            }
        }
        return found;
    }

    private static boolean isArbiter(Element element) {
        String tag = element.getTagName().toLowerCase(Locale.ROOT);
        return tag.equals("springprofile") || tag.equals("select") || tag.endsWith("arbiter");
    }

    // ---------------------------------------------------------------- shared

    private AppenderDef appender(Element element, String type, List<AppenderRef> refs, Element container) {
        String raw = Elements.attribute(element, "name").orElse("").strip();
        return new AppenderDef(config.framework(), resolve(raw), raw, type, ConfigElement.of(element), location(element), refs, ConfigElement.of(container),
                guards(element), false, new Settings(facts, ConfigElement.of(element)));
    }

    /**
     * The references (elements named one of {@code tags}) below {@code owner}, through conditional blocks, not into
     * elements named {@code stop} (a nested appender's refs are its own).
     */
    private List<AppenderRef> refs(Element owner, List<String> tags, String stop) {
        List<AppenderRef> refs = new ArrayList<>();
        addRefs(owner, tags, stop, refs);
        return refs;
    }

    private void addRefs(Element parent, List<String> tags, String stop, List<AppenderRef> refs) {
        for (Element child : Elements.children(parent)) {
            if (tags.stream().anyMatch(child.getTagName()::equalsIgnoreCase)) {
                if (skipped(child)) {
                    continue;
                }
                String raw = Elements.attribute(child, "ref").orElse("").strip();
                AppenderRef.Kind kind = parent.getTagName().equalsIgnoreCase("Failovers") ? AppenderRef.Kind.FAILOVER : AppenderRef.Kind.APPENDER_REF;
                refs.add(new AppenderRef(resolve(raw), raw, kind, ConfigElement.of(child), location(child), guards(child)));
            } else if (stop == null || !child.getTagName().equalsIgnoreCase(stop)) {
                addRefs(child, tags, stop, refs);
            }
        }
    }

    private boolean additive(Element logger) {
        return facts.attribute(ConfigElement.of(logger), "additivity").map(v -> !v.strip().equalsIgnoreCase("false")).orElse(true);
    }

    private String resolve(String text) {
        return variables.resolve(text.strip()).text();
    }

    private SourceLocation location(Element element) {
        Path file = config.sourceOf(element);
        return new SourceLocation(file, SecureXml.line(element), !file.equals(config.path()));
    }

    /** The conditional blocks around an element, outermost first. */
    private List<Guard> guards(Element element) {
        return guards.around(element);
    }

    private static Element ancestor(Element element, String name) {
        for (Node parent = element.getParentNode(); parent instanceof Element e; parent = parent.getParentNode()) {
            if (e.getTagName().equalsIgnoreCase(name)) {
                return e;
            }
        }
        return null;
    }

    // Document order: position among all elements.
    private final Map<Element, Integer> positions = new HashMap<>();

    private int order(Element element) {
        if (positions.isEmpty()) {
            List<Element> all = Elements.all(config.root());
            for (int i = 0; i < all.size(); i++) {
                positions.put(all.get(i), i);
            }
        }
        return positions.getOrDefault(element, Integer.MAX_VALUE);
    }

    /** The properties the file defines and the -D values, each resolved as the framework would. */
    private Map<String, String> properties(Element root) {
        Map<String, String> properties = new LinkedHashMap<>(config.defines());
        List<Element> elements = new ArrayList<>();
        if (config.framework() == Framework.LOGBACK) {
            elements.addAll(Elements.descendants(root, "property"));
            elements.addAll(Elements.descendants(root, "variable"));
        } else {
            elements.addAll(Elements.descendants(root, "Property"));
        }
        for (Element property : elements) {
            // Log4j2 matches attribute names without case; Logback as written.
            String name = config.framework() == Framework.LOGBACK ? property.getAttribute("name")
                    : Elements.attribute(property, "name").orElse("");
            if (!name.isEmpty() && !properties.containsKey(name)) {
                properties.put(name, variables.resolve("${" + name + "}").text());
            }
        }
        return properties;
    }
}
