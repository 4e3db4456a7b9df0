package dev.logtune.tuner.logcost;

/**
 * Where logging stands against the rule of thumb profiling a service goes by: when the frames of logging add up to
 * more than about 5% of its CPU, logging is on the critical path, one traffic peak from being the bottleneck.
 */
public enum CpuVerdict {
    ON_CRITICAL_PATH,
    OFF_CRITICAL_PATH,
    /** The recording holds no CPU samples: jdk.ExecutionSample was off. */
    NO_SAMPLES;

    /** Above this share of CPU samples, logging is on the critical path. */
    public static final double RULE_OF_THUMB = 0.05;

    static CpuVerdict of(LoggingShare cpu) {
        if (cpu.total() == 0) {
            return NO_SAMPLES;
        }
        return cpu.share() > RULE_OF_THUMB ? ON_CRITICAL_PATH : OFF_CRITICAL_PATH;
    }
}
