package dev.logtune.tuner.verify;

import dev.logtune.benchmarks.harness.DiskStall;
import dev.logtune.tuner.TunerMain;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.stream.Stream;

import static dev.logtune.tuner.verify.LoopMounts.await;
import static dev.logtune.tuner.verify.LoopMounts.awaitTrue;
import static dev.logtune.tuner.verify.LoopMounts.loopDeviceUsing;
import static dev.logtune.tuner.verify.LoopMounts.mountPoints;
import static dev.logtune.tuner.verify.LoopMounts.mountUnder;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A verify killed with SIGKILL while its log filesystem is frozen: no shutdown hook runs, so the thaw must come from
 * outside it. Once stopped this way, a verify left its measuring JVM running and the filesystem frozen for an hour.
 */
@Tag("slow")
class VerifyKilledMidStallTest {
    /** The watchdog thaws when the verify is gone, at the latest the stall's length and 20 s after the freeze. */
    private static final Duration WATCHDOG_DEADLINE = Duration.ofSeconds(4 + 20);

    @TempDir
    Path dir;

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    void aVerifyKilledMidStallLeavesTheFilesystemWritableAndUnmounted() throws Exception {
        DiskStall.Support support = DiskStall.probe();
        assumeTrue(support.available(), support.reason());
        Path config = PlainFileConfig.write(dir);
        // Its scratch directory, and so the stall's mount, under this test's directory, where the test can find it.
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        Process verify = new ProcessBuilder(ProcessHandle.current().info().command().orElseThrow(),
                "-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"), TunerMain.class.getName(),
                "verify", "--config", config.toString(), "--rate", "2k", "--threads", "4", "--duration", "6s",
                "--warmup", "0.5s", "--stall", "4s")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        FileChannel log = null;
        try {
            Path logFile = await(Duration.ofSeconds(90), () -> mountUnder(tmp).flatMap(VerifyKilledMidStallTest::aLogFile));
            Path mount = mountUnder(tmp).orElseThrow();
            log = FileChannel.open(logFile, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
            CompletableFuture<Void> write = awaitFrozen(log, verify);
            List<ProcessHandle> measuring = verify.descendants().filter(p -> p.info().command()
                    .map(c -> c.endsWith("java")).orElse(false)).toList();
            assertThat(measuring).as("the measuring JVM").isNotEmpty();

            verify.destroyForcibly().waitFor();

            write.get(WATCHDOG_DEADLINE.toSeconds(), TimeUnit.SECONDS);
            awaitTrue(WATCHDOG_DEADLINE, () -> !mounted(mount), "the stall filesystem unmounted");
            awaitTrue(WATCHDOG_DEADLINE, () -> measuring.stream().noneMatch(ProcessHandle::isAlive), "the measuring JVM gone");
            log.close();
            awaitTrue(WATCHDOG_DEADLINE, () -> !loopDeviceUsing(tmp), "the loop device detached");
        } finally {
            verify.destroyForcibly();
            leaveNothingFrozen(tmp);
            // Only once thawed: closing a channel waits for a write blocked on it.
            if (log != null) {
                log.close();
            }
        }
    }

    /**
     * Waits for the freeze, then returns the write it holds: a write to a frozen filesystem blocks in the kernel until
     * the thaw. Before the freeze, a write returns and the next one is tried.
     */
    private static CompletableFuture<Void> awaitFrozen(FileChannel log, Process verify) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (System.nanoTime() < deadline && verify.isAlive()) {
            CompletableFuture<Void> write = CompletableFuture.runAsync(() -> {
                try {
                    log.write(ByteBuffer.wrap("probe\n".getBytes(StandardCharsets.UTF_8)));
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            });
            try {
                write.get(1, TimeUnit.SECONDS);
                Thread.sleep(100);
            } catch (TimeoutException blocked) {
                return write;
            }
        }
        return fail("the verify never froze its log filesystem");
    }

    private static boolean mounted(Path mount) {
        return mountPoints().contains(mount);
    }

    private static Optional<Path> aLogFile(Path mount) {
        try (Stream<Path> files = Files.walk(mount.resolve("logs"))) {
            return files.filter(Files::isRegularFile).findFirst();
        } catch (IOException notYet) {
            return Optional.empty();
        }
    }

    // Whatever the outcome, this machine is not left with a frozen filesystem, nor the temporary directory's cleanup
    // with one to block on.
    private static void leaveNothingFrozen(Path dir) throws Exception {
        for (Path mount : mountPoints().stream().filter(p -> p.startsWith(dir)).toList()) {
            new ProcessBuilder("fsfreeze", "-u", mount.toString()).start().waitFor(30, TimeUnit.SECONDS);
            new ProcessBuilder("umount", "-l", mount.toString()).start().waitFor(30, TimeUnit.SECONDS);
        }
    }
}
