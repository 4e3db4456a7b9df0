package dev.logtune.configs.model;

import java.util.Optional;

/** One means a setup may use to log less: the parts of a {@link VolumeReduction}, and the trait a file is matched by. */
public enum ReductionMean {
    /** Per-logger levels, as Spring Boot's {@code logging.level.*} writes them. */
    LOGGER_LEVELS("logger levels"),
    /** logtune's site budget: a rate per call site and for all sites together, below WARN. */
    SAMPLER("site sampler"),
    /** Log4j2's BurstFilter: one rate for every event at or below a level. */
    BURST("BurstFilter"),
    /** Logback's DuplicateMessageFilter: a message template repeated too often is dropped. */
    DUPLICATES("DuplicateMessageFilter");

    private final String words;

    ReductionMean(String words) {
        this.words = words;
    }

    /**
     * The means a Logback {@code <turboFilter class="...">} is, for a reader of a file: the site sampler or
     * DuplicateMessageFilter; empty for any other class.
     */
    public static Optional<ReductionMean> ofLogbackTurboFilter(String className) {
        if (SiteSampler.LOGBACK_CLASS.equals(className)) {
            return Optional.of(SAMPLER);
        }
        return DuplicateSuppression.LOGBACK_CLASS.equals(className) ? Optional.of(DUPLICATES) : Optional.empty();
    }

    /**
     * The means a Log4j2 filter element under {@code <Configuration>} (or its {@code <Filters>}) is: the site sampler or
     * BurstFilter, by element name as Log4j2 reads it (case-insensitive); empty for any other filter.
     */
    public static Optional<ReductionMean> ofLog4j2Filter(String element) {
        if (SiteSampler.LOG4J2_ELEMENT.equalsIgnoreCase(element)) {
            return Optional.of(SAMPLER);
        }
        return BurstLimit.LOG4J2_ELEMENT.equalsIgnoreCase(element) ? Optional.of(BURST) : Optional.empty();
    }

    /** "logger levels", "site sampler", "BurstFilter", "DuplicateMessageFilter". */
    public String words() {
        return words;
    }
}
