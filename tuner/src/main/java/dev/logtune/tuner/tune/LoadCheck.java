package dev.logtune.tuner.tune;

import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.frameworkload.SandboxLoad;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Loads a configuration into the real framework before anyone is told to use it, in the sandbox verify's copy gives
 * ({@link SandboxLoad}). Any ERROR status refuses the file, but for a properties file or resource that only the
 * service's machine has and the original lacks here too.
 */
final class LoadCheck {
    /** Logback's ERROR for a {@code <property file=..>} or {@code <property resource=..>} it cannot find. */
    private static final Pattern ABSENT = Pattern.compile("^Could not find (?:properties file|resource) \\[");

    private LoadCheck() {
    }

    /** Empty when it loads clean; otherwise the framework's own error messages. */
    static List<String> errors(ConfigFile config, Path scratch) throws IOException {
        return SandboxLoad.run(config, scratch, SandboxLoad::errors);
    }

    /**
     * The errors that name a properties file or classpath resource the service's own machine supplies and this one
     * lacks, where the original reports the same: the tune did not cause them, and no copy here can check them.
     */
    static List<String> absentHere(List<String> errors, ConfigFile original, Path scratch) throws IOException {
        List<String> absent = errors.stream().filter(error -> ABSENT.matcher(error).find()).toList();
        if (absent.isEmpty()) {
            return List.of();
        }
        List<String> originals = errors(original, scratch);
        return absent.stream().filter(originals::contains).toList();
    }
}
