package dev.logtune.benchmarks.harness;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A real disk stall: a small ext4 filesystem in a file, loop-mounted, that {@code fsfreeze} freezes so every write
 * to it blocks in the kernel until it is thawed. Needs Linux, root and util-linux; where any is missing the stall is
 * reported as skipped with the reason, never imitated with a sleep.
 *
 * <p>The process that mounts it owns it: closing it, or this JVM's shutdown (SIGINT, SIGTERM), thaws and unmounts it.
 * What a SIGKILL leaves behind, the {@link ThawWatchdog} of a freeze or the next mount ({@link LeftoverStalls}) cleans.
 */
public final class DiskStall implements AutoCloseable {
    /** Whether stalls can be made here, and why not. */
    public record Support(boolean available, String reason) {
    }

    /** What the probe looks at; tests substitute it. */
    public interface Environment {
        boolean linux();

        boolean root();

        Optional<String> which(String command);
    }

    private static final List<String> COMMANDS = List.of("fsfreeze", "mkfs.ext4", "mount", "umount", "losetup", "setsid");
    private static Support cached;

    private final Path image;
    private final Path mountPoint;
    private final List<String> leftovers;
    private final Thread onShutdown;
    private boolean closed;

    private DiskStall(Path image, Path mountPoint, List<String> leftovers) {
        this.image = image;
        this.mountPoint = mountPoint;
        this.leftovers = List.copyOf(leftovers);
        this.onShutdown = new Thread(this::closeQuietly, "disk-stall-cleanup");
    }

    public Path mountPoint() {
        return mountPoint;
    }

    /** The file the filesystem lives in; its name says which process mounted it ({@link LeftoverStalls}). */
    public Path image() {
        return image;
    }

    /** What earlier runs had left mounted and this mount cleaned up, or found still in use, one line each. */
    public List<String> leftovers() {
        return leftovers;
    }

    /** Whether this machine can stall a filesystem, checked once per JVM with a real freeze and thaw. */
    public static synchronized Support probe() {
        if (cached == null) {
            cached = probe(SYSTEM);
            if (cached.available()) {
                cached = tryOnce();
            }
        }
        return cached;
    }

    /** The prerequisites alone, against a given environment. */
    public static Support probe(Environment environment) {
        if (!environment.linux()) {
            return new Support(false, "disk stalls need Linux (fsfreeze on a loop-mounted filesystem)");
        }
        if (!environment.root()) {
            return new Support(false, "disk stalls need root: mounting and freezing a filesystem are privileged");
        }
        for (String command : COMMANDS) {
            if (environment.which(command).isEmpty()) {
                return new Support(false, "disk stalls need " + command + " (util-linux / e2fsprogs), not found");
            }
        }
        return new Support(true, "");
    }

    private static Support tryOnce() {
        try {
            Path dir = Files.createTempDirectory("logtune-stall-probe");
            try (DiskStall stall = mountFresh(dir, 16L << 20, List.of())) {
                freeze(stall.mountPoint());
                thaw(stall.mountPoint());
            } finally {
                Files.deleteIfExists(dir);
            }
            return new Support(true, "");
        } catch (IOException | InterruptedException | RuntimeException e) {
            return new Support(false, "could not freeze a loop-mounted filesystem here: " + e.getMessage());
        }
    }

    /**
     * Cleans up what killed runs left mounted ({@link LeftoverStalls}), then creates a sparse image of {@code sizeBytes}
     * under {@code dir}, formats it ext4 and mounts it at {@code dir/mnt}.
     */
    public static DiskStall mount(Path dir, long sizeBytes) throws IOException, InterruptedException {
        return mountFresh(dir, sizeBytes, LeftoverStalls.clean(), false);
    }

    /**
     * {@link #mount}, for a filesystem a run fills: no blocks reserved for root, since the measuring JVM runs as root
     * where loop mounts are possible and would write on into the reserve of a filesystem that reads as full.
     */
    public static DiskStall mountForFilling(Path dir, long sizeBytes) throws IOException, InterruptedException {
        return mountFresh(dir, sizeBytes, LeftoverStalls.clean(), true);
    }

    private static DiskStall mountFresh(Path dir, long sizeBytes, List<String> leftovers) throws IOException, InterruptedException {
        return mountFresh(dir, sizeBytes, leftovers, false);
    }

