package dev.logtune.tuner.lint;

import dev.logtune.support.json.Json;
import dev.logtune.tuner.cli.OutputFormat;
import dev.logtune.tuner.cli.Renderer;
import dev.logtune.tuner.cli.Renderers;
import dev.logtune.tuner.lint.LintOutcome.Linted;
import dev.logtune.tuner.lint.LintOutcome.Several;
import dev.logtune.tuner.lint.LintOutcome.Unreadable;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * The formats lint writes: text for people, JSON in its versioned shape, SARIF for code scanning. A file it cannot
 * read still gets a JSON or SARIF document, so a CI step that uploads standard output always has one; in text the
 * error stream alone says it. The Maven plugin writes its SARIF through these too.
 */
public final class LintRenderers {
    /** What {@code tuner lint} prints: SARIF's URIs relative to the working directory. */
    static final Renderers<LintOutcome> ALL = relativeTo(Path.of(""));

    private LintRenderers() {
    }

    /** lint's formats, SARIF's URIs relative to {@code base} (code scanning's %SRCROOT%). */
    public static Renderers<LintOutcome> relativeTo(Path base) {
        return new Renderers<LintOutcome>()
                .with(OutputFormat.TEXT, LintRenderers::text)
                .with(OutputFormat.JSON, LintRenderers::json)
                .with(OutputFormat.SARIF, (outcome, out) -> out.println(Json.mapper().writeValueAsString(SarifReport.of(outcome, base))));
    }

    private static void text(LintOutcome outcome, PrintWriter out) {
        if (outcome instanceof Linted linted) {
            LintRun run = linted.run();
            LintText.print(run.config(), run.findings(), run.closestSetup(), linted.rate(), linted.threads(), run.figuresFrom(), run.read(),
                    run.versions(), run.load(), out);
        } else if (outcome instanceof Several several) {
            for (int i = 0; i < several.runs().size(); i++) {
                if (i > 0) {
                    out.println();
                    out.println("----");
                }
                text(several.runs().get(i), out);
            }
        }
    }

    // One service: the object of logtune-lint/1 (with "read" when something was found or built); several: an array of them.
    private static void json(LintOutcome outcome, PrintWriter out) throws IOException {
        if (outcome instanceof Several several) {
            ArrayNode array = Json.mapper().createArrayNode();
            several.runs().forEach(linted -> array.add(jsonOf(linted)));
            Renderer.json().render(array, out);
            return;
        }
        Renderer.json().render(outcome instanceof Linted linted ? jsonOf(linted)
                : LintJson.failure(((Unreadable) outcome).file(), ((Unreadable) outcome).error(), Json.mapper()), out);
    }

    private static ObjectNode jsonOf(Linted linted) {
        LintRun run = linted.run();
        ObjectNode node = LintJson.of(run.config(), run.findings(), run.closestSetup(), Json.mapper());
        if (run.versions() != null) {
            ObjectNode judged = node.putObject("judgedFor");
            judged.put("library", run.versions().judged().library().displayName());
            judged.put("version", run.versions().judged().version());
            judged.put("source", run.versions().judged().source());
            judged.put("fromBuild", run.versions().fromBuild());
            // the Java release the build compiles for (null where unknown), and where it was read or why not
            ObjectNode java = judged.putObject("java");
            java.put("release", run.versions().build().java().feature());
            java.put("source", run.versions().build().java().source());
        }
        if (run.load() != null) {
            ObjectNode load = node.putObject("frameworkLoad");
            load.put("framework", run.load().framework().id());
            load.put("version", run.load().version());
            ObjectNode attached = load.putObject("attached");
            run.load().attached().forEach((logger, appenders) -> appenders.forEach(attached.putArray(logger)::add));
            run.load().errors().forEach(load.putArray("errors")::add);
            run.load().warnings().forEach(load.putArray("warnings")::add);
            run.load().notes().forEach(load.putArray("notes")::add);
        }
        if (!run.read().isEmpty()) {
            ArrayNode read = node.putArray("read");
            run.read().forEach(read::add);
        }
        return node;
    }
}
