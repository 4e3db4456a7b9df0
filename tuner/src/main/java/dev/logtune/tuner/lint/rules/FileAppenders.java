package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;

import java.util.List;

/** The appenders that write files, in either framework. */
final class FileAppenders {
    private static final List<String> LOGBACK = List.of("ch.qos.logback.core.FileAppender", "ch.qos.logback.core.rolling.RollingFileAppender");
    private static final List<String> LOG4J2 = List.of("File", "RollingFile", "RandomAccessFile", "RollingRandomAccessFile", "MemoryMappedFile");

    private FileAppenders() {
    }

    static List<ConfigElement> of(ConfigFacts facts) {
        boolean logback = facts.config().framework() == Framework.LOGBACK;
        return facts.appenders().stream().filter(a -> logback
                ? LOGBACK.contains(facts.type(a))
                : LOG4J2.stream().anyMatch(t -> t.equalsIgnoreCase(facts.type(a)))).toList();
    }
}
