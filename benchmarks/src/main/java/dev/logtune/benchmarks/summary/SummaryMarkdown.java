package dev.logtune.benchmarks.summary;

import dev.logtune.lab.reading.AuditedRate;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.HarnessLabels;
import dev.logtune.lab.results.JmhTrial;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.MachineInfo;
import dev.logtune.lab.results.RunSettings;
import dev.logtune.lab.results.TrialAudit;
import dev.logtune.lab.audit.LossAudit;
import dev.logtune.benchmarks.audit.MissingEvents;
import dev.logtune.lab.audit.Verdict;
import dev.logtune.support.format.Numbers;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.SetupSpec;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** The Markdown summary of a results file: events/s, p99, bytes per event and loss, setup by setup. */
public final class SummaryMarkdown {
    private SummaryMarkdown() {
    }

    public static String render(BenchResults results) {
        List<JmhTrial> trials = results.trials();
        StringBuilder md = new StringBuilder();
        header(md, results);
        List<String> setups = setupOrder(trials);
        Set<Integer> threads = new TreeSet<>();
        trials.stream().filter(t -> t.message().equals("order")).forEach(t -> threads.add(t.threads()));

        List<JmhTrial> order = trials.stream().filter(t -> t.message().equals("order")).toList();
        // An open-loop run or a sample-mode run has no throughput to tabulate; its sections are left out, not empty.
        if (order.stream().anyMatch(t -> !t.isSample())) {
            throughput(md, results, setups, threads, order);
        }
        if (order.stream().anyMatch(JmhTrial::isSample)) {
            section(md, "Per-call latency p99 (us), by threads", "Sample mode: the time one logging call takes, in microseconds.");
            table(md, setups, threads, order, "sample", trial -> latencyCell(trial, "99.0"));
            section(md, "Per-call latency p99.9 (us), by threads", "");
            table(md, setups, threads, order, "sample", trial -> latencyCell(trial, "99.9"));
            section(md, "Per-call latency p99.99 (us), by threads", "");
            table(md, setups, threads, order, "sample", trial -> latencyCell(trial, "99.99"));
        }

        if (!trials.isEmpty()) {
            allocation(md, setups, order);
            exceptions(md, results, trials);
            loss(md, trials, results.audits());
        }
        OpenLoopTables.rates(md, results.rates());
        ServiceTable.append(md, results.rates());
        OpenLoopTables.holding(md, results.rates());
        OpenLoopTables.recovery(md, results.rates());
        RollingTable.append(md, results.rates());
        DiskFullTable.append(md, results.rates());
        ThreadKindsTable.append(md, results);
        CrashTable.append(md, results.crashes());
        if (!results.failures().isEmpty()) {
            section(md, "Failed trials", "");
            results.failures().forEach(f -> md.append("- ").append(f).append('\n'));
        }
        return md.toString();
    }

    /**
     * The profiles of a merged run in a few words: "reference-1 + reference-3 + reference-5+custom + ..." (one a run,
     * dozens in a reference) reads "reference profile, parts 1, 3 and 5, and 1 narrowed run".
     */
    private static final Pattern PART = Pattern.compile("(.+)-(\\d+)");

    static String profiles(String merged) {
        Set<String> named = new TreeSet<>();
        SortedSet<Integer> parts = new TreeSet<>();
        int narrowed = 0;
        for (String profile : merged.split(" \\+ ")) {
            String name = profile.strip();
            if (name.endsWith("+custom")) {
                narrowed++;
                name = name.substring(0, name.length() - "+custom".length());
            }
            Matcher part = PART.matcher(name);
            if (part.matches()) {
                named.add(part.group(1));
                parts.add(Integer.parseInt(part.group(2)));
            } else {
                named.add(name);
            }
        }
        StringBuilder words = new StringBuilder(String.join(" + ", named)).append(" profile");
        if (!parts.isEmpty()) {
            List<String> numbers = parts.stream().map(String::valueOf).toList();
            words.append(parts.size() == 1 ? ", part " : ", parts ").append(numbers.size() == 1 ? numbers.get(0)
                    : String.join(", ", numbers.subList(0, numbers.size() - 1)) + " and " + numbers.get(numbers.size() - 1));
        }
        if (narrowed > 0) {
            words.append(parts.isEmpty() ? ", " : ", and ").append(narrowed).append(narrowed == 1 ? " narrowed run" : " narrowed runs");
        }
        return words.toString();
    }

