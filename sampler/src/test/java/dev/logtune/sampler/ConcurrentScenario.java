package dev.logtune.sampler;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Eight threads log through one framework's filter, window after window of a fake clock; the clock stands still while
 * they log, so each window's counts are exact and checked to the event: shares, WARN and ERROR, disabled DEBUG, and the
 * summaries and snapshot against every DENY the threads saw. The adapters' tests run it through their own filter.
 */
public final class ConcurrentScenario {
    public static final int PER_SITE = 20;
    public static final int TOTAL = 30;
    public static final long SECOND = 1_000_000_000L;
    private static final int THREADS = 8;

    static final String HTTP = "GET {} took {} ms";
    static final String CACHE = "cache miss for {}";
    static final String RARE = "rare event {}";
    static final String MID = "mid event {} {}";
    static final String LATE = "late {}";

    /** One framework's filter, called the way the framework calls it. */
    public interface Gate {
        /** Whether the event passes the filter; {@code level} is TRACE, DEBUG, INFO, WARN or ERROR. */
        boolean offer(String logger, String level, String template);

        SamplerSnapshot snapshot();

        Optional<String> summarizeNow();

        /** The lines logged on logtune.sampler so far. */
        List<String> summaryLines();
    }

    private record Event(String logger, String level, String template) {
    }

    private final Gate gate;
    private final AtomicLong clock;
    private final Map<String, LongAdder> deniedByTemplate = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> keptByTemplate = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> deniedByLogger = new ConcurrentHashMap<>();
    private final LongAdder refusedWarnOrError = new LongAdder();
    private final LongAdder refusedDisabled = new LongAdder();
    private final Random random = new Random(7);

    /**
     * @param clock the nanos the gate's filter reads; the scenario's sampler must have started at its current value,
     *              with {@link #PER_SITE}, {@link #TOTAL} and a summary interval of 10 s; loggers com.acme at INFO
     */
    public ConcurrentScenario(Gate gate, AtomicLong clock) {
        this.gate = gate;
        this.clock = clock;
    }

    public void run() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            // Window 0: every site is new and gets the per-site limit.
            Map<String, Long> kept = window(pool, base());
            assertThat(kept).containsEntry(HTTP, 20L).containsEntry(CACHE, 20L).containsEntry(RARE, 2L)
                    .containsEntry(MID, 7L);

            // Windows 1-3: 30 shared max-min fair; rare and mid keep all, the two hot sites split 21.
            for (int w = 1; w <= 3; w++) {
                clock.addAndGet(SECOND);
                assertSteady(window(pool, base()));
            }

            // Window 4: a new site gets the per-site limit at once (the total may be overshot for one window) ...
            clock.addAndGet(SECOND);
            kept = window(pool, with(base(), LATE, "com.acme.Late", 40));
            assertThat(kept).containsEntry(LATE, 20L);
            assertSteady(without(kept, LATE));

            // ... window 5: and then its fair share, 7 like each hot site (30 - 2 - 7 = 21 for three).
            clock.addAndGet(SECOND);
            kept = window(pool, with(base(), LATE, "com.acme.Late", 40));
            assertThat(kept).containsEntry(LATE, 7L).containsEntry(HTTP, 7L).containsEntry(CACHE, 7L)
                    .containsEntry(RARE, 2L).containsEntry(MID, 7L);
            assertThat(total(kept)).isEqualTo(TOTAL);

            // Window 6: the late site is quiet, but shares follow the last window's demand: its share goes unused.
            clock.addAndGet(SECOND);
            kept = window(pool, base());
            assertThat(kept).containsEntry(HTTP, 7L).containsEntry(CACHE, 7L).containsEntry(RARE, 2L)
                    .containsEntry(MID, 7L);

            // Window 7: back to the split of windows 1-3.
            clock.addAndGet(SECOND);
            assertSteady(window(pool, base()));
            assertThat(gate.summaryLines()).as("no summary before the 10 s interval").isEmpty();

