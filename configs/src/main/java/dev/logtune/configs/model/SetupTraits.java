package dev.logtune.configs.model;

/**
 * What decides a setup's cost and loss, in terms a logging file can be read into as well as a setup derived: the
 * framework, where lines go, whether anything is logged at all, the stage in front of the writer, the sink and how it
 * writes, and what a line holds. A file resembles the matrix setup whose traits are nearest ({@link SetupDistance}).
 *
 * @param silent whether nothing is logged (the root logger OFF)
 */
public record SetupTraits(Framework framework, Destination destination, boolean silent, StageTraits stage, SinkTraits sink,
                          LineTraits line) {

    public SetupTraits {
        if (framework == null || destination == null || stage == null || sink == null || line == null) {
            throw new IllegalArgumentException("every trait is needed: " + framework + ", " + destination + ", " + stage
                    + ", " + sink + ", " + line);
        }
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
                SinkTraits.of(spec.sink(), spec.writing()), line);
    }
}
