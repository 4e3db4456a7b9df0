package dev.logtune.benchmarks.results;

/**
 * Events per second a trial's forks actually wrote: their lines over the time they ran, warm-up and queue drain
 * included. JMH's closed-loop score can overstate a deep queue: producers blocked when an iteration ends start the next
 * one late and measure over a short window, so an iteration reads tens of millions a second that no disk took.
 */
public final class AuditedRate {
    private AuditedRate() {
    }

    /** Lines written per second of fork time; infinite where the trial has no audit or expects no lines (logging off). */
    public static double perSecond(BenchResults results, JmhTrial trial) {
        Totals totals = totals(results, trial);
        if (totals == null) {
            return Double.POSITIVE_INFINITY;
        }
        return totals.written / (totals.forks * forkSeconds(results.settings()) + totals.drainMillis / 1000.0);
    }

    /**
     * Whether JMH's delivered figure cannot be what happened: kept up through the measured iterations alone, it would
     * have written more lines than each fork wrote in all, warm-up and drain included.
     */
    public static boolean overstated(BenchResults results, JmhTrial trial) {
        Totals totals = totals(results, trial);
        if (totals == null || !trial.isThroughput()) {
            return false;
        }
        RunSettings settings = results.settings();
        double measuredSeconds = settings.measurementIterations() * settings.measurementSeconds();
        return (double) totals.written / totals.forks < trial.deliveredPerSecond() * measuredSeconds;
    }

    /** The delivered events/s to plan with: JMH's, or the audited figure where JMH's cannot be what happened. */
    public static double bounded(BenchResults results, JmhTrial trial) {
        return overstated(results, trial) ? perSecond(results, trial) : trial.deliveredPerSecond();
    }

    private static double forkSeconds(RunSettings settings) {
        return settings.warmupIterations() * settings.warmupSeconds() + settings.measurementIterations() * settings.measurementSeconds();
    }

    /** The trial's forks' audits added up; null where there are none, no settings, or no lines were expected. */
    private static Totals totals(BenchResults results, JmhTrial trial) {
        if (results.settings() == null) {
            return null;
        }
        long written = 0;
        long expected = 0;
        long drainMillis = 0;
        int forks = 0;
        for (TrialAudit audit : results.audits()) {
            if (audit.benchmark().equals(trial.benchmark()) && audit.setup().equals(trial.setup())
                    && audit.message().equals(trial.message()) && audit.threads() == trial.threads()
                    && audit.mode().equals(trial.mode())) {
                written += audit.written();
                expected += audit.expected();
                drainMillis += audit.drainMillis();
                forks++;
            }
        }
        return forks == 0 || expected == 0 ? null : new Totals(written, drainMillis, forks);
    }

    private record Totals(long written, long drainMillis, int forks) {
    }
}
