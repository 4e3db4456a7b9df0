package dev.logtune.tuner.recommend;

import dev.logtune.support.format.Numbers;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.tuner.advice.Candidate;
import dev.logtune.tuner.advice.Comparison;
import dev.logtune.tuner.advice.DiskFullFacts;
import dev.logtune.tuner.advice.ReaderPauseFacts;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.tuner.advice.Explanation;
import dev.logtune.tuner.advice.Recommendation;
import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.advice.LogLess;
import dev.logtune.tuner.advice.ReductionFigures;
import dev.logtune.tuner.volume.VolumePlan;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What a file recommend writes says about itself, after its first line: the figures it was picked on, what it is level
 * with, what a crash loses, what was measured here, the data, and how to check it. The report says the same at length.
 */
final class EmittedHeader {
    private EmittedHeader() {
    }

    /** "for 38,000 events/s over ...": the rest of the header's first line. */
    static String origin(Recommendation answer) {
        return "for " + answer.targetText();
    }

    /** What a file that logs less says about itself: what it keeps, the plan's arithmetic, and what it measured. */
    static List<String> logLess(Recommendation answer, LogLess less) {
        List<String> lines = new ArrayList<>();
        VolumePlan plan = less.plan();
        lines.add(less.keeps() + ".");
        lines.add("Why: " + plan.arithmetic() + " (" + plan.shares().source() + "; " + less.lines().describe() + ").");
        onProfile(less).forEach(line -> lines.add(line + "."));
        if (!less.loses().isEmpty()) {
            lines.add("What " + less.mean().words() + " loses that the site sampler keeps: " + less.loses() + ".");
        }
        ReductionFigures figures = less.figures();
        if (figures == null) {
            lines.add("Not measured on the service-shaped workload: " + less.measured().id() + " has no runs in these results.");
        } else {
            lines.add("Measured as the matrix setup " + less.measured().id() + " on the service-shaped workload: " + figures.p99Line()
                    + figures.levelOffLine().map(line -> "; " + line).orElse("") + "; it " + figures.keptLine() + ".");
            if (less.measured().reduction().sampler() != null) {
                lines.add(String.format(Locale.ROOT, "The runs' sampler shared %d events/s (%d a site); this file's shares %s"
                                + " (%s a site): the filter's work per call is the same, its writer writes more lines a second.",
                        less.measured().reduction().sampler().totalLimit(), less.measured().reduction().sampler().perSiteLimit(),
                        Numbers.count(plan.infoLimit()), Numbers.count(plan.perSiteLimit())));
            }
        }
        lines.add("Data: " + answer.data() + ".");
        lines.add(String.format(Locale.ROOT, "Check it on your hardware: run tuner verify on this file at %.0f events/s over %d"
                + " threads.", answer.rate(), answer.threads()));
        return lines;
    }

    /** Planned on the service's own logs: the profile named, and what the plan does to its templates or loggers. */
    static List<String> onProfile(LogLess less) {
        List<String> lines = new ArrayList<>();
        if (less.onProfile() == null) {
            return lines;
        }
        String origin = less.onProfile().origin();
        lines.add(Character.toUpperCase(origin.charAt(0)) + origin.substring(1));
        if (less.written() != null && less.written().reduction().sampler() != null) {
            List<String> sampling = less.onProfile().samplingLines();
            if (!sampling.isEmpty()) {
                lines.add("On them " + sampling.get(0));
                sampling.stream().skip(1).forEach(line -> lines.add("  " + line));
            }
        } else if (less.mean() == dev.logtune.configs.model.ReductionMean.LOGGER_LEVELS) {
            lines.add("On them: " + less.onProfile().loggersLine());
        }
        return lines;
    }

    static List<String> lines(Recommendation answer, SetupSpec emitted, List<MeasuredCandidate> measured) {
        return lines(answer, emitted, measured, null);
    }

    /** With {@code data}, the results the answer came from: what the emitted setup does when the disk fills, where measured. */
    static List<String> lines(Recommendation answer, SetupSpec emitted, List<MeasuredCandidate> measured, BenchResults data) {
        Candidate chosen = answer.ranked().stream().filter(c -> c.setup().equals(emitted.id())).findFirst().orElse(answer.chosen());
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "Response p99 %s (%s); capacity planned on %s events/s at %d threads.",
                Explanation.p99(chosen), chosen.rate().nearness(), Numbers.human(chosen.capacity().eventsPerSecond()), answer.threads()));
        Comparison comparison = answer.comparison();
        if (comparison != null && chosen == answer.chosen()) {
            lines.add("Compared by p99 ratio in the same blocks (" + comparison.point() + "), margin "
                    + Explanation.margin(comparison.margin()) + ":");
            comparison.ratios().forEach(r -> lines.add("  over " + r.against() + ": " + r.describe()));
            if (comparison.control() != null) {
                lines.add("  over no logging: " + comparison.control().describe());
            }
        }
        if (answer.level().size() > 1) {
            lines.add("Level within " + Explanation.margin(comparison.margin()) + " with " + answer.level().stream()
                    .map(Candidate::setup).filter(s -> !s.equals(chosen.setup())).collect(Collectors.joining(", ")) + ".");
        }
        lines.add("On a crash (a JVM killed without its shutdown hooks): " + chosen.unflushedText() + ".");
        DiskFullFacts.of(emitted.id(), data).ifPresent(full -> lines.add("On a full disk, " + full.sentence() + "."));
        ReaderPauseFacts.of(emitted.id(), data).ifPresent(pause -> lines.add("On standard output, " + pause + "."));
        if (answer.extrapolated()) {
            lines.add("Your target lies beyond what was measured: this is an extrapolation. Measure it with recommend and its measure option.");
        }
        measured.stream().filter(m -> m.setup().equals(emitted.id()) && m.p99() != null).findFirst().ifPresent(m -> {
            List<String> level = measured.stream().filter(o -> o.level() && !o.setup().equals(m.setup()))
                    .map(MeasuredCandidate::setup).toList();
            lines.add(String.format(Locale.ROOT, "Measured on the machine that wrote this file: median response p99 %s us"
                            + " (95%% interval %s-%s) over %d rounds, p99.9 %s us%s.", Numbers.human(m.p99().median()),
                    Numbers.human(m.p99().low()), Numbers.human(m.p99().high()), m.runs(), Numbers.human(m.p999().median()),
                    level.isEmpty() ? "" : "; level there with " + String.join(", ", level)
                            + ": the runs could not separate them"));
        });
        lines.add("Data: " + answer.data() + ".");
        Target target = answer.target();
        // XML comments may not contain a double hyphen, so the command is described rather than quoted.
        lines.add(String.format(Locale.ROOT, "Check it on your hardware: run tuner verify on this file at %.0f events/s over %d threads%s.",
                answer.rate(), answer.threads(), target.stall() == null ? "" : ", with its stall option at " + target.stall().toMillis() + " ms"));
        return lines;
    }
}
