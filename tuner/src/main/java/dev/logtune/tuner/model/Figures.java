package dev.logtune.tuner.model;

import dev.logtune.benchmarks.results.AuditedRate;
import dev.logtune.benchmarks.results.BenchResults;
import dev.logtune.benchmarks.results.JmhTrial;
import dev.logtune.benchmarks.results.RateRecord;
import dev.logtune.benchmarks.sweep.Numbers;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Measured figures of one setup at a target, read from a results file: capacity by thread count (JMH, valid trials
 * only), the nearest open-loop point, bytes allocated per event. The recommender and lint both quote these.
 */
public final class Figures {
    private final BenchResults results;
    private final List<JmhTrial> throughput;

    public Figures(BenchResults results) {
        this.results = results;
        this.throughput = results.trials().stream().filter(t -> t.isThroughput() && t.message().equals("order")).toList();
    }

    public BenchResults results() {
        return results;
    }

    /** The order-message throughput trials, for callers that need the raw rows. */
    public List<JmhTrial> throughput() {
        return throughput;
    }

    /** Capacity from the valid throughput trials, interpolated in log(threads) between measured counts. */
    public Optional<Capacity> capacity(String setup, int threads) {
        List<JmhTrial> trials = throughput.stream().filter(t -> t.setup().equals(setup) && t.valid())
                .sorted(Comparator.comparingInt(JmhTrial::threads)).toList();
        if (trials.isEmpty()) {
            return Optional.empty();
        }
        for (JmhTrial trial : trials) {
            if (trial.threads() == threads) {
                return Optional.of(capacityOf(trial, "measured at " + threads + " threads", false));
            }
        }
        JmhTrial first = trials.get(0);
        JmhTrial last = trials.get(trials.size() - 1);
        if (threads < first.threads()) {
            return Optional.of(capacityOf(first, "the " + first.threads() + "-thread figure; fewer threads were not measured", true));
        }
        if (threads > last.threads()) {
            return Optional.of(capacityOf(last, "held at the " + last.threads()
                    + "-thread figure: " + threads + " threads is beyond the largest measured count", true));
        }
        for (int i = 1; i < trials.size(); i++) {
            JmhTrial low = trials.get(i - 1);
            JmhTrial high = trials.get(i);
            if (threads > low.threads() && threads < high.threads()) {
                double f = (Math.log(threads) - Math.log(low.threads())) / (Math.log(high.threads()) - Math.log(low.threads()));
                double lowValue = AuditedRate.bounded(results, low);
                double highValue = AuditedRate.bounded(results, high);
                double value = lowValue + f * (highValue - lowValue);
                return Optional.of(new Capacity(value, Double.NaN, "interpolated between " + low.threads() + " threads ("
                        + Numbers.human(lowValue) + ") and " + high.threads() + " (" + Numbers.human(highValue) + ")", false));
            }
        }
        return Optional.empty();
    }

    /** JMH's delivered figure with its error, or the audited one where JMH's cannot be what happened. */
    private Capacity capacityOf(JmhTrial trial, String note, boolean extrapolated) {
        if (AuditedRate.overstated(results, trial)) {
            return new Capacity(AuditedRate.perSecond(results, trial), Double.NaN, String.format(Locale.ROOT,
                    "%s: the lines the forks wrote over their run and drain; JMH's %s ± %s cannot be what happened", note,
                    Numbers.human(trial.deliveredPerSecond()), Numbers.human(trial.scoreError())), extrapolated);
        }
        return new Capacity(trial.deliveredPerSecond(), trial.scoreError(), note, extrapolated);
    }

    /** The nearest steady open-loop point: the nearest thread count, then the lowest rate at or above the target. */
    public Optional<RatePick> pick(String setup, double rate, int threads) {
        List<RateRecord> steady = results.rates().stream()
                .filter(r -> r.setup().equals(setup) && r.scenario().equals("steady") && r.response() != null).toList();
        if (steady.isEmpty()) {
            return Optional.empty();
        }
        int nearest = steady.stream().map(RateRecord::threads).min(Comparator
                .comparingDouble((Integer t) -> Math.abs(Math.log(t) - Math.log(threads)))
                .thenComparing(Comparator.reverseOrder())).orElseThrow();
        List<RateRecord> sameThreads = steady.stream().filter(r -> r.threads() == nearest).toList();
        Optional<RateRecord> atOrAbove = sameThreads.stream().filter(r -> r.targetRate() >= rate * 0.999)
                .min(Comparator.comparingDouble(RateRecord::targetRate));
        RateRecord record = atOrAbove.orElseGet(() -> sameThreads.stream().max(Comparator.comparingDouble(RateRecord::targetRate)).orElseThrow());
        boolean exact = nearest == threads && Math.abs(record.targetRate() - rate) <= rate * 0.01;
        String where = "measured at " + Numbers.human(record.targetRate()) + "/s over " + nearest + " threads";
        String nearness;
        if (exact) {
            nearness = where + ", your target exactly";
        } else if (atOrAbove.isPresent()) {
            nearness = where + ", the nearest measured point at or above your rate"
                    + (nearest == threads ? "" : " and the nearest thread count");
        } else {
            nearness = where + ", the highest measured rate: yours is above every measured point, so this is a floor";
        }
        return Optional.of(new RatePick(record, exact, atOrAbove.isPresent(), nearness));
    }

    /** Bytes allocated per event at the measured thread count nearest {@code threads}; NaN when not measured. */
    public double allocation(String setup, int threads) {
        return throughput.stream().filter(t -> t.setup().equals(setup) && !Double.isNaN(t.allocBytesPerOp()))
                .min(Comparator.comparingDouble(t -> Math.abs(Math.log(t.threads()) - Math.log(threads))))
                .map(JmhTrial::allocBytesPerOp).orElse(Double.NaN);
    }

}
