package dev.logtune.tuner.measure;

import dev.logtune.configs.Versions;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.buildinfo.ServiceVersions;

import java.nio.file.Path;
import java.util.Optional;

/** verify measures with the framework logtune ships; where the service's build names another version, it says so. */
final class ServiceVersionNote {
    private ServiceVersionNote() {
    }

    static Optional<String> of(Path config, Framework framework) {
        ServiceVersions versions = ServiceVersions.of(config, framework, null);
        String shipped = framework == Framework.LOGBACK ? Versions.logback() : Versions.log4j();
        if (!versions.fromBuild() || versions.judged().version().equals(shipped)) {
            return Optional.empty();
        }
        return Optional.of("measured with " + framework.displayName() + " " + shipped + " (logtune's); the service's build gives "
                + versions.describe() + ", which may behave differently");
    }
}
