package dev.logtune.tuner.configfile;

import dev.logtune.configs.model.Framework;
import org.w3c.dom.Element;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.Optional;

/**
 * Resolves {@code ${...}} the way the framework would, from what the file defines and the {@code -D} values given;
 * never from this machine's environment, which is not the service's. What cannot be resolved is kept and named.
 * Logback: {@code ${name}}, {@code ${name:-default}}. Log4j2: {@code ${sys:name}}, {@code ${env:name}},
 * {@code ${name}} from {@code <Properties>}, each with {@code :-default}; other lookups happen at run time.
 * Spring Boot's {@code <springProperty name="X" source="a.b" defaultValue="D"/>}: X from -D (as X, or as its source
 * a.b), else its default; with neither it stays unresolved and {@link #reason(String)} names the source.
 */
public final class Variables {
    private static final int MAX_DEPTH = 10;
    /**
     * What every JVM defines (and Logback adds: HOSTNAME, CONTEXT_NAME): known at run time wherever the service runs,
     * so never "unresolved", though their values here are not the service's.
     */
    private static final Set<String> RUNTIME_PROVIDED = Set.of("java.io.tmpdir", "user.home", "user.name", "user.dir",
            "file.separator", "path.separator", "line.separator", "java.home", "java.version", "java.vendor", "os.name",
            "os.arch", "os.version", "file.encoding", "HOSTNAME", "CONTEXT_NAME", "hostName", "contextName");
    private final Framework framework;
    private final Map<String, String> values;
    private final Map<String, String> reasons = new LinkedHashMap<>();

    private Variables(Framework framework, Map<String, String> values) {
        this.framework = framework;
        this.values = values;
    }

    /** Why a name has no value, where lint knows more than "not defined": a Spring property with no default. */
    public Optional<String> reason(String name) {
        return Optional.ofNullable(values.containsKey(name) ? null : reasons.get(name));
    }

    /** As {@link #of(Framework, Element, Map)}, for a file read outside this package. */
    public static Variables of(Framework framework, ConfigElement root, Map<String, String> defines) {
        return of(framework, root.dom(), defines);
    }

    /** Values from {@code defines} (-D) first, then the file's own properties. */
    public static Variables of(Framework framework, Element root, Map<String, String> defines) {
        Map<String, String> values = new LinkedHashMap<>(defines);
        Variables variables = new Variables(framework, values);
        if (framework == Framework.LOGBACK) {
            for (String name : new String[] {"property", "variable"}) {
                for (Element property : Elements.descendants(root, name)) {
                    String key = property.getAttribute("name");
                    String value = property.hasAttribute("value") ? property.getAttribute("value") : property.getTextContent().strip();
                    if (!key.isEmpty() && !values.containsKey(key) && (property.hasAttribute("value") || !value.isEmpty())) {
                        values.put(key, variables.resolve(value).text());
                    }
                }
            }
            for (Element property : Elements.descendants(root, "springProperty")) {
                String key = property.getAttribute("name");
                String source = property.getAttribute("source");
                if (key.isEmpty() || values.containsKey(key)) {
                    continue;
                }
                if (!source.isEmpty() && defines.containsKey(source)) {
                    values.put(key, defines.get(source));
                } else if (property.hasAttribute("defaultValue")) {
                    values.put(key, variables.resolve(property.getAttribute("defaultValue")).text());
                } else {
                    variables.reasons.put(key, "set by Spring from its property " + (source.isEmpty() ? "(no source)" : source)
                            + " at run time, with no defaultValue");
                }
            }
        } else {
            for (Element property : Elements.descendants(root, "Property")) {
                String key = Elements.attribute(property, "name").orElse("");
                // XML writes the value as text; JSON, YAML and properties as a value attribute (Log4j2 reads either).
                String value = ConfigElement.of(property).ownTexts().stream().reduce("", String::concat).strip();
                if (value.isEmpty()) {
                    value = Elements.attribute(property, "value").orElse("");
                }
                if (!key.isEmpty() && !values.containsKey(key)) {
                    values.put(key, variables.resolve(value).text());
                }
            }
        }
        return variables;
    }

    /** The result of resolving: the text with what could be resolved replaced, and the names that could not. */
    public record Resolved(String text, Set<String> unresolved) {
        public boolean complete() {
            return unresolved.isEmpty();
        }
    }

    public Resolved resolve(String text) {
        Set<String> unresolved = new LinkedHashSet<>();
        String result = resolve(text, unresolved, 0);
        return new Resolved(result, unresolved);
    }

    private String resolve(String text, Set<String> unresolved, int depth) {
        if (text == null || !text.contains("${") || depth > MAX_DEPTH) {
            return text;
        }
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            int start = text.indexOf("${", i);
            if (start < 0) {
                out.append(text, i, text.length());
                break;
            }
            // Log4j2's $${...} defers the lookup to run time: keep it as written.
            if (framework == Framework.LOG4J2 && start > 0 && text.charAt(start - 1) == '$') {
                int end = matchingBrace(text, start + 2);
                out.append(text, i, end < 0 ? text.length() : end + 1);
                i = end < 0 ? text.length() : end + 1;
                continue;
            }
            out.append(text, i, start);
            int end = matchingBrace(text, start + 2);
            if (end < 0) {
                out.append(text, start, text.length());
                break;
            }
            out.append(lookup(text.substring(start + 2, end), unresolved, depth));
            i = end + 1;
        }
        return out.toString();
    }

    private String lookup(String expression, Set<String> unresolved, int depth) {
        int defaultAt = expression.indexOf(":-");
        String key = defaultAt < 0 ? expression : expression.substring(0, defaultAt);
        String fallback = defaultAt < 0 ? null : expression.substring(defaultAt + 2);
        key = resolve(key, unresolved, depth + 1);
        String name = key;
        if (framework == Framework.LOG4J2 && key.contains(":")) {
            String prefix = key.substring(0, key.indexOf(':'));
            name = key.substring(key.indexOf(':') + 1);
            if (!prefix.equals("sys") && !prefix.equals("env")) {
                // ctx, date, map, main...: only known when an event is logged. Its default is the file's own text, what
                // the service runs with wherever the lookup finds nothing: resolved in place, so a rule reads it
                // (${ctx:layout:-${pattern}} prints ${pattern}'s caller data). Names the default leaves open are not
                // reported: Log4j2 reads the default only when the lookup misses.
                return fallback == null ? "${" + expression + "}"
                        : "${" + expression.substring(0, defaultAt) + ":-" + resolve(fallback, new LinkedHashSet<>(), depth + 1) + "}";
            }
        }
        String value = values.get(name);
        if (value != null) {
            return resolve(value, unresolved, depth + 1);
        }
        if (fallback != null) {
            return resolve(fallback, unresolved, depth + 1);
        }
        if (RUNTIME_PROVIDED.contains(name)) {
            return "${" + expression + "}";
        }
        unresolved.add(name);
        return "${" + expression + "}";
    }

    // Logback counts every brace, so a default may hold a pattern, %d{yyyy-MM-dd} (Spring Boot's defaults do);
    // Log4j2's StrSubstitutor counts only nested ${.
    private int matchingBrace(String text, int from) {
        int depth = 1;
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '{' && (framework == Framework.LOGBACK || (i > 0 && text.charAt(i - 1) == '$'))) {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }
}
