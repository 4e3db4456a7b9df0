package dev.logtune.tuner.report;

import dev.logtune.tuner.cli.ProjectPaths;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Takes the measuring machine's own paths out of results before they are published: where its logs, audits and JDK
 * lay says nothing about the measurement and would publish that machine's layout. Every string in the tree is
 * rewritten, so a path inside a failure note goes too; each known place becomes a name in angle brackets.
 */
final class LocalPaths {
    // A fork's flag pointing at a file of the run, e.g. -Dlogtune.log.root=/somewhere/trial-logs.
    private static final Pattern PATH_FLAG = Pattern.compile("^(-D[^=]+=)/.*$");

    private final Map<String, String> places;

    LocalPaths(Map<String, String> places) {
        Map<String, String> longestFirst = new LinkedHashMap<>();
        places.entrySet().stream().filter(e -> e.getKey().length() > 1)
                .sorted(Comparator.comparingInt((Map.Entry<String, String> e) -> e.getKey().length()).reversed())
                .forEach(e -> longestFirst.put(e.getKey(), e.getValue()));
        this.places = longestFirst;
    }

    /** The places of this machine: the project, the JDK, the temporary directory and the user's home, and {@code more}. */
    static LocalPaths ofThisMachine(List<Path> more) {
        Map<String, String> places = new LinkedHashMap<>();
        places.put(System.getProperty("user.home"), "<home>");
        places.put(System.getProperty("java.io.tmpdir"), "<tmp>");
        places.put(System.getProperty("java.home"), "<java.home>");
        places.put(ProjectPaths.home().toString(), "<project>");
        more.forEach(p -> places.put(p.toAbsolutePath().normalize().toString(), "<results>"));
        return new LocalPaths(places);
    }

    /** A copy of the tree with every path of this machine replaced. */
    JsonNode scrub(JsonNode tree) {
        JsonNode copy = tree.deepCopy();
        walk(copy);
        return copy;
    }

    String scrub(String text) {
        String out = text;
        for (Map.Entry<String, String> place : places.entrySet()) {
            out = out.replace(place.getKey(), place.getValue());
        }
        return PATH_FLAG.matcher(out).replaceFirst("$1<local path>");
    }

    private void walk(JsonNode node) {
        if (node instanceof ObjectNode object) {
            // properties() is the node's own entry set, so setValue replaces the value in place
            for (Map.Entry<String, JsonNode> field : object.properties()) {
                if (field.getValue().isTextual()) {
                    String text = field.getValue().asText();
                    // JMH's "jvm" is the measuring JDK's binary: which JDK is in the machine section.
                    field.setValue(TextNode.valueOf(field.getKey().equals("jvm") && text.startsWith("/")
                            ? "<java.home>/bin/java" : scrub(text)));
                } else {
                    walk(field.getValue());
                }
            }
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                if (array.get(i).isTextual()) {
                    array.set(i, TextNode.valueOf(scrub(array.get(i).asText())));
                } else {
                    walk(array.get(i));
                }
            }
        }
    }
}
