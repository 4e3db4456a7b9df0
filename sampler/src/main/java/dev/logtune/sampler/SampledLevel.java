package dev.logtune.sampler;

/**
 * The levels the budget applies to: everything below WARN. WARN and ERROR never reach the budget, so they have no
 * constant here. A framework's custom levels map to the nearest one at or below their severity (the adapters do it).
 */
public enum SampledLevel {
    TRACE,
    DEBUG,
    INFO;

    private static final SampledLevel[] ALL = values();

    static SampledLevel ofOrdinal(int ordinal) {
        return ALL[ordinal];
    }
}
