package dev.logtune.tuner.advice;

import dev.logtune.lab.audit.ServiceAudit;
import dev.logtune.lab.reading.Blocks;
import dev.logtune.lab.reading.PairedRatio;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.run.Workload;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.support.format.Bytes;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * What a reduced setup measured on the service-shaped workload, in the same blocks as the same writer without the
 * reduction and as logging off: its p99 against both, the bytes it wrote, and what reached its file — every WARN and
 * ERROR, what the sampler counted as dropped, what a filter dropped silently, what nothing accounts for.
 *
 * @param rate the measured point's rate (the service's calls at INFO and above, and its DEBUG calls on top)
 * @param blocks paired blocks at the point
 * @param versusUnreduced the reduced setup's p99 over the unreduced one's, block by block
 * @param versusOff its p99 over logging off's (no logging call at all)
 * @param versusLevelOff its p99 over the same framework with every level off (the same calls and arguments, nothing
 *     written), from the session nearest the point that ran both; null where none did
 */
public record ReductionFigures(String reduced, String unreduced, double rate, int threads, int blocks, double p99Micros,
                               double unreducedP99Micros, double offP99Micros, PairedRatio versusUnreduced,
                               PairedRatio versusOff, double bytesPerSecond, double unreducedBytesPerSecond,
                               long warnErrorEnabled, long warnErrorWritten, long droppedCounted, long droppedUncounted,
                               long lost, long infoEnabled, long infoWritten, PairedRatio versusLevelOff) {

    /** The margin the comparisons are judged at: a 2x difference needs about a dozen blocks on a 2-core machine. */
    public static final double MARGIN = 1.5;

    /**
     * The figures of {@code reduced} against {@code unreduced} at the service point nearest {@code rate} over
     * {@code threads} (the lowest measured rate at or above it, else the highest); empty where no session ran both.
     */
    public static Optional<ReductionFigures> of(List<RateRecord> records, String reduced, String unreduced, double rate,
                                                int threads) {
        Optional<Blocks> nearest = nearest(records, reduced, unreduced, rate, threads);
        if (nearest.isEmpty()) {
            return Optional.empty();
        }
        Blocks point = nearest.get();
        List<RateRecord> mine = point.runs(reduced);
        List<RateRecord> theirs = point.runs(unreduced);
        List<ServiceAudit> audits = mine.stream().map(RateRecord::serviceAudit).filter(Objects::nonNull).toList();
        return Optional.of(new ReductionFigures(reduced, unreduced, point.rate(), point.threads(), point.blocks(),
                median(mine.stream().mapToDouble(r -> r.response().p99())), median(theirs.stream().mapToDouble(r -> r.response().p99())),
                median(point.controls().stream().mapToDouble(r -> r.response().p99())),
                point.compare(reduced, unreduced, MARGIN, false), point.compare(reduced, null, MARGIN, false),
                bytes(mine), bytes(theirs),
                audits.stream().mapToLong(ServiceAudit::warnErrorEnabled).sum(),
                audits.stream().mapToLong(ServiceAudit::warnErrorWritten).sum(),
                audits.stream().mapToLong(ServiceAudit::droppedCounted).sum(),
                audits.stream().mapToLong(ServiceAudit::droppedUncounted).sum(),
                audits.stream().mapToLong(ServiceAudit::lost).sum(),
                audits.stream().mapToLong(ServiceAudit::infoEnabled).sum(),
                audits.stream().mapToLong(ServiceAudit::infoWritten).sum(),
                between(records, reduced, Matrix.off(Matrix.require(reduced).framework()).id(), rate, threads).orElse(null)));
    }

    /** {@code a}'s p99 over {@code b}'s in the service session that ran both at the point nearest {@code rate}. */
    public static Optional<PairedRatio> between(List<RateRecord> records, String a, String b, double rate, int threads) {
        return nearest(records, a, b, rate, threads).map(point -> point.compare(a, b, MARGIN, false));
    }

    private static Optional<Blocks> nearest(List<RateRecord> records, String a, String b, double rate, int threads) {
        List<Blocks> points = Blocks.group(records, Workload.SERVICE).stream()
                .filter(p -> p.threads() == threads && p.blocks(a) > 0 && p.blocks(b) > 0).toList();
        if (points.isEmpty()) {
            return Optional.empty();
        }
        Optional<Blocks> above = points.stream().filter(p -> p.rate() >= rate)
                .min(Comparator.comparingDouble(Blocks::rate).thenComparingInt((Blocks p) -> -p.blocks()));
        return Optional.of(above.orElseGet(() -> points.stream().max(Comparator.comparingDouble(Blocks::rate)
                .thenComparingInt((Blocks p) -> p.blocks())).orElseThrow()));
    }

    /** Whether every WARN and ERROR the level let through reached the file, and nothing was lost. */
    public boolean keptEverySevere() {
        return warnErrorWritten == warnErrorEnabled && lost == 0;
    }

    /** "p99 1.1 ms: 0.09x the same writer without it (0.05x-0.14x), 1.21x logging off (1.02x-1.40x), 12 blocks". */
    public String p99Line() {
        return String.format(Locale.ROOT, "p99 %s against %s without it and %s with logging off: %s the writer without it"
                        + " (%s-%s), %s logging off (%s-%s), in %d paired blocks at %s/s over %d threads",
                Durations.micros(p99Micros), Durations.micros(unreducedP99Micros), Durations.micros(offP99Micros),
                PairedRatio.times(versusUnreduced.ratio()), PairedRatio.times(versusUnreduced.low()),
                PairedRatio.times(versusUnreduced.high()), PairedRatio.times(versusOff.ratio()),
                PairedRatio.times(versusOff.low()), PairedRatio.times(versusOff.high()), versusOff.blocks(),
                Numbers.human(rate), threads);
    }

    /** "1.30x the framework with every level off (0.71x-14x), 8 blocks", or empty where not measured beside it. */
    public Optional<String> levelOffLine() {
        return Optional.ofNullable(versusLevelOff).map(r -> String.format(Locale.ROOT, "%s the same calls with every level"
                        + " off (%s-%s, %d paired blocks)",
                PairedRatio.times(r.ratio()), PairedRatio.times(r.low()), PairedRatio.times(r.high()), r.blocks()));
    }

    /** "writes 190 KB/s (the writer without it 41 MB/s); kept every WARN and ERROR (12,345 of 12,345) ...". */
    public String keptLine() {
        return String.format(Locale.ROOT, "writes %s/s (without it %s/s); kept %s WARN and ERROR (%s of %s), %s of %s events below"
                        + " WARN; dropped by design and counted %s, dropped silently %s, lost %s",
                Bytes.scaled(bytesPerSecond), Bytes.scaled(unreducedBytesPerSecond),
                warnErrorWritten == warnErrorEnabled ? "every" : "NOT every", Numbers.count(warnErrorWritten),
                Numbers.count(warnErrorEnabled), Numbers.count(infoWritten), Numbers.count(infoEnabled),
                Numbers.count(droppedCounted), Numbers.count(droppedUncounted), Numbers.count(lost));
    }

    private static double bytes(List<RateRecord> runs) {
        return median(runs.stream().map(RateRecord::serviceAudit).filter(Objects::nonNull).map(ServiceAudit::bytesPerSecond)
                .filter(Objects::nonNull).mapToDouble(Double::doubleValue));
    }

    private static double median(java.util.stream.DoubleStream values) {
        double[] sorted = values.sorted().toArray();
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int mid = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
}
