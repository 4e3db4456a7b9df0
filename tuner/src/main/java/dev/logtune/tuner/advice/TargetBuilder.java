package dev.logtune.tuner.advice;

import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.tuner.volume.DiskBudget;
import dev.logtune.tuner.volume.History;
import dev.logtune.tuner.volume.VolumeProfile;
import dev.logtune.tuner.volume.VolumeTarget;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Collects a {@link Target} by name, each value beside its option, and builds it checked. The one place a target's
 * defaults live: either framework, nothing dropped, no stall, no burst, no p99 ceiling, a second of events for a crash,
 * pattern lines into a file that rolls, no history in the default disk budget, the assumed mix, platform threads.
 */
public final class TargetBuilder {
    private Double rate;
    private Integer threads;
    private Framework framework;
    private LogLevel allowDrop;
    private Duration stall;
    private double burstFactor = 1;
    private Duration burstLength;
    private Duration p99;
    private Duration maxUnflushed = Target.DEFAULT_MAX_UNFLUSHED;
    private Destination destination = Destination.FILE;
    private LineFormat lineFormat = LineFormat.PATTERN;
    private boolean plainFile;
    private History history;
    private DiskBudget diskBudget = DiskBudget.DEFAULT;
    private VolumeProfile volume;
    private boolean virtualThreads;

    TargetBuilder() {
    }

    /** A builder holding every value of {@code target}, to change some and build another. */
    static TargetBuilder from(Target target) {
        return new TargetBuilder().rate(target.rate()).threads(target.threads()).framework(target.framework())
                .allowDrop(target.allowDrop()).stall(target.stall()).burst(target.burstFactor(), target.burstLength())
                .p99(target.p99()).maxUnflushed(target.maxUnflushed()).writing(target.destination(), target.lineFormat())
                .plainFile(target.plainFile()).keeping(target.history(), target.diskBudget()).volume(target.volume())
                .virtualThreads(target.virtualThreads());
    }

    /** Total events per second of the process, over all threads. */
    public TargetBuilder rate(double eventsPerSecond) {
        this.rate = eventsPerSecond;
        return this;
    }

    public TargetBuilder threads(int count) {
        this.threads = count;
        return this;
    }

    /** One framework's setups only; null for either. */
    public TargetBuilder framework(Framework only) {
        this.framework = only;
        return this;
    }

    /** The most severe level that may be dropped under load; null when no event may be lost. */
    public TargetBuilder allowDrop(LogLevel level) {
        this.allowDrop = level;
        return this;
    }

    /** A disk stall to absorb without blocking producers or losing events; null for none. */
    public TargetBuilder stall(Duration length) {
        this.stall = length;
        return this;
    }

    /** The rate multiplied by {@code factor} for {@code length}; a factor of 1 (and no length) for none. */
    public TargetBuilder burst(double factor, Duration length) {
        this.burstFactor = factor;
        this.burstLength = length;
        return this;
    }

    /** A ceiling on response p99 at the rate; null for none. */
    public TargetBuilder p99(Duration ceiling) {
        this.p99 = ceiling;
        return this;
    }

    /** The longest an event may sit in the process before the OS has it; null for no limit. */
    public TargetBuilder maxUnflushed(Duration limit) {
        this.maxUnflushed = limit;
        return this;
    }

    /** Where the lines go and what they are; null keeps a file, or pattern lines. */
    public TargetBuilder writing(Destination to, LineFormat format) {
        this.destination = to == null ? Destination.FILE : to;
        this.lineFormat = format == null ? LineFormat.PATTERN : format;
        return this;
    }

    /** One file that never rolls, for a host that rotates it. */
    public TargetBuilder plainFile(boolean plain) {
        this.plainFile = plain;
        return this;
    }

    /** How far back the logs must reach (null where none was named), in {@code budget} (null for the default). */
    public TargetBuilder keeping(History keep, DiskBudget budget) {
        this.history = keep;
        this.diskBudget = budget == null ? DiskBudget.DEFAULT : budget;
        return this;
    }

    /** What the service asks of its volume: history, disk budget and the profile of its own logs. */
    public TargetBuilder keeping(VolumeTarget asked) {
        return keeping(asked.history(), asked.budget()).volume(asked.profile());
    }

    /** The service's own logs' profile a plan to log less rests on; null for the assumed mix and lines. */
    public TargetBuilder volume(VolumeProfile profile) {
        this.volume = profile;
        return this;
    }

    /** Requests on virtual threads. */
    public TargetBuilder virtualThreads(boolean virtual) {
        this.virtualThreads = virtual;
        return this;
    }

    /** The target, every value checked; all that is wrong said in one message. */
    public Target build() {
        List<String> wrong = new ArrayList<>();
        if (rate == null || !(rate > 0)) {
            wrong.add(rate == null ? "a rate" : "a rate above zero (was " + number(rate) + ")");
        }
        if (threads == null || threads < 1) {
            wrong.add(threads == null ? "a thread count" : "at least 1 thread (was " + threads + ")");
        }
        if (!(burstFactor >= 1)) {
            wrong.add("a burst factor of 1 or more (was " + number(burstFactor) + ")");
        }
        if (!wrong.isEmpty()) {
            throw new IllegalArgumentException("a target needs " + String.join("; ", wrong));
        }
        return new Target(rate, threads, framework, allowDrop, stall, burstFactor, burstLength, p99, maxUnflushed, destination,
                lineFormat, plainFile, history, diskBudget, volume, virtualThreads);
    }

    private static String number(double value) {
        return value == Math.rint(value) && !Double.isInfinite(value) ? Long.toString((long) value)
                : String.format(Locale.ROOT, "%s", value);
    }
}
