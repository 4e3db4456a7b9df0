package dev.logtune.tuner.advice;

import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.configs.model.Knob;
import dev.logtune.configs.model.Log4j2AsyncAppender;
import dev.logtune.configs.model.Log4j2AsyncLoggers;
import dev.logtune.configs.model.LogbackAsyncAppender;
import dev.logtune.configs.model.LogstashDisruptorAppender;
import dev.logtune.configs.model.SetupBuilder;
import dev.logtune.configs.model.SetupSpec;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * How deep a queue must be to ride out the stall or burst asked for. Sizing at exactly rate x stall is not enough: held
 * through a real 2.01 s freeze, a queue of 38,000/s x 2 s filled to its last slot and blocked producers up to 121 ms,
 * because the freeze runs long and the writer's first write after the thaw waits for the disk to take what piled up.
 */
public final class QueueSizing {
    /** A stall is sized a quarter longer than asked: freezes overrun, and the first write after one is slow. */
    public static final double STALL_OVERRUN = 1.25;
    /** Then half a second more of arrivals while the writer gets going again and starts to catch up. */
    public static final double RECOVERY_SECONDS = 0.5;
    /** A burst brings a quarter more than its arithmetic: arrivals are not evenly spaced. */
    static final double BURST_MARGIN = 1.25;
    /** Deepened beyond this many times what was measured, the queue's own costs were never measured. */
    static final int MAX_DEEPEN = 8;
    /** The pause of a console's reader (an agent restarting) a queue in front of the console is sized to ride out. */
    public static final Duration READER_PAUSE = Duration.ofSeconds(2);

    private QueueSizing() {
    }

    /** Events a queue must hold for the target's stall and burst at a consumer {@code capacity}; 0 for neither. */
    public static long needed(Target target, double capacity) {
        double events = 0;
        if (target.stall() != null) {
            events = target.rate() * (Durations.seconds(target.stall()) * STALL_OVERRUN + RECOVERY_SECONDS);
        }
        if (target.bursts()) {
            double excess = Math.max(0, target.rate() * target.burstFactor() - capacity) * Durations.seconds(target.burstLength());
            events = Math.max(events, excess * BURST_MARGIN);
        }
        return (long) Math.ceil(events);
    }

    /** Events a queue in front of a console must hold while its reader pauses for {@link #READER_PAUSE} at {@code rate}. */
    public static long readerPause(double rate) {
        return (long) Math.ceil(rate * Durations.seconds(READER_PAUSE));
    }

    /**
     * A new queue in front of a console: a pause of its reader at {@code rate}, or what the target's stall or burst needs
     * where that is more, as every queue tune touches is sized for them.
     */
    public static long console(Target target, double rate) {
        return Math.max(readerPause(rate), needed(target, Double.MAX_VALUE));
    }

    /** "at 38k events/s a 2 s disk stall, sized 1.25x plus 0.5 s to recover, needs 114,000 slots". */
    public static String stallReason(Target target) {
        return String.format(Locale.ROOT, "at %s events/s a %s disk stall, sized %.2fx plus %.1f s to recover, needs %s slots",
                Numbers.human(target.rate()), Durations.brief(target.stall()), STALL_OVERRUN, RECOVERY_SECONDS,
                Numbers.count(needed(target, Double.MAX_VALUE)));
    }

    /** Seconds a full queue of {@code depth} takes to empty while events keep arriving at the target rate. */
    static double catchUpSeconds(long depth, double capacity, double rate) {
        return capacity > rate ? depth / (capacity - rate) : Double.POSITIVE_INFINITY;
    }

    /** A copy of {@code spec} whose queue holds {@code needed} events, with the reason written beside the knob. */
    static SetupSpec deepen(SetupSpec spec, long needed, double capacity, Target target, List<String> tuning) {
        String why = why(needed, target, capacity);
        SetupBuilder builder = spec.toBuilder();
        if (spec.async() instanceof LogbackAsyncAppender async) {
            int queue = (int) Math.min(Integer.MAX_VALUE, needed);
            builder.queueSize(queue).because(Knob.QUEUE_SIZE, "queueSize=" + queue + ": " + why);
            tuning.add("queueSize " + async.queueSize() + " -> " + queue + ": " + why);
            // stop() gives the worker maxFlushTime to drain; a deep queue needs longer than Logback's 1 s.
            long drainMillis = (long) Math.ceil(2000.0 * queue / capacity);
            if (drainMillis > async.maxFlushTimeMs()) {
                builder.maxFlushTime((int) Math.min(Integer.MAX_VALUE, drainMillis))
                        .because(Knob.MAX_FLUSH_TIME, "maxFlushTime=" + drainMillis + " ms: twice the time a full queue takes to drain at "
                                + Numbers.human(capacity) + " events/s, so shutdown does not cut the tail off");
                tuning.add("maxFlushTime " + async.maxFlushTimeMs() + " -> " + drainMillis + " ms: a full queue drains within it");
            }
        } else if (spec.async() instanceof Log4j2AsyncLoggers async) {
            int slots = Integer.highestOneBit((int) Math.min(1 << 29, needed - 1)) << 1;
            builder.ringBufferSize(slots).because(Knob.RING_BUFFER_SIZE, "ringBufferSize=" + slots + ": " + why + ", rounded up to a power of two");
            tuning.add("ring buffer " + async.effectiveRingBufferSize() + " -> " + slots + " slots: " + why);
        } else if (spec.async() instanceof LogstashDisruptorAppender async) {
            int slots = Integer.highestOneBit((int) Math.min(1 << 29, needed - 1)) << 1;
            builder.disruptorRingSize(slots).because(Knob.DISRUPTOR_RING_SIZE, "ringBufferSize=" + slots + ": " + why
                    + ", rounded up to a power of two (the appender refuses any other size)");
            tuning.add("ring " + async.ringSize() + " -> " + slots + " slots: " + why);
        } else if (spec.async() instanceof Log4j2AsyncAppender async) {
            int size = (int) Math.min(Integer.MAX_VALUE, needed);
            builder.asyncBufferSize(size).because(Knob.ASYNC_BUFFER_SIZE, "bufferSize=" + size + ": " + why);
            tuning.add("<Async> bufferSize " + async.bufferSize() + " -> " + size + ": " + why);
        }
        return builder.build();
    }

    private static String why(long needed, Target target, double capacity) {
        double catchUp = catchUpSeconds(needed, capacity, target.rate());
        String drain = Double.isInfinite(catchUp) ? "" : String.format(Locale.ROOT, "; full, it empties in %.1f s at %s/s capacity",
                catchUp, Numbers.human(capacity));
        if (target.stall() != null) {
            return String.format(Locale.ROOT, "holds %s events/s through a %s disk stall sized %.2fx plus %.1f s to recover (%s events)%s",
                    Numbers.human(target.rate()), Durations.brief(target.stall()), STALL_OVERRUN, RECOVERY_SECONDS,
                    Numbers.count(needed), drain);
        }
        return String.format(Locale.ROOT, "holds what a %sx burst for %s brings beyond capacity, with a %.2fx margin (%s events)%s",
                target.burstFactor(), Durations.brief(target.burstLength()), BURST_MARGIN, Numbers.count(needed), drain);
    }
}
