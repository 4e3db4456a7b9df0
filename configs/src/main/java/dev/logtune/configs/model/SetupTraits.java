package dev.logtune.configs.model;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * What decides a setup's cost and loss, in terms a logging file can be read into as well as a setup derived: the
 * framework, where lines go, whether anything is logged at all, the stage in front of the writer, the sink and how it
 * writes, what a line holds, and the means by which it logs less than its code asks for. A file resembles the matrix
 * setup whose traits are nearest ({@link SetupDistance}).
 *
 * @param silent whether nothing is logged (the root logger OFF)
 * @param reduction the means of {@link VolumeReduction} the setup uses, empty where it logs everything
 */
public record SetupTraits(Framework framework, Destination destination, boolean silent, StageTraits stage, SinkTraits sink,
                          LineTraits line, Set<ReductionMean> reduction) {

    public SetupTraits {
        if (framework == null || destination == null || stage == null || sink == null || line == null) {
            throw new IllegalArgumentException("every trait is needed: " + framework + ", " + destination + ", " + stage
                    + ", " + sink + ", " + line);
        }
        reduction = reduction == null || reduction.isEmpty() ? Set.of()
                : Collections.unmodifiableSet(EnumSet.copyOf(reduction));
    }

    /** Traits of a setup that reduces nothing (what a reader that does not look for the means knows). */
    public SetupTraits(Framework framework, Destination destination, boolean silent, StageTraits stage, SinkTraits sink,
                       LineTraits line) {
        this(framework, destination, silent, stage, sink, line, Set.of());
    }

    /** The same traits with these means of reducing volume. */
    public SetupTraits withReduction(Set<ReductionMean> means) {
        return new SetupTraits(framework, destination, silent, stage, sink, line, means);
    }

    /** A setup's traits, from its typed parts. */
    public static SetupTraits of(SetupSpec spec) {
        StageTraits stage = StageTraits.of(spec.async());
        LineTraits line = LineTraits.of(spec.layout());
        if (stage.kind().asyncLoggers()) {
            // Log4j2's async loggers capture the caller only with includeLocation=true, whatever the pattern asks for.
            line = line.withCallerData(Boolean.TRUE.equals(spec.includeLocation()));
        }
        return new SetupTraits(spec.framework(), spec.destination(), spec.level() == LogLevel.OFF, stage,
                SinkTraits.of(spec.sink(), spec.writing()), line, spec.reduction().means());
    }
}
