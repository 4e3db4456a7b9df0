package dev.logtune.tuner.advice;

import dev.logtune.benchmarks.workload.ServiceWorkload;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.tuner.volume.LevelShares;

import java.util.Map;

/** The level shares a plan rests on when the service's own logs were not read: the service-shaped workload's. */
public final class ServiceMix {
    private ServiceMix() {
    }

    /** Of what an INFO level lets through, the WARN and ERROR shares of the service-shaped workload. */
    public static LevelShares shares() {
        Map<LogLevel, Double> mix = ServiceWorkload.enabledMix(LogLevel.INFO);
        return new LevelShares(mix.getOrDefault(LogLevel.WARN, 0.0), mix.getOrDefault(LogLevel.ERROR, 0.0),
                "the service-shaped workload's mix of what INFO lets through, not your service's own");
    }
}
