package dev.logtune.maven;

import dev.logtune.lab.results.ResultsFile.ResultsException;
import dev.logtune.tuner.cli.OutputFormat;
import dev.logtune.tuner.cli.UnflushedOption;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.lint.FailOn;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.LintOutcome;
import dev.logtune.tuner.lint.LintRenderers;
import dev.logtune.tuner.lint.LintRun;
import dev.logtune.tuner.lint.rules.Severity;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Lints the service's logging config as {@code tuner lint} does: findings into the build's log at the file and line,
 * SARIF for code scanning, and a failed build at {@code failOn}.
 */
@Mojo(name = "lint", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public final class LintMojo extends LogtuneMojo {
    /** The least severe finding that fails the build: error, warning, note (any finding) or never. */
    @Parameter(property = "logtune.failOn", defaultValue = "error")
    String failOn;

    /** Total events/s over all threads; with threads, findings quote the measured figures at that load. */
    @Parameter(property = "logtune.rate")
    String rate;

    /** Threads that log concurrently; goes with rate. */
    @Parameter(property = "logtune.threads")
    Integer threads;

    /** Where the SARIF goes. */
    @Parameter(property = "logtune.sarifFile", defaultValue = "${project.build.directory}/logtune/lint.sarif")
    File sarifFile;

    /** SARIF URIs are relative to this; code scanning reads them against the repository's root, where mvn runs. */
    @Parameter(property = "logtune.sarifBase", defaultValue = "${session.executionRootDirectory}")
    File sarifBase;

    @Override
    void run() throws MojoExecutionException, MojoFailureException {
        FailOn level = failOn();
        Double eventsPerSecond = rate == null ? null : LoadParameters.rate(rate);
        Integer threadCount = threads == null ? null : LoadParameters.threads(threads);
        if ((eventsPerSecond == null) != (threadCount == null)) {
            throw new MojoExecutionException("give rate and threads together, or neither (was rate " + rate + ", threads " + threads + ")");
        }
        // A module with no logging config of its own is normal (a library, a parent POM): nothing to lint, not a failure.
        Optional<Path> found = serviceConfig();
        if (found.isEmpty()) {
            getLog().info("logtune lint: no logging config in this module (looked for " + ServiceConfig.lookedFor() + "); nothing to lint");
            return;
        }
        Path config = found.get();
        LintRun lint;
        try {
            lint = LintRun.of(config, Map.of(), eventsPerSecond, threadCount, null, UnflushedOption.byDefault());
        } catch (ConfigException e) {
            writeSarif(new LintOutcome.Unreadable(config, e.getMessage()));
            throw new MojoFailureException("logtune lint: " + e.getMessage());
        } catch (ResultsException e) {
            throw new MojoExecutionException("logtune lint: " + e.getMessage(), e);
        }
        getLog().info("logtune lint " + relative(config) + " (" + lint.config().framework().displayName() + "), closest measured setup "
                + lint.closestSetup() + ": " + FindingLines.count(lint.findings()));
        for (Finding finding : lint.findings()) {
            FindingLines.of(finding).forEach(logAt(finding.severity()));
        }
        writeSarif(new LintOutcome.Linted(lint, eventsPerSecond, threadCount));
        getLog().info("logtune lint: SARIF in " + relative(sarifFile.toPath()));
        List<Finding> failing = lint.failing(level);
        if (!failing.isEmpty()) {
            throw new MojoFailureException(FindingLines.failure(failing, level, basedir()));
        }
    }

    private FailOn failOn() throws MojoExecutionException {
        try {
            return new FailOn.Converter().convert(failOn);
        } catch (RuntimeException e) {
            throw new MojoExecutionException("failOn " + e.getMessage());
        }
    }

    private Consumer<String> logAt(Severity severity) {
        return switch (severity) {
            case ERROR -> getLog()::error;
            case WARNING -> getLog()::warn;
            case NOTE -> getLog()::info;
        };
    }

    /** The SARIF {@code tuner lint --format sarif} prints for the same file, its URIs relative to sarifBase. */
    private void writeSarif(LintOutcome outcome) throws MojoExecutionException {
        try {
            StringWriter sarif = new StringWriter();
            LintRenderers.relativeTo(sarifBase.toPath()).render(OutputFormat.SARIF, outcome, new PrintWriter(sarif));
            Path file = sarifFile.toPath();
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, sarif.toString(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new MojoExecutionException("logtune lint: cannot write " + sarifFile + ": " + e.getMessage(), e);
        }
    }
}
