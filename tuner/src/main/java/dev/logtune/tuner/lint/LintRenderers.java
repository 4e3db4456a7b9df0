package dev.logtune.tuner.lint;

import dev.logtune.benchmarks.json.Json;
import dev.logtune.tuner.cli.OutputFormat;
import dev.logtune.tuner.cli.Renderer;
import dev.logtune.tuner.cli.Renderers;
import dev.logtune.tuner.lint.LintOutcome.Linted;
import dev.logtune.tuner.lint.LintOutcome.Unreadable;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * The formats lint writes: text for people, JSON in its versioned shape, SARIF for code scanning (URIs relative to the
 * working directory). A file it cannot read still gets a JSON or SARIF document, so a CI step that uploads standard
 * output always has one; in text the error stream alone says it.
 */
final class LintRenderers {
    static final Renderers<LintOutcome> ALL = new Renderers<LintOutcome>()
            .with(OutputFormat.TEXT, LintRenderers::text)
            .with(OutputFormat.JSON, LintRenderers::json)
            .with(OutputFormat.SARIF, LintRenderers::sarif);

    private LintRenderers() {
    }

    private static void text(LintOutcome outcome, PrintWriter out) {
        if (outcome instanceof Linted linted) {
            LintRun run = linted.run();
            LintText.print(run.config(), run.findings(), run.closestSetup(), linted.rate(), linted.threads(), run.figuresFrom(), out);
        }
    }

    private static void json(LintOutcome outcome, PrintWriter out) throws IOException {
        Renderer.json().render(outcome instanceof Linted linted
                ? LintJson.of(linted.run().config(), linted.run().findings(), linted.run().closestSetup(), Json.mapper())
                : LintJson.failure(((Unreadable) outcome).file(), ((Unreadable) outcome).error(), Json.mapper()), out);
    }

    private static void sarif(LintOutcome outcome, PrintWriter out) throws IOException {
        Path base = Path.of("").toAbsolutePath();
        out.println(outcome instanceof Linted linted ? linted.run().sarif(base)
                : LintRun.sarifFailure(((Unreadable) outcome).file(), ((Unreadable) outcome).error(), base));
    }
}
