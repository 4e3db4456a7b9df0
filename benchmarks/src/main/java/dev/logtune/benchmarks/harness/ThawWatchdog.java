package dev.logtune.benchmarks.harness;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * The thaw that does not depend on this JVM: a small shell process in a session of its own, armed before a freeze.
 * It thaws the filesystem when its deadline passes or as soon as the process that froze it is gone; where that process
 * is gone it also unmounts the filesystem (lazily where a file on it is still open: the loop device goes when the
 * last one closes) and deletes the image. Disarming it (after the owner's own thaw) kills it.
 *
 * <p>Its own session keeps it out of a terminal's Ctrl-C, which goes to the whole foreground process group; a SIGKILL
 * of the owner never reaches it. Its output goes nowhere: a pipe to a dead owner would kill it on its first write.
 */
final class ThawWatchdog implements AutoCloseable {
    /** How long past the planned stall the watchdog waits for its owner to thaw. */
    static final Duration GRACE = Duration.ofSeconds(20);
    private static final long TICK_MILLIS = 100;
    private static final String SCRIPT = """
            owner=$1 fsfreeze=$2 umount=$3 mount=$4 image=$5 ticks=$6
            alive() { kill -0 "$owner" 2>/dev/null && ! grep -qs '^State:[[:space:]]*Z' "/proc/$owner/status"; }
            while [ "$ticks" -gt 0 ] && alive; do sleep 0.1; ticks=$((ticks - 1)); done
            "$fsfreeze" -u "$mount"
            alive && exit 0
            "$umount" "$mount" || "$umount" -l "$mount"
            rm -f "$image"
            rmdir "$mount"
            """;

    private final Process process;

    private ThawWatchdog(Process process) {
        this.process = process;
    }

    /** Starts the watchdog for {@code stall}, to thaw it {@code length} plus {@link #GRACE} from now at the latest. */
    static ThawWatchdog arm(DiskStall stall, Duration length) throws IOException {
        long ticks = length.plus(GRACE).toMillis() / TICK_MILLIS;
        List<String> command = List.of(DiskStall.command("setsid"), "sh", "-c", SCRIPT, "logtune-thaw-watchdog",
                Long.toString(ProcessHandle.current().pid()), DiskStall.command("fsfreeze"), DiskStall.command("umount"),
                stall.mountPoint().toString(), stall.image().toString(), Long.toString(ticks));
        Process process = new ProcessBuilder(command)
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        return new ThawWatchdog(process);
    }

    /** Disarms it: the owner has thawed the filesystem itself. */
    @Override
    public void close() {
        process.destroy();
    }
}
