package dev.logtune.tuner.advice;

import dev.logtune.lab.reading.AuditedRate;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.JmhTrial;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.support.format.Numbers;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.SetupSpec;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Measured figures of one setup at a target, read from a results file: capacity by thread count (JMH, valid trials
 * only), the nearest open-loop point, bytes allocated per event. The recommender and lint both quote these.
 */
public final class Figures {
    private final BenchResults results;
    private final List<JmhTrial> trials;
    private final List<JmhTrial> throughput;
    private final OpenLoopPoints points;
    /** Each line's bytes read once from these results: eligibility asks for every candidate, lint for every appender. */
    private final Map<String, LineBytes> lines = new ConcurrentHashMap<>();
    /** Each capacity worked out once: lint quotes one setup's for every finding, and a file may have thousands. */
    private final Map<List<Object>, Optional<Capacity>> capacities = new ConcurrentHashMap<>();

    public Figures(BenchResults results) {
        this.results = results;
        this.points = new OpenLoopPoints(results);
        // Read from JMH's array once: every setup judged asks again.
        this.trials = results.trials();
        this.throughput = trials.stream().filter(t -> t.isThroughput() && t.message().equals("order")).toList();
    }

    public BenchResults results() {
        return results;
    }

    /** The bytes an event takes in {@code setup}'s line, as these results measured it, else as the reference did. */
    public LineBytes lineBytes(SetupSpec setup) {
        return lines.computeIfAbsent(LineBytes.key(setup), key -> LineBytes.of(setup, results));
    }

    /** The line an appender of {@code framework} writes in {@code format}: the framework's own file setup's. */
    public LineBytes lineBytes(Framework framework, LineFormat format) {
        return lineBytes(Matrix.defaults(framework, Destination.FILE, format, true));
    }

    /** Every JMH trial with its audit. */
    public List<JmhTrial> trials() {
        return trials;
    }

    /** The order-message throughput trials, for callers that need the raw rows. */
    public List<JmhTrial> throughput() {
        return throughput;
    }

    /**
     * Capacity from the valid throughput trials: the lower end of JMH's interval at a measured count, the lower ends
     * interpolated in log(threads) between counts. A noisy trial is not planned on alone: where a neighbouring count was
     * measured, the lower of the two figures is.
     */
    public Optional<Capacity> capacity(String setup, int threads) {
        return capacities.computeIfAbsent(List.of(setup, threads), key -> capacityAt(setup, threads));
    }

    private Optional<Capacity> capacityAt(String setup, int threads) {
        List<JmhTrial> trials = throughput.stream().filter(t -> t.setup().equals(setup) && t.valid())
                .sorted(Comparator.comparingInt(JmhTrial::threads)).toList();
        if (trials.isEmpty()) {
            return Optional.empty();
        }
        for (int i = 0; i < trials.size(); i++) {
            if (trials.get(i).threads() == threads) {
                return Optional.of(capacityOf(trials, i, "measured at " + threads + " threads", false));
            }
        }
        JmhTrial first = trials.get(0);
        JmhTrial last = trials.get(trials.size() - 1);
        if (threads < first.threads()) {
            return Optional.of(capacityOf(trials, 0, "the " + first.threads() + "-thread figure; fewer threads were not measured", true));
        }
        if (threads > last.threads()) {
            return Optional.of(capacityOf(trials, trials.size() - 1, "held at the " + last.threads()
                    + "-thread figure: " + threads + " threads is beyond the largest measured count", true));
        }
        for (int i = 1; i < trials.size(); i++) {
            JmhTrial lowTrial = trials.get(i - 1);
            JmhTrial highTrial = trials.get(i);
            if (threads > lowTrial.threads() && threads < highTrial.threads()) {
                double f = (Math.log(threads) - Math.log(lowTrial.threads())) / (Math.log(highTrial.threads()) - Math.log(lowTrial.threads()));
                Capacity low = capacityOf(trials, i - 1, "at " + lowTrial.threads() + " threads", false);
                Capacity high = capacityOf(trials, i, "at " + highTrial.threads() + " threads", false);
                double value = low.eventsPerSecond() + f * (high.eventsPerSecond() - low.eventsPerSecond());
                List<String> noises = new ArrayList<>();
                if (low.noisy()) {
                    noises.add("at " + lowTrial.threads() + " threads, " + low.noise());
                }
                if (high.noisy()) {
                    noises.add("at " + highTrial.threads() + " threads, " + high.noise());
                }
                String noise = noises.isEmpty() ? null : String.join("; ", noises);
                String note = "interpolated between " + lowTrial.threads() + " threads (" + Numbers.human(low.eventsPerSecond())
                        + ", " + lowerEnd(lowTrial).how() + ") and " + highTrial.threads() + " (" + Numbers.human(high.eventsPerSecond())
                        + ", " + lowerEnd(highTrial).how() + ")"
                        + (noise == null ? "" : "; " + noise + ", so a noisy end is the lower of its own figure and its neighbour's");
                // The interval is interpolated for display only; what is planned on is the interpolated lower end.
                return Optional.of(new Capacity(value, low.score() + f * (high.score() - low.score()),
                        low.scoreError() + f * (high.scoreError() - low.scoreError()), noise != null, noise, note, false));
            }
        }
        return Optional.empty();
    }

