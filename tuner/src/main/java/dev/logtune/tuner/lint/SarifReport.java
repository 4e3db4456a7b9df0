package dev.logtune.tuner.lint;

import dev.logtune.support.json.Json;
import dev.logtune.tuner.lint.rules.LintRule;
import dev.logtune.tuner.lint.rules.Rules;
import dev.logtune.tuner.lint.rules.Finding;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.logtune.configs.Versions;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Findings as SARIF 2.1.0, the format code-scanning tools in CI read.
 *
 * <p>The shape: one run; {@code tool.driver.rules} lists every rule (id, name, shortDescription), results point at
 * them by {@code ruleId} and {@code ruleIndex}. A finding that holds at several places is one result per place (SARIF
 * and code scanning read a result's first location as where the problem is, and more locations as one problem spread
 * over them, which these are not). URIs are relative to the working directory, with {@code uriBaseId "%SRCROOT%"},
 * which {@code originalUriBaseIds} maps to that directory; a file outside it keeps an absolute {@code file:} URI. One
 * invocation says whether lint ran: a file it could not read gives no results, {@code executionSuccessful: false} and
 * the error as a {@code toolExecutionNotifications} entry.
 */
final class SarifReport {
    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    static final String SRCROOT = "%SRCROOT%";

    private SarifReport() {
    }

    /**
     * The one SARIF of lint, for {@code tuner lint --format sarif} and the Maven plugin: one service's findings with
     * what they were judged for, several services' findings in one run, or a run that says why lint could not read.
     */
    static ObjectNode of(LintOutcome outcome, Path base) {
        ObjectMapper mapper = Json.mapper();
        if (outcome instanceof LintOutcome.Several several) {
            List<Finding> all = new ArrayList<>();
            several.runs().forEach(linted -> all.addAll(linted.run().findings()));
            return of(all, base, mapper);
        }
        if (outcome instanceof LintOutcome.Unreadable unreadable) {
            return failure(unreadable.file(), unreadable.error(), base, mapper);
        }
        LintRun run = ((LintOutcome.Linted) outcome).run();
        ObjectNode sarif = of(run.findings(), base, mapper);
        if (run.versions() != null) {
            // SARIF's property bag: what the version-dependent results were judged for.
            ((ObjectNode) sarif.path("runs").get(0)).putObject("properties").put("judgedFor", run.versions().describeWithJava());
        }
        return sarif;
    }

    static ObjectNode of(List<Finding> findings, Path base, ObjectMapper mapper) {
        ObjectNode root = skeleton(base, mapper);
        ObjectNode run = (ObjectNode) root.path("runs").get(0);
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < Rules.all().size(); i++) {
            index.put(Rules.all().get(i).id(), i);
        }
        ArrayNode results = run.putArray("results");
        for (Finding finding : findings) {
            for (Finding.Location location : finding.locations()) {
                ObjectNode result = results.addObject();
                result.put("ruleId", finding.rule());
                if (index.containsKey(finding.rule())) {
                    result.put("ruleIndex", index.get(finding.rule()));
                }
                result.put("level", finding.severity().sarifLevel());
                result.putObject("message").put("text", finding.message() + " " + finding.why() + " Fix: " + finding.fix());
                ObjectNode physical = result.putArray("locations").addObject().putObject("physicalLocation");
                artifact(physical.putObject("artifactLocation"), Path.of(location.file()), base);
                if (location.line() > 0) {
                    physical.putObject("region").put("startLine", location.line());
                }
            }
        }
        ObjectNode invocation = run.putArray("invocations").addObject();
        invocation.put("executionSuccessful", true);
        return root;
    }

    /** A run with no results: lint could not read {@code file}, for the reason {@code error}. */
    static ObjectNode failure(Path file, String error, Path base, ObjectMapper mapper) {
        ObjectNode root = skeleton(base, mapper);
        ObjectNode run = (ObjectNode) root.path("runs").get(0);
        run.putArray("results");
        ObjectNode invocation = run.putArray("invocations").addObject();
        invocation.put("executionSuccessful", false);
        ObjectNode notification = invocation.putArray("toolExecutionNotifications").addObject();
        notification.put("level", "error");
        notification.putObject("message").put("text", error);
        if (file != null) {
            ObjectNode physical = notification.putArray("locations").addObject().putObject("physicalLocation");
            artifact(physical.putObject("artifactLocation"), file, base);
            // ConfigFile names the line of a malformed file: "path:3: malformed XML: ...".
            Matcher line = Pattern.compile("^" + Pattern.quote(file.toString()) + ":(\\d+):")
                    .matcher(error);
            if (line.find() && Integer.parseInt(line.group(1)) > 0) {
                physical.putObject("region").put("startLine", Integer.parseInt(line.group(1)));
            }
        }
        return root;
    }

    private static ObjectNode skeleton(Path base, ObjectMapper mapper) {
        ObjectNode root = mapper.createObjectNode();
        root.put("$schema", SCHEMA);
        root.put("version", "2.1.0");
        ObjectNode run = root.putArray("runs").addObject();
        ObjectNode driver = run.putObject("tool").putObject("driver");
        driver.put("name", "logtune lint");
        driver.put("version", Versions.logtune());
        ArrayNode rules = driver.putArray("rules");
        for (LintRule rule : Rules.all()) {
            ObjectNode node = rules.addObject();
            node.put("id", rule.id());
            node.put("name", rule.id());
            node.putObject("shortDescription").put("text", rule.title());
        }
        String baseUri = base.toAbsolutePath().normalize().toUri().toString();
        run.putObject("originalUriBaseIds").putObject(SRCROOT).put("uri", baseUri.endsWith("/") ? baseUri : baseUri + "/");
        return root;
    }

    /** Relative to the working directory with %SRCROOT% where it can be, with forward slashes; else an absolute file URI. */
    private static void artifact(ObjectNode location, Path file, Path base) {
        Path absolute = file.toAbsolutePath().normalize();
        Path root = base.toAbsolutePath().normalize();
        if (absolute.startsWith(root)) {
            StringBuilder uri = new StringBuilder();
            for (Path part : root.relativize(absolute)) {
                uri.append(uri.isEmpty() ? "" : "/").append(encode(part.toString()));
            }
            location.put("uri", uri.toString());
            location.put("uriBaseId", SRCROOT);
        } else {
            location.put("uri", absolute.toUri().toString());
        }
    }

    // A path segment as a URI reference: what java.net.URI would escape (spaces, %, #, ?, non-ASCII).
    private static String encode(String segment) {
        try {
            return new java.net.URI(null, null, segment, null).getRawPath().replace(":", "%3A");
        } catch (java.net.URISyntaxException e) {
            return segment;
        }
    }
}
