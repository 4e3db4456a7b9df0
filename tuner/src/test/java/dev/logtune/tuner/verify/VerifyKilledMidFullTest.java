package dev.logtune.tuner.verify;

import dev.logtune.benchmarks.harness.DiskStall;
import dev.logtune.tuner.TunerMain;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
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
 * A verify killed with SIGKILL while its log filesystem is full: no shutdown hook runs, so the unmount must come from
 * outside it. The filesystem must not stay mounted, nor its loop device attached, once the verify and its measuring
 * JVM are gone.
 */
@Tag("slow")
class VerifyKilledMidFullTest {
    /** The measuring JVM ends its 6 s window by itself; the watchdog unmounts as soon as the verify is gone. */
    private static final Duration DEADLINE = Duration.ofSeconds(40);

    @TempDir
    Path dir;

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    void aVerifyKilledMidFullLeavesNoMountAndNoLoopDevice() throws Exception {
        DiskStall.Support support = DiskStall.probe();
        assumeTrue(support.available(), support.reason());
        Path config = PlainFileConfig.write(dir);
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        Process verify = new ProcessBuilder(ProcessHandle.current().info().command().orElseThrow(),
                "-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"), TunerMain.class.getName(),
                "verify", "--config", config.toString(), "--rate", "2k", "--threads", "4", "--duration", "6s",
                "--warmup", "0.5s", "--disk-full", "3s")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(dir.resolve("verify.err").toFile()).start();
        try {
            // The verify's own mount, not the probe's short-lived one: the probe mounts under the same directory first.
            Path mount = await(Duration.ofSeconds(90), () -> mountPoints().stream().filter(p -> p.startsWith(tmp)
                    && p.getParent().getFileName().toString().equals("full")).findFirst());
            awaitTrue(Duration.ofSeconds(60), () -> Files.exists(mount.resolve("ballast")), "the log filesystem filled ("
                    + mount + "; the verify said: " + Files.readString(dir.resolve("verify.err")) + ")");
            List<ProcessHandle> measuring = verify.descendants().filter(p -> p.info().command()
                    .map(c -> c.endsWith("java")).orElse(false)).toList();
            assertThat(measuring).as("the measuring JVM").isNotEmpty();

            verify.destroyForcibly().waitFor();

            awaitTrue(DEADLINE, () -> mountUnder(tmp).isEmpty(), "the full filesystem unmounted");
            awaitTrue(DEADLINE, () -> measuring.stream().noneMatch(ProcessHandle::isAlive), "the measuring JVM gone");
            awaitTrue(DEADLINE, () -> !loopDeviceUsing(tmp), "the loop device detached");
        } finally {
            verify.destroyForcibly();
            for (Path mount : mountPoints().stream().filter(p -> p.startsWith(tmp)).toList()) {
                new ProcessBuilder("umount", "-l", mount.toString()).start().waitFor(30, TimeUnit.SECONDS);
            }
        }
    }

}