    /**
     * The figure to plan on at the measured count {@code trials.get(index)}: its own lower end, or, where the trial is
     * noisy, the lower of its own and its nearest measured neighbour's, since one wide interval is one run's luck.
     */
    private Capacity capacityOf(List<JmhTrial> trials, int index, String note, boolean extrapolated) {
        JmhTrial trial = trials.get(index);
        LowerEnd own = lowerEnd(trial);
        String measured = note + "; " + own.how();
        if (!trial.noisy()) {
            return new Capacity(own.value(), trial.deliveredPerSecond(), trial.deliveredError(), false, null, measured, extrapolated);
        }
        String noise = Double.isNaN(trial.scoreError()) ? "noisy: JMH had too few samples for an error bar"
                : String.format(Locale.ROOT, "noisy: JMH's error (\u00b1%s) is more than half its score (%s)",
                Numbers.human(trial.deliveredError()), Numbers.human(trial.deliveredPerSecond()));
        JmhTrial neighbour = nearestNeighbour(trials, index);
        if (neighbour == null) {
            return new Capacity(own.value(), trial.deliveredPerSecond(), trial.deliveredError(), true, noise,
                    measured + "; " + noise + ", and no other thread count was measured to check it against", extrapolated);
        }
        LowerEnd theirs = lowerEnd(neighbour);
        String check = theirs.value() < own.value()
                ? "planned on the " + neighbour.threads() + "-thread figure instead, " + Numbers.human(theirs.value())
                : "the " + neighbour.threads() + "-thread figure (" + Numbers.human(theirs.value()) + ") is no lower";
        return new Capacity(Math.min(own.value(), theirs.value()), trial.deliveredPerSecond(), trial.deliveredError(), true,
                noise, measured + "; " + noise + ", so not planned on alone: " + check, extrapolated);
    }

    /** The measured count beside {@code index} nearest in log(threads), the lower figure on a tie; null when alone. */
    private JmhTrial nearestNeighbour(List<JmhTrial> trials, int index) {
        JmhTrial below = index > 0 ? trials.get(index - 1) : null;
        JmhTrial above = index + 1 < trials.size() ? trials.get(index + 1) : null;
        if (below == null || above == null) {
            return below == null ? above : below;
        }
        double threads = Math.log(trials.get(index).threads());
        double toBelow = threads - Math.log(below.threads());
        double toAbove = Math.log(above.threads()) - threads;
        if (toBelow != toAbove) {
            return toBelow < toAbove ? below : above;
        }
        return lowerEnd(below).value() <= lowerEnd(above).value() ? below : above;
    }

    /**
     * One trial's own figure to plan on: JMH's score less its error, delivered share applied, never above the audited
     * rate nor below 0. Where the audit shows JMH's score cannot be what happened, its interval describes a rate no disk
     * took and its lower end says nothing: the lines the forks wrote are the figure.
     */
    private LowerEnd lowerEnd(JmhTrial trial) {
        double score = trial.deliveredPerSecond();
        double error = trial.deliveredError();
        if (AuditedRate.overstated(results, trial)) {
            return new LowerEnd(AuditedRate.perSecond(results, trial), String.format(Locale.ROOT,
                    "the lines its forks wrote per second of run and drain, below JMH's %s \u00b1 %s, which counted calls faster than"
                            + " the file took them",
                    Numbers.human(score), Numbers.human(error)));
        }
        if (Double.isNaN(error)) {
            return new LowerEnd(score, "JMH's " + Numbers.human(score) + " with no error bar");
        }
        double lower = Math.min(Math.max(0, score - error), AuditedRate.bounded(results, trial));
        return new LowerEnd(lower, "lower end of " + Numbers.human(score) + " \u00b1 " + Numbers.human(error));
    }

    private record LowerEnd(double value, String how) {
    }

    /** The open-loop point that stands for a target; see {@link OpenLoopPoints#at}. */
    public Optional<RatePick> pick(String setup, double rate, int threads) {
        return points.at(setup, rate, threads);
    }

    public OpenLoopPoints points() {
        return points;
    }

    /** Bytes allocated per call at the measured thread count nearest {@code threads}; NaN when not measured. */
    public double allocation(String setup, int threads) {
        return nearestAllocated(setup, threads).map(JmhTrial::allocBytesPerOp).orElse(Double.NaN);
    }

    /**
     * Bytes allocated per event that reached the output, at the measured thread count nearest {@code threads}: a setup
     * that drops most events allocates little per call and a lot per line written. NaN when not measured, or when
     * nothing was delivered.
     */
    public double allocationPerDelivered(String setup, int threads) {
        return nearestAllocated(setup, threads).map(t -> t.audit() != null && t.audit().written() == 0 ? Double.NaN
                : t.allocBytesPerOp() / t.deliveredFraction()).orElse(Double.NaN);
    }

    private Optional<JmhTrial> nearestAllocated(String setup, int threads) {
        return throughput.stream().filter(t -> t.setup().equals(setup) && !Double.isNaN(t.allocBytesPerOp()))
                .min(Comparator.comparingDouble(t -> Math.abs(Math.log(t.threads()) - Math.log(threads))));
    }

}
