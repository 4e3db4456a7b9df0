package dev.logtune.tuner.lint;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Severity;

import java.nio.file.Path;
import java.util.List;

/**
 * lint's findings as JSON, in a versioned shape ({@value #SCHEMA}); a change that breaks a reader gets a new number.
 *
 * <pre>
 * {"schema": "logtune-lint/1", "file": "logback.xml", "framework": "logback", "closestSetup": "...",
 *  "summary": {"errors": 1, "warnings": 2, "notes": 0},
 *  "findings": [{"rule": "never-block", "severity": "ERROR", "file": "logback.xml", "line": 12,
 *                "element": "&lt;neverBlock&gt;", "message": "...", "why": "...", "fix": "...",
 *                "locations": [{"file": "logback.xml", "line": 12, "element": "&lt;neverBlock&gt;"}, ...]}]}
 * </pre>
 * <p>{@code file}/{@code line}/{@code element} of a finding are its first place; {@code locations} lists every place,
 * the first one first (a finding of one rule with the same message at several elements is one finding). A line of 0
 * means the file as a whole. With a file lint could not read: {@code {"schema", "file", "error"}} and exit code 2.
 */
final class LintJson {
    static final String SCHEMA = "logtune-lint/1";

    private LintJson() {
    }

    static ObjectNode of(ConfigFile config, List<Finding> findings, String closest, ObjectMapper mapper) {
        ObjectNode root = mapper.createObjectNode();
        root.put("schema", SCHEMA);
        root.put("file", config.path().toString());
        root.put("framework", config.framework().id());
        root.put("closestSetup", closest);
        ObjectNode summary = root.putObject("summary");
        summary.put("errors", findings.stream().filter(f -> f.severity() == Severity.ERROR).count());
        summary.put("warnings", findings.stream().filter(f -> f.severity() == Severity.WARNING).count());
        summary.put("notes", findings.stream().filter(f -> f.severity() == Severity.NOTE).count());
        ArrayNode array = root.putArray("findings");
        for (Finding finding : findings) {
            ObjectNode node = array.addObject();
            node.put("rule", finding.rule());
            node.put("severity", finding.severity().name());
            node.put("file", finding.file());
            node.put("line", finding.line());
            node.put("element", finding.element());
            node.put("message", finding.message());
            node.put("why", finding.why());
            node.put("fix", finding.fix());
            ArrayNode locations = node.putArray("locations");
            for (Finding.Location location : finding.locations()) {
                locations.addObject().put("file", location.file()).put("line", location.line()).put("element", location.element());
            }
        }
        return root;
    }

    static ObjectNode failure(Path file, String error, ObjectMapper mapper) {
        ObjectNode root = mapper.createObjectNode();
        root.put("schema", SCHEMA);
        root.put("file", file == null ? null : file.toString());
        root.put("error", error);
        return root;
    }
}