    private static void header(StringBuilder md, BenchResults results) {
        MachineInfo machine = results.machine();
        RunSettings settings = results.settings();
        md.append("# logtune results").append(settings == null ? "" : ": " + profiles(settings.profile())).append("\n\n");
        if (results.partial()) {
            md.append("**Partial: this run was cut off before it finished (or is still running). `tuner bench --resume DIR`"
                    + " continues it; recommend does not read it as a machine's answer.**\n\n");
        }
        md.append("- Machine: ").append(machine.summary()).append('\n');
        md.append("- Frameworks: Logback ").append(machine.frameworks().get("logback"))
                .append(", Log4j2 ").append(machine.frameworks().get("log4j2"))
                .append(", LMAX Disruptor ").append(machine.frameworks().get("disruptor"))
                .append(", SLF4J ").append(machine.frameworks().get("slf4j")).append('\n');
        md.append("- Measured: ").append(minutes(results.started())).append(" to ").append(minutes(results.finished()))
                .append(" UTC\n");
        if (settings != null) {
            md.append("- Command: `").append(settings.command()).append("`\n");
            md.append("- JMH: ").append(settings.describe()).append("; fork JVM flags ")
                    .append(String.join(" ", settings.jvmArgs())).append(" plus each setup's own\n");
        }
        md.append("- Event: INFO, four parameters, about 240 bytes a line with the standard pattern; ")
                .append("log files deleted after each trial\n");
    }

    /** "2026-11-21T10:08:36.495Z" as "2026-11-21 10:08". */
    private static String minutes(String instant) {
        return instant == null || instant.length() < 16 ? String.valueOf(instant) : instant.substring(0, 16).replace('T', ' ');
    }

    static void section(StringBuilder md, String title, String text) {
        md.append("\n## ").append(title).append("\n\n");
        if (!text.isEmpty()) {
            md.append(text).append("\n\n");
        }
    }

    private static void table(StringBuilder md, List<String> setups, Set<Integer> threads, List<JmhTrial> trials,
                              String mode, Function<JmhTrial, String> cell) {
        md.append("| setup |");
        threads.forEach(t -> md.append(' ').append(t).append(" |"));
        md.append("\n|---|");
        threads.forEach(t -> md.append("---:|"));
        md.append('\n');
        for (String setup : setups) {
            if (trials.stream().noneMatch(t -> t.setup().equals(setup) && t.mode().equals(mode))) {
                continue;
            }
            md.append("| ").append(label(setup)).append(" |");
            for (int count : threads) {
                Optional<JmhTrial> trial = find(trials, setup, count, mode);
                md.append(' ').append(trial.map(cell).orElse("")).append(" |");
            }
            md.append('\n');
        }
    }

    private static String throughputCell(BenchResults results, JmhTrial trial) {
        if (!trial.valid()) {
            return invalid(trial.audit());
        }
        String error = Double.isNaN(trial.scoreError()) ? "" : String.format(Locale.ROOT, " \u00b1%.0f%%", 100 * trial.scoreError() / trial.score());
        String cell = Numbers.human(trial.score()) + error;
        if (trial.audit() != null && trial.audit().verdict() == Verdict.DROPPED) {
            cell += " (delivered " + Numbers.human(trial.deliveredPerSecond()) + ")";
        }
        if (AuditedRate.overstated(results, trial)) {
            cell += " (wrote " + Numbers.human(AuditedRate.perSecond(results, trial)) + "/s)";
        }
        return cell;
    }

    private static String ratioCell(BenchResults results, JmhTrial trial, List<JmhTrial> all) {
        if (!trial.valid()) {
            return invalid(trial.audit());
        }
        return find(all, HarnessLabels.CEILING, trial.threads(), "thrpt")
                .filter(c -> c.valid() && c.score() > 0)
                .map(c -> String.format(Locale.ROOT, "%.2f", AuditedRate.bounded(results, trial) / AuditedRate.bounded(results, c)))
                .orElse("");
    }

