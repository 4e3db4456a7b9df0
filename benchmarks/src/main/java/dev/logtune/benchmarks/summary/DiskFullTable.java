package dev.logtune.benchmarks.summary;

import dev.logtune.support.format.Numbers;
import dev.logtune.lab.reading.DiskFullBehaviour;
import dev.logtune.lab.results.RateRecord;

import java.util.List;
import java.util.Locale;

/** The full-disk table of a summary: per setup, what callers saw, what was lost, who said so, and the recovery. */
final class DiskFullTable {
    private DiskFullTable() {
    }

    static void append(StringBuilder md, List<RateRecord> rates) {
        List<DiskFullBehaviour> rows = DiskFullBehaviour.of(rates);
        if (rows.isEmpty()) {
            return;
        }
        md.append("\n## A full disk\n\n");
        md.append("The log filesystem (a loop-mounted ext4 of its own) is filled a quarter into the window with a ballast"
                + " file, kept full, then the ballast is deleted and the run goes on. Events are placed by when they were"
                + " due. Callers: *get exceptions* where any call threw back, *block* where a call was held 0.5 s or more,"
                + " *are slowed* where the p99 while full was over 3x (and 0.5 ms over) the p99 before. Medians of the runs;"
                + " \"said so\" and \"resumed\" only where they held in every run.\n\n");
        md.append("| setup | point | runs | callers | p99 before us | p99 while full us | longest call while full ms"
                + " | missing a run (while full) | said so | resumed after ms | deepest queue | dropped by policy |\n");
        md.append("|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (DiskFullBehaviour row : rows) {
            md.append(String.format(Locale.ROOT, "| %s | %s, %s/s x%d | %d | %s | %s | %s | %s | %s of %s (%s) | %s | %s | %s | %s |%n",
                    row.setup(), row.detail(), Numbers.human(row.rate()), row.threads(), row.runs(), row.callers().phrase(),
                    Numbers.human(row.beforeP99()), Numbers.human(row.fullP99()), Numbers.human(row.longestCallFullMillis()),
                    Numbers.count(row.missing()), Numbers.count(row.calls()), Numbers.count(row.missingFull()),
                    row.missing() == 0 ? "nothing lost" : row.saidSo() ? "yes: " + row.telling() : "**no**",
                    row.resumed() ? Numbers.human(Math.max(0, row.resumedAfterMillis())) : "**did not resume**",
                    row.deepestQueue() < 0 ? "no queue" : Numbers.count(row.deepestQueue()) + " of " + Numbers.count(row.queueCapacity()),
                    Numbers.count(row.discarded())));
        }
    }
}
