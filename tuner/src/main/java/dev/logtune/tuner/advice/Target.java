package dev.logtune.tuner.advice;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.tuner.volume.DiskBudget;
import dev.logtune.tuner.volume.History;
import dev.logtune.tuner.volume.VolumeProfile;
import dev.logtune.tuner.volume.VolumeTarget;

import java.time.Duration;
import java.util.Locale;

/**
 * What a service needs from its logging. Built by name with {@link #builder()}, which holds the defaults and checks
 * the values; the canonical constructor is the builder's.
 *
 * @param rate total events per second of the process, over all threads
 * @param framework null for either
 * @param allowDrop the most severe level that may be dropped, or null when no event may be lost
 * @param stall a disk stall the setup must absorb without blocking producers or losing events, or null
 * @param burstFactor with {@code burstLength}: the rate multiplied for that long, or 1 for none
 * @param p99 a ceiling on response p99 at the rate, or null
 * @param maxUnflushed the longest an event may sit in the process before the OS has it (what a crash loses), or null
 *     for no limit
 * @param destination where the lines go: a file, or standard output that another process reads
 * @param lineFormat the line the team writes: the pattern, or JSON
 * @param plainFile a file that never rolls, for a host that rotates it; false (the default): a file rolls, with bounded
 *     history, as a service's file must
 * @param history how far back the service's logs must reach, or null where the team named none (the file then keeps what
 *     the budget holds)
 * @param diskBudget the disk the log directory may take
 * @param volume the service's own logs' profile ({@code tuner volume}) a plan to log less rests on, or null for the
 *     service-shaped workload's assumed mix and lines
 * @param virtualThreads the service's requests run on virtual threads: a setup must have been measured with
 *     virtual-thread callers, and must not have stopped the threads beside them that never log
 */
public record Target(double rate, int threads, Framework framework, LogLevel allowDrop, Duration stall,
                     double burstFactor, Duration burstLength, Duration p99,
                     Duration maxUnflushed, Destination destination, LineFormat lineFormat, boolean plainFile,
                     History history, DiskBudget diskBudget, @JsonIgnore VolumeProfile volume,
                     @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean virtualThreads) {
    /** What a crash may lose unless the user says otherwise: a second of events. */
    public static final Duration DEFAULT_MAX_UNFLUSHED = Duration.ofSeconds(1);


    /** A target built by name, from the defaults {@link TargetBuilder} holds; rate and threads are required. */
    public static TargetBuilder builder() {
        return new TargetBuilder();
    }

    /** A builder holding this target's values, to build another that differs in some. */
    public TargetBuilder toBuilder() {
        return TargetBuilder.from(this);
    }

    /** The same target for another destination and line. */
    public Target writing(Destination to, LineFormat format) {
        return toBuilder().writing(to, format).build();
    }

    /** The same target for one framework's setups only (null for either). */
    public Target forFramework(Framework only) {
        return toBuilder().framework(only).build();
    }

    /** The same target at another rate. */
    public Target atRate(double other) {
        return toBuilder().rate(other).build();
    }

    /** The same target written to one plain file that the host rotates. */
    public Target plain() {
        return toBuilder().plainFile(true).build();
    }

    /** The same target absorbing a disk stall of {@code length} (or none). */
    public Target stalling(Duration length) {
        return toBuilder().stall(length).build();
    }

    /** The same target asking {@code asked} of its volume. */
    public Target keeping(VolumeTarget asked) {
        return toBuilder().keeping(asked).build();
    }

    /** The same target with its requests on virtual threads, or not. */
    public Target onVirtualThreads(boolean virtual) {
        return toBuilder().virtualThreads(virtual).build();
    }

    /** Whether the file this target writes must roll: a file, unless a plain one was asked for. */
    public boolean rolls() {
        return destination == Destination.FILE && !plainFile;
    }

    /** Whether a setup writes where and what this target asks for. */
    public boolean matches(SetupSpec setup) {
        return setup.destination() == destination && setup.lineFormat() == lineFormat;
    }

    /** The framework's defaults for this destination and line, rolling unless asked not to: the bar a pick must not fall below. */
    public SetupSpec defaults(Framework of) {
        return Matrix.defaults(of, destination, lineFormat, plainFile);
    }

    /** The load alone, every other value its default. */
    public static Target of(double rate, int threads) {
        return builder().rate(rate).threads(threads).build();
    }

    public boolean bursts() {
        return burstFactor > 1 && burstLength != null;
    }

    /** "38,000 events/s over 60 threads, Logback, no event may be lost, a 2 s disk stall". */
    public String describe() {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "%,.0f events/s over %d threads", rate, threads));
        text.append(framework == null ? ", Logback or Log4j2" : ", " + framework.displayName());
        if (destination != Destination.FILE || lineFormat != LineFormat.PATTERN) {
            text.append(", ").append(lineFormat == LineFormat.JSON ? "JSON lines" : "pattern lines")
                    .append(destination == Destination.STDOUT ? " to standard output" : " to a file");
        }
        if (destination == Destination.FILE && plainFile) {
            text.append(", a plain file the host rotates");
        }
        text.append(allowDrop == null ? ", none dropped while running" : ", " + allowDrop + " and below may be dropped");
        text.append(maxUnflushed == null ? ", no limit on what a crash loses"
                : ", a crash loses at most " + Durations.brief(maxUnflushed) + " of events");
        if (stall != null) {
            text.append(String.format(Locale.ROOT, ", absorbing a %s disk stall", Durations.brief(stall)));
        }
        if (bursts()) {
            text.append(String.format(Locale.ROOT, ", a %sx burst for %s", trim(burstFactor), Durations.brief(burstLength)));
        }
        if (p99 != null) {
            text.append(", response p99 within ").append(Durations.brief(p99));
        }
        if (history != null) {
            text.append(", ").append(history.describe()).append(" of history in ").append(diskBudget.describe());
        }
        if (virtualThreads) {
            text.append(", requests on virtual threads");
        }
        return text.toString();
    }

    /** Whether events at {@code level} may be dropped under load. */
    public boolean mayDrop(LogLevel level) {
        return allowDrop != null && level.ordinal() <= allowDrop.ordinal();
    }

    /** How long {@code events} last at the rate. */
    public Duration lasts(long events) {
        return Duration.ofNanos(Math.round(events / rate * 1e9));
    }

    /** "38k events/s over 60 threads": the load alone. */
    public String load() {
        return String.format(Locale.ROOT, "%s events/s over %d threads", Numbers.human(rate), threads);
    }

    private static String trim(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.1f", value);
    }
}
