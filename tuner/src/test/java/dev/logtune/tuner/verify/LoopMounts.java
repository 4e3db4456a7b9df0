package dev.logtune.tuner.verify;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.fail;

/** What the tests that kill a verify mid-fault look at: this machine's mounts and loop devices, and waiting for them. */
final class LoopMounts {
    private LoopMounts() {
    }

    static Optional<Path> mountUnder(Path dir) {
        return mountPoints().stream().filter(p -> p.startsWith(dir)).findFirst();
    }

    static List<Path> mountPoints() {
        try {
            return Files.readAllLines(Path.of("/proc/self/mountinfo")).stream()
                    .map(line -> Path.of(line.split(" ")[4])).toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Whether a loop device is still backed by an image under {@code dir}. */
    static boolean loopDeviceUsing(Path dir) {
        try (Stream<Path> devices = Files.list(Path.of("/sys/block"))) {
            return devices.map(d -> d.resolve("loop/backing_file")).filter(Files::isReadable).anyMatch(f -> {
                try {
                    return Files.readString(f).strip().startsWith(dir.toString());
                } catch (IOException gone) {
                    return false;
                }
            });
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static <T> T await(Duration limit, Supplier<Optional<T>> found) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < deadline) {
            Optional<T> value = found.get();
            if (value.isPresent()) {
                return value.get();
            }
            Thread.sleep(50);
        }
        return fail("not found within " + limit.toSeconds() + " s");
    }

    static void awaitTrue(Duration limit, BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                fail("not so within " + limit.toSeconds() + " s: " + what);
            }
            Thread.sleep(50);
        }
    }
}
