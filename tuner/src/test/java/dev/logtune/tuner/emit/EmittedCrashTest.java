package dev.logtune.tuner.emit;

import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.benchmarks.crash.CrashTest;
import dev.logtune.lab.results.CrashRecord;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Durability;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.UnflushedWindow;
import dev.logtune.configs.render.RenderedSetup;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each emitted file, crash-tested: log, wait, halt the JVM with no shutdown hooks, count what reached disk; the
 * window the file's header states must say what happened to the last event, the ERROR.
 */
@Tag("slow")
class EmittedCrashTest {
    private static final int EVENTS = 201;
    private static final Duration WAIT = Duration.ofSeconds(2);

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} as {1}")
    @CsvSource({
            "logback-file, logback.xml",
            "logback-file, logback-spring.xml",
            "logback-file-buffered, logback.xml",
            "logback-async-q8192-t0, logback-spring.xml",
            "logback-async-q8192-t0-buffered, logback.xml",
            "log4j2-file, log4j2.xml",
            "log4j2-file, log4j2-spring.xml",
            "log4j2-file-buffered, log4j2.xml",
            "log4j2-raf-buffered, log4j2.xml",
            "log4j2-async-raf, log4j2.xml",
            "log4j2-asyncappender-1024, log4j2-spring.xml"})
    void theStatedWindowSaysWhetherTheErrorSurvivesAKill(String setup, String name) throws Exception {
        SetupSpec measured = Matrix.require(setup);
        UnflushedWindow window = Durability.window(measured, 0, 240, 1_000_000);
        RenderedSetup rendered = ServiceRendering.render(measured, EmitTarget.of(dir.resolve(name)), FilePlan.rolling(38_000.0),
                List.of("On a crash (a JVM killed without its shutdown hooks): " + window.how() + "."));
        assertThat(rendered.xml()).contains(window.how()).containsPattern("RollingFileAppender|<Rolling(Random)?(Access)?File ");
        SetupSpec emitted = ServiceRendering.forService(measured, FilePlan.rolling(38_000.0)).spec();
        LoggingTarget target = new LoggingTarget(setup, measured.framework(), rendered.xml(), rendered.systemProperties(),
                false, measured.mayDrop(), null, 0);

        CrashRecord record = CrashTest.run(emitted, target, EVENTS, WAIT, dir.resolve("work"));

        boolean stated = window.atIdle() != null && window.atIdle().compareTo(WAIT) <= 0;
        assertThat(record.lastOnDisk()).as(setup + " as " + name + ": the header says " + window.how()
                + "; on disk " + record.eventsOnDisk() + " of " + EVENTS).isEqualTo(stated);
        if (stated) {
            assertThat(record.eventsOnDisk()).as("every event, where nothing is held").isEqualTo(EVENTS);
        }
    }
}
