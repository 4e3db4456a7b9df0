package dev.logtune.configs.model;

import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * How a setup logs less than its code asks for, each means optional: for a service whose rate x line bytes x history
 * outgrows its disk. {@link #NONE} logs everything the root level lets through.
 *
 * @param loggerLevels per-logger levels in the order Spring Boot's {@code logging.level.*} lists them (say
 *     {@code org.hibernate} at WARN); the root's level is the setup's own {@link SetupSpec#level()}
 * @param sampler logtune's site budget, both frameworks; null for none
 * @param burst Log4j2's BurstFilter; null for none
 * @param duplicates Logback's DuplicateMessageFilter; null for none
 */
public record VolumeReduction(Map<String, LogLevel> loggerLevels, SiteSampler sampler, BurstLimit burst,
                              DuplicateSuppression duplicates) {

    /** Nothing reduced. */
    public static final VolumeReduction NONE = new VolumeReduction(Map.of(), null, null, null);

    private static final String LOGGER_NAME = "[^\\s\"<>&]+";

    public VolumeReduction {
        Map<String, LogLevel> levels = new LinkedHashMap<>();
        if (loggerLevels != null) {
            loggerLevels.forEach((name, level) -> {
                if (name == null || !name.matches(LOGGER_NAME)) {
                    throw new InvalidSetupException(Knob.LOGGER_LEVELS, "a logger name must be non-empty, without spaces,"
                            + " quotes or angle brackets, was '" + name + "'");
                }
                if (name.toLowerCase(Locale.ROOT).equals("root")) {
                    throw new InvalidSetupException(Knob.LOGGER_LEVELS, "names the root logger; the setup's level is the root's");
                }
                if (level == null) {
                    throw new InvalidSetupException(Knob.LOGGER_LEVELS, "the logger '" + name + "' needs a level");
                }
                levels.put(name, level);
            });
        }
        loggerLevels = Collections.unmodifiableMap(levels);
    }

    /** Per-logger levels alone, in the order given. */
    public static VolumeReduction levels(Map<String, LogLevel> loggerLevels) {
        return NONE.withLoggerLevels(loggerLevels);
    }

    /** The site sampler alone. */
    public static VolumeReduction sampled(SiteSampler sampler) {
        return NONE.withSampler(sampler);
    }

    /** Log4j2's BurstFilter alone. */
    public static VolumeReduction burst(BurstLimit burst) {
        return NONE.withBurst(burst);
    }

    /** Logback's DuplicateMessageFilter alone. */
    public static VolumeReduction duplicates(DuplicateSuppression duplicates) {
        return NONE.withDuplicates(duplicates);
    }

    public VolumeReduction withLoggerLevels(Map<String, LogLevel> levels) {
        return new VolumeReduction(levels, sampler, burst, duplicates);
    }

    public VolumeReduction withSampler(SiteSampler value) {
        return new VolumeReduction(loggerLevels, value, burst, duplicates);
    }

    public VolumeReduction withBurst(BurstLimit value) {
        return new VolumeReduction(loggerLevels, sampler, value, duplicates);
    }

    public VolumeReduction withDuplicates(DuplicateSuppression value) {
        return new VolumeReduction(loggerLevels, sampler, burst, value);
    }

    /** Whether nothing is reduced. */
    public boolean isNone() {
        return means().isEmpty();
    }

    /** The means this reduction uses, in {@link ReductionMean}'s order; empty for {@link #NONE}. */
    public Set<ReductionMean> means() {
        Set<ReductionMean> means = EnumSet.noneOf(ReductionMean.class);
        if (!loggerLevels.isEmpty()) {
            means.add(ReductionMean.LOGGER_LEVELS);
        }
        if (sampler != null) {
            means.add(ReductionMean.SAMPLER);
        }
        if (burst != null) {
            means.add(ReductionMean.BURST);
        }
        if (duplicates != null) {
            means.add(ReductionMean.DUPLICATES);
        }
        return Collections.unmodifiableSet(means);
    }

    /**
     * The level {@code logger} runs at: that of the nearest entry of {@link #loggerLevels} naming it or an ancestor
     * ({@code org.hibernate} for {@code org.hibernate.SQL}), else the root's.
     */
    public LogLevel levelOf(String logger, LogLevel root) {
        return setBy(logger).map(loggerLevels::get).orElse(root);
    }

    /** The entry of {@link #loggerLevels} that sets {@code logger}'s level: its own name or its nearest ancestor's. */
    public Optional<String> setBy(String logger) {
        for (String name = logger; !name.isEmpty(); name = name.contains(".") ? name.substring(0, name.lastIndexOf('.')) : "") {
            if (loggerLevels.containsKey(name)) {
                return Optional.of(name);
            }
        }
        return Optional.empty();
    }

    /**
     * Whether every WARN and ERROR the root level lets through still reaches the sink: no logger is set above WARN, no
     * BurstFilter limits WARN, and no DuplicateMessageFilter (which drops repeated ERRORs as readily as repeated INFOs).
     */
    public boolean keepsEveryWarning() {
        return duplicates == null && (burst == null || burst.keepsEveryWarning())
                && loggerLevels.values().stream().allMatch(level -> level.compareTo(LogLevel.WARN) <= 0);
    }
}