    private static String latencyCell(JmhTrial trial, String percentile) {
        if (!trial.valid()) {
            return invalid(trial.audit());
        }
        return Numbers.human(trial.percentile(percentile));
    }

    private static String invalid(LossAudit audit) {
        return audit.verdict() == Verdict.OVERCOUNT ? "AUDIT BROKEN" : "LOSSY (" + Numbers.count(audit.lost()) + " lost)";
    }

    private static void allocation(StringBuilder md, List<String> setups, List<JmhTrial> trials) {
        TreeSet<Integer> threads = new TreeSet<>();
        trials.stream().filter(JmhTrial::isThroughput).forEach(t -> threads.add(t.threads()));
        if (threads.isEmpty()) {
            return;
        }
        section(md, "Bytes allocated per event", "JMH's GC profiler (gc.alloc.rate.norm), throughput trials.");
        // The fewest and the most threads measured; one column when they are the same.
        List<Integer> columns = threads.first().equals(threads.last()) ? List.of(threads.first()) : List.of(threads.first(), threads.last());
        md.append("| setup |");
        columns.forEach(c -> md.append(' ').append(c).append(c == 1 ? " thread |" : " threads |"));
        md.append("\n|---|");
        columns.forEach(c -> md.append("---:|"));
        md.append('\n');
        for (String setup : setups) {
            List<Optional<JmhTrial>> cells = columns.stream().map(c -> find(trials, setup, c, "thrpt")).toList();
            if (cells.stream().allMatch(Optional::isEmpty)) {
                continue;
            }
            md.append("| ").append(label(setup)).append(" |");
            cells.forEach(cell -> md.append(' ').append(cell.map(t -> Numbers.human(t.allocBytesPerOp())).orElse("")).append(" |"));
            md.append('\n');
        }
    }

    private static void exceptions(StringBuilder md, BenchResults results, List<JmhTrial> trials) {
        List<JmhTrial> exceptions = trials.stream().filter(t -> t.message().equals("exception")).toList();
        if (exceptions.isEmpty()) {
            return;
        }
        section(md, "Events with a stack trace",
                "ERROR with an exception two causes deep and about 30 frames: throughput, events per second.");
        md.append("| setup | threads | events/s | bytes/event | loss |\n|---|---:|---:|---:|---|\n");
        for (JmhTrial trial : exceptions) {
            md.append("| ").append(label(trial.setup())).append(" | ").append(trial.threads()).append(" | ")
                    .append(throughputCell(results, trial)).append(" | ").append(Numbers.human(trial.allocBytesPerOp())).append(" | ")
                    .append(trial.audit() == null ? "" : trial.audit().verdict().name().toLowerCase(Locale.ROOT)).append(" |\n");
        }
    }

    private static void throughput(StringBuilder md, BenchResults results, List<String> setups, Set<Integer> threads,
                                   List<JmhTrial> order) {
        section(md, "Events per second, by threads",
                "Throughput mode: logging calls per second over all threads, JMH's mean with its 99.9% error. "
                        + "A setup that drops by design also shows the events that reached the file; "
                        + "a LOSSY trial lost events no policy accounts for and is not a speed. "
                        + "Where JMH's mean cannot be what happened (kept up through the measured iterations alone it would "
                        + "have written more lines than the forks wrote in all: producers blocked on a full queue start an "
                        + "iteration late and measure a short window), the lines the forks wrote per second of their run "
                        + "and drain follow as \"wrote\"; the tuner plans with that figure.");
        table(md, setups, threads, order, "thrpt", trial -> throughputCell(results, trial));

        section(md, "Share of the raw-write ceiling, by threads",
                "Delivered events/s (the lines written, where JMH's mean cannot be what happened) divided by the "
                        + "ceiling's at the same thread count: pre-formatted lines of the standard pattern gathered under one "
                        + "lock and handed to the file system 256 KB at a time, rewriting a 64 MB region in place so the "
                        + "kernel never throttles it. It is the CPU's side of writing, sustained; the disk's own pace, beyond "
                        + "which no setup keeps up for long, is a property of the machine (see where the results were measured).");
        // A floor writes nothing, so a share of the ceiling would compare calls with lines.
        List<JmhTrial> writing = order.stream().filter(t -> t.audit() == null || t.audit().expected() > 0).toList();
        table(md, setups, threads, writing, "thrpt", trial -> ratioCell(results, trial, order));
    }

