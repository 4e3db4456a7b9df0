package dev.logtune.tuner.tune;

import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.frameworkload.SandboxLoad;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Loads a configuration into the real framework before anyone is told to use it, in the sandbox verify's copy gives
 * ({@link SandboxLoad}). Any ERROR status refuses the file.
 */
final class LoadCheck {
    private LoadCheck() {
    }

    /** Empty when it loads clean; otherwise the framework's own error messages. */
    static List<String> errors(ConfigFile config, Path scratch) throws IOException {
        return SandboxLoad.run(config, scratch, SandboxLoad::errors);
    }
}
