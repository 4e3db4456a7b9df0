package dev.logtune.tuner.lint.rules;

import dev.logtune.benchmarks.reading.Blocks;
import dev.logtune.benchmarks.reading.Interval;
import dev.logtune.benchmarks.reading.OpenLoopPoint;
import dev.logtune.benchmarks.reading.PairedRatio;
import dev.logtune.benchmarks.reading.Standing;
import dev.logtune.benchmarks.format.Numbers;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.Elements;
import dev.logtune.tuner.advice.Capacity;
import dev.logtune.tuner.advice.RatePick;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * immediateFlush left at true on a file appender: a write system call per event, and also what keeps the last events
 * on disk when the JVM is killed. Both are true, so it is a note unless the measurements show the flushing setup
 * really worse at the target (p99 intervals apart from its buffered sibling's, or capacity short of the rate where the
 * buffered one's is not), and never more than a note on an appender only WARN and above reach.
 */
public final class ImmediateFlushRule implements LintRule {
    /** Levels from least to most severe; an event at or above WARN is one a crash must not lose. */
    private static final List<String> LEVELS = List.of("TRACE", "DEBUG", "INFO", "WARN", "ERROR", "FATAL", "OFF");
    private static final int WARN = LEVELS.indexOf("WARN");
    private static final Pair LOGBACK_FILES = new Pair("logback-file", "logback-file-buffered");
    private static final Pair LOGBACK_ASYNC = new Pair("logback-async-q8192-t0", "logback-async-q8192-t0-buffered");
    private static final Pair LOG4J2_FILES = new Pair("log4j2-file", "log4j2-file-buffered");

    @Override
    public String id() {
        return "immediate-flush";
    }

    @Override
    public String title() {
        return "A file appender flushes after every event (immediateFlush true, the default): slower, but what a crash leaves on disk";
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        if (context.facts().silent()) {
            return findings;
        }
        for (Element appender : FileAppenders.of(context.facts())) {
            if (context.framework() == Framework.LOGBACK) {
                logback(context, appender, findings);
            } else {
                log4j2(context, appender, findings);
            }
        }
        return findings;
    }

    private void log4j2(LintContext context, Element appender, List<Finding> findings) {
        // MemoryMappedFile's immediateFlush (a force() to the device per event) is false unless set.
        boolean memoryMapped = context.facts().type(appender).equalsIgnoreCase("MemoryMappedFile");
        Optional<String> set = context.facts().attribute(appender, "immediateFlush");
        boolean flushes = set.map(v -> !v.strip().equalsIgnoreCase("false")).orElse(!memoryMapped);
        if (flushes) {
            findings.add(flushing(context, appender, appender, set.isEmpty()));
        }
    }

    private void logback(LintContext context, Element appender, List<Finding> findings) {
        if (context.facts().flag(appender, "prudent")) {
            return;
        }
        Optional<String> onAppender = context.facts().value(appender, "immediateFlush");
        Optional<Element> legacy = Elements.children(appender, "encoder").stream()
                .flatMap(e -> Elements.children(e, "immediateFlush").stream()).findFirst();
        boolean flushes = onAppender.map(v -> !v.strip().equalsIgnoreCase("false"))
                .orElse(legacy.map(e -> !context.facts().variables().resolve(e.getTextContent().strip()).text().equalsIgnoreCase("false")).orElse(true));
        if (legacy.isPresent()) {
            findings.add(context.finding(id(), Severity.WARNING, legacy.get(),
                    "immediateFlush is set inside <encoder>, the legacy place for it.",
                    "Logback 1.2 and later read immediateFlush on the appender; inside the encoder it is a leftover that"
                            + " a reader can mistake for the setting in force.",
                    "Move it to the appender: <immediateFlush>false</immediateFlush> directly under <appender>."));
        }
        if (flushes) {
            Element at = onAppender.isPresent() ? Elements.child(appender, "immediateFlush").orElse(appender) : appender;
            findings.add(flushing(context, appender, at, onAppender.isEmpty() && legacy.isEmpty()));
        }
    }

    /** The finding for an appender that flushes per event: its severity from the measurements, both sides stated. */
    private Finding flushing(LintContext context, Element appender, Element at, boolean byDefault) {
        boolean logback = context.framework() == Framework.LOGBACK;
        boolean warnOnly = warnOnly(context, appender, new HashSet<>());
        boolean queued = behindQueue(context, appender);
        Pair pair = logback ? (queued && context.pick(LOGBACK_ASYNC.flushing()).isPresent()
                && context.pick(LOGBACK_ASYNC.buffered()).isPresent() ? LOGBACK_ASYNC : LOGBACK_FILES) : LOG4J2_FILES;
        Judgement judged = judge(context, pair);
        // What recommend calls level with its pick at this target (its durability limit included) is no warning here.
        Optional<String> level = context.levelWithPick(context.closest());
        boolean warning = judged.worse() && !warnOnly && level.isEmpty();

        String message = "immediateFlush is true" + (byDefault ? logback ? " (Logback's default)" : " (Log4j2's default)" : "")
                + ": every event is flushed to the OS on its own"
                + (warnOnly ? "; only WARN and above reach this appender, and flushing each is what keeps them on disk in a crash."
                : warning ? ", and at your rate the measurements show it slower than buffering."
                : ", slower than buffering but what leaves the last events on disk if the JVM is killed.");

        String cost = logback
                ? "Speed: one write system call per event under the appender's lock" + (queued ? ", here on the AsyncAppender's"
                + " worker thread rather than the callers'" : "") + "; Logback's manual says turning it off can quadruple throughput."
                : "Speed: one write system call per event, on the " + (queued ? "async consumer thread" : "calling thread")
                + (context.facts().log4j2AsyncLoggers() ? "; with immediateFlush=\"false\" async loggers flush once per batch instead." : ".");
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
                + (context.facts().log4j2AsyncLoggers() ? "" : " Async loggers with immediateFlush=\"false\" keep most of both:"
                + " they flush at the end of each batch.");
        String fix;
        if (warnOnly) {
            fix = "Keep it: WARN and ERROR are the events a crash must not lose, and too few to cost much.";
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
                PairedRatio ratio = Blocks.widest(context.figures().results().rates(), f.rate(), f.threads())
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

    /** Whether the appender writes for an async stage: a Logback AsyncAppender, a Log4j2 Async appender or async loggers. */
    private static boolean behindQueue(LintContext context, Element appender) {
        ConfigFacts facts = context.facts();
        String name = Elements.attribute(appender, "name").map(n -> facts.variables().resolve(n).text()).orElse("");
        if (context.framework() == Framework.LOG4J2 && facts.log4j2AsyncLoggers()) {
            return true;
        }
        return facts.appenders().stream()
                .filter(a -> context.framework() == Framework.LOGBACK ? facts.type(a).equals(ConfigFacts.LOGBACK_ASYNC)
                        : facts.type(a).equalsIgnoreCase("Async"))
                .flatMap(a -> Elements.descendants(a, context.framework() == Framework.LOGBACK ? "appender-ref" : "AppenderRef").stream())
                .anyMatch(ref -> !name.isEmpty() && name.equals(facts.variables().resolve(ref.getAttribute("ref")).text()));
    }

    // ---- Which events reach an appender ----

    /**
     * Whether only WARN and above can reach the appender: its own filters deny TRACE, DEBUG and INFO, or every way to it
     * does (an AppenderRef level or filter, a logger at WARN or above with no logger below it set lower, an async
     * appender that is itself WARN-only). Where it cannot tell, it says no.
     */
    private static boolean warnOnly(LintContext context, Element appender, Set<Element> seen) {
        if (!seen.add(appender)) {
            return false;
        }
        if (filtersDenyBelowWarn(context, appender)) {
            return true;
        }
        ConfigFacts facts = context.facts();
        String name = Elements.attribute(appender, "name").map(n -> facts.variables().resolve(n).text()).orElse("");
        List<Element> refs = name.isEmpty() ? List.of() : references(context, name);
        if (refs.isEmpty()) {
            // An appender built inside another (a SiftingAppender's, a Route's) is reached through it.
            Optional<Element> outer = enclosingAppender(context, appender.getParentNode());
            return outer.isPresent() && warnOnly(context, outer.get(), new HashSet<>(seen));
        }
        for (Element ref : refs) {
            if (!referenceWarnOnly(context, ref, seen)) {
                return false;
            }
        }
        return true;
    }

    private static List<Element> references(LintContext context, String name) {
        ConfigFacts facts = context.facts();
        Element root = context.config().root();
        List<Element> refs = new ArrayList<>();
        for (String tag : context.framework() == Framework.LOGBACK ? List.of("appender-ref") : List.of("AppenderRef", "Route")) {
            Elements.descendants(root, tag).stream()
                    .filter(r -> Elements.attribute(r, "ref").map(v -> facts.variables().resolve(v).text().equals(name)).orElse(false))
                    .forEach(refs::add);
        }
        return refs;
    }

    private static boolean referenceWarnOnly(LintContext context, Element ref, Set<Element> seen) {
        if (context.framework() == Framework.LOG4J2 && ref.getTagName().equalsIgnoreCase("AppenderRef")) {
            if (context.facts().attribute(ref, "level").map(l -> level(l) >= WARN).orElse(false) || filtersDenyBelowWarn(context, ref)) {
                return true;
            }
        }
        for (Node node = ref.getParentNode(); node instanceof Element element; node = node.getParentNode()) {
            if (isLogger(element)) {
                return loggerWarnOnly(context, element);
            }
            if (context.facts().appenders().contains(element)) {
                return warnOnly(context, element, new HashSet<>(seen));
            }
        }
        return false;
    }

    private static Optional<Element> enclosingAppender(LintContext context, Node from) {
        List<Element> appenders = context.facts().appenders();
        for (Node node = from; node instanceof Element element; node = node.getParentNode()) {
            if (appenders.contains(element)) {
                return Optional.of(element);
            }
        }
        return Optional.empty();
    }

    private static boolean isLogger(Element element) {
        String tag = element.getTagName();
        return tag.equalsIgnoreCase("root") || tag.equalsIgnoreCase("logger") || tag.equalsIgnoreCase("AsyncRoot")
                || tag.equalsIgnoreCase("AsyncLogger");
    }

    private static boolean isRoot(Element element) {
        return element.getTagName().equalsIgnoreCase("root") || element.getTagName().equalsIgnoreCase("AsyncRoot");
    }

    /**
     * A logger set to WARN or above, with no logger below it set lower: events from a lower logger would otherwise
     * reach its appenders through additivity. A logger without a level of its own is not judged.
     */
    private static boolean loggerWarnOnly(LintContext context, Element logger) {
        Optional<Integer> own = loggerLevel(context, logger);
        if (own.isEmpty() || own.get() < WARN) {
            return false;
        }
        String name = isRoot(logger) ? "" : Elements.attribute(logger, "name").map(String::strip).orElse("");
        Element root = context.config().root();
        List<Element> loggers = new ArrayList<>(Elements.descendants(root, "logger"));
        loggers.addAll(Elements.descendants(root, "AsyncLogger"));
        for (Element other : loggers) {
            if (other == logger) {
                continue;
            }
            String otherName = Elements.attribute(other, "name").map(String::strip).orElse("");
            boolean below = isRoot(logger) || otherName.startsWith(name + ".") || otherName.startsWith(name + "$");
            if (below && loggerLevel(context, other).map(l -> l < WARN).orElse(false)) {
                return false;
            }
        }
        return true;
    }

    /** A logger's own level: the level attribute, or Logback's {@code <level value="..."/>}; unknown names count as lowest. */
    private static Optional<Integer> loggerLevel(LintContext context, Element logger) {
        Optional<String> text = context.facts().attribute(logger, "level")
                .or(() -> Elements.child(logger, "level").flatMap(l -> context.facts().attribute(l, "value")));
        return text.map(t -> Math.max(level(t), 0));
    }

    private static int level(String text) {
        String name = text.strip().toUpperCase(Locale.ROOT);
        return name.equals("ALL") ? 0 : LEVELS.indexOf(name);
    }

    private enum Decision { ACCEPT, DENY, NEUTRAL, UNKNOWN }

    /** Whether the element's filter chain denies every event below WARN (TRACE, DEBUG and INFO). */
    private static boolean filtersDenyBelowWarn(LintContext context, Element element) {
        List<Element> filters = filters(context, element);
        if (filters.isEmpty()) {
            return false;
        }
        for (int event = 0; event < WARN; event++) {
            if (chain(context, filters, event) != Decision.DENY) {
                return false;
            }
        }
        return true;
    }

    private static List<Element> filters(LintContext context, Element element) {
        if (context.framework() == Framework.LOGBACK) {
            return Elements.children(element, "filter");
        }
        List<Element> filters = new ArrayList<>();
        for (Element child : Elements.children(element)) {
            if (child.getTagName().equalsIgnoreCase("Filters")) {
                filters.addAll(Elements.children(child));
            } else if (child.getTagName().toLowerCase(Locale.ROOT).endsWith("filter")) {
                filters.add(child);
            }
        }
        return filters;
    }

    /** The first decision other than NEUTRAL, as both frameworks run a filter chain; UNKNOWN for a filter not understood. */
    private static Decision chain(LintContext context, List<Element> filters, int event) {
        for (Element filter : filters) {
            Decision decision = context.framework() == Framework.LOGBACK ? logbackFilter(context, filter, event) : log4j2Filter(context, filter, event);
            if (decision != Decision.NEUTRAL) {
                return decision;
            }
        }
        return Decision.NEUTRAL;
    }

    private static Decision logbackFilter(LintContext context, Element filter, int event) {
        ConfigFacts facts = context.facts();
        String type = facts.variables().resolve(filter.getAttribute("class").strip()).text();
        Optional<Integer> level = facts.value(filter, "level").map(ImmediateFlushRule::level).filter(l -> l >= 0);
        if (level.isEmpty()) {
            return Decision.UNKNOWN;
        }
        if (type.equals("ch.qos.logback.classic.filter.ThresholdFilter")) {
            return event < level.get() ? Decision.DENY : Decision.NEUTRAL;
        }
        if (type.equals("ch.qos.logback.classic.filter.LevelFilter")) {
            String reply = event == level.get() ? facts.value(filter, "onMatch").orElse("NEUTRAL") : facts.value(filter, "onMismatch").orElse("NEUTRAL");
            return decision(reply);
        }
        return Decision.UNKNOWN;
    }

    private static Decision log4j2Filter(LintContext context, Element filter, int event) {
        ConfigFacts facts = context.facts();
        String tag = filter.getTagName();
        // Log4j2's filters default to onMatch NEUTRAL, onMismatch DENY; ThresholdFilter's level defaults to ERROR.
        int level = facts.attribute(filter, "level").map(ImmediateFlushRule::level).orElse(tag.equalsIgnoreCase("ThresholdFilter") ? LEVELS.indexOf("ERROR") : -1);
        if (level < 0) {
            return Decision.UNKNOWN;
        }
        boolean match;
        if (tag.equalsIgnoreCase("ThresholdFilter")) {
            match = event >= level;
        } else if (tag.equalsIgnoreCase("LevelMatchFilter")) {
            match = event == level;
        } else {
            return Decision.UNKNOWN;
        }
        return decision(match ? facts.attribute(filter, "onMatch").orElse("NEUTRAL") : facts.attribute(filter, "onMismatch").orElse("DENY"));
    }

    private static Decision decision(String text) {
        return switch (text.strip().toUpperCase(Locale.ROOT)) {
            case "ACCEPT" -> Decision.ACCEPT;
            case "DENY" -> Decision.DENY;
            case "NEUTRAL" -> Decision.NEUTRAL;
            default -> Decision.UNKNOWN;
        };
    }
}
