package dev.logtune.tuner.lint;

import dev.logtune.tuner.lint.rules.Severity;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.render.RenderOptions;
import dev.logtune.configs.render.RenderedSetup;
import dev.logtune.configs.render.SetupRenderer;
import dev.logtune.tuner.configfile.ConfigFile;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/** Every matrix setup linted: the lossy and slow ones flagged for the right reason, the tuned ones clean. */
class MatrixLintTest {
    /**
     * The rules each setup must trip at WARNING or ERROR with no target given; every other setup must trip none.
     * Flushing per event (logback-file, log4j2-file, the AsyncAppenders over a default FileAppender) is a NOTE
     * without a target: see SeverityAgreementTest.
     */
    private static final Map<String, Set<String>> EXPECTED = Map.ofEntries(
            Map.entry("logback-async-default", Set.of("async-silent-drop")),
            Map.entry("logback-async-q1000000-t0", Set.of("unbounded-queue")),
            Map.entry("logback-async-q8192-t20", Set.of("async-silent-drop")),
            Map.entry("logback-async-q8192-neverblock", Set.of("never-block")),
            Map.entry("logback-disruptor-defaults", Set.of("disruptor-appender")),
            Map.entry("logback-prudent", Set.of("file-locking")),
            Map.entry("logback-sifting-4", Set.of("sifting-unbounded")),
            Map.entry("logback-file-buffered-caller", Set.of("caller-data")),
            Map.entry("log4j2-async-raf-wait-yield", Set.of("spinning-wait")),
            Map.entry("log4j2-async-raf-discard", Set.of("async-silent-drop")),
            Map.entry("log4j2-async-raf-location", Set.of("caller-data")),
            // DuplicateMessageFilter drops a repeated ERROR; the BurstFilter setup limits INFO only (a note), the sampled ones nothing.
            Map.entry("logback-disruptor-q8192-buffered-rolling-nogz-dedup", Set.of("duplicate-message-filter")));

    /**
     * Rolling files measured at 100 MB before the matrix had rolling twins: a file of their shape resembles the twin of
     * the same stages, which the rolling races measured.
     */
    private static final Map<String, String> SUPERSEDED = Map.of("logback-rolling", "logback-rolling-boot",
            "logback-rolling-buffered", "logback-file-buffered-rolling-nogz",
            "logback-disruptor-q8192-rolling-buffered", "logback-disruptor-q8192-buffered-rolling");

    @TempDir
    Path dir;

    static List<SetupSpec> matrix() {
        return Matrix.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("matrix")
    void flagsWhatIsSlowOrLossyAndPassesTheTunedOnes(SetupSpec spec) throws Exception {
        RenderedSetup rendered = SetupRenderer.renderAny(spec, RenderOptions.standard());
        Path xml = Files.writeString(dir.resolve(rendered.xmlFileName()), rendered.xml());
        if (!rendered.properties().isEmpty()) {
            Files.writeString(dir.resolve(ConfigFile.COMPONENT_PROPERTIES), rendered.componentProperties());
        }
        List<Finding> findings = Linter.lint(ConfigFile.read(xml, Map.of()), null, null, null);
        Set<String> flagged = new TreeSet<>();
        findings.stream().filter(f -> f.severity() != Severity.NOTE).forEach(f -> flagged.add(f.rule()));
        assertThat(flagged).as(spec.id() + ": " + findings).isEqualTo(EXPECTED.getOrDefault(spec.id(), Set.of()));
        assertThat(Linter.closestSetup(ConfigFile.read(xml, Map.of()))).as("closest setup of its own rendering")
                .isEqualTo(SUPERSEDED.getOrDefault(spec.id(), spec.id()));
    }
}
