package dev.logtune.tuner.tune;

import dev.logtune.support.format.Bytes;
import dev.logtune.support.format.Durations;
import dev.logtune.tuner.advice.QueueSizing;
import dev.logtune.tuner.advice.Target;
import dev.logtune.support.format.Numbers;
import dev.logtune.configs.model.Durability;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.PatternLayout;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.advice.Capacity;
import dev.logtune.tuner.advice.QuotedSetups;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The Logback knobs that decide speed and loss: the AsyncAppender's queue and drop rules, file flushing. */
final class LogbackKnobs {
    static final int DEFAULT_QUEUE = 256;
    /** AsyncAppenderBase.DEFAULT_MAX_FLUSH_TIME. */
    static final int DEFAULT_MAX_FLUSH_MILLIS = 1000;
    static final List<String> FILE_APPENDERS = List.of("ch.qos.logback.core.FileAppender",
            "ch.qos.logback.core.rolling.RollingFileAppender");

    private LogbackKnobs() {
    }

    static void tune(Tuning tuning) {
        for (ConfigElement async : tuning.facts.logbackAsyncAppenders()) {
            asyncAppender(tuning, async);
        }
        for (ConfigElement appender : tuning.facts.appenders()) {
            if (FILE_APPENDERS.contains(tuning.facts.type(appender))) {
                flushing(tuning, appender);
                rolling(tuning, appender);
            }
        }
    }

    private static void asyncAppender(Tuning tuning, ConfigElement async) {
        Optional<ConfigElement> file = DisruptorSwap.fileBehind(tuning, async);
        if (file.isPresent()) {
            if (tuning.permissions.addDependency()) {
                DisruptorSwap.swap(tuning, async, file.get());
                return;
            }
            tuning.advise(DisruptorSwap.offer(tuning, async));
        }
        ConfigFacts facts = tuning.facts;
        Target target = tuning.target;
        int queue = facts.intValue(async, "queueSize").orElse(DEFAULT_QUEUE);
        long needed = QueueSizing.needed(target, Double.MAX_VALUE);
        if (needed > queue && needed <= Integer.MAX_VALUE) {
            int deeper = (int) needed;
            boolean changed = tuning.change(owner(async, "queueSize"), written(async, "queueSize"),
                    new Change(Tuning.knob(async, "queueSize"), String.valueOf(queue), String.valueOf(deeper),
                            QueueSizing.stallReason(target) + "; " + queue + " slots last " + Durations.brief(target.lasts(queue)),
                            "the queue, not the callers, waits out the stall (each queued event keeps its LoggingEvent on the"
                                    + " heap: check the heap with tuner verify --stall)"),
                    () -> tuning.xml.setChild(async, "queueSize", String.valueOf(deeper)));
            if (changed) {
                maxFlushTime(tuning, async, deeper);
                queue = deeper;
            }
        } else {
            queue = forTheRate(tuning, async, queue);
        }
        discardingThreshold(tuning, async, queue);
        neverBlock(tuning, async);
        callerData(tuning, async);
        List<ConfigElement> refs = async.children("appender-ref");
        if (refs.size() > 1) {
            tuning.keep(Tuning.knob(async, "appender-ref") + ": " + refs.size() + " refs, but Logback's AsyncAppender attaches"
                    + " only the first (" + refs.get(0).attribute("ref") + "); the others never see these events. Structural,"
                    + " so not edited: one AsyncAppender per destination");
        }
    }

