package dev.logtune.benchmarks.workload;

/** Writes the service workload's events through one framework's own API, each site through its own logger. */
public interface ServiceEmitter {

    /** Logs event {@code id} at its site: the site's logger, level, template and arguments, all from the id. */
    void emit(long id);

    /**
     * Whether the site's logger's level lets its level through, as the framework holds the level now: the level alone,
     * not {@code isXxxEnabled}, which in Log4j2 also asks context-wide filters (a BurstFilter out of tokens would
     * answer no) and in Logback the turbo filters. A filter drops by design; only a level disables.
     */
    boolean enabled(int site);

    /**
     * Whether the root logger lets the site's level through: the level the service runs at. A site the root enables and
     * its own logger's level does not is dropped by design, by a per-logger level.
     */
    boolean rootEnabled(int site);

    /** {@link #enabled} for every site, by index. */
    default boolean[] enabledSites() {
        boolean[] enabled = new boolean[ServiceWorkload.sites().size()];
        for (int site = 0; site < enabled.length; site++) {
            enabled[site] = enabled(site);
        }
        return enabled;
    }

    /** {@link #rootEnabled} for every site, by index. */
    default boolean[] rootEnabledSites() {
        boolean[] enabled = new boolean[ServiceWorkload.sites().size()];
        for (int site = 0; site < enabled.length; site++) {
            enabled[site] = rootEnabled(site);
        }
        return enabled;
    }
}
