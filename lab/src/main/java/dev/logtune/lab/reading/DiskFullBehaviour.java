package dev.logtune.lab.reading;

import dev.logtune.support.format.Numbers;
import dev.logtune.lab.results.DiskFullRecord;
import dev.logtune.lab.results.RateRecord;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * What a setup does when its disk fills, read from its full-disk runs at one point: whether callers carried on, were
 * slowed, blocked or saw exceptions; how many events went missing and whether the framework said so; whether logging
 * came back by itself once space was freed, and how long after. Figures are medians over the runs; "said so" and
 * "resumed" hold only when they held in every run.
 */
public record DiskFullBehaviour(String setup, double rate, int threads, String detail, int runs, Callers callers,
                                double beforeP99, double fullP99, double longestCallFullMillis, long calls, long missing,
                                long missingFull, long statusErrors, long callerExceptions, boolean saidSo, boolean resumed,
                                double resumedAfterMillis, long deepestQueue, long queueCapacity, long discarded) {

    /** What the callers saw while the disk was full. */
    public enum Callers {
        CARRIED_ON("carry on"), SLOWED("are slowed"), BLOCKED("block"), THREW("get exceptions");

        private final String phrase;

        Callers(String phrase) {
            this.phrase = phrase;
        }

        public String phrase() {
            return phrase;
        }
    }

    /** A call held this long while full is a caller waiting on the disk, not a slower write. */
    static final double BLOCKED_CALL_MILLIS = 500;
    /** A p99 this many times the one before the fill, and this far above it, is slowed. */
    static final double SLOWED_RATIO = 3;
    static final double SLOWED_MARGIN_MICROS = 500;

    /** How one run's callers fared while the disk was full. */
    public static Callers callers(DiskFullRecord run) {
        if (run.callerExceptions() > 0) {
            return Callers.THREW;
        }
        if (run.longestCallFullMillis() >= BLOCKED_CALL_MILLIS) {
            return Callers.BLOCKED;
        }
        double before = run.before() == null ? 0 : run.before().p99();
        double full = run.full() == null ? 0 : run.full().p99();
        return full > SLOWED_RATIO * before && full - before > SLOWED_MARGIN_MICROS ? Callers.SLOWED : Callers.CARRIED_ON;
    }

    /** One behaviour per setup and point, from the full-disk runs among {@code records} that really filled the disk. */
    public static List<DiskFullBehaviour> of(List<RateRecord> records) {
        Map<String, List<RateRecord>> byPoint = new LinkedHashMap<>();
        for (RateRecord record : records) {
            if (record.diskFull() != null && record.diskFull().filled() && !record.isControl()) {
                byPoint.computeIfAbsent(record.pointKey(), k -> new ArrayList<>()).add(record);
            }
        }
        List<DiskFullBehaviour> all = new ArrayList<>();
        byPoint.values().forEach(runs -> all.add(of(runs.get(0), runs)));
        all.sort(Comparator.comparing(DiskFullBehaviour::setup).thenComparingDouble(DiskFullBehaviour::rate)
                .thenComparingInt(DiskFullBehaviour::threads));
        return all;
    }

    private static DiskFullBehaviour of(RateRecord first, List<RateRecord> runs) {
        List<DiskFullRecord> full = runs.stream().map(RateRecord::diskFull).toList();
        // The worst a run did decides: a caller that blocked once can block again.
        Callers callers = full.stream().map(DiskFullBehaviour::callers).max(Comparator.naturalOrder()).orElseThrow();
        boolean saidSo = full.stream().allMatch(r -> r.missing() == 0 || r.saidSo());
        boolean resumed = full.stream().allMatch(DiskFullRecord::resumed);
        return new DiskFullBehaviour(first.setup(), first.targetRate(), first.threads(), first.detail(), runs.size(), callers,
                median(full, r -> r.before().p99()), median(full, r -> r.full().p99()),
                median(full, DiskFullRecord::longestCallFullMillis), Math.round(median(runs, RateRecord::calls)),
                Math.round(median(full, DiskFullRecord::missing)), Math.round(median(full, DiskFullRecord::missingFull)),
                Math.round(median(full, DiskFullRecord::statusErrors)), Math.round(median(full, DiskFullRecord::callerExceptions)),
                saidSo, resumed, full.stream().mapToDouble(DiskFullRecord::resumedAfterMillis).max().orElse(-1),
                runs.stream().mapToLong(RateRecord::maxQueueDepth).max().orElse(-1), first.queueCapacity(),
                Math.round(median(runs, RateRecord::discarded)));
    }

    /** How the framework said so, or that it did not: "1,136 error statuses", "nothing". */
    public String telling() {
        if (callerExceptions > 0 && statusErrors > 0) {
            return Numbers.count(callerExceptions) + " exceptions to callers and " + Numbers.count(statusErrors) + " error statuses";
        }
        if (callerExceptions > 0) {
            return Numbers.count(callerExceptions) + " exceptions to callers";
        }
        return statusErrors > 0 ? Numbers.count(statusErrors) + " error statuses, none to the caller" : "nothing";
    }

    /** One sentence for lint and a file's header. */
    public String sentence() {
        String loss = missing == 0 ? "loses no event"
                : String.format(Locale.ROOT, "loses %s of %s events a run (%s while full)", Numbers.count(missing),
                Numbers.count(calls), Numbers.count(missingFull));
        String said = missing == 0 ? "" : saidSo ? "; it says so with " + telling() : "; nothing says so";
        String back = resumed ? String.format(Locale.ROOT, "logging resumes by itself %s ms after space is freed",
                Numbers.human(Math.max(0, resumedAfterMillis))) : "logging does not resume once space is freed";
        return String.format(Locale.ROOT, "when the disk fills (%s at %s/s over %d threads, %d %s): callers %s (p99 %s us"
                        + " while full, %s us before), it %s%s; %s", detail, Numbers.human(rate), threads, runs,
                runs == 1 ? "run" : "runs", callers.phrase(), Numbers.human(fullP99), Numbers.human(beforeP99), loss, said, back);
    }

    private static <T> double median(List<T> values, ToDoubleFunction<T> field) {
        double[] sorted = values.stream().mapToDouble(field).sorted().toArray();
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int mid = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
}
