package dev.logtune.tuner.advice;

import dev.logtune.support.format.Durations;
import dev.logtune.lab.audit.Verdict;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.CrashRecord;
import dev.logtune.lab.results.JmhTrial;
import dev.logtune.lab.reading.OpenLoopPoint;
import dev.logtune.support.format.Numbers;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Durability;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.Log4j2AsyncLoggers;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.NoAsync;
import dev.logtune.configs.model.PatternLayout;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.SiftingSink;
import dev.logtune.configs.model.UnflushedWindow;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The hard constraints: a setup that fails one is out, with the reason, whatever its speed. No unexplained loss, drops
 * only as allowed, the rate held in every run, capacity (its lower bound) with headroom, the stall or burst absorbed,
 * what a crash loses within the limit, response p99 within the limit.
 */
final class Eligibility {
    /** Utilisation above which queueing delay climbs steeply (the knee of an M/M/1 queue). */
    static final double UTILISATION_LIMIT = Capacity.KNEE;

    private final BenchResults results;
    private final Figures figures;

    Eligibility(BenchResults results, Figures figures) {
        this.results = results;
        this.figures = figures;
    }

    /** A candidate, or why not. */
    record Judgement(Candidate candidate, ExclusionCause cause, String reason) {
        static Judgement out(ExclusionCause cause, String reason) {
            return new Judgement(null, cause, reason);
        }
    }

