package dev.logtune.tuner.advice;

import dev.logtune.configs.model.ConsoleSink;
import dev.logtune.configs.model.Log4j2AsyncAppender;
import dev.logtune.configs.model.Log4j2AsyncLoggers;
import dev.logtune.configs.model.LogbackAsyncAppender;
import dev.logtune.configs.model.LogstashDisruptorAppender;
import dev.logtune.configs.model.SetupSpec;

import java.util.ArrayList;
import java.util.List;

/**
 * What a setup adds to a service beyond a synchronous appender. Each is something to operate: a thread that must be
 * drained at shutdown, a JVM-wide property that must be set before logging starts, a jar that must match its user.
 * Among setups the data cannot separate, fewer is better.
 */
final class MovingParts {
    private MovingParts() {
    }

    static List<String> of(SetupSpec spec) {
        List<String> parts = new ArrayList<>();
        if (spec.sink() instanceof ConsoleSink) {
            // Whoever reads standard output sets the pace; the file a team asked for has no such reader.
            parts.add("a reader of standard output that must keep up");
        }
        if (spec.async() instanceof LogbackAsyncAppender || spec.async() instanceof Log4j2AsyncAppender) {
            parts.add("a background writer thread");
        } else if (spec.async() instanceof LogstashDisruptorAppender) {
            parts.add("a background writer thread");
            parts.add("the logstash-logback-encoder dependency");
        } else if (spec.async() instanceof Log4j2AsyncLoggers loggers) {
            parts.add("a background writer thread");
            parts.add("the LMAX Disruptor dependency");
            if (loggers.allAsync()) {
                parts.add("a JVM-wide context selector property");
            }
        }
        return List.copyOf(parts);
    }
}
