package dev.logtune.configs.render;

import dev.logtune.configs.model.Rolling;

import java.nio.file.Path;
import java.util.Map;

/**
 * Where a rendered file puts its logs, and who stops logging at exit. {@link #PLAIN} reads one variable of
 * logtune's own; {@link #SPRING_BOOT} reads the variables Spring Boot sets from {@code logging.file.name} and
 * {@code logging.file.path}, with the defaults Spring Boot's own {@code base.xml} uses, and leaves the shutdown to
 * the hook Spring Boot registers ({@code logging.register-shutdown-hook}, on by default).
 */
public enum FileConventions {
    PLAIN,
    SPRING_BOOT;

    /** Spring Boot's chain for the active file, as in its logback {@code base.xml}. */
    static final String SPRING_LOGBACK_FILE = "${LOG_FILE:-${LOG_PATH:-${LOG_TEMP:-${java.io.tmpdir:-/tmp}}}/spring.log}";
    static final String SPRING_LOGBACK_DIR = "${LOG_PATH:-${LOG_TEMP:-${java.io.tmpdir:-/tmp}}}";
    static final String SPRING_LOG4J2_PATH = "${sys:LOG_PATH:-${sys:LOG_TEMP:-${sys:java.io.tmpdir}}}";
    static final String SPRING_LOG4J2_FILE = "${sys:LOG_FILE:-${LOG_PATH}/spring.log}";
    private static final String SPRING_STEM = "spring";

    /**
     * Every variable any convention reads, pointed into {@code logs}: how the benchmarks and the checks load a file
     * without it writing anywhere else (Spring Boot's chain would otherwise fall back to the temp directory).
     */
    public static Map<String, String> variablesPointingAt(Path logs) {
        return Map.of(LogDirectory.VARIABLE, logs.toString(), "LOG_PATH", logs.toString(),
                "LOG_FILE", logs.resolve(SPRING_STEM + ".log").toString());
    }

    /** Whether the application, not the file, stops the logging context at exit. */
    public boolean shutdownHandledOutside() {
        return this == SPRING_BOOT;
    }

    /** The comment that tells a reader where the files go. */
    String comment() {
        return switch (this) {
            case PLAIN -> LogDirectory.comment();
            case SPRING_BOOT -> "Log files follow Spring Boot: LOG_FILE (logging.file.name), else spring.log under LOG_PATH"
                    + " (logging.file.path), else spring.log in the temp directory.";
        };
    }

    /** Logback: the active file of an appender; {@code suffix} tells per-key files apart ("" for the main one). */
    String logbackActive(String suffix) {
        if (this == SPRING_BOOT) {
            return suffix.isEmpty() ? "${LOG_FILE}" : SPRING_LOGBACK_DIR + "/" + SPRING_STEM + suffix + ".log";
        }
        return logbackDir() + "/" + LogDirectory.STEM + suffix + ".log";
    }

    /** Logback: the rolled files' name pattern, Spring Boot's own form for the main file. */
    String logbackRolled(String suffix, Rolling rolling) {
        String date = "%d{" + rolling.period().datePattern() + "}";
        if (this == SPRING_BOOT && suffix.isEmpty()) {
            return "${LOG_FILE}." + date + ".%i" + (rolling.compress() ? ".gz" : ".log");
        }
        String base = this == SPRING_BOOT ? SPRING_LOGBACK_DIR + "/" + SPRING_STEM : logbackDir() + "/" + LogDirectory.STEM;
        return base + suffix + "-" + date + ".%i.log" + (rolling.compress() ? ".gz" : "");
    }

    /**
     * Logback: a rolling policy's value as written; under Spring Boot it defers to the variable Boot sets from
     * {@code logging.logback.rollingpolicy.*} (LOGBACK_ROLLINGPOLICY_MAX_FILE_SIZE, ...), so a team's properties still
     * apply, with {@code value} where none is set.
     */
    String logbackRolling(String bootVariable, String value) {
        return this == SPRING_BOOT ? "${" + bootVariable + ":-" + value + "}" : value;
    }

    private static String logbackDir() {
        return "${" + LogDirectory.VARIABLE + ":-" + LogDirectory.FALLBACK + "}";
    }

    /** Log4j2: the properties the file declares first, as name, value pairs. */
    String[][] log4j2Properties() {
        return switch (this) {
            case PLAIN -> new String[][] {{LogDirectory.VARIABLE,
                    "${sys:" + LogDirectory.VARIABLE + ":-${env:" + LogDirectory.VARIABLE + ":-" + LogDirectory.FALLBACK + "}}"}};
            case SPRING_BOOT -> new String[][] {{"LOG_PATH", SPRING_LOG4J2_PATH}, {"LOG_FILE", SPRING_LOG4J2_FILE}};
        };
    }

    /** Log4j2: the directory the files are in, where the Delete action looks. */
    String log4j2Dir() {
        return this == SPRING_BOOT ? "${LOG_PATH}" : "${" + LogDirectory.VARIABLE + "}";
    }

    String log4j2Active(String suffix) {
        if (this == SPRING_BOOT && suffix.isEmpty()) {
            return "${LOG_FILE}";
        }
        return log4j2Dir() + "/" + stem() + suffix + ".log";
    }

    String log4j2Rolled(String suffix, Rolling rolling) {
        String date = "%d{" + rolling.period().datePattern() + "}";
        if (this == SPRING_BOOT && suffix.isEmpty()) {
            return "${LOG_FILE}." + date + ".%i" + (rolling.compress() ? ".gz" : ".log");
        }
        return log4j2Dir() + "/" + stem() + suffix + "-" + date + "-%i.log" + (rolling.compress() ? ".gz" : "");
    }

    /** Log4j2: a regular expression for the rolled files' names, so the Delete action touches nothing else. */
    String log4j2RolledRegex() {
        String date = "\\d{4}-\\d{2}-\\d{2}(-\\d{2})?";
        if (this == SPRING_BOOT) {
            return ".+\\." + date + "\\.\\d+\\.(gz|log)|" + SPRING_STEM + "-.+-" + date + "-\\d+\\.log(\\.gz)?";
        }
        return LogDirectory.STEM + "(-.+)?-" + date + "-\\d+\\.log(\\.gz)?";
    }

    private String stem() {
        return this == SPRING_BOOT ? SPRING_STEM : LogDirectory.STEM;
    }
}