    Judgement judge(SetupSpec spec, Target target) {
        if (spec.destination() != target.destination()) {
            return Judgement.out(ExclusionCause.DESTINATION, "writes to " + (spec.destination() == Destination.STDOUT ? "standard output" : "a file")
                    + "; you asked for " + (target.destination() == Destination.STDOUT ? "standard output (--sink stdout)" : "a file (--sink file)"));
        }
        if (spec.lineFormat() != target.lineFormat()) {
            return Judgement.out(ExclusionCause.LINE_FORMAT, "writes " + (spec.lineFormat() == LineFormat.JSON ? "JSON" : "pattern") + " lines; you asked for "
                    + target.lineFormat().label() + " (--layout " + target.lineFormat().label() + ")");
        }
        if (spec.destination() == Destination.FILE && spec.sink().rolls() != target.rolls() && rollingMeasured(spec.lineFormat())) {
            return Judgement.out(ExclusionCause.ROLLING, spec.sink().rolls()
                    ? "rolls its own file; you asked for one plain file the host rotates (--plain-file)"
                    : "writes one plain file that never rolls; a service's file rolls with bounded history (--plain-file admits"
                    + " it, for a host that rotates the file)");
        }
        if (spec.lineFormat() == LineFormat.PATTERN && !spec.layout().equals(PatternLayout.standard())) {
            // The layout decides what a line says; it is the team's choice, measured here to show what it costs.
            String layout = spec.layout() instanceof PatternLayout pattern ? "pattern " + pattern.pattern().strip() : spec.layout().kind();
            return Judgement.out(ExclusionCause.LAYOUT, "writes a different line (" + layout + "), not the standard pattern; measured to show what that layout costs");
        }
        if (spec.sink() instanceof SiftingSink sifting) {
            // Like a layout, the shape of the output is the team's choice; lint warns of the files it keeps open.
            return Judgement.out(ExclusionCause.SIFTING, "writes a file for each value of the MDC key '" + sifting.mdcKey() + "', not one file; measured to show what sifting costs");
        }
        if (spec.async() instanceof Log4j2AsyncLoggers loggers && loggers.waitStrategy() != null && loggers.waitStrategy().spins()) {
            // Its cost is a core taken from the service's own threads, which a logging benchmark never runs.
            return Judgement.out(ExclusionCause.SPINNING_WAIT, "its writer thread spins on a core while idle (" + loggers.waitStrategy().propertyValue()
                    + "), which the service's own threads pay for and these measurements cannot see; measured to show what a quicker wake-up buys");
        }
        if (spec.mayDrop()) {
            LogLevel dropped = spec.async().highestDroppedLevel();
            if (target.allowDrop() == null) {
                return Judgement.out(ExclusionCause.DROPS_BY_DESIGN, "loses events by design: " + spec.async().dropRule() + "; --allow-drop " + dropped + " would admit it");
            }
            if (dropped.ordinal() > target.allowDrop().ordinal()) {
                return Judgement.out(ExclusionCause.DROPS_ABOVE_ALLOWED, "can drop " + dropped + " events: " + spec.async().dropRule() + "; you allow "
                        + target.allowDrop() + " and below");
            }
        }
        Optional<VirtualThreadFacts> virtual = Optional.empty();
        if (target.virtualThreads()) {
            virtual = VirtualThreadFacts.of(spec.id(), results);
            if (virtual.isEmpty()) {
                List<String> measured = VirtualThreadFacts.measured(results);
                return Judgement.out(ExclusionCause.VIRTUAL_THREADS, "not measured with virtual-thread callers"
                        + (measured.isEmpty() ? " (these results measured none: tuner bench --profile virtual-threads)"
                        : " (measured: " + String.join(", ", measured) + ")"));
            }
            if (virtual.get().stopsTheService()) {
                return Judgement.out(ExclusionCause.VIRTUAL_THREADS, "stops a virtual-thread service with it: "
                        + virtual.get().describe());
            }
        }
        Optional<Capacity> capacity = figures.capacity(spec.id(), target.threads());
        if (capacity.isEmpty()) {
            return lossyOrMissing(spec.id());
        }
        List<String> warnings = new ArrayList<>();
        Optional<String> measuredLoss = lossNear(spec.id(), target.threads(), warnings);
        if (measuredLoss.isPresent()) {
            return Judgement.out(ExclusionCause.LOST_EVENTS, measuredLoss.get());
        }
        Optional<RatePick> pick = figures.pick(spec.id(), target.rate(), target.threads());
        if (pick.isEmpty()) {
            return Judgement.out(ExclusionCause.NOT_MEASURED, "no open-loop measurement in these results");
        }
        OpenLoopPoint point = pick.get().point();
        String at = Numbers.human(point.rate()) + "/s over " + point.threads() + " threads";
        if (point.lost() > 0) {
            return Judgement.out(ExclusionCause.LOST_EVENTS, String.format(Locale.ROOT, "lost %,d events in the open loop at %s that no drop policy accounts for",
                    point.lost(), at));
        }
        if (!point.held()) {
            long notHeld = point.used().stream().filter(r -> !r.held()).count();
            return Judgement.out(ExclusionCause.FELL_BEHIND, String.format(Locale.ROOT, "fell behind at %s in %d of %d runs (the backlog grew): no response"
                    + " time at a rate it cannot hold", at, notHeld, point.used().size()));
        }
        double events = capacity.get().eventsPerSecond();
        if (!(events > 0)) {
            return Judgement.out(ExclusionCause.CAPACITY, "capacity cannot be planned on: JMH's interval at " + target.threads() + " threads ("
                    + capacity.get().interval() + ") reaches zero; " + capacity.get().note());
        }
        if (target.rate() > UTILISATION_LIMIT * events) {
            return Judgement.out(ExclusionCause.CAPACITY, String.format(Locale.ROOT, "capacity %s events/s at %d threads (lower end of %s; %s): your rate would"
                            + " keep it %.0f%% busy, past the %.0f%% knee", Numbers.human(events), target.threads(),
                    capacity.get().interval(), capacity.get().note(), 100 * target.rate() / events, 100 * UTILISATION_LIMIT));
        }
        List<String> tuning = new ArrayList<>();
        SetupSpec tuned = spec;
        long needed = QueueSizing.needed(target, events);
        if (needed > 0) {
            if (spec.async() instanceof NoAsync) {
                return Judgement.out(ExclusionCause.STALL_OR_BURST, target.stall() != null
                        ? "synchronous: every producer waits out the whole stall" + stallEvidence(spec.id())
                        : String.format(Locale.ROOT, "synchronous, and %s events/s for %s is past its capacity of %s events/s",
                        Numbers.human(target.rate() * target.burstFactor()), Durations.brief(target.burstLength()), Numbers.human(events)));
            }
            if (needed > spec.async().capacity()) {
                if (needed > (long) QueueSizing.MAX_DEEPEN * spec.async().capacity()) {
                    return Judgement.out(ExclusionCause.STALL_OR_BURST, String.format(Locale.ROOT, "its queue holds %s events; %s needs %s, more than %dx what was measured",
                            Numbers.count(spec.async().capacity()), target.stall() != null ? "the stall" : "the burst",
                            Numbers.count(needed), QueueSizing.MAX_DEEPEN));
                }
                tuned = QueueSizing.deepen(spec, needed, events, target, tuning);
            }
        }
        UnflushedWindow window = Durability.window(tuned, target.rate(), figures.lineBytes(tuned).bytes(), events);
        if (target.maxUnflushed() != null && !window.within(target.maxUnflushed())) {
            return Judgement.out(ExclusionCause.CRASH_WINDOW, "a crash loses what it holds: " + window.how() + crashEvidence(spec.id())
                    + "; --max-unflushed " + Durations.brief(target.maxUnflushed()) + " rules it out (--max-unflushed none admits it)");
        }
        if (target.p99() != null && point.p99().median() * 1000 > target.p99().toNanos()) {
            return Judgement.out(ExclusionCause.P99, String.format(Locale.ROOT, "response p99 %s (median of %d runs, 95%% interval %s) at %s,"
                            + " above your %s limit%s", Durations.micros(point.p99().median()), point.p99().runs(),
                    Durations.microsRange(point.p99().low(), point.p99().high()), at, Durations.brief(target.p99()),
                    point.control() == null ? "" : "; logging off measured " + Durations.micros(point.control().median()) + " there"));
        }
        if (capacity.get().extrapolated()) {
            warnings.add(capacity.get().note());
        }
        if (capacity.get().noisy()) {
            warnings.add("capacity: " + capacity.get().noise());
        }
        if (target.threads() > results.machine().cores()) {
            warnings.add(target.threads() + " threads on the measured machine's " + results.machine().cores()
                    + " cores time-share the CPU; contention on more cores differs");
        }
        double alloc = figures.allocation(spec.id(), target.threads());
        if (tuned.async().capacity() >= 100_000 && !Double.isNaN(alloc)) {
            warnings.add(String.format(Locale.ROOT, "a full queue of %s events holds at least %s MB of heap (%s bytes allocated per"
                            + " event; retained size was not measured and can be several times that): check it with tuner verify --stall",
                    Numbers.count(tuned.async().capacity()), Numbers.human(tuned.async().capacity() * alloc / 1e6), Numbers.human(alloc)));
        }
        if (target.destination() == Destination.STDOUT) {
            ReaderPauseFacts.of(spec.id(), results).ifPresent(warnings::add);
        }
        virtual.ifPresent(facts -> warnings.add(facts.describe()));
        if (point.disturbed() > 0) {
            warnings.add(String.format(Locale.ROOT, "%d of %d runs at that point were disturbed (a long JVM pause); %s",
                    point.disturbed(), point.runs().size(), point.used().size() == point.runs().size()
                            ? "too few undisturbed runs, so all are used" : "the figures rest on the others"));
        }
        return new Judgement(new Candidate(spec.id(), spec.description(), spec.framework().displayName(), tuned, capacity.get(),
                pick.get(), point.p99(), point.p999(), alloc, figures.allocationPerDelivered(spec.id(), target.threads()),
                point.dropShare(), window, MovingParts.of(tuned), tuning, warnings), null, null);
    }

