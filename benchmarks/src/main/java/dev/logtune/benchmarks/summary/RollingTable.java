package dev.logtune.benchmarks.summary;

import dev.logtune.support.format.Numbers;
import dev.logtune.lab.reading.Blocks;
import dev.logtune.lab.reading.PairedRatio;
import dev.logtune.lab.reading.SignedRank;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.results.RunCost;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.RollingFileSink;
import dev.logtune.configs.model.SetupSpec;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * Rolling against plain: each rolling twin beside the plain file setup it was made from, in the same session's
 * interleaved blocks, by the ratio of their p99 within each block; with the rolls each run held, the CPU the JVM used
 * (compression shows here) and what was lost.
 */
final class RollingTable {
    private RollingTable() {
    }

    static void append(StringBuilder md, List<RateRecord> rates) {
        StringBuilder rows = new StringBuilder();
        List<Blocks> sessions = Blocks.group(rates).stream()
                .sorted(java.util.Comparator.comparingDouble(Blocks::rate).reversed().thenComparingInt(Blocks::threads)).toList();
        for (Blocks session : sessions) {
            // In the matrix's order: each framework's setups together, its default first.
            for (SetupSpec setup : Matrix.all()) {
                Optional<SetupSpec> plain = Matrix.plainOf(setup);
                if (plain.isEmpty() || !session.has(setup.id()) || !session.has(plain.get().id())) {
                    continue;
                }
                row(rows, session, setup, plain.get());
            }
        }
        if (rows.isEmpty()) {
            return;
        }
        md.append("\n## Rolling against plain\n\n");
        md.append("Each rolling setup beside the plain file setup it rolls, raced in the same interleaved blocks: the ratio is"
                + " the median of their p99 ratios block by block, with its 95% interval (under 1: the rolling file was faster)."
                + " Rolls: files the run left, less the active one (warm-up included). Longest call: the slowest single call of the run,"
                + " median of the runs (a roll holds every writer for its close, rename and open). CPU: the measuring JVM's cores over the"
                + " window, median of the runs (compression runs on the JVM's own threads).\n\n");
        md.append("| point | rolling setup | rolls at | p99 us, rolling | p99 us, plain | ratio (95% interval) | blocks | rolls a run"
                + " | longest call ms, rolling / plain | CPU cores, rolling / plain | held | lost |\n");
        md.append("|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        md.append(rows);
    }

    private static void row(StringBuilder md, Blocks session, SetupSpec rolling, SetupSpec plain) {
        List<RateRecord> mine = session.runs(rolling.id());
        List<RateRecord> theirs = session.runs(plain.id());
        PairedRatio ratio = session.blocks(rolling.id()) >= SignedRank.MIN_PAIRS
                ? session.compare(rolling.id(), plain.id(), Blocks.WORKING_MARGIN, false) : null;
        String size = rolling.sink() instanceof RollingFileSink sink ? sink.rolling().describe() : "";
        md.append(String.format(Locale.ROOT, "| %s/s x%d | `%s` (of `%s`) | %s | %s | %s | %s | %d | %s | %s / %s | %s / %s | %d of %d | %s |%n",
                Numbers.human(session.rate()), session.threads(), rolling.id(), plain.id(), size,
                Numbers.human(median(mine, r -> r.response().p99())), Numbers.human(median(theirs, r -> r.response().p99())),
                ratio == null ? "too few blocks" : ratio.describe(), session.blocks(rolling.id()),
                String.format(Locale.ROOT, "%.0f", median(mine, r -> cost(r).map(c -> (double) Math.max(0, c.logFiles() - 1)).orElse(Double.NaN))),
                Numbers.human(median(mine, RateRecord::maxBlockedMillis)), Numbers.human(median(theirs, RateRecord::maxBlockedMillis)),
                cores(mine), cores(theirs), mine.stream().filter(RateRecord::held).count(), mine.size(),
                Numbers.count(mine.stream().mapToLong(RateRecord::lost).sum())));
    }

    private static String cores(List<RateRecord> runs) {
        double median = median(runs, r -> cost(r).map(RunCost::cpuCores).orElse(Double.NaN));
        return Double.isNaN(median) ? "not recorded" : String.format(Locale.ROOT, "%.2f", median);
    }

    private static Optional<RunCost> cost(RateRecord record) {
        return Optional.ofNullable(record.evidence()).map(e -> e.cost()).filter(Objects::nonNull);
    }

    private static double median(List<RateRecord> runs, ToDoubleFunction<RateRecord> field) {
        double[] values = runs.stream().filter(r -> r.response() != null).mapToDouble(field).filter(v -> !Double.isNaN(v))
                .sorted().toArray();
        return values.length == 0 ? Double.NaN : SignedRank.median(values);
    }
}
