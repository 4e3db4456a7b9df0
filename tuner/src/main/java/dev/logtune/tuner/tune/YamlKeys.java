package dev.logtune.tuner.tune;

import dev.logtune.tuner.configfile.ConfigException;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Spring Boot keys added to an application.yml where it writes them: each under the deepest mapping of its path the file
 * already has ({@code logging:}, {@code logging.logback:}), the rest of the path nested below it as the file's block
 * style nests, keys that share a path under one parent. The text is a single document: one of several (profiles) or a
 * flow mapping on the path takes no keys here, and the caller says what to add instead.
 */
final class YamlKeys {
    private static final String LEVEL = "logging.level.";
    private static final String STEP = "  ";
    /** A value that reads back as itself written plain: no indicator first, no ": " or " #" in it, no edge spaces. */
    private static final Pattern PLAIN = Pattern.compile("(?![-?:,\\[\\]{}#&*!|>'\"%@`\\s])(?:(?!: | #)[^\\n])*(?<![\\s:])");
    private final String text;
    private TextTree.Mapping root;
    private boolean parsed;
    /** Per mapping of the file, the keys going into it: their path below it, and their value. */
    private final Map<TextTree.Mapping, List<Map.Entry<List<String>, String>>> added = new IdentityHashMap<>();
    private final List<TextTree.Mapping> order = new ArrayList<>();

    YamlKeys(String text) {
        this.text = text;
    }

    /** Plans {@code key: value} into the file; false where the file takes no new key on that path. */
    boolean add(String key, String value) {
        List<String> path = path(key);
        Located at = locate(path);
        if (at == null || at.scalar() != null || at.used() == path.size() || at.mapping().insertion() == null
                || !at.mapping().insertion().takesLines()) {
            return false;
        }
        if (!added.containsKey(at.mapping())) {
            order.add(at.mapping());
        }
        added.computeIfAbsent(at.mapping(), m -> new ArrayList<>()).add(Map.entry(path.subList(at.used(), path.size()), value));
        return true;
    }

    /**
     * {@code key}'s value replaced where the file writes it as a scalar of its own, in its quotes (quoted where the new
     * value would not read back as written plain); empty where it is not written so.
     */
    Optional<TextEdit> replace(String key, String value) {
        Located at = locate(path(key));
        TextTree.Scalar scalar = at == null ? null : at.scalar();
        if (scalar == null || scalar.start() < 0) {
            return Optional.empty();
        }
        char quote = scalar.quoted() ? text.charAt(scalar.start() - 1) : 0;
        String written = quote == '\'' ? value.replace("'", "''")
                : quote == '"' ? escaped(value)
                : PLAIN.matcher(value).matches() ? value : "\"" + escaped(value) + "\"";
        return Optional.of(new TextEdit(scalar.start(), scalar.end(), written));
    }

    /**
     * Where a key's path reaches in the file: the deepest mapping it goes through and how many of its parts lead
     * there, a part written dotted ({@code logging.pattern: ...}) or nested alike; the scalar where all of them do.
     */
    private record Located(TextTree.Mapping mapping, int used, TextTree.Scalar scalar) {
    }

    private Located locate(List<String> path) {
        TextTree.Mapping mapping = root();
        if (mapping == null) {
            return null;
        }
        int used = 0;
        while (used < path.size()) {
            int parts = path.size() - used;
            while (parts > 0 && !mapping.fields().containsKey(String.join(".", path.subList(used, used + parts)))) {
                parts--;
            }
            if (parts == 0) {
                return new Located(mapping, used, null);
            }
            TextTree.Field field = mapping.fields().get(String.join(".", path.subList(used, used + parts)));
            used += parts;
            if (used == path.size() && field.value() instanceof TextTree.Scalar scalar) {
                return new Located(mapping, used, scalar);
            }
            if (!(field.value() instanceof TextTree.Mapping inner)) {
                return null;
            }
            mapping = inner;
        }
        return new Located(mapping, used, null);
    }

    private static String escaped(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    /** The planned keys as edits, one per mapping they go into. */
    List<TextEdit> edits() {
        List<TextEdit> edits = new ArrayList<>();
        for (TextTree.Mapping mapping : order) {
            List<String> lines = new ArrayList<>();
            lines(added.get(mapping), "", lines);
            edits.add(mapping.insertion().addLines(lines));
        }
        return edits;
    }

    // A logger's name is one key (logging.level.com.example.orders), as Spring Boot's own examples write it.
    private static List<String> path(String key) {
        if (key.startsWith(LEVEL)) {
            return List.of("logging", "level", key.substring(LEVEL.length()));
        }
        return List.of(key.split("\\."));
    }

    /** Keys sharing their first part go under one line of it, in the order they were added. */
    private static void lines(List<Map.Entry<List<String>, String>> keys, String indent, List<String> out) {
        Map<String, List<Map.Entry<List<String>, String>>> byFirst = new LinkedHashMap<>();
        for (Map.Entry<List<String>, String> key : keys) {
            byFirst.computeIfAbsent(key.getKey().get(0), first -> new ArrayList<>()).add(key);
        }
        byFirst.forEach((first, below) -> {
            if (below.size() == 1 && below.get(0).getKey().size() == 1) {
                out.add(indent + first + ": " + below.get(0).getValue());
                return;
            }
            out.add(indent + first + ":");
            lines(below.stream().map(key -> Map.entry(key.getKey().subList(1, key.getKey().size()), key.getValue())).toList(),
                    indent + STEP, out);
        });
    }

    // Parsed once, when a key is first added: a .properties service never gets here.
    private TextTree.Mapping root() {
        if (!parsed) {
            parsed = true;
            try {
                root = YamlPositions.parse(text) instanceof TextTree.Mapping mapping ? mapping : null;
            } catch (ConfigException e) {
                root = null;
            }
        }
        return root;
    }
}
