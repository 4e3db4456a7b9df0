package dev.logtune.benchmarks.workload;

import dev.logtune.configs.model.LogLevel;

/**
 * One call site of the service workload: a logger, a level and a message template, and how often it logs.
 *
 * @param index     its place in {@link ServiceWorkload#sites()}; what the audit's per-site rows name
 * @param slots     its entries in the workload's table of {@link ServiceWorkload#TABLE_SIZE}: its share of calls is
 *                  {@code slots / TABLE_SIZE}, exactly, for every thread over each full turn of the table
 * @param stackTrace whether it logs an exception with its stack trace
 */
public record ServiceSite(int index, String logger, LogLevel level, String template, int slots, boolean stackTrace) {

    /** Its share of all calls, 0 to 1. */
    public double weight() {
        return (double) slots / ServiceWorkload.TABLE_SIZE;
    }

    /** Its events per second when the service logs {@code rate} calls per second in all (disabled levels included). */
    public double perSecond(double rate) {
        return weight() * rate;
    }

    /** Whether a logger set to {@code threshold} lets its events through. */
    public boolean enabledAt(LogLevel threshold) {
        return threshold != LogLevel.OFF && level.compareTo(threshold) >= 0;
    }

    /** WARN and ERROR: what reducing the volume never drops. */
    public boolean severe() {
        return level.compareTo(LogLevel.WARN) >= 0;
    }
}
