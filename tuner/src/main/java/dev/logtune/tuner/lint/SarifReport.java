package dev.logtune.tuner.lint;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.logtune.configs.Versions;

import java.nio.file.Path;
import java.util.List;

/** Findings as SARIF 2.1.0, the format code-scanning tools in CI read. */
final class SarifReport {
    private static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

    private SarifReport() {
    }

    static ObjectNode of(List<Finding> findings, Path base, ObjectMapper mapper) {
        ObjectNode root = mapper.createObjectNode();
        root.put("$schema", SCHEMA);
        root.put("version", "2.1.0");
        ObjectNode run = root.putArray("runs").addObject();
        ObjectNode driver = run.putObject("tool").putObject("driver");
        driver.put("name", "logtune lint");
        driver.put("version", Versions.logtune());
        ArrayNode rules = driver.putArray("rules");
        for (LintRule rule : Linter.RULES) {
            ObjectNode node = rules.addObject();
            node.put("id", rule.id());
            node.putObject("shortDescription").put("text", rule.title());
        }
        ArrayNode results = run.putArray("results");
        for (Finding finding : findings) {
            ObjectNode result = results.addObject();
            result.put("ruleId", finding.rule());
            result.put("level", finding.severity().sarifLevel());
            result.putObject("message").put("text", finding.message() + " " + finding.why() + " Fix: " + finding.fix());
            ObjectNode physical = result.putArray("locations").addObject().putObject("physicalLocation");
            physical.putObject("artifactLocation").put("uri", uri(Path.of(finding.file()), base));
            if (finding.line() > 0) {
                physical.putObject("region").put("startLine", finding.line());
            }
        }
        return root;
    }

    /** Relative to the working directory where it can be, with forward slashes, as code-scanning expects. */
    private static String uri(Path file, Path base) {
        Path absolute = file.toAbsolutePath().normalize();
        Path relative = absolute.startsWith(base) ? base.relativize(absolute) : absolute;
        return relative.toString().replace('\\', '/');
    }
}
