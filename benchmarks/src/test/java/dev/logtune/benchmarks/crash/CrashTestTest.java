package dev.logtune.benchmarks.crash;

import dev.logtune.lab.results.CrashRecord;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Forks a JVM per test and halts it; each takes a few seconds. */
class CrashTestTest {
    private static final Duration WAIT = Duration.ofMillis(500);

    @TempDir
    Path dir;

    @Tag("slow")
    @Test
    void aFlushingFileKeepsEveryEvent() throws Exception {
        Path work = dir.resolve("work");
        CrashRecord record = CrashTest.run("logback-file", CrashTest.DEFAULT_EVENTS, WAIT, work);
        assertThat(record.eventsLogged()).isEqualTo(201);
        assertThat(record.eventsOnDisk()).isEqualTo(201);
        assertThat(record.lastOnDisk()).isTrue();
        assertThat(record.bytesOnDisk()).isGreaterThan(201 * 100L);
        assertThat(record.waitMillis()).isEqualTo(500);
        assertThat(work).doesNotExist();
    }

    @Tag("slow")
    @Test
    void aBufferedFileLosesTheErrorLoggedBeforeTheCrash() throws Exception {
        CrashRecord record = CrashTest.run("logback-file-buffered", CrashTest.DEFAULT_EVENTS, WAIT, dir.resolve("work"));
        assertThat(record.lastOnDisk()).isFalse();
        // 201 lines of about 240 bytes fit in the 256 KB buffer: nothing reaches the file.
        assertThat(record.eventsOnDisk()).isZero();
        assertThat(record.lost()).isEqualTo(201);
        assertThat(record.isFailure()).isFalse();
    }

    @Tag("slow")
    @Test
    void theDisruptorAppenderFlushesItsBufferedFileAtTheEndOfABatchSoTheErrorSurvives() throws Exception {
        // The same 256 KB buffered FileAppender as above, behind logstash-logback-encoder's disruptor appender.
        CrashRecord record = CrashTest.run("logback-disruptor-q65536-buffered", CrashTest.DEFAULT_EVENTS, WAIT, dir.resolve("work"));
        assertThat(record.eventsOnDisk()).isEqualTo(201);
        assertThat(record.lastOnDisk()).isTrue();
    }

    @Tag("slow")
    @Test
    void aLineTheCrashCutShortIsNotOnDisk() throws Exception {
        // Log4j2's 8 KB buffer goes to the file whenever it fills, mid-line too: the ERROR's first bytes are there.
        CrashRecord record = CrashTest.run("log4j2-file-buffered", CrashTest.DEFAULT_EVENTS, WAIT, dir.resolve("work"));
        assertThat(record.bytesOnDisk()).isPositive();
        assertThat(record.bytesOnDisk() % (8 * 1024)).isZero();
        assertThat(record.eventsOnDisk()).isBetween(1L, 200L);
        assertThat(record.lastOnDisk()).isFalse();
    }

    @Test
    void anUnknownSetupIsRefusedBeforeAnyJvmStarts() {
        assertThatThrownBy(() -> CrashTest.run("nope", 10, WAIT, dir.resolve("work")))
                .hasMessageStartingWith("unknown setup 'nope'");
        assertThatThrownBy(() -> CrashTest.run("logback-file", 0, WAIT, dir.resolve("work")))
                .hasMessageContaining("at least 1 event");
    }
}
