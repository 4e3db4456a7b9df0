package dev.logtune.tuner.tune;

import dev.logtune.support.format.Numbers;
import dev.logtune.lab.reading.Blocks;
import dev.logtune.lab.reading.PairedRatio;
import dev.logtune.configs.Versions;
import dev.logtune.configs.model.LogstashDisruptorAppender;
import dev.logtune.tuner.advice.QueueSizing;
import dev.logtune.tuner.advice.RatePick;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.advice.QuotedSetups;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A Logback AsyncAppender over a file, moved to logstash-logback-encoder's disruptor appender over the same file made
 * buffered. Logback's AsyncAppender never flushes at the end of a batch, so its file must flush every event to keep a
 * crash's last ERROR; the disruptor appender's handler flushes a buffered delegate whenever the ring runs dry. It adds
 * a library to the service's build, so tune makes this move only when allowed and otherwise says what it would do.
 */
final class DisruptorSwap {
    /** The AsyncAppender's own knobs: the disruptor appender has none of them, and Logback reports each as an error. */
    private static final List<String> ASYNC_ONLY = List.of("queueSize", "discardingThreshold", "neverBlock", "maxFlushTime");
    private static final String BUFFER = "256KB";
    /** The measured pair the move is judged by: the same ring size and queue, over a buffered and a flushing file. */
    private static final String MEASURED_RING = QuotedSetups.LOGBACK_DISRUPTOR;
    private static final String MEASURED_QUEUE = QuotedSetups.LOGBACK_ASYNC;

    private DisruptorSwap() {
    }

    /** The file appender the AsyncAppender feeds, where the move can be made in this file; empty otherwise. */
    static Optional<ConfigElement> fileBehind(Tuning tuning, ConfigElement async) {
        List<ConfigElement> refs = async.children("appender-ref");
        if (refs.size() != 1 || !tuning.xml.inFile(async)) {
            return Optional.empty();
        }
        String name = refs.get(0).attribute("ref");
        return tuning.facts.appenders().stream()
                .filter(a -> a.attribute("name").equals(name) && LogbackKnobs.FILE_APPENDERS.contains(tuning.facts.type(a)))
                .filter(a -> tuning.xml.inFile(a))
                .findFirst();
    }

    static void swap(Tuning tuning, ConfigElement async, ConfigElement file) {
        int queue = tuning.facts.intValue(async, "queueSize").orElse(LogbackKnobs.DEFAULT_QUEUE);
        long needed = Math.max(QueueSizing.needed(tuning.target, Double.MAX_VALUE), Math.max(queue, LogstashDisruptorAppender.DEFAULT_RING_SIZE));
        int ring = Integer.highestOneBit((int) Math.min(1 << 29, needed - 1)) << 1;
        LogstashDisruptorAppender model = new LogstashDisruptorAppender(ring, LogstashDisruptorAppender.BLOCK);
        String name = async.attribute("name");
        String fileName = file.attribute("name");

        boolean moved = tuning.change(async, async.attribute("class"), new Change(Tuning.knob(async, "class"), "AsyncAppender",
                        "LoggingEventAsyncDisruptorAppender", "Logback's AsyncAppender never flushes " + fileName + " at the end of a"
                                + " batch, so the file must flush every event to keep a crash's last ERROR, and pays a write per event"
                                + measured(tuning),
                        "one handler thread writes into " + fileName + "'s buffer and flushes it whenever the ring runs dry: a crash"
                                + " loses only what is still in the ring (adds logstash-logback-encoder " + Versions.logstashEncoder()
                                + " to the build)"),
                () -> tuning.xml.setAttribute(async, "class", LogstashDisruptorAppender.CLASS));
        if (!moved) {
            return;
        }
        for (String knob : ASYNC_ONLY) {
            async.child(knob).filter(tuning.xml::inFile).ifPresent(child -> tuning.change(child, null,
                    new Change(Tuning.knob(async, knob), child.text().strip(), "removed", "an AsyncAppender setting the disruptor"
                            + " appender does not have (Logback would report it as an error)", "its ring takes the queue's place"),
                    () -> tuning.xml.remove(child)));
        }
        // Its default size is written only when it differs, as the renderer does.
        if (ring != LogstashDisruptorAppender.DEFAULT_RING_SIZE) {
            tuning.change(async, null, new Change(Tuning.knob(async, "ringBufferSize"), "unset (" + Numbers.count(LogstashDisruptorAppender.DEFAULT_RING_SIZE) + ")",
                        String.valueOf(ring), ring > queue && tuning.target.stall() != null ? QueueSizing.stallReason(tuning.target)
                                + ", rounded up to a power of two" : "at least the " + Numbers.count(queue) + " slots the queue had,"
                                + " a power of two (the appender refuses any other size)",
                        "callers wait only when the ring is full"),
                    () -> tuning.xml.setChild(async, "ringBufferSize", String.valueOf(ring)));
        }
        tuning.change(async, null, new Change(Tuning.knob(async, "appendTimeout"), "unset (0)", "-1",
                        "its default drops an event of any level, ERROR included, at once when the ring is full, and only a WARN"
                                + " status every 1,000 drops says so", "a full ring makes callers wait instead"),
                () -> tuning.xml.setChild(async, "appendTimeout", "-1"));
        tuning.change(async, null, new Change(Tuning.knob(async, "shutdownGracePeriod"), "unset (1 minute)",
                        model.shutdownGracePeriod(), "long enough to write a full ring to a disk as slow as 2 MB/s,"
                                + " short enough that a stalled disk cannot hold the JVM's stop past a container's 30 s grace",
                        "a clean stop writes the ring out"),
                () -> tuning.xml.setChild(async, "shutdownGracePeriod", model.shutdownGracePeriod()));
        buffer(tuning, file, name);
        tuning.batchFlushed.add(fileName);
        tuning.advise("added to the build: logstash-logback-encoder " + Versions.logstashEncoder() + " (Maven: net.logstash.logback:"
                + "logstash-logback-encoder:" + Versions.logstashEncoder() + "; Gradle: implementation 'net.logstash.logback:"
                + "logstash-logback-encoder:" + Versions.logstashEncoder() + "'). Its threads are daemons: keep a shutdown hook"
                + " (<shutdownHook/>, or Spring Boot's) so the ring is written out at exit");
    }

