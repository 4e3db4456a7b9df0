package dev.logtune.benchmarks.harness;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Stall filesystems that a killed run left behind. Each image is named after the process that mounted it; a loop
 * device whose image names a process that is gone is thawed, unmounted and detached, and its image deleted. One whose
 * process still runs belongs to a run in progress and is only named.
 */
final class LeftoverStalls {
    private static final Pattern IMAGE = Pattern.compile("logtune-stall-(\\d+)\\.img( \\(deleted\\))?$");
    private static final Path LOOP_DEVICES = Path.of("/sys/block");
    private static final Path MOUNTS = Path.of("/proc/self/mountinfo");

    private LeftoverStalls() {
    }

    /** The image's file name for a stall mounted by process {@code pid}. */
    static String imageName(long pid) {
        return "logtune-stall-" + pid + ".img";
    }

    /** A loop device and the image file behind it, as the kernel names it. */
    record Loop(String device, String backingFile) {
        /** The process that mounted it, or -1 where the image is not a stall's. */
        long owner() {
            Matcher m = IMAGE.matcher(backingFile);
            return m.find() ? Long.parseLong(m.group(1)) : -1;
        }

        Path image() {
            return Path.of(IMAGE.matcher(backingFile).find() ? backingFile.replaceFirst(" \\(deleted\\)$", "") : backingFile);
        }
    }

    /** Cleans up every stall whose owner is gone; one line for each found, cleaned or left. */
    static List<String> clean() {
        List<String> found = new ArrayList<>();
        try {
            for (Loop loop : loops()) {
                long owner = loop.owner();
                if (owner < 0 || owner == ProcessHandle.current().pid()) {
                    continue;
                }
                if (ProcessHandle.of(owner).isPresent()) {
                    found.add("a stall filesystem of process " + owner + " (still running) is mounted from " + loop.image()
                            + "; left as it is");
                    continue;
                }
                found.add(cleanOne(loop, owner));
            }
        } catch (IOException e) {
            found.add("could not look for stalls left by earlier runs: " + e.getMessage());
        }
        return found;
    }

    private static String cleanOne(Loop loop, long owner) {
        List<String> done = new ArrayList<>();
        try {
            for (Path mountPoint : mountPoints(loop.device())) {
                DiskStall.thawQuietly(mountPoint);
                DiskStall.unmount(mountPoint);
                DiskStall.deleteIfEmpty(mountPoint);
                done.add("thawed and unmounted " + mountPoint);
            }
            detach(loop);
            done.add("detached " + loop.device());
            Files.deleteIfExists(loop.image());
            return "cleaned up a stall left by process " + owner + ": " + String.join(", ", done);
        } catch (IOException | InterruptedException | RuntimeException e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            return "a stall left by process " + owner + " on " + loop.device() + " (" + loop.image() + ") could not be"
                    + " cleaned up: " + e.getMessage() + (done.isEmpty() ? "" : " (" + String.join(", ", done) + ")");
        }
    }

    /** Unmounting releases a device mounted with -o loop by itself, soon after; one still attached is detached. */
    private static void detach(Loop loop) throws IOException, InterruptedException {
        for (int i = 0; i < 20 && attached(loop); i++) {
            Thread.sleep(50);
        }
        try {
            if (attached(loop)) {
                DiskStall.run(DiskStall.command("losetup"), "-d", loop.device());
            }
        } catch (IOException e) {
            if (attached(loop)) {
                throw e;
            }
        }
    }

    private static boolean attached(Loop loop) throws IOException {
        return loops().contains(loop);
    }

    /** The loop devices attached now. */
    static List<Loop> loops() throws IOException {
        List<Loop> loops = new ArrayList<>();
        if (!Files.isDirectory(LOOP_DEVICES)) {
            return loops;
        }
        try (Stream<Path> devices = Files.list(LOOP_DEVICES)) {
            for (Path device : devices.filter(d -> d.getFileName().toString().startsWith("loop")).sorted().toList()) {
                Path backing = device.resolve("loop").resolve("backing_file");
                if (Files.isReadable(backing)) {
                    String file = Files.readString(backing, StandardCharsets.UTF_8).strip();
                    loops.add(new Loop("/dev/" + device.getFileName(), file));
                }
            }
        }
        return loops;
    }

    /** Where a device is mounted in this mount namespace, from the kernel's mount table. */
    static List<Path> mountPoints(String device) throws IOException {
        return mountPoints(device, Files.readAllLines(MOUNTS, StandardCharsets.UTF_8));
    }

    /** A mountinfo line: fields 5 (mount point) and, after the "-" separator, the source. */
    static List<Path> mountPoints(String device, List<String> mountinfo) {
        List<Path> points = new ArrayList<>();
        for (String line : mountinfo) {
            String[] fields = line.split(" ");
            int separator = List.of(fields).indexOf("-");
            if (fields.length > 4 && separator > 0 && separator + 2 < fields.length && fields[separator + 2].equals(device)) {
                points.add(Path.of(unescape(fields[4])));
            }
        }
        return points;
    }

    // The kernel writes a space in a path as \040, and tab, newline and backslash likewise in octal.
    private static String unescape(String field) {
        Matcher m = Pattern.compile("\\\\([0-7]{3})").matcher(field);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(String.valueOf((char) Integer.parseInt(m.group(1), 8))));
        }
        return m.appendTail(out).toString();
    }
}
