package dev.logtune.tuner.tune;

import dev.logtune.tuner.configfile.ConfigException;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Spring Boot keys added to an application.yml where it writes them: each under the deepest mapping of its path the file
 * already has ({@code logging:}, {@code logging.logback:}), the rest of the path nested below it as the file's block
 * style nests, keys that share a path under one parent. The text is a single document: one of several (profiles) or a
 * flow mapping on the path takes no keys here, and the caller says what to add instead.
 */
final class YamlKeys {
    private static final String LEVEL = "logging.level.";
    private static final String STEP = "  ";
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
        TextTree.Mapping mapping = root();
        if (mapping == null) {
            return false;
        }
        List<String> path = path(key);
        int used = 0;
        while (used < path.size() - 1 && mapping.fields().containsKey(path.get(used))) {
            if (!(mapping.fields().get(path.get(used)).value() instanceof TextTree.Mapping inner)) {
                return false;
            }
            mapping = inner;
            used++;
        }
        if (mapping.fields().containsKey(path.get(path.size() - 1)) && used == path.size() - 1
                || mapping.insertion() == null || !mapping.insertion().takesLines()) {
            return false;
        }
        if (!added.containsKey(mapping)) {
            order.add(mapping);
        }
        added.computeIfAbsent(mapping, m -> new ArrayList<>()).add(Map.entry(path.subList(used, path.size()), value));
        return true;
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