    private static void loss(StringBuilder md, List<JmhTrial> trials, List<TrialAudit> forks) {
        section(md, "Loss", "Every fork counts the calls it made and, after draining and stopping the context, the events "
                + "that reached the output; discards are counted by the framework's own policy where one is configured.");
        List<JmhTrial> incomplete = trials.stream()
                .filter(t -> t.audit() != null && t.audit().verdict() != Verdict.COMPLETE).toList();
        long audited = trials.stream().filter(t -> t.audit() != null).count();
        if (incomplete.isEmpty()) {
            md.append("All ").append(audited).append(" audited trials delivered every event they logged.\n");
            return;
        }
        md.append("| setup | message | threads | mode | calls | written | dropped by policy | lost | verdict |\n")
                .append("|---|---|---:|---|---:|---:|---:|---:|---|\n");
        for (JmhTrial trial : incomplete) {
            LossAudit audit = trial.audit();
            md.append("| ").append(label(trial.setup())).append(" | ").append(trial.message()).append(" | ")
                    .append(trial.threads()).append(" | ").append(trial.mode()).append(" | ")
                    .append(Numbers.count(audit.calls())).append(" | ").append(Numbers.count(audit.written())).append(" | ")
                    .append(Numbers.count(audit.discarded())).append(" | ").append(Numbers.count(audit.lost())).append(" | ")
                    .append(audit.verdict()).append(" |\n");
        }
        md.append("\nThe other ").append(audited - incomplete.size()).append(" audited trials delivered every event.\n");
        namedLosses(md, forks);
    }

    /** Where a fork's lost events could be named: their ids say whether they went at the end or mid-run. */
    private static void namedLosses(StringBuilder md, List<TrialAudit> forks) {
        List<TrialAudit> named = forks.stream().filter(f -> !f.missing().isEmpty()).toList();
        if (named.isEmpty()) {
            return;
        }
        md.append("\nLost events by id (the first ").append(MissingEvents.LIMIT).append(" of a fork; each thread's ids "
                + "run without gaps, so an id not in the output is an event the framework took and never wrote):\n\n");
        for (TrialAudit fork : named) {
            md.append("- ").append(label(fork.setup())).append(", ").append(fork.threads()).append(" threads, ")
                    .append(fork.mode()).append(", fork ").append(fork.fork()).append(" of ")
                    .append(Numbers.count(fork.calls())).append(" calls: ")
                    .append(fork.missing().stream().map(MissingEvents::describe).collect(Collectors.joining(", ")))
                    .append("\n");
        }
    }

    private static String latency(Latency latency, Function<Latency, Double> field) {
        return latency == null ? "" : Numbers.human(field.apply(latency));
    }

    private static Optional<JmhTrial> find(List<JmhTrial> trials, String setup, int threads, String mode) {
        return trials.stream().filter(t -> t.setup().equals(setup) && t.threads() == threads && t.mode().equals(mode)).findFirst();
    }

    /** Matrix order, then anything else, with the ceiling first. */
    private static List<String> setupOrder(List<JmhTrial> trials) {
        Set<String> present = new LinkedHashSet<>();
        trials.forEach(t -> present.add(t.setup()));
        List<String> ordered = new ArrayList<>();
        if (present.contains(HarnessLabels.CEILING)) {
            ordered.add(HarnessLabels.CEILING);
        }
        for (SetupSpec spec : Matrix.all()) {
            if (present.contains(spec.id())) {
                ordered.add(spec.id());
            }
        }
        present.stream().filter(s -> !ordered.contains(s)).forEach(ordered::add);
        return ordered;
    }

    static String label(String setup) {
        return setup.equals(HarnessLabels.CEILING) ? "`raw-write` (ceiling)" : "`" + setup + "`";
    }
}