    /** What tune would do with --allow-dependency, said without doing it. */
    static String offer(Tuning tuning, ConfigElement async) {
        return "with --allow-dependency, tune would move " + async.attribute("name") + " to logstash-logback-encoder's disruptor"
                + " appender over a buffered file, flushed at the end of each batch" + measured(tuning);
    }

    private static void buffer(Tuning tuning, ConfigElement file, String ring) {
        Optional<ConfigElement> flush = file.child("immediateFlush").or(() -> file.child("encoder").flatMap(e -> e.child("immediateFlush")));
        String current = flush.map(f -> f.text().strip()).orElse("unset (true)");
        if (!current.equalsIgnoreCase("false")) {
            ConfigElement owner = flush.orElse(file);
            tuning.change(owner, flush.map(ConfigElement::text).orElse(null), new Change(Tuning.knob(file, "immediateFlush"),
                            current, "false", "a write per event under the file's lock, which " + ring + "'s flush at the end of"
                                    + " each batch makes needless", "events reach the OS a batch at a time"),
                    () -> {
                        if (flush.isPresent()) {
                            tuning.xml.setText(flush.get(), "false");
                        } else {
                            tuning.xml.setChild(file, "immediateFlush", "false");
                        }
                    });
        }
        if (file.child("bufferSize").isEmpty()) {
            tuning.change(file, null, new Change(Tuning.knob(file, "bufferSize"), "unset (8 KB)", BUFFER,
                            "fewer, larger writes once immediateFlush is off (Logback's manual suggests 256 KB under heavy load)",
                            "the batch flush empties it"),
                    () -> tuning.xml.setChild(file, "bufferSize", BUFFER));
        }
    }

    /** The two measured setups paired in the same blocks at the point nearest the target, as a clause; empty if none. */
    private static String measured(Tuning tuning) {
        Optional<RatePick> pick = tuning.figures.pick(MEASURED_RING);
        if (pick.isEmpty() || tuning.figures.figures() == null) {
            return "";
        }
        double rate = pick.get().point().rate();
        int threads = pick.get().point().threads();
        PairedRatio ratio = Blocks.widest(tuning.figures.figures().results().rates(), rate, threads, List.of(MEASURED_RING, MEASURED_QUEUE))
                .map(blocks -> blocks.compare(MEASURED_RING, MEASURED_QUEUE, Blocks.WORKING_MARGIN, false)).orElse(null);
        if (ratio == null) {
            return "";
        }
        return String.format(Locale.ROOT, " (measured at %s/s over %d threads in %d interleaved blocks: %s's p99 is %s %s's,"
                        + " 95%% interval %s to %s)", Numbers.human(rate), threads, ratio.blocks(), MEASURED_RING,
                PairedRatio.times(ratio.ratio()), MEASURED_QUEUE, PairedRatio.times(ratio.low()), PairedRatio.times(ratio.high()));
    }
}
