package dev.logtune.tuner.measure;

import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.lab.reading.DiskFullBehaviour;
import dev.logtune.lab.results.DiskFullRecord;
import dev.logtune.lab.results.RateRecord;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * verify --disk-full's judgement of one run: FAIL when callers blocked beyond the p99 limit (--p99, else the default
 * for a full disk) while the disk was full,
 * when events went missing with nothing from the framework saying so, or when logging did not come back after space
 * was freed; INCOMPLETE when the disk could not be filled; PASS otherwise, with the figures.
 */
record DiskFullVerdict(ConfigVerdict verdict, List<String> reasons) {

    /** @param limit the most the response p99 may be while the disk is full: --p99, or the default for a full disk */
    static DiskFullVerdict of(RateRecord result, P99Limit limit) {
        DiskFullRecord full = result.diskFull();
        if (!full.filled()) {
            return new DiskFullVerdict(ConfigVerdict.INCOMPLETE, List.of("the log filesystem was not filled: " + full.note()));
        }
        List<String> failures = new ArrayList<>();
        if (limit != null && limit.exceededBy(full.full().p99())) {
            failures.add(String.format(Locale.ROOT, "callers blocked: response p99 %s while the disk was full, over %s"
                    + " (longest call %s)", Durations.micros(full.full().p99()), limit.describe(),
                    Durations.micros(full.longestCallFullMillis() * 1000)));
        }
        if (full.missing() > 0 && !full.saidSo()) {
            failures.add(String.format(Locale.ROOT, "%s events lost and nothing said so: no error status, no exception"
                    + " to a caller", Numbers.count(full.missing())));
        }
        if (!full.resumed()) {
            failures.add("logging did not resume after space was freed: no event due after the free reached the file");
        }
        if (!failures.isEmpty()) {
            return new DiskFullVerdict(ConfigVerdict.FAIL, failures);
        }
        String loss = full.missing() == 0 ? "no event lost"
                : Numbers.count(full.missing()) + " events lost and the framework said so (" + telling(full) + ")";
        return new DiskFullVerdict(ConfigVerdict.PASS, List.of(String.format(Locale.ROOT,
                "callers %s (p99 %s while full%s), %s, logging resumed %s after space was freed",
                DiskFullBehaviour.callers(full).phrase(), Durations.micros(full.full().p99()),
                limit == null ? "" : ", within " + limit.describe(), loss,
                Durations.micros(Math.max(0, full.resumedAfterMillis()) * 1000))));
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
