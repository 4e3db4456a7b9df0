package dev.logtune.tuner.userfiles;

import dev.logtune.support.files.ByteWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The team's file is whole whatever happens while it is written: a disk that fills up while the backup or the tuned file
 * is written leaves every file as it was (no half backup, no temporary file); two runs writing one file at once take
 * turns, the file ends as one of them wrote it, and its backup holds the original, not the other run's output.
 */
class FullDiskAndConcurrentWritesTest {
    private static final String ORIGINAL = "<configuration>\n  <root level=\"INFO\"/>\n</configuration>\n";
    private static final String TUNED = "<configuration>\n  <root level=\"INFO\"/>\n  <!-- tuned -->\n</configuration>\n";

    @TempDir
    Path dir;

    /** A disk with room for {@code whole} files: the next is written halfway, then it is full, as a real one fails. */
    private static ByteWriter fullAfter(int whole) {
        AtomicInteger writes = new AtomicInteger();
        return (file, content) -> {
            if (writes.getAndIncrement() < whole) {
                ByteWriter.DISK.write(file, content);
                return;
            }
            ByteWriter.DISK.write(file, Arrays.copyOf(content, content.length / 2));
            throw new IOException(file + ": No space left on device");
        };
    }

    @Test
    void aDiskThatFillsWhileTheBackupIsWrittenLeavesTheFileAsItWasAndNoBackup() throws Exception {
        Path file = Files.writeString(dir.resolve("logback.xml"), ORIGINAL);

        assertThatThrownBy(() -> UserFiles.named(fullAfter(0)).replace(file, ORIGINAL, TUNED).write(false))
                .isInstanceOf(IOException.class).hasMessageContaining("No space left on device");

        assertThat(file).hasContent(ORIGINAL);
        assertThat(UserFiles.backupOf(file)).doesNotExist();
        assertThat(names()).containsExactly("logback.xml");
        // nothing half-made stands in the way: with room again, it is written
        UserFiles.named().replace(file, ORIGINAL, TUNED).write(false);
        assertThat(file).hasContent(TUNED);
        assertThat(UserFiles.backupOf(file)).hasContent(ORIGINAL);
    }

    @Test
    void aDiskThatFillsWhileTheTunedFileIsWrittenLeavesTheFileAndAnEarlierBackupAsTheyWere() throws Exception {
        Path file = Files.writeString(dir.resolve("logback.xml"), ORIGINAL);
        Path backup = Files.writeString(UserFiles.backupOf(file), "an earlier original");

        // room for the new backup, not for the tuned file: --force would replace the earlier backup, but nothing lands
        assertThatThrownBy(() -> UserFiles.named(fullAfter(1)).replace(file, ORIGINAL, TUNED).write(true))
                .isInstanceOf(IOException.class).hasMessageContaining("No space left on device");

        assertThat(file).hasContent(ORIGINAL);
        assertThat(backup).hasContent("an earlier original");
        assertThat(names()).containsExactlyInAnyOrder("logback.xml", "logback.xml.bak");
    }

    @Test
    void aDiskThatFillsOnTheSecondFileOfAChangeLeavesTheFirstAsItWasToo() throws Exception {
        Path config = Files.writeString(dir.resolve("log4j2.xml"), ORIGINAL);
        Path properties = Files.writeString(dir.resolve("log4j2.component.properties"), "log4j2.asyncLoggerRingBufferSize=1024\n");

        // the config and its backup fit; the properties' backup does not
        assertThatThrownBy(() -> UserFiles.named(fullAfter(2)).replace(config, ORIGINAL, TUNED)
                .replace(properties, "log4j2.asyncLoggerRingBufferSize=1024\n", "log4j2.asyncLoggerRingBufferSize=262144\n").write(false))
                .isInstanceOf(IOException.class);

        assertThat(config).hasContent(ORIGINAL);
        assertThat(properties).hasContent("log4j2.asyncLoggerRingBufferSize=1024");
        assertThat(names()).containsExactlyInAnyOrder("log4j2.xml", "log4j2.component.properties");
    }

    @Test
    void aFileChangedSinceItWasReadIsRefusedAndNothingIsWritten() throws Exception {
        Path file = Files.writeString(dir.resolve("logback.xml"), ORIGINAL);
        UserFiles planned = UserFiles.named().replace(file, ORIGINAL, TUNED);
        Files.writeString(file, "edited meanwhile");

        assertThatThrownBy(() -> planned.write(true)).isInstanceOf(UserFiles.Refused.class)
                .hasMessage(file + " changed while logtune worked on it (another run writing it?); nothing was written: run it"
                        + " again on the file as it is now");
        assertThat(file).hasContent("edited meanwhile");
        assertThat(names()).containsExactly("logback.xml");
    }

    @Test
    void twoWritersAtOnceTakeTurnsAndTheBackupKeepsTheOriginal() throws Exception {
        for (boolean force : new boolean[]{false, true}) {
            Path file = Files.writeString(dir.resolve("logback.xml"), ORIGINAL);
            Files.deleteIfExists(UserFiles.backupOf(file));
            List<Object> outcomes = race(
                    () -> UserFiles.named().replace(file, ORIGINAL, TUNED).write(force),
                    () -> UserFiles.named().replace(file, ORIGINAL, TUNED.replace("tuned", "tuned too")).write(force));

            assertThat(outcomes).as("force " + force).filteredOn(o -> o instanceof List).hasSize(1);
            // the second finds the first's backup (without --force) or the file no longer the one it read (with it)
            assertThat(outcomes).as("force " + force).filteredOn(o -> o instanceof UserFiles.Refused).hasSize(1);
            assertThat(Files.readString(file)).isIn(TUNED, TUNED.replace("tuned", "tuned too"));
            assertThat(UserFiles.backupOf(file)).hasContent(ORIGINAL);
            assertThat(names()).containsExactlyInAnyOrder("logback.xml", "logback.xml.bak");
        }
    }

    /** Runs both at once, from one start; what each returned or threw. */
    static List<Object> race(Callable<?>... runs) throws Exception {
        CyclicBarrier start = new CyclicBarrier(runs.length);
        ExecutorService pool = Executors.newFixedThreadPool(runs.length);
        try {
            List<Future<Object>> futures = new ArrayList<>();
            for (Callable<?> run : runs) {
                futures.add(pool.submit(() -> {
                    start.await();
                    try {
                        return run.call();
                    } catch (Exception e) {
                        return e;
                    }
                }));
            }
            List<Object> outcomes = new ArrayList<>();
            for (Future<Object> future : futures) {
                outcomes.add(future.get());
            }
            return outcomes;
        } finally {
            pool.shutdownNow();
        }
    }

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).toList();
        }
    }
}
