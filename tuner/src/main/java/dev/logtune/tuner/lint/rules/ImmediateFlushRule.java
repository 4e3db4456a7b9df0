package dev.logtune.tuner.lint.rules;

import dev.logtune.lab.reading.Blocks;
import dev.logtune.lab.reading.Interval;
import dev.logtune.lab.reading.OpenLoopPoint;
import dev.logtune.lab.reading.PairedRatio;
import dev.logtune.lab.reading.Standing;
import dev.logtune.support.format.Numbers;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.Level;
import dev.logtune.tuner.configfile.model.Load;
import dev.logtune.tuner.configfile.model.Reach;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.advice.Capacity;
import dev.logtune.tuner.advice.RatePick;
import dev.logtune.tuner.advice.QuotedSetups;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * immediateFlush left at true on a file appender: a write system call per event, and also what keeps the last events
 * on disk when the JVM is killed. Both are true, so it is a note unless the measurements show the flushing setup
 * really worse at the target (p99 intervals apart from its buffered sibling's, or capacity short of the rate where the
 * buffered one's is not), and never more than a note on an appender only WARN and above reach.
 */
public final class ImmediateFlushRule extends NamedRule {
    private static final Pair LOGBACK_FILES = new Pair(QuotedSetups.LOGBACK_FILE, QuotedSetups.LOGBACK_FILE_BUFFERED);
    private static final Pair LOGBACK_ASYNC = new Pair(QuotedSetups.LOGBACK_ASYNC, QuotedSetups.LOGBACK_ASYNC_BUFFERED);
    private static final Pair LOG4J2_FILES = new Pair(QuotedSetups.LOG4J2_FILE, QuotedSetups.LOG4J2_FILE_BUFFERED);

    public ImmediateFlushRule() {
        super(RuleInfo.knob("immediate-flush", "A file appender flushes after every event (immediateFlush true, the default): slower, but what a crash leaves on disk",
                "buffering trades the events a crash leaves on disk for speed; tune does not make"
                        + " that trade (--max-unflushed sets the crash loss tune holds flushing to)"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        if (context.model().silent()) {
            return findings;
        }
        // a pair is judged once for the file: the measurements say the same for every appender that flushes
        Map<Pair, Judgement> judged = new HashMap<>();
        for (AppenderDef appender : context.model().files()) {
            if (context.framework() == Framework.LOGBACK) {
                logback(context, appender, findings, judged);
            } else {
                log4j2(context, appender, findings, judged);
            }
        }
        return findings;
    }

    private void log4j2(LintContext context, AppenderDef appender, List<Finding> findings, Map<Pair, Judgement> judged) {
        // MemoryMappedFile's immediateFlush (a force() to the device per event) is false unless set.
        boolean memoryMapped = appender.isType("MemoryMappedFile");
        Optional<String> set = appender.settings().get("immediateFlush");
        boolean flushes = set.map(v -> !v.strip().equalsIgnoreCase("false")).orElse(!memoryMapped);
        if (flushes && !silent(context, appender.element())) {
            findings.add(flushing(context, appender.element(), appender.element(), set.isEmpty(), judged));
        }
    }

    private void logback(LintContext context, AppenderDef def, List<Finding> findings, Map<Pair, Judgement> judged) {
        if (def.settings().flag("prudent")) {
            return;
        }
        ConfigElement appender = def.element();
        Optional<String> onAppender = def.settings().get("immediateFlush");
        Optional<ConfigElement> legacy = appender.children("encoder").stream()
                .flatMap(e -> e.children("immediateFlush").stream()).findFirst();
        boolean flushes = onAppender.map(v -> !v.strip().equalsIgnoreCase("false"))
                .orElse(legacy.map(e -> !context.model().resolve(e.text().strip()).equalsIgnoreCase("false")).orElse(true));
        if (legacy.isPresent()) {
            findings.add(context.finding(id(), Severity.WARNING, legacy.get(),
                    "immediateFlush is set inside <encoder>, the legacy place for it.",
                    "Logback 1.2 and later read immediateFlush on the appender; inside the encoder it is a leftover that"
                            + " a reader can mistake for the setting in force.",
                    "Move it to the appender: <immediateFlush>false</immediateFlush> directly under <appender>."));
        }
        if (flushes && !silent(context, appender)) {
            ConfigElement at = onAppender.isPresent() ? appender.child("immediateFlush").orElse(appender) : appender;
            findings.add(flushing(context, appender, at, onAppender.isEmpty() && legacy.isEmpty(), judged));
        }
    }

    // Filters that stop every level the loggers emit (a DEBUG-only LevelFilter under an INFO root): nothing is flushed.
    private static boolean silent(LintContext context, ConfigElement appender) {
        return context.load(appender).map(Load::none).orElse(false);
    }

    /** The finding for an appender that flushes per event: its severity from the measurements, both sides stated. */
    private Finding flushing(LintContext context, ConfigElement appender, ConfigElement at, boolean byDefault,
                             Map<Pair, Judgement> judgements) {
        boolean logback = context.framework() == Framework.LOGBACK;
        Optional<Reach> reach = context.reach(appender);
        // The least level that reaches it, as the wiring or the load knows it: WARN for a ThresholdFilter, ERROR for a
        // Log4j2 AppenderRef level="error".
        Level floor = reach.map(Reach::floor).orElse(Level.TRACE);
        Level traced = context.load(appender).filter(Load::known).map(Load::floor).orElse(Level.TRACE);
        if (traced.compareTo(floor) > 0) {
            floor = traced;
        }
        boolean warnOnly = floor.atLeast(Level.WARN);
        String least = floor.name().toUpperCase(Locale.ROOT);
        boolean queued = reach.map(Reach::queued).orElse(false);
        Pair pair = logback ? (queued && context.pick(LOGBACK_ASYNC.flushing()).isPresent()
                && context.pick(LOGBACK_ASYNC.buffered()).isPresent() ? LOGBACK_ASYNC : LOGBACK_FILES) : LOG4J2_FILES;
        Judgement judged = judgements.computeIfAbsent(pair, p -> judge(context, p));
        // What recommend calls level with its pick at this target (its durability limit included) is no warning here.
        Optional<String> level = context.levelWithPick(context.closest());
        boolean warning = judged.worse() && !warnOnly && level.isEmpty();

        String message = "immediateFlush is true" + (byDefault ? logback ? " (Logback's default)" : " (Log4j2's default)" : "")
                + ": every event is flushed to the OS on its own"
                + (warnOnly ? "; only " + least + " and above reach this appender, and flushing each is what keeps them on disk in a crash."
                : warning ? ", and at your rate the measurements show it slower than buffering."
                : ", slower than buffering but what leaves the last events on disk if the JVM is killed.");

        String cost = logback
                ? "Speed: one write system call per event under the appender's lock" + (queued ? ", here on the AsyncAppender's"
                + " worker thread rather than the callers'" : "") + "; Logback's manual says turning it off can quadruple throughput."
                : "Speed: one write system call per event, on the " + (queued ? "async consumer thread" : "calling thread")
                + (context.model().asyncLoggers().used() ? "; with immediateFlush=\"false\" async loggers flush once per batch instead." : ".");
        String crash = logback
                ? " Crash: flushing per event is what puts the last events, the ERROR that explains the crash among them, on"
                + " disk when the JVM is killed; measured here (log, halt the JVM with no hooks), a FileAppender with"
                + " immediateFlush=false and a 256 KB buffer had nothing on disk, the default had everything."
                : " Crash: flushing per event is what puts the last events, the ERROR that explains the crash among them, on"
                + " disk when the JVM is killed; measured here (log, halt the JVM with no hooks), a File appender with"
                + " immediateFlush=\"false\" kept only its first 8 KB and no ERROR, a RandomAccessFile nothing, the default everything.";
        String why = cost + crash + judged.text() + level.orElse("");

        String buffer = logback
                ? "<immediateFlush>false</immediateFlush> with <bufferSize>256KB</bufferSize>, and " + (context.springBoot()
                ? "Spring Boot's logging shutdown hook" : "<shutdownHook/>") + " so the buffered tail reaches the file at a normal"
                + " exit; a crash then loses up to 256 KB."
                + (queued ? "" : " To keep both, put an AsyncAppender (queueSize 8192, discardingThreshold 0) in front of this"
                + " appender instead: the flush leaves the callers' threads and a crash loses only what is still queued.")
                : "immediateFlush=\"false\"; the tail is flushed when Log4j2 shuts down (its shutdown hook is on by default), and"
                + " a crash loses what is in the buffer."
                + (context.model().asyncLoggers().used() ? "" : " Async loggers with immediateFlush=\"false\" keep most of both:"
                + " they flush at the end of each batch.");
        String fix;
        if (warnOnly) {
            fix = "Keep it: " + (floor == Level.WARN ? "WARN and ERROR are" : least + " events are")
                    + " the events a crash must not lose, and too few to cost much.";
        } else if (warning) {
            fix = buffer;
        } else {
            fix = "Keep it where a crash must leave the last events on disk. Where speed matters more than that: " + buffer
                    + (context.hasTarget() ? "" : " `tuner lint --rate R --threads T` judges it against the measurements.");
        }
        return context.finding(id(), warning ? Severity.WARNING : Severity.NOTE, at, message, why, fix);
    }

    /** A flushing matrix setup and its buffered sibling. */
    private record Pair(String flushing, String buffered) {
    }

    /** Whether the measurements show the flushing setup worse at the target, and the figures that say so either way. */
    private record Judgement(boolean worse, String text) {
    }

    /**
     * Worse when the nearest measured open-loop point separates them (raced in the same blocks, the buffered setup's
     * p99 over the flushing one's lies wholly below 1; or only the buffered one kept up with the schedule), or when the
     * flushing setup's capacity at the target's threads is under rate / 0.85 while the buffered one's is not.
     */
    private static Judgement judge(LintContext context, Pair pair) {
        if (!context.hasTarget()) {
            return new Judgement(false, " Which matters more at your load is measurable: give --rate and --threads.");
        }
        if (context.figures() == null) {
            return new Judgement(false, " No measured results to judge it at your rate.");
        }
        StringBuilder text = new StringBuilder();
        boolean apart = false;
        Optional<RatePick> flushing = context.pick(pair.flushing());
        Optional<RatePick> buffered = context.pick(pair.buffered());
        if (flushing.isPresent() && buffered.isPresent()) {
            OpenLoopPoint f = flushing.get().point();
            OpenLoopPoint b = buffered.get().point();
            String where = Numbers.human(f.rate()) + "/s over " + f.threads() + " threads";
            if (f.threads() != b.threads() || Math.abs(f.rate() - b.rate()) > f.rate() * 0.001) {
                text.append(String.format(Locale.ROOT, " Not compared by p99: %s was measured nearest at %s, %s at %s/s over %d threads.",
                        pair.flushing(), where, pair.buffered(), Numbers.human(b.rate()), b.threads()));
            } else if (b.p99() == null) {
                text.append(String.format(Locale.ROOT, " At %s %s did not keep up with the schedule%s.", where, pair.buffered(),
                        f.p99() == null ? ", nor did " + pair.flushing() : "; " + pair.flushing() + " did, p99 " + interval(f.p99())));
            } else if (f.p99() == null) {
                apart = true;
                text.append(String.format(Locale.ROOT, " Apart at %s: %s did not keep up with the schedule, %s did, p99 %s.",
                        where, pair.flushing(), pair.buffered(), interval(b.p99())));
            } else {
                // Paired in the same blocks, as recommend reads them; single runs of the two are never ranked.
                PairedRatio ratio = Blocks.widest(context.figures().results().rates(), f.rate(), f.threads(),
                        List.of(pair.buffered(), pair.flushing()))
                        .map(blocks -> blocks.compare(pair.buffered(), pair.flushing(), Blocks.WORKING_MARGIN, false)).orElse(null);
                if (ratio == null) {
                    text.append(String.format(Locale.ROOT, " Not compared by p99 at %s: p99 %s for %s vs %s for %s, single runs"
                                    + " not raced in the same blocks.", where, interval(f.p99()), pair.flushing(),
                            interval(b.p99()), pair.buffered()));
                } else {
                    apart = ratio.standing() == Standing.FASTER;
                    text.append(String.format(Locale.ROOT, " Measured at %s in %d interleaved blocks: %s's p99 is %s %s's"
                                    + " (95%% interval %s to %s): %s.", where, ratio.blocks(), pair.buffered(),
                            PairedRatio.times(ratio.ratio()), pair.flushing(), PairedRatio.times(ratio.low()), PairedRatio.times(ratio.high()),
                            apart ? "the buffered setup is faster" : ratio.high() < 1 / Blocks.WORKING_MARGIN ? "apart"
                                    : ratio.low() > 1 ? "the flushing setup is faster" : "the blocks cannot tell them apart"));
                }
            }
            if (!flushing.get().exact()) {
                text.append(" That point: ").append(flushing.get().nearness()).append('.');
            }
        }
        boolean capacityShort = false;
        Optional<Capacity> flushingCapacity = context.capacity(pair.flushing());
        Optional<Capacity> bufferedCapacity = context.capacity(pair.buffered());
        if (flushingCapacity.isPresent() && bufferedCapacity.isPresent()) {
            double need = context.rate() / SyncNearCapacityRule.KNEE;
            boolean flushingHas = flushingCapacity.get().eventsPerSecond() >= need;
            boolean bufferedHas = bufferedCapacity.get().eventsPerSecond() >= need;
            capacityShort = !flushingHas && bufferedHas;
            text.append(String.format(Locale.ROOT, " Capacity at %d threads: %s %s events/s, %s %s; %s/s stays under %.0f%% busy"
                            + " with %s or more, %s.", context.threads(), pair.flushing(),
                    Numbers.human(flushingCapacity.get().eventsPerSecond()), pair.buffered(),
                    Numbers.human(bufferedCapacity.get().eventsPerSecond()), Numbers.human(context.rate()),
                    100 * SyncNearCapacityRule.KNEE, Numbers.human(need),
                    flushingHas && bufferedHas ? "which both have" : capacityShort ? "which only the buffered setup has"
                            : flushingHas ? "which only the flushing setup has" : "which neither has"));
        }
        if (text.isEmpty()) {
            text.append(" The results have no figures for ").append(pair.flushing()).append(" and ").append(pair.buffered())
                    .append(" to judge it by.");
        }
        return new Judgement(apart || capacityShort, text.toString());
    }

    /** "197 us (103-261)". */
    private static String interval(Interval p99) {
        return Numbers.human(p99.median()) + " us (" + Numbers.human(p99.low()) + "-" + Numbers.human(p99.high()) + ")";
    }
}