    /**
     * Without a stall to size for, the queue still has to keep up with the rate: where a measured queue as deep or
     * deeper fell behind at the target, deepen to the smallest measured one that kept up. Returns the queue it leaves.
     */
    private static int forTheRate(Tuning tuning, ConfigElement async, int queue) {
        Target target = tuning.target;
        List<MeasuredQueues.Measured> measured = MeasuredQueues.at(tuning.figures);
        Optional<MeasuredQueues.Sizing> sizing = MeasuredQueues.deeper(queue, measured);
        if (sizing.isPresent()) {
            int deeper = sizing.get().size();
            boolean changed = tuning.change(owner(async, "queueSize"), written(async, "queueSize"),
                    new Change(Tuning.knob(async, "queueSize"), String.valueOf(queue), String.valueOf(deeper),
                            sizing.get().reason(), "callers stop waiting on a full queue at this rate (--stall sizes it"
                            + " for a disk stall as well)"),
                    () -> tuning.xml.setChild(async, "queueSize", String.valueOf(deeper)));
            if (changed) {
                maxFlushTime(tuning, async, deeper);
                return deeper;
            }
            return queue;
        }
        Optional<String> none = MeasuredQueues.noneKeptUp(queue, measured);
        if (none.isPresent()) {
            tuning.keep(Tuning.knob(async, "queueSize") + " " + queue + ": " + none.get());
        } else if (target.stall() == null && queue <= DEFAULT_QUEUE) {
            tuning.keep(Tuning.knob(async, "queueSize") + " " + queue + " holds " + Durations.brief(target.lasts(queue)) + " of events at "
                    + Numbers.human(target.rate()) + "/s: give --stall to size it for a disk stall");
        }
        return queue;
    }

    // stop() gives the worker maxFlushTime to drain, then leaves the rest in the queue: a deeper queue needs longer.
    private static void maxFlushTime(Tuning tuning, ConfigElement async, int queue) {
        int current = tuning.facts.intValue(async, "maxFlushTime").orElse(DEFAULT_MAX_FLUSH_MILLIS);
        String knob = Tuning.knob(async, "maxFlushTime");
        if (current <= 0) {
            return; // 0 waits for ever
        }
        Optional<Capacity> capacity = tuning.figures.capacity(tuning.figures.closest());
        if (capacity.isEmpty() || !(capacity.get().eventsPerSecond() > 0)) {
            tuning.keep(knob + " " + current + " ms: no measured capacity to say how long " + Numbers.count(queue)
                    + " queued events take to drain at shutdown; check it with tuner verify");
            return;
        }
        double perSecond = capacity.get().eventsPerSecond();
        long drain = (long) Math.ceil(2000.0 * queue / perSecond);
        if (drain <= current || drain > Integer.MAX_VALUE) {
            return;
        }
        tuning.change(owner(async, "maxFlushTime"), written(async, "maxFlushTime"),
                new Change(knob, async.child("maxFlushTime").isPresent() ? current + " ms" : "unset (" + current + " ms)",
                        drain + " ms", String.format(Locale.ROOT, "at shutdown the worker gets maxFlushTime to drain, then the"
                                + " rest of the queue is lost (a WARN status says so); a full queue of %s takes about %s at the"
                                + " %s events/s measured for %s at %d threads", Numbers.count(queue),
                        Durations.brief(Duration.ofMillis(drain / 2)), Numbers.human(perSecond), tuning.figures.closest(),
                        tuning.target.threads()),
                        "a clean shutdown writes a full queue out, with twice the time it should take"),
                () -> tuning.xml.setChild(async, "maxFlushTime", String.valueOf(drain)));
    }

