package dev.logtune.tuner.tune;

import dev.logtune.support.format.Numbers;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.FileSink;
import dev.logtune.configs.model.LogbackAsyncAppender;
import dev.logtune.configs.model.PatternLayout;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.tuner.advice.RatePick;
import dev.logtune.tuner.lint.rules.LintContext;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What the measurements say about a Logback AsyncAppender's queue at the target: the matrix's AsyncAppenders that
 * never drop (discardingThreshold 0, blocking when full) over the default file, each with how many of its runs at the
 * point standing for the target kept up with the schedule. A queue falls behind there when most of its runs did.
 */
final class MeasuredQueues {
    /** One measured queue size at the point. */
    record Measured(String setup, int size, long kept, long runs, String where) {
        boolean fallsBehind() {
            return 2 * kept < runs;
        }

        String said() {
            return String.format(Locale.ROOT, "%s slots kept up in %d of %d runs", Numbers.count(size), kept, runs);
        }
    }

    /** A deeper queue the measurements support, with the evidence in words. */
    record Sizing(int size, String reason) {
    }

    private MeasuredQueues() {
    }

    static List<Measured> at(LintContext figures) {
        return Matrix.all().stream().filter(MeasuredQueues::plainQueue)
                .map(spec -> figures.pick(spec.id()).filter(RatePick::exact).map(pick -> measured(spec, pick)))
                .flatMap(Optional::stream).sorted(Comparator.comparingInt(Measured::size)).toList();
    }

    /**
     * Where a measured queue as deep as {@code current} or deeper fell behind at the target, so {@code current} would
     * too: the smallest measured queue that kept up; empty where the measurements say nothing against {@code current},
     * or where no measured size kept up (then the reason says so through {@link #noneKeptUp}).
     */
    static Optional<Sizing> deeper(int current, List<Measured> measured) {
        List<Measured> behind = measured.stream().filter(m -> m.size() >= current && m.fallsBehind()).toList();
        if (behind.isEmpty()) {
            return Optional.empty();
        }
        return measured.stream().filter(m -> m.size() > current && !m.fallsBehind()).findFirst().map(enough -> {
            // The queues between the current one and the one that kept up are the evidence; larger ones that fell behind
            // too are the point's noise, said by --details of recommend, not here.
            List<Measured> cited = behind.stream().filter(m -> m.size() < enough.size()).toList();
            List<Measured> evidence = cited.isEmpty() ? behind : cited;
            return new Sizing(enough.size(), String.format(Locale.ROOT, "%s the measured AsyncAppenders of %s slots fell behind"
                            + " the schedule (%s), and a queue of %s fares no better; %s", enough.where(),
                    evidence.stream().map(m -> Numbers.count(m.size())).collect(Collectors.joining(" and ")),
                    evidence.stream().map(m -> (m.runs() - m.kept()) + " of " + m.runs() + " runs").collect(Collectors.joining(", ")),
                    Numbers.count(current), enough.said()));
        });
    }

    /** Why {@code current} is kept though it falls behind: no measured size kept up either. */
    static Optional<String> noneKeptUp(int current, List<Measured> measured) {
        if (measured.stream().noneMatch(m -> m.size() >= current && m.fallsBehind())
                || measured.stream().anyMatch(m -> m.size() > current && !m.fallsBehind())) {
            return Optional.empty();
        }
        return Optional.of(measured.get(0).where() + ": no measured AsyncAppender queue kept up in most runs ("
                + measured.stream().map(Measured::said).collect(Collectors.joining("; ")) + "); a deeper queue only delays"
                + " the wait, an async stage that writes faster does not (tuner recommend)");
    }

    /** An AsyncAppender that never drops over the default FileAppender: the matrix's setups that differ only in their queue. */
    private static boolean plainQueue(SetupSpec spec) {
        return spec.async() instanceof LogbackAsyncAppender async && !async.neverBlock()
                && async.discardingThreshold() != null && async.discardingThreshold() == 0
                && spec.sink() instanceof FileSink && spec.writing().immediateFlush()
                && spec.layout() instanceof PatternLayout pattern && pattern.isStandard();
    }

    private static Measured measured(SetupSpec spec, RatePick pick) {
        List<RateRecord> runs = pick.point().runs();
        long kept = runs.stream().filter(RateRecord::held).count();
        return new Measured(spec.id(), spec.async().capacity(), kept, runs.size(), String.format(Locale.ROOT,
                "at %s/s over %d threads", Numbers.human(pick.point().rate()), pick.point().threads()));
    }
}