    private static DiskStall mountFresh(Path dir, long sizeBytes, List<String> leftovers, boolean noReserve)
            throws IOException, InterruptedException {
        Path image = dir.resolve(LeftoverStalls.imageName(ProcessHandle.current().pid()));
        Path mountPoint = Files.createDirectories(dir.resolve("mnt"));
        try (RandomAccessFile file = new RandomAccessFile(image.toFile(), "rw")) {
            file.setLength(sizeBytes);
        }
        try {
            if (noReserve) {
                run(command("mkfs.ext4"), "-q", "-F", "-m", "0", image.toString());
            } else {
                run(command("mkfs.ext4"), "-q", "-F", image.toString());
            }
            run(command("mount"), "-o", "loop", image.toString(), mountPoint.toString());
        } catch (IOException | InterruptedException e) {
            Files.deleteIfExists(image);
            throw e;
        }
        DiskStall stall = new DiskStall(image, mountPoint, leftovers);
        Runtime.getRuntime().addShutdownHook(stall.onShutdown);
        return stall;
    }

    public static void freeze(Path mountPoint) throws IOException, InterruptedException {
        run(command("fsfreeze"), "-f", mountPoint.toString());
    }

    public static void thaw(Path mountPoint) throws IOException, InterruptedException {
        run(command("fsfreeze"), "-u", mountPoint.toString());
    }

    /** Thaws if frozen; says nothing when it was not. For cleanup paths. */
    public static void thawQuietly(Path mountPoint) {
        try {
            thaw(mountPoint);
        } catch (IOException | InterruptedException | RuntimeException ignored) {
            // not frozen, or already thawed
        }
    }

    /**
     * Thaws, unmounts (lazily where a process still has a file open on it: the loop device is released when the last
     * one closes) and deletes the image. Runs once, from here or from the shutdown hook.
     */
    @Override
    public void close() throws IOException {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(onShutdown);
        } catch (IllegalStateException shuttingDown) {
            // this is the hook, or another one is running it
        }
        thawQuietly(mountPoint);
        try {
            unmount(mountPoint);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while unmounting " + mountPoint, e);
        } finally {
            Files.deleteIfExists(image);
            deleteIfEmpty(mountPoint);
        }
    }

    private void closeQuietly() {
        try {
            close();
        } catch (IOException | RuntimeException ignored) {
            // the JVM is going: the watchdog or the next run's cleanup is what remains
        }
    }

    /** Unmounts; where a file on it is still open (a measuring JVM not yet gone), detaches it lazily instead. */
    static void unmount(Path mountPoint) throws IOException, InterruptedException {
        try {
            run(command("umount"), mountPoint.toString());
        } catch (IOException busy) {
            run(command("umount"), "-l", mountPoint.toString());
        }
    }

    static void deleteIfEmpty(Path dir) {
        try {
            Files.deleteIfExists(dir);
        } catch (IOException | RuntimeException notEmpty) {
            // still mounted lazily, or something of someone else's is in it: left as it is
        }
    }

    /** Where a command is on this machine, if anywhere. */
    static Optional<String> which(String name) {
        return SYSTEM.which(name);
    }

    static String command(String name) {
        return SYSTEM.which(name).orElseThrow(() -> new IllegalStateException(name + " not found"));
    }

    static void run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IOException(String.join(" ", command) + " did not finish");
        }
        if (process.exitValue() != 0) {
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            throw new IOException(String.join(" ", command) + " failed: " + output);
        }
    }

    private static final Environment SYSTEM = new Environment() {
        @Override
        public boolean linux() {
            return System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).contains("linux");
        }

        @Override
        public boolean root() {
            try {
                for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                    if (line.startsWith("Uid:")) {
                        return line.split("\\s+")[2].equals("0");
                    }
                }
            } catch (IOException | RuntimeException e) {
                return false;
            }
            return false;
        }

        @Override
        public Optional<String> which(String command) {
            List<String> dirs = new ArrayList<>(List.of(System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)));
            dirs.addAll(List.of("/usr/sbin", "/sbin", "/usr/bin", "/bin"));
            return dirs.stream().filter(d -> !d.isEmpty()).map(d -> Path.of(d, command))
                    .filter(Files::isExecutable).map(Path::toString).findFirst();
        }
    };
}
