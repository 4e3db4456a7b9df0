package dev.logtune.tuner.report;

import dev.logtune.lab.results.HarnessLabels;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Log4j2AsyncLoggers;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.NoAsync;
import dev.logtune.configs.model.SetupSpec;

import java.util.Locale;

/**
 * What a reader picks setups out by: the framework, and the family of the way events reach the disk.
 *
 * @param framework "logback", "log4j2", or "none" for the references that are neither
 */
record SetupTags(String framework, Family family) {
    enum Family {
        SYNC("sync: the caller writes"),
        ASYNC_APPENDER("async appender: a queue and one writer thread"),
        ASYNC_LOGGERS("async loggers: Log4j2's ring buffer"),
        REFERENCE("references: logging off, the raw-write ceiling, no logging at all");

        private final String label;

        Family(String label) {
            this.label = label;
        }

        String label() {
            return label;
        }

        String key() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    static final SetupTags REFERENCE = new SetupTags("none", Family.REFERENCE);

    /** The tags of a matrix setup or of the ceiling; an id the matrix does not know is a reference. */
    static SetupTags of(String setup) {
        if (setup.equals(HarnessLabels.CEILING)) {
            return REFERENCE;
        }
        return Matrix.find(setup).map(SetupTags::of).orElse(REFERENCE);
    }

    static SetupTags of(SetupSpec spec) {
        String framework = spec.framework().id();
        if (spec.level() == LogLevel.OFF) {
            return new SetupTags(framework, Family.REFERENCE);
        }
        if (spec.async() instanceof NoAsync) {
            return new SetupTags(framework, Family.SYNC);
        }
        if (spec.async() instanceof Log4j2AsyncLoggers) {
            return new SetupTags(framework, Family.ASYNC_LOGGERS);
        }
        return new SetupTags(framework, Family.ASYNC_APPENDER);
    }
}