    /** Whether the matrix measures rolling files of this line: where it does not, a plain file's figures stand for one. */
    private static boolean rollingMeasured(LineFormat format) {
        return Matrix.all().stream().anyMatch(s -> s.destination() == Destination.FILE && s.lineFormat() == format
                && s.sink().rolls());
    }

    private String crashEvidence(String setup) {
        return results.crashes().stream().filter(c -> c.setup().equals(setup) && !c.isFailure()).findFirst()
                .map(c -> String.format(Locale.ROOT, " (crash test: JVM halted %s after the last event, %,d of %,d events on disk, the last %s)",
                        Durations.brief(Duration.ofMillis(c.waitMillis())), c.eventsOnDisk(), c.eventsLogged(),
                        c.lastOnDisk() ? "among them" : "missing"))
                .orElse("");
    }

    /** The crash test of a setup in these results, if it was run. */
    Optional<CrashRecord> crash(String setup) {
        return results.crashes().stream().filter(c -> c.setup().equals(setup) && !c.isFailure()).findFirst();
    }

    private Judgement lossyOrMissing(String setup) {
        List<JmhTrial> all = figures.throughput().stream().filter(t -> t.setup().equals(setup)).toList();
        if (all.isEmpty()) {
            return Judgement.out(ExclusionCause.NOT_MEASURED, "not measured in these results");
        }
        long lost = all.stream().filter(t -> t.audit() != null).mapToLong(t -> t.audit().lost()).sum();
        return Judgement.out(ExclusionCause.LOST_EVENTS,
                String.format(Locale.ROOT, "lost %,d events in every throughput trial that no drop policy accounts for", lost));
    }

    /**
     * A reason to exclude when the trials at the thread counts around the target lost events; losses at other
     * thread counts become a warning instead.
     */
    private Optional<String> lossNear(String setup, int threads, List<String> warnings) {
        List<JmhTrial> lossy = figures.trials().stream()
                .filter(t -> t.setup().equals(setup) && t.audit() != null && t.audit().verdict() == Verdict.LOSSY).toList();
        if (lossy.isEmpty()) {
            return Optional.empty();
        }
        List<Integer> measured = figures.throughput().stream().filter(t -> t.setup().equals(setup)).map(JmhTrial::threads)
                .distinct().sorted().toList();
        int below = measured.stream().filter(t -> t <= threads).reduce((a, b) -> b).orElse(measured.get(0));
        int above = measured.stream().filter(t -> t >= threads).findFirst().orElse(measured.get(measured.size() - 1));
        List<JmhTrial> near = lossy.stream().filter(t -> t.threads() == below || t.threads() == above).toList();
        String detail = lossy.stream().map(t -> String.format(Locale.ROOT, "%,d at %d threads (%s)", t.audit().lost(), t.threads(), t.mode()))
                .reduce((a, b) -> a + ", " + b).orElse("");
        if (!near.isEmpty()) {
            return Optional.of("lost events in measurement that no drop policy accounts for: " + detail);
        }
        warnings.add("lost events in measurement at other thread counts: " + detail);
        return Optional.empty();
    }

    private String stallEvidence(String setup) {
        return results.rates().stream().filter(r -> r.setup().equals(setup) && r.scenario().equals("stall") && r.response() != null
                        && r.callers() == null)
                .findFirst().map(r -> String.format(Locale.ROOT, " (measured: in a %s stall at %s/s its longest call took %s ms)",
                        r.detail(), Numbers.human(r.targetRate()), Numbers.human(r.maxBlockedMillis())))
                .orElse("");
    }
}
