package dev.logtune.tuner.recommend;

import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.lab.reading.PairedRatio;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.MachineInfo;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.advice.BetweenPoints;
import dev.logtune.tuner.advice.Candidate;
import dev.logtune.tuner.advice.Comparison;
import dev.logtune.tuner.advice.DataSource;
import dev.logtune.tuner.advice.DiskFullFacts;
import dev.logtune.tuner.advice.Explanation;
import dev.logtune.tuner.advice.HistoryHint;
import dev.logtune.tuner.advice.LogLess;
import dev.logtune.tuner.advice.ReaderPauseFacts;
import dev.logtune.tuner.advice.Recommendation;
import dev.logtune.tuner.advice.Recommender;
import dev.logtune.tuner.advice.StallFacts;
import dev.logtune.tuner.advice.VirtualThreadFacts;
import dev.logtune.tuner.advice.Target;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * recommend's first screen: the pick and the file to write, the figures that decide it against each framework's
 * defaults and logging off, what a crash and a stall do, and the next command. The full report ({@code --details},
 * Markdown, JSON) holds every table behind it.
 */
final class RecommendSummary {
    private static final String INDENT = "  ";
    private static final Duration STALL = Duration.ofSeconds(2);

    private RecommendSummary() {
    }

    /**
     * @param nextCommand the command that writes the answer; null where none would
     * @param data the results the answer came from, for what the pick did in a stall, a full disk or a reader's pause
     */
    static String text(RecommendOutput output, String nextCommand, DataSource source) {
        BenchResults data = source.results();
        Recommendation answer = output.recommendation();
        List<String> lines = new ArrayList<>();
        lines.add("logtune recommend: " + answer.targetText());
        lines.add("Data: " + answer.data());
        if (output.versions() != null) {
            lines.add("Versions: " + output.versions());
        }
        if (answer.dataWarning() != null) {
            lines.add("Warning: " + answer.dataWarning());
        }
        lines.add("");
        if (answer.undecided()) {
            undecided(lines, answer, output, nextCommand);
        } else if (!answer.found()) {
            notFound(lines, answer);
        } else {
            found(lines, answer, output, nextCommand, source);
        }
        if (!output.measured().isEmpty()) {
            lines.add("");
            lines.add("The race on this machine is under --details; chosen by measurement: " + (output.measuredChoice() == null
                    ? "none of the shortlist held the rate without loss here" : output.measuredChoice()));
        }
        lines.add(more(answer));
        return String.join("\n", lines) + "\n";
    }

    /** Where the point's session ran on another machine than the data's own: which, since its absolute figures are its. */
    private static String otherMachine(BenchResults data, Comparison comparison) {
        if (data == null || comparison == null || comparison.session() == null) {
            return "";
        }
        MachineInfo machine = data.machineOf(comparison.session());
        return machine.sameHardwareAs(data.machine()) ? "" : "; on " + machine.cores() + " cores (" + machine.cpuModel() + ")";
    }