    private static void discardingThreshold(Tuning tuning, ConfigElement async, int queue) {
        Optional<Integer> set = tuning.facts.intValue(async, "discardingThreshold");
        int effective = set.orElse(queue / 5);
        String knob = Tuning.knob(async, "discardingThreshold");
        if (effective <= 0) {
            return;
        }
        if (tuning.target.mayDrop(LogLevel.INFO)) {
            tuning.keep(knob + " " + effective + ": --allow-drop " + tuning.target.allowDrop() + " admits dropping INFO and below");
            return;
        }
        // The measured twin of the file as it was, before any deeper queue.
        boolean stock = set.isEmpty() && tuning.facts.intValue(async, "queueSize").orElse(DEFAULT_QUEUE) <= DEFAULT_QUEUE;
        String measured = Tuning.clause(tuning.figures.measuredDrops(stock ? QuotedSetups.LOGBACK_ASYNC_DEFAULTS : QuotedSetups.LOGBACK_ASYNC_DISCARDING));
        tuning.change(owner(async, "discardingThreshold"), written(async, "discardingThreshold"),
                new Change(knob, set.map(String::valueOf).orElse("unset (queueSize/5 = " + Numbers.count(effective) + ")"), "0",
                        "once fewer than " + Numbers.count(effective) + " of " + Numbers.count(queue) + " slots are free, Logback drops TRACE, DEBUG and INFO"
                                + " silently (no status, no counter)" + (measured.isEmpty() ? "" : ". " + measured),
                        "no event is dropped for its level; a full queue makes callers wait instead"),
                () -> tuning.xml.setChild(async, "discardingThreshold", "0"));
    }

    private static void neverBlock(Tuning tuning, ConfigElement async) {
        if (!tuning.facts.flag(async, "neverBlock")) {
            return;
        }
        String knob = Tuning.knob(async, "neverBlock");
        if (tuning.target.mayDrop(LogLevel.ERROR)) {
            tuning.keep(knob + " true: --allow-drop ERROR admits losing events of every level when the queue is full");
            return;
        }
        String measured = Tuning.clause(tuning.figures.measuredDrops(QuotedSetups.LOGBACK_ASYNC_NEVER_BLOCK));
        tuning.change(owner(async, "neverBlock"), written(async, "neverBlock"),
                new Change(knob, "true", "false", "a full queue loses events of every level, ERROR too, and nothing counts them"
                        + (measured.isEmpty() ? "" : ". " + measured),
                        "no event is lost; when the queue is full, callers wait for a slot"),
                () -> tuning.xml.setChild(async, "neverBlock", "false"));
    }

    private static void callerData(Tuning tuning, ConfigElement async) {
        if (!tuning.facts.flag(async, "includeCallerData")) {
            return;
        }
        String knob = Tuning.knob(async, "includeCallerData");
        List<String> refs = async.children("appender-ref").stream().map(r -> r.attribute("ref")).toList();
        List<ConfigElement> downstream = new ArrayList<>();
        for (String ref : refs) {
            tuning.facts.appenders().stream().filter(a -> a.attribute("name").equals(ref)).findFirst().ifPresent(downstream::add);
        }
        if (downstream.size() < refs.size()) {
            tuning.keep(knob + " true: an appender it feeds is not defined in what was read, so whether it prints caller"
                    + " data is unknown");
            return;
        }
        for (ConfigElement appender : downstream) {
            for (ConfigElement pattern : appender.descendants("pattern")) {
                String text = tuning.facts.variables().resolve(pattern.text().strip()).text();
                if (PatternLayout.asksForCallerData(text)) {
                    tuning.keep(knob + " true: the pattern of " + appender.attribute("name") + " prints caller data and needs it"
                            + " (dropping %class/%method/%line/%file from the pattern would let it go: a layout change, not a knob)");
                    return;
                }
            }
        }
        String measured = Tuning.clause(tuning.figures.compare(QuotedSetups.LOGBACK_CALLER_DATA, QuotedSetups.LOGBACK_FILE_BUFFERED));
        tuning.change(owner(async, "includeCallerData"), written(async, "includeCallerData"),
                new Change(knob, "true", "false", "no pattern behind it (" + String.join(", ", refs) + ") prints caller data, yet"
                        + " every call walks its stack on the calling thread" + (measured.isEmpty() ? "" : ". " + measured),
                        "the stack walk leaves the calling thread; the output is the same"),
                () -> tuning.xml.setChild(async, "includeCallerData", "false"));
    }

