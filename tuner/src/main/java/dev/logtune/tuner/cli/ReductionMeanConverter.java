package dev.logtune.tuner.cli;

import dev.logtune.configs.model.ReductionMean;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.util.Locale;

/** sampler, levels or burst: how an answer logs less. DuplicateMessageFilter is no choice: it drops repeated ERRORs. */
public final class ReductionMeanConverter implements ITypeConverter<ReductionMean> {
    @Override
    public ReductionMean convert(String value) {
        return switch (value.strip().toLowerCase(Locale.ROOT)) {
            case "sampler" -> ReductionMean.SAMPLER;
            case "levels" -> ReductionMean.LOGGER_LEVELS;
            case "burst" -> ReductionMean.BURST;
            default -> throw new TypeConversionException("'" + value + "' is not a way to log less (expected sampler, levels or"
                    + " burst; DuplicateMessageFilter drops repeated ERRORs, so it is none)");
        };
    }

    /** As the command line writes it. */
    public static String label(ReductionMean mean) {
        return switch (mean) {
            case SAMPLER -> "sampler";
            case LOGGER_LEVELS -> "levels";
            case BURST -> "burst";
            case DUPLICATES -> "duplicates";
        };
    }
}