            // 11 s later: the windows in between were empty, so every site gets the per-site limit; and the first
            // window past the interval logs the summary of everything dropped so far, before its own events.
            clock.addAndGet(11 * SECOND);
            kept = window(pool, base());
            assertThat(kept).containsEntry(HTTP, 20L).containsEntry(CACHE, 20L).containsEntry(RARE, 2L)
                    .containsEntry(MID, 7L);
            assertThat(gate.summaryLines()).hasSize(1);
        } finally {
            pool.shutdownNow();
        }
        String last = gate.summarizeNow().orElseThrow();
        assertThat(gate.summaryLines()).hasSize(2).last().asString().endsWith(last);

        assertThat(refusedWarnOrError.sum()).as("WARN and ERROR refused").isZero();
        assertThat(refusedDisabled.sum()).as("disabled DEBUG refused").isZero();

        // The summaries add up, exactly, to the DENYs the threads saw; per site as well.
        List<SamplerSummary> summaries = gate.summaryLines().stream().map(SamplerSummary::parse).toList();
        Map<String, Long> summarized = new HashMap<>();
        for (SamplerSummary s : summaries) {
            assertThat(s.moreSites()).isZero();
            s.sites().forEach(site -> summarized.merge(site.template(), site.dropped(), Long::sum));
        }
        Map<String, Long> denied = sums(deniedByTemplate);
        assertThat(summaries.stream().mapToLong(SamplerSummary::dropped).sum()).isEqualTo(total(denied));
        assertThat(summarized).isEqualTo(denied);
        assertThat(summaries.stream().mapToLong(SamplerSummary::kept).sum()).isEqualTo(total(sums(keptByTemplate)));

        // The snapshot too, per site and per logger; and it never counts WARN, ERROR or the disabled DEBUG.
        SamplerSnapshot snapshot = gate.snapshot();
        assertThat(snapshot.droppedByTemplate()).isEqualTo(denied);
        assertThat(snapshot.keptByTemplate()).isEqualTo(sums(keptByTemplate));
        assertThat(snapshot.droppedByLogger()).isEqualTo(sums(deniedByLogger));
        assertThat(snapshot.counts()).extracting(SampledCount::level).containsOnly(SampledLevel.INFO);
        // 9 windows of 200 HTTP and 200 CACHE events, 2 of 40 LATE; every RARE and MID event kept
        assertThat(denied).containsOnlyKeys(HTTP, CACHE, LATE);
        assertThat(total(denied) + total(sums(keptByTemplate))).isEqualTo(9 * (200 + 200 + 2 + 7) + 2 * 40);
    }

    private static void assertSteady(Map<String, Long> kept) {
        assertThat(kept).containsEntry(RARE, 2L).containsEntry(MID, 7L);
        assertThat(kept.get(HTTP) + kept.get(CACHE)).isEqualTo(21);
        assertThat(List.of(kept.get(HTTP), kept.get(CACHE))).containsExactlyInAnyOrder(10L, 11L);
        assertThat(total(kept)).isEqualTo(TOTAL);
    }

    private static List<Event> base() {
        List<Event> events = new ArrayList<>();
        add(events, "com.acme.web.Http", "INFO", HTTP, 200);
        add(events, "com.acme.cache.Cache", "INFO", CACHE, 200);
        add(events, "com.acme.Rare", "INFO", RARE, 2);
        add(events, "com.acme.Mid", "INFO", MID, 7);
        add(events, "com.acme.web.Http", "WARN", "slow request {}", 30);
        add(events, "com.acme.web.Http", "ERROR", HTTP, 10);
        add(events, "com.acme.web.Http", "DEBUG", HTTP, 50);
        return events;
    }

    private static List<Event> with(List<Event> events, String template, String logger, int n) {
        add(events, logger, "INFO", template, n);
        return events;
    }

    private static void add(List<Event> events, String logger, String level, String template, int n) {
        for (int i = 0; i < n; i++) {
            events.add(new Event(logger, level, template));
        }
    }

    /** Logs the events from eight threads at once; returns what each INFO template kept. */
    private Map<String, Long> window(ExecutorService pool, List<Event> events) throws Exception {
        Collections.shuffle(events, random);
        Map<String, LongAdder> kept = new ConcurrentHashMap<>();
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> done = new ArrayList<>();
        // The window's first INFO event rolls it, alone: callers that arrive during a roll count in the window before
        // (they never wait for the roller), so the shares asserted here are those of events after the roll.
        List<Event> ordered = new ArrayList<>(events);
        for (int i = 0; i < ordered.size(); i++) {
            if (ordered.get(i).level().equals("INFO")) {
                ordered.add(0, ordered.remove(i));
                break;
            }
        }
        CountDownLatch opened = new CountDownLatch(1);
        for (int t = 0; t < THREADS; t++) {
            int first = t;
            done.add(pool.submit(() -> {
                start.await();
                if (first != 0) {
                    opened.await();
                }
                for (int i = first; i < ordered.size(); i += THREADS) {
                    Event e = ordered.get(i);
                    boolean passed = gate.offer(e.logger(), e.level(), e.template());
                    switch (e.level()) {
                        case "WARN", "ERROR" -> {
                            if (!passed) {
                                refusedWarnOrError.increment();
                            }
                        }
                        case "DEBUG" -> {
                            if (!passed) {
                                refusedDisabled.increment();
                            }
                        }
                        default -> {
                            if (passed) {
                                kept.computeIfAbsent(e.template(), k -> new LongAdder()).increment();
                                keptByTemplate.computeIfAbsent(e.template(), k -> new LongAdder()).increment();
                            } else {
                                deniedByTemplate.computeIfAbsent(e.template(), k -> new LongAdder()).increment();
                                deniedByLogger.computeIfAbsent(e.logger(), k -> new LongAdder()).increment();
                            }
                        }
                    }
                    if (i == 0) {
                        opened.countDown();
                    }
                }
                opened.countDown();
                return null;
            }));
        }
        start.countDown();
        for (Future<?> f : done) {
            f.get();
        }
        return sums(kept);
    }

    private static Map<String, Long> without(Map<String, Long> kept, String template) {
        Map<String, Long> rest = new HashMap<>(kept);
        rest.remove(template);
        return rest;
    }

    private static Map<String, Long> sums(Map<String, LongAdder> adders) {
        Map<String, Long> sums = new HashMap<>();
        adders.forEach((k, v) -> sums.put(k, v.sum()));
        return sums;
    }

    private static long total(Map<String, Long> counts) {
        return counts.values().stream().mapToLong(Long::longValue).sum();
    }
}
