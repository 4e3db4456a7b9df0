package dev.logtune.tuner.verify;

import dev.logtune.benchmarks.format.Numbers;
import dev.logtune.benchmarks.reading.DiskFullBehaviour;
import dev.logtune.benchmarks.results.DiskFullRecord;
import dev.logtune.benchmarks.results.RateRecord;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * verify --disk-full's judgement of one run: FAIL when callers blocked beyond the p99 limit while the disk was full,
 * when events went missing with nothing from the framework saying so, or when logging did not come back after space
 * was freed; INCOMPLETE when the disk could not be filled; PASS otherwise, with the figures.
 */
record DiskFullVerdict(String verdict, List<String> reasons) {

    /** @param p99 the most the response p99 may be while the disk is full; null for no limit */
    static DiskFullVerdict of(RateRecord result, Duration p99) {
        DiskFullRecord full = result.diskFull();
        if (!full.filled()) {
            return new DiskFullVerdict("INCOMPLETE", List.of("the log filesystem was not filled: " + full.note()));
        }
        List<String> failures = new ArrayList<>();
        double limitMicros = p99 == null ? Double.NaN : p99.toNanos() / 1e3;
        if (p99 != null && full.full().p99() > limitMicros) {
            failures.add(String.format(Locale.ROOT, "callers blocked: response p99 %s us while the disk was full, over the"
                    + " %s us limit (longest call %s ms)", Numbers.human(full.full().p99()), Numbers.human(limitMicros),
                    Numbers.human(full.longestCallFullMillis())));
        }
        if (full.missing() > 0 && !full.saidSo()) {
            failures.add(String.format(Locale.ROOT, "%s events lost and nothing said so: no error status, no exception"
                    + " to a caller", Numbers.count(full.missing())));
        }
        if (!full.resumed()) {
            failures.add("logging did not resume after space was freed: no event due after the free reached the file");
        }
        if (!failures.isEmpty()) {
            return new DiskFullVerdict("FAIL", failures);
        }
        String loss = full.missing() == 0 ? "no event lost"
                : Numbers.count(full.missing()) + " events lost and the framework said so (" + telling(full) + ")";
        return new DiskFullVerdict("PASS", List.of(String.format(Locale.ROOT,
                "callers %s (p99 %s us while full%s), %s, logging resumed %s ms after space was freed",
                DiskFullBehaviour.callers(full).phrase(), Numbers.human(full.full().p99()),
                p99 == null ? "" : ", within " + Numbers.human(limitMicros) + " us", loss,
                Numbers.human(Math.max(0, full.resumedAfterMillis())))));
    }

    private static String telling(DiskFullRecord full) {
        List<String> ways = new ArrayList<>();
        if (full.statusErrors() > 0) {
            ways.add(Numbers.count(full.statusErrors()) + " error statuses");
        }
        if (full.callerExceptions() > 0) {
            ways.add(Numbers.count(full.callerExceptions()) + " exceptions to callers");
        }
        return String.join(" and ", ways);
    }
}
