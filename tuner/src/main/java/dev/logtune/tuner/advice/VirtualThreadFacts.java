package dev.logtune.tuner.advice;

import dev.logtune.lab.reading.ThreadKindPoint;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.run.Callers;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * What the results measured of a setup with virtual-thread callers, beside the same on platform threads: the callers'
 * p99, and whether the bystanders (threads of the same kind that never log) kept going, steady and through a stall.
 */
public record VirtualThreadFacts(String setup, ThreadKindPoint virtualSteady, ThreadKindPoint virtualStall,
                          ThreadKindPoint platformSteady, ThreadKindPoint platformStall, String jdk) {
    /**
     * Below this share of their ticks run while the disk was frozen, the bystanders were stopped with the loggers: the
     * service's other requests waited out the stall too.
     */
    static final double STOPPED_SHARE = 0.5;

    /** The setup's figures, where the results measured it with virtual-thread callers both steady and with a stall. */
    public static Optional<VirtualThreadFacts> of(String setup, BenchResults results) {
        List<ThreadKindPoint> virtual = ThreadKindPoint.of(results.rates(), Callers.VIRTUAL);
        List<ThreadKindPoint> platform = ThreadKindPoint.of(results.rates(), Callers.PLATFORM);
        ThreadKindPoint steady = find(virtual, setup, false);
        ThreadKindPoint stall = find(virtual, setup, true);
        if (steady == null || stall == null) {
            return Optional.empty();
        }
        String jdk = results.rates().stream().filter(r -> setup.equals(r.setup()) && r.callers() != null)
                .map(RateRecord::session).filter(Objects::nonNull).findFirst()
                .map(s -> results.machineOf(s).jdk()).orElse(results.machine().jdk());
        return Optional.of(new VirtualThreadFacts(setup, steady, stall, find(platform, setup, false), find(platform, setup, true), jdk));
    }

    /** The setups measured with virtual-thread callers, for saying what else there is. */
    public static List<String> measured(BenchResults results) {
        return ThreadKindPoint.of(results.rates(), Callers.VIRTUAL).stream().map(p -> p.loggers().setup()).distinct().sorted().toList();
    }

    private static ThreadKindPoint find(List<ThreadKindPoint> points, String setup, boolean stalled) {
        return points.stream().filter(p -> p.loggers().setup().equals(setup) && p.stalled() == stalled).findFirst().orElse(null);
    }

    /** The feature release of the JDK measured on ("Eclipse Adoptium 25.0.1" is 25), or 0 where it does not say. */
    public int feature() {
        java.util.regex.Matcher release = java.util.regex.Pattern.compile("(\\d+)\\.\\d").matcher(jdk == null ? "" : jdk);
        return release.find() ? Integer.parseInt(release.group(1)) : 0;
    }

    /** Whether the bystanders stopped while the disk was frozen: logging held the carriers of the whole service. */
    public boolean stopsTheService() {
        return virtualStall.progress() < STOPPED_SHARE;
    }

    /** Where it was measured: "JDK 25.0.1 at 38k/s over 60 virtual callers". */
    public String where() {
        return String.format(Locale.ROOT, "JDK %s at %s/s over %d virtual callers", jdk,
                Numbers.human(virtualSteady.loggers().rate()), virtualSteady.loggers().threads());
    }

    /** The figures in a sentence, for the answer: "on virtual threads (JDK 25.0.3 at ...): callers' p99 ...". */
    public String describe() {
        return "on virtual threads " + figures();
    }

    /** The figures after the words "on virtual threads": "(JDK 25.0.3 at 38k/s over 60 virtual callers): ...". */
    public String figures() {
        return String.format(Locale.ROOT, "(%s): callers' p99 %s steady%s; through a %s disk stall"
                        + " the threads beside them that never log ran %s of their ticks%s",
                where(), micros(virtualSteady), platformSteady == null ? "" : " (" + micros(platformSteady) + " on platform threads)",
                virtualStall.loggers().detail(), percent(virtualStall.progress()),
                platformStall == null ? "" : " (" + percent(platformStall.progress()) + " on platform threads)");
    }

    private static String micros(ThreadKindPoint point) {
        return point.loggers().p99() == null ? "(did not hold the rate)" : Durations.micros(point.loggers().p99().median());
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.0f%%", 100 * share);
    }
}
