package dev.logtune.benchmarks.harness;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class LeftoverStallsTest {
    @TempDir
    Path dir;

    @Test
    void aLoopDeviceNamesTheProcessThatMountedItsImage() {
        assertThat(new LeftoverStalls.Loop("/dev/loop3", "/tmp/x/stall/" + LeftoverStalls.imageName(4242)).owner()).isEqualTo(4242);
        LeftoverStalls.Loop deleted = new LeftoverStalls.Loop("/dev/loop3", "/tmp/x/logtune-stall-17.img (deleted)");
        assertThat(deleted.owner()).isEqualTo(17);
        assertThat(deleted.image()).isEqualTo(Path.of("/tmp/x/logtune-stall-17.img"));
        assertThat(new LeftoverStalls.Loop("/dev/loop4", "/var/lib/snapd/snaps/core.snap").owner()).isEqualTo(-1);
    }

    @Test
    void theMountTableIsReadByDeviceWithEscapedPaths() {
        List<String> mountinfo = List.of(
                "36 25 7:3 / /tmp/a\\040b/mnt rw,relatime shared:1 - ext4 /dev/loop3 rw",
                "37 25 7:31 / /tmp/other rw,relatime - ext4 /dev/loop31 rw",
                "38 25 8:1 / / rw,relatime - ext4 /dev/sda1 rw");
        assertThat(LeftoverStalls.mountPoints("/dev/loop3", mountinfo)).containsExactly(Path.of("/tmp/a b/mnt"));
        assertThat(LeftoverStalls.mountPoints("/dev/loop9", mountinfo)).isEmpty();
    }

    /** What a run killed mid-stall, its watchdog with it, leaves: an image of a dead process, mounted and frozen. */
    @Tag("slow")
    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void theNextStallThawsUnmountsAndDetachesWhatAKilledRunLeft() throws Exception {
        DiskStall.Support support = DiskStall.probe();
        assumeTrue(support.available(), support.reason());
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        Path image = dir.resolve("left").resolve(LeftoverStalls.imageName(gone.pid()));
        Path mount = Files.createDirectories(dir.resolve("left").resolve("mnt"));
        try (RandomAccessFile file = new RandomAccessFile(image.toFile(), "rw")) {
            file.setLength(16L << 20);
        }
        DiskStall.run(DiskStall.command("mkfs.ext4"), "-q", "-F", image.toString());
        DiskStall.run(DiskStall.command("mount"), "-o", "loop", image.toString(), mount.toString());
        try {
            DiskStall.freeze(mount);

            try (DiskStall next = DiskStall.mount(dir.resolve("next"), 16L << 20)) {
                assertThat(next.leftovers()).anySatisfy(line -> assertThat(line)
                        .startsWith("cleaned up a stall left by process " + gone.pid() + ": thawed and unmounted " + mount));
            }
            assertThat(Files.readAllLines(Path.of("/proc/self/mountinfo"))).noneMatch(l -> l.contains(mount.toString()));
            assertThat(LeftoverStalls.loops()).noneMatch(l -> l.image().startsWith(dir.resolve("left")));
            assertThat(image).doesNotExist();
        } finally {
            if (Files.readAllLines(Path.of("/proc/self/mountinfo")).stream().anyMatch(l -> l.contains(mount.toString()))) {
                DiskStall.thawQuietly(mount);
                DiskStall.unmount(mount);
            }
        }
    }
}
