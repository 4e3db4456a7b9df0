package dev.logtune.tuner.tune;

import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.frameworkload.SandboxLoad;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Loads a configuration into the real framework before anyone is told to use it, in the sandbox verify's copy gives
 * ({@link SandboxLoad}). Any ERROR status refuses the file, but for one the original reports too.
 */
final class LoadCheck {
    /** Logback's ERROR for a {@code <property file=..>} or {@code <property resource=..>} it cannot find. */
    private static final Pattern ABSENT = Pattern.compile("^Could not find (?:properties file|resource) \\[");

    /** A file the framework could not read at all: no configuration came of it, so nothing of the tune was checked. */
    private static final Pattern UNREAD = Pattern.compile("No logging configuration|^Error parsing |XML_PARSING|Parsing error|Recursive include");

    private static final Pattern PLACE = Pattern.compile("(?i)\\b(position|line|column)\\s*:?\\s*\\d+");

    private LoadCheck() {
    }

    /** Empty when it loads clean; otherwise the framework's own error messages. */
    static List<String> errors(ConfigFile config, Path scratch) throws IOException {
        return SandboxLoad.run(config, scratch, SandboxLoad::errors);
    }

    /** Whether an error names a properties file or classpath resource that only the service's own machine may have. */
    static boolean absent(String error) {
        return ABSENT.matcher(error).find();
    }

    /**
     * The errors the original reports as well: a properties file or classpath resource the service's own machine
     * supplies and this one lacks, or a defect the file had before it was tuned (an appender with no encoder): the
     * tune did not cause them. None where the framework could not read the file at all.
     */
    static List<String> alsoInOriginal(List<String> errors, ConfigFile original, Path scratch) throws IOException {
        if (errors.stream().anyMatch(error -> UNREAD.matcher(error).find())) {
            return List.of();
        }
        List<String> originals = errors(original, scratch).stream().map(LoadCheck::placeless).toList();
        return errors.stream().filter(error -> originals.contains(placeless(error))).toList();
    }

    /** The message without where it points: an edit earlier in the file or the pattern moves a line or a position. */
    private static String placeless(String error) {
        return PLACE.matcher(error).replaceAll("$1 #");
    }
}