    private static void flushing(Tuning tuning, ConfigElement appender) {
        if (tuning.batchFlushed.contains(appender.attribute("name"))) {
            return;
        }
        ConfigFacts facts = tuning.facts;
        List<ConfigElement> holders = new ArrayList<>();
        appender.child("immediateFlush").ifPresent(holders::add);
        appender.child("encoder").flatMap(e -> e.child("immediateFlush")).ifPresent(holders::add);
        for (ConfigElement holder : holders) {
            String value = facts.variables().resolve(holder.text().strip()).text();
            if (!value.equalsIgnoreCase("false")) {
                continue;
            }
            String knob = Tuning.knob(appender, "immediateFlush");
            long buffer = facts.value(appender, "bufferSize").flatMap(ConfigFacts::parseSize).orElse((long) Durability.LOGBACK_FILE_BUFFER);
            double lineBytes = tuning.figures.lineBytes(appender).bytes();
            double seconds = buffer / (tuning.target.rate() * lineBytes);
            String before = String.format(Locale.ROOT, "a crash (kill -9, OOM kill) loses what its %s buffer holds: about %s of"
                            + " events at %s/s with %.0f-byte lines, and at idle the tail waits there for ever (Logback never flushes"
                            + " on a timer)", Bytes.exact(buffer).replace(" bytes", "-byte"), Durations.brief(Duration.ofNanos(Math.round(seconds * 1e9))),
                    Numbers.human(tuning.target.rate()), lineBytes);
            Duration limit = tuning.target.maxUnflushed();
            if (limit == null) {
                tuning.keep(knob + " false: --max-unflushed none accepts that " + before);
                continue;
            }
            String cost = Tuning.clause(tuning.figures.compare(QuotedSetups.LOGBACK_FILE, QuotedSetups.LOGBACK_FILE_BUFFERED));
            tuning.change(holder, holder.text(),
                    new Change(knob, "false", "true", before + ", beyond --max-unflushed " + Durations.brief(limit),
                            "a crash then loses nothing this appender has been handed (each event reaches the OS before the"
                                    + " call returns); the cost is a write per event" + (cost.isEmpty() ? "" : ". " + cost)),
                    () -> tuning.xml.setText(holder, "true"));
        }
    }

    // FixedWindowRollingPolicy compresses inside rollover(), under the appender's lock: every thread logging to this
    // appender waits while the closed file is zipped. The fix renames the archives or swaps the policy, which is the
    // team's call about retention and tooling, so it is said rather than done.
    private static void rolling(Tuning tuning, ConfigElement appender) {
        for (ConfigElement policy : appender.children("rollingPolicy")) {
            String type = tuning.facts.variables().resolve(policy.attribute("class")).text();
            Optional<String> pattern = tuning.facts.value(policy, "fileNamePattern");
            if (!type.endsWith("FixedWindowRollingPolicy") || pattern.isEmpty()) {
                continue;
            }
            String name = pattern.get().toLowerCase(Locale.ROOT);
            if (name.endsWith(".gz") || name.endsWith(".zip")) {
                boolean behindAsync = tuning.facts.logbackAsyncAppenders().stream().anyMatch(a -> a.children("appender-ref")
                        .stream().anyMatch(r -> r.attribute("ref").equals(appender.attribute("name"))));
                tuning.keep(Tuning.knob(appender, "rollingPolicy") + ": FixedWindowRollingPolicy compresses " + pattern.get()
                        + " inside rollover(), under the appender's lock, so "
                        + (behindAsync ? "its AsyncAppender's worker stops while the file is compressed (give --stall the time a"
                        + " rollover takes so the queue absorbs it)" : "every logging thread waits while the file is compressed")
                        + ". Not edited: dropping the suffix or moving to SizeAndTimeBasedRollingPolicy (compresses in the"
                        + " background) changes archive names and disk use, the team's call");
            }
        }
    }

    /** The element an edit of {@code child} touches: the child where it is written, else the parent it is added to. */
    static ConfigElement owner(ConfigElement parent, String child) {
        return parent.child(child).orElse(parent);
    }

    static String written(ConfigElement parent, String child) {
        return parent.child(child).map(ConfigElement::text).orElse(null);
    }
}
