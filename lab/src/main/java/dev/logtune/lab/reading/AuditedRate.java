package dev.logtune.lab.reading;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.JmhTrial;
import dev.logtune.lab.results.RunSettings;
import dev.logtune.lab.results.TrialAudit;

/**
 * Events per second a trial's forks actually wrote: their lines over the time they ran (each fork's own timed window,
 * warm-up included) and their queue drain. JMH's closed-loop score can overstate a deep queue: producers blocked when
 * an iteration ends start the next one late and measure over a short window, so an iteration reads tens of millions a
 * second that no disk took.
 */
public final class AuditedRate {
    private AuditedRate() {
    }

    /**
     * Lines written per second of fork time: over the sum of the forks' own timed windows and their drains; infinite
     * where the trial has no audit, expects no lines (logging off), or lacks both a window and the settings to assume one.
     */
    public static double perSecond(BenchResults results, JmhTrial trial) {
        Totals totals = totals(results, trial);
        if (totals == null) {
            return Double.POSITIVE_INFINITY;
        }
        return totals.written / (totals.forkSeconds + totals.drainMillis / 1000.0);
    }

    /**
     * Whether JMH's delivered figure cannot be what happened: kept up through the measured iterations alone, it would
     * have written more lines than each fork wrote in all, warm-up and drain included.
     */
    public static boolean overstated(BenchResults results, JmhTrial trial) {
        Totals totals = totals(results, trial);
        RunSettings settings = results.settings();
        if (totals == null || settings == null || !trial.isThroughput()) {
            return false;
        }
        double measuredSeconds = settings.measurementIterations() * settings.measurementSeconds();
        return (double) totals.written / totals.forks < trial.deliveredPerSecond() * measuredSeconds;
    }

    /** The delivered events/s to plan with: JMH's, or the audited figure where JMH's cannot be what happened. */
    public static double bounded(BenchResults results, JmhTrial trial) {
        return overstated(results, trial) ? perSecond(results, trial) : trial.deliveredPerSecond();
    }

    /** What the settings say one fork runs: warm-up and measurement, nothing between iterations. */
    private static double assumedForkSeconds(RunSettings settings) {
        return settings.warmupIterations() * settings.warmupSeconds() + settings.measurementIterations() * settings.measurementSeconds();
    }

    /** The trial's forks' audits added up; null where there are none, no lines were expected, or a fork's time is unknown. */
    private static Totals totals(BenchResults results, JmhTrial trial) {
        long written = 0;
        long expected = 0;
        long drainMillis = 0;
        double forkSeconds = 0;
        int forks = 0;
        for (TrialAudit audit : results.audits()) {
            if (audit.benchmark().equals(trial.benchmark()) && audit.setup().equals(trial.setup())
                    && audit.message().equals(trial.message()) && audit.threads() == trial.threads()
                    && audit.mode().equals(trial.mode())) {
                if (audit.windowMillis() > 0) {
                    forkSeconds += audit.windowMillis() / 1000.0;
                } else if (results.settings() != null) {
                    // Written before forks timed their window (Jackson reads the missing field as 0): assume the
                    // settings' seconds, which leave out JMH's time between iterations and so overstate the rate a little.
                    forkSeconds += assumedForkSeconds(results.settings());
                } else {
                    return null;
                }
                written += audit.written();
                expected += audit.expected();
                drainMillis += audit.drainMillis();
                forks++;
            }
        }
        return forks == 0 || expected == 0 ? null : new Totals(written, forkSeconds, drainMillis, forks);
    }

    private record Totals(long written, double forkSeconds, long drainMillis, int forks) {
    }
}
