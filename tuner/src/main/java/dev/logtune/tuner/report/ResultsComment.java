package dev.logtune.tuner.report;

import dev.logtune.lab.run.Workload;
import dev.logtune.support.format.Numbers;
import dev.logtune.lab.reading.AuditedRate;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.CrashRecord;
import dev.logtune.lab.results.JmhTrial;
import dev.logtune.lab.reading.Blocks;
import dev.logtune.lab.reading.OpenLoopPoint;
import dev.logtune.lab.reading.SignedRank;
import dev.logtune.lab.reading.Standing;
import dev.logtune.lab.audit.Verdict;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The findings of a results file, sized for a pull-request comment: who leads capacity, who is level (paired) at the highest
 * rate held, who loses events, and whose last ERROR a crash takes; and where the charts are. A pull-request comment
 * resolves a relative link against the pull request's own address, so the page is named by its path, not linked.
 */
public final class ResultsComment {
    private ResultsComment() {
    }

    /** @param page where the charts' page is, as a path in the repository or the build's artifacts */
    public static String of(BenchResults results, String page) {
        StringBuilder md = new StringBuilder("**logtune results** (").append(results.machine().cores()).append(" cores, JDK ")
                .append(results.machine().jdk()).append(")\n\n");
        capacity(md, results);
        response(md, results);
        loss(md, results);
        crashes(md, results);
        return md.append("\nAll charts: `").append(page).append("` (one page that opens from disk, no network)\n").toString();
    }

    private static void capacity(StringBuilder md, BenchResults results) {
        List<JmhTrial> thrpt = results.trials().stream().filter(t -> t.isThroughput() && t.message().equals("order")
                && t.valid() && (t.audit() == null || t.audit().verdict() == Verdict.COMPLETE)
                && !isReference(t.setup())).toList();
        if (thrpt.isEmpty()) {
            return;
        }
        int most = thrpt.stream().mapToInt(JmhTrial::threads).max().orElseThrow();
        String top = thrpt.stream().filter(t -> t.threads() == most)
                .sorted(Comparator.comparingDouble((JmhTrial t) -> AuditedRate.bounded(results, t)).reversed()).limit(3)
                .map(t -> "`" + t.setup() + "` " + Numbers.human(AuditedRate.bounded(results, t)))
                .collect(Collectors.joining(", "));
        md.append("- **Capacity at ").append(most).append(" threads** (events/s, none lost): ").append(top).append('\n');
    }

    private static void response(StringBuilder md, BenchResults results) {
        List<OpenLoopPoint> steady = OpenLoopPoint.group(results.rates()).stream().filter(p -> p.scenario().equals("steady")).toList();
        for (int threads : new TreeSet<>(steady.stream().map(OpenLoopPoint::threads).toList())) {
            List<OpenLoopPoint> held = steady.stream().filter(p -> p.threads() == threads && p.held() && p.p99() != null
                    && p.lost() == 0 && p.dropShare() == 0 && !isReference(p.setup())).toList();
            double highest = held.stream().mapToDouble(OpenLoopPoint::rate).max().orElse(0);
            List<OpenLoopPoint> atTop = held.stream().filter(p -> p.rate() == highest)
                    .sorted(Comparator.comparingDouble(p -> p.p99().median())).toList();
            if (atTop.isEmpty()) {
                continue;
            }
            OpenLoopPoint best = atTop.get(0);
            md.append(String.format(Locale.ROOT, "- **Response at %s/s over %d threads**, the highest rate any setup held with"
                            + " nothing lost: %s p99 %s us", Numbers.human(highest), threads, "`" + best.setup() + "`",
                    Numbers.human(best.p99().median())))
                    .append(level(results, best, atTop))
                    .append(String.format(Locale.ROOT, " (%d of %d setups held it)", atTop.size(),
                            steady.stream().filter(p -> p.threads() == threads && p.rate() == highest && !isReference(p.setup())).count()))
                    .append('\n');
        }
    }

    /**
     * Level only where the two were paired in the same blocks and their ratio lies within the working margin; single
     * runs of different setups are never called level.
     */
    private static String level(BenchResults results, OpenLoopPoint best, List<OpenLoopPoint> atTop) {
        Optional<Blocks> blocks = Blocks.widest(results.rates(), best.rate(), best.threads(), List.of(best.setup()))
                .filter(b -> b.blocks(best.setup()) >= SignedRank.MIN_PAIRS);
        if (blocks.isEmpty()) {
            return atTop.size() > 1 ? "; the others' single runs are not ranked against it" : "";
        }
        List<String> level = atTop.stream().skip(1).map(p -> blocks.get().compare(p.setup(), best.setup(), Blocks.WORKING_MARGIN, false))
                .filter(r -> r != null && r.standing() == Standing.LEVEL).map(r -> "`" + r.setup() + "`").toList();
        return String.format(Locale.ROOT, "; level with it within %s in %d interleaved blocks: %s", String.valueOf(Blocks.WORKING_MARGIN).replaceAll("\\.0$", "") + "x",
                blocks.get().blocks(), level.isEmpty() ? "none" : String.join(", ", level));
    }

    private static void loss(StringBuilder md, BenchResults results) {
        String lossy = results.rates().stream().filter(r -> r.ofWorkload(Workload.ORDERS) && r.lost() > 0 && !r.isControl() && r.diskFull() == null).map(r -> r.setup()).distinct()
                .map(s -> "`" + s + "`").collect(Collectors.joining(", "));
        String dropping = results.rates().stream().filter(r -> r.ofWorkload(Workload.ORDERS) && r.discarded() > 0 && !r.isControl()).map(r -> r.setup()).distinct()
                .map(s -> "`" + s + "`").collect(Collectors.joining(", "));
        if (!lossy.isEmpty()) {
            md.append("- **Lost events no policy accounts for**: ").append(lossy).append('\n');
        }
        if (!dropping.isEmpty()) {
            md.append("- **Dropped events by their configured policy** at some rate: ").append(dropping).append('\n');
        }
    }

    private static void crashes(StringBuilder md, BenchResults results) {
        // Logging off writes no ERROR to lose: the floors are not setups a crash can fault.
        List<CrashRecord> logging = results.crashes().stream().filter(c -> !isReference(c.setup())).toList();
        List<CrashRecord> lost = logging.stream().filter(c -> (c.note() == null || !c.note().startsWith(CrashRecord.FAILED))
                && !c.lastOnDisk()).toList();
        if (!logging.isEmpty()) {
            md.append(String.format(Locale.ROOT, "- **A crash** (JVM halted, no hooks) lost the last ERROR in %d of %d setups%s%n",
                    lost.size(), logging.size(), lost.isEmpty() ? "" : ": " + lost.stream().map(c -> "`" + c.setup() + "`")
                            .collect(Collectors.joining(", "))));
        }
    }

    /** Logging off and the raw-write ceiling: references to read setups against, never ranked among them. */
    private static boolean isReference(String setup) {
        return SetupTags.of(setup).family() == SetupTags.Family.REFERENCE;
    }
}
