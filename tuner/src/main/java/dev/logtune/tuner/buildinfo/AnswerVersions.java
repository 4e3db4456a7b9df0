package dev.logtune.tuner.buildinfo;

import dev.logtune.configs.Versions;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.cli.ProjectPaths;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The framework versions an answer is for: the service's, read from its build as lint reads it, beside the versions the
 * figures were measured with (those logtune ships); where no build says, the measured ones.
 */
public record AnswerVersions(List<ServiceVersions> versions) {

    /** @param where the file to be written, or the folder the command runs in: the build is found from there */
    public static AnswerVersions of(Path where, Collection<Framework> frameworks) {
        return new AnswerVersions(frameworks.stream().map(f -> service(where, f)).toList());
    }

    /**
     * The service's version of {@code framework}, from the build {@code where} belongs to; logtune's own checkout (where
     * bin/tuner runs by default) is no service, so there the versions measured stand.
     */
    public static ServiceVersions service(Path where, Framework framework) {
        ServiceBuild build = BuildFinder.find(where);
        if (build.found() && build.file().toAbsolutePath().normalize().startsWith(ProjectPaths.home())) {
            return ServiceVersions.shipped(framework, "logtune's own build, not a service's");
        }
        return ServiceVersions.of(where, framework, null);
    }

    /** The version the figures were measured with. */
    public static String measured(Framework framework) {
        return framework == Framework.LOGBACK ? Versions.logback() : Versions.log4j();
    }

    /** "Logback 1.5.18 (pom.xml:4 ...), measured with 1.6.6; Log4j2 2.25.2 (...)". */
    public String line() {
        if (versions.stream().noneMatch(ServiceVersions::fromBuild)) {
            // No build says: one reason for all, the versions measured.
            return versions.stream().map(v -> v.framework().displayName() + " " + v.judged().version())
                    .collect(Collectors.joining(" and ")) + (versions.size() == 1 ? ", the version" : ", the versions")
                    + " measured (" + versions.get(0).judged().source().replaceFirst(": judged for the .*$", "") + ")";
        }
        return versions.stream().map(AnswerVersions::describe).collect(Collectors.joining("; "));
    }

    private static String describe(ServiceVersions service) {
        String measured = measured(service.framework());
        if (!service.fromBuild()) {
            return service.describe();
        }
        return service.describe() + (service.judged().version().equals(measured) ? ", as measured" : ", measured with " + measured);
    }
}