    private static void found(List<String> lines, Recommendation answer, RecommendOutput output, String nextCommand,
                              DataSource source) {
        BenchResults data = source.results();
        Candidate chosen = answer.chosen();
        Comparison comparison = answer.comparison();
        lines.add((answer.extrapolated() ? "Extrapolated, not measured: " : "Recommended: ") + chosen.setup() + " ("
                + chosen.framework() + ")");
        lines.add(INDENT + chosen.description());
        if (answer.extrapolated()) {
            lines.add(INDENT + "Beyond the data: the figures are the nearest measured point (" + chosen.rate().nearness()
                    + "), not your target; --measure measures it here");
        }
        lines.add("");
        lines.add(String.format(Locale.ROOT, "Measured %s%s%s:", chosen.rate().nearness().replaceFirst("^measured ", ""),
                comparison == null || comparison.blocks() == 0 || chosen.setup().equals(comparison.subject()) == false ? ""
                        : "; " + comparison.blocks() + " paired blocks, margin " + Explanation.margin(comparison.margin()),
                otherMachine(data, comparison)));
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"response p99", Durations.micros(chosen.p99().median()) + " (95% interval "
                + Durations.microsRange(chosen.p99().low(), chosen.p99().high()) + "), p99.9 " + Durations.micros(chosen.p999Micros())});
        for (Framework framework : frameworks(answer.target())) {
            rows.add(new String[] {framework.displayName() + "'s defaults", defaults(answer, framework)});
        }
        rows.add(new String[] {"logging off", loggingOff(chosen, comparison)});
        double busy = 100 * answer.rate() / chosen.capacity().eventsPerSecond();
        rows.add(new String[] {"capacity", String.format(Locale.ROOT, "%s events/s planned on: your rate keeps it %s busy",
                Numbers.human(chosen.capacity().eventsPerSecond()), busy < 1 ? "under 1%" : String.format(Locale.ROOT, "%.0f%%", busy))});
        if (answer.level().size() > 1) {
            rows.add(new String[] {"level with", answer.level().stream().skip(1).map(Candidate::setup).collect(Collectors.joining(", "))
                    + " (within " + Explanation.margin(comparison.margin()) + " either way in the same blocks)"});
        }
        int width = rows.stream().mapToInt(r -> r[0].length()).max().orElse(0);
        rows.forEach(r -> lines.add(INDENT + r[0] + " ".repeat(width - r[0].length() + 2) + r[1]));
        // A virtual-thread answer stands on its one measured point; the neighbours named here would be platform ones.
        if (!answer.target().virtualThreads()) {
            BetweenPoints.of(answer, source).ifPresent(between -> lines.add("Between points: " + between));
        }
        lines.add("Why: " + shortWhy(answer));
        if (chosen.dropped()) {
            lines.add(String.format(Locale.ROOT, "Dropped: %.1f%% of events at that point, by its configured policy", 100 * chosen.dropShare()));
        }
        lines.add("On a crash (kill -9, the OOM killer: no shutdown hooks run): " + chosen.unflushedText());
        lines.add("On a disk stall: " + StallFacts.of(chosen.setup(), data).orElse("not measured for this setup")
                + (answer.target().stall() == null ? stallHint(answer.target(), source) : ""));
        DiskFullFacts.of(chosen.setup(), data).ifPresent(full -> lines.add("On a full disk: " + full.sentence()));
        if (answer.target().virtualThreads()) {
            VirtualThreadFacts.of(chosen.setup(), data).ifPresent(facts -> lines.add("On virtual threads " + facts.figures()));
        }
        if (answer.target().destination() == dev.logtune.configs.model.Destination.STDOUT) {
            ReaderPauseFacts.of(chosen.setup(), data).ifPresent(pause -> lines.add("On standard output: " + pause));
        }
        chosen.tuning().forEach(t -> lines.add(INDENT + "- tuned: " + t));
        history(lines, answer, output);
        lines.add("");
        if (!output.emitted().isEmpty()) {
            lines.add("Written: " + String.join(", ", output.emitted()));
            output.needs().forEach(need -> {
                lines.add(INDENT + "- needs: " + need.what());
                need.snippets().forEach(snippet -> lines.add(INDENT + INDENT + snippet));
            });
            Target target = answer.target();
            lines.add(String.format(Locale.ROOT, "Next: tuner verify --config %s --rate %.0f --threads %d   (hold it to the rate on"
                    + " this machine)", output.emitted().get(0), target.rate(), target.threads()));
        } else if (nextCommand != null) {
            lines.add("Next: " + nextCommand);
        }
    }

    /**
     * History: with --history the plan's arithmetic and, where it logs less, the reduced setup and what it measured;
     * without, how long the budget keeps the pick's lines at the rate, and the option that plans a reduction.
     */
    private static void history(List<String> lines, Recommendation answer, RecommendOutput output) {
        LogLess less = output.logLess();
        if (less == null) {
            HistoryHint.of(answer.target(), answer.chosen().tuned()).ifPresent(hint -> lines.add("History: " + hint));
            return;
        }
        lines.add("History: " + less.plan().arithmetic());
        EmittedHeader.onProfile(less).forEach(line -> lines.add(INDENT + line));
        less.unbounded().ifPresent(why -> lines.add(INDENT + why));
        if (less.written() == null) {
            return;
        }
        lines.add("Logs less: " + less.measured().id() + " (" + less.mean().words() + "), sized to the plan: "
                + less.keeps().replaceFirst("^Logs less[^:]*: ", ""));
        if (less.figures() != null) {
            lines.add(INDENT + "measured on the service-shaped workload: " + less.figures().p99Line());
            less.figures().levelOffLine().ifPresent(line -> lines.add(INDENT + "and " + line));
            lines.add(INDENT + "it " + less.figures().keptLine());
        } else {
            lines.add(INDENT + "not measured on the service-shaped workload in these results");
        }
        if (!less.loses().isEmpty()) {
            lines.add(INDENT + "what it loses that the site sampler keeps: " + less.loses());
        }
    }

    /** The option that picks a setup absorbing a stall, offered only where it leads to an answer. */
    private static String stallHint(Target target, DataSource source) {
        Target stalled = target.stalling(STALL);
        Recommender recommender = new Recommender(source);
        if (!recommender.recommend(stalled).ranked().isEmpty()) {
            return "; --stall 2s picks a queue that absorbs one";
        }
        if (target.rolls() && !recommender.recommend(stalled.plain()).ranked().isEmpty()) {
            return "; no rolling setup was measured through one: --stall 2s --plain-file picks a queue that absorbs one,"
                    + " in one plain file the host rotates";
        }
        return "";
    }

    /** Against a framework's defaults in the same blocks: "it is them", or the pick's p99 as a share of theirs. */
    private static String defaults(Recommendation answer, Framework framework) {
        String id = answer.target().defaults(framework).id();
        Candidate chosen = answer.chosen();
        if (id.equals(chosen.setup())) {
            return id + ": the pick is these defaults";
        }
        Optional<Candidate> them = answer.ranked().stream().filter(c -> c.setup().equals(id)).findFirst();
        String theirs = them.map(c -> id + " p99 " + Durations.micros(c.p99Micros())).orElse(id);
        PairedRatio ratio = answer.comparison() == null ? null : answer.comparison().against(id);
        if (ratio == null) {
            // Screened but not raced: the race takes only the setups within 3x of the best in the screen's blocks. A
            // ratio of medians from other blocks would compare two states of the machine, so none is given.
            return them.filter(c -> c.p99() != null)
                    .map(c -> String.format(Locale.ROOT, "%s over its %d screening runs, not raced beside the pick (the race"
                            + " takes the setups within 3x of the best when screened), so no paired figure", theirs, c.p99().runs()))
                    .orElse(theirs + ": not raced in the same blocks, so not compared");
        }
        return String.format(Locale.ROOT, "%s; the pick's p99 is %s theirs (%s-%s), %s", theirs, PairedRatio.times(ratio.ratio()),
                PairedRatio.times(ratio.low()), PairedRatio.times(ratio.high()), ratio.standing().words());
    }

    private static String loggingOff(Candidate chosen, Comparison comparison) {
        double control = chosen.rate().controlP99Micros();
        PairedRatio ratio = comparison == null || !chosen.setup().equals(comparison.subject()) ? null : comparison.control();
        String measured = Double.isNaN(control) ? "not measured beside it" : "p99 " + Durations.micros(control);
        return ratio == null ? measured : String.format(Locale.ROOT, "%s; the pick's p99 is %s that (%s-%s) in the same blocks",
                measured, PairedRatio.times(ratio.ratio()), PairedRatio.times(ratio.low()), PairedRatio.times(ratio.high()));
    }

    /** The why without the session's details, which --details gives. */
    private static String shortWhy(Recommendation answer) {
        String why = answer.why();
        Comparison comparison = answer.comparison();
        if (comparison != null) {
            why = why.replace(" (" + comparison.point() + ")", "");
        }
        int cut = why.indexOf("; ");
        return cut < 0 ? why : why.substring(0, cut);
    }

    private static void undecided(List<String> lines, Recommendation answer, RecommendOutput output, String nextCommand) {
        Comparison comparison = answer.comparison();
        List<String> setups = comparison.contenders().isEmpty() ? comparison.screened() : comparison.contenders();
        if (setups.size() == 1) {
            lines.add("Undecided: the data cannot yet say whether " + setups.get(0) + " is not worse than the defaults");
        } else {
            lines.add("Undecided: the data cannot yet say which setup");
            lines.add(INDENT + "between " + (setups.size() <= 6 ? String.join(", ", setups)
                    : String.join(", ", setups.subList(0, 6)) + " and " + (setups.size() - 6) + " more"));
        }
        lines.add("Why: " + shortWhy(answer));
        lines.add("");
        if (output.measured().isEmpty() && nextCommand != null) {
            lines.add("Next: decide it on this machine: " + nextCommand.replaceFirst(" --emit \\S+$", "") + " --measure");
        }
    }

    private static void notFound(List<String> lines, Recommendation answer) {
        lines.add("No setup meets this target");
        lines.add("Best achievable: " + answer.bestAchievable());
        lines.add("What would help:");
        answer.helps().forEach(help -> lines.add(INDENT + "- " + help));
        lines.add("");
    }

    private static String more(Recommendation answer) {
        List<String> what = new ArrayList<>();
        if (answer.comparison() != null && !answer.comparison().ratios().isEmpty()) {
            what.add("every paired comparison");
        }
        if (!answer.runnersUp().isEmpty() || answer.ranked().size() > 1) {
            what.add("the runners-up");
        }
        if (!answer.excluded().isEmpty()) {
            what.add("the " + answer.excluded().size() + " setups excluded and why");
        }
        return "More: --details" + (what.isEmpty() ? "" : " (" + String.join(", ", what) + ")")
                + "; --format markdown|json hold everything";
    }

    private static List<Framework> frameworks(Target target) {
        return target.framework() != null ? List.of(target.framework()) : List.of(Framework.values());
    }
}
