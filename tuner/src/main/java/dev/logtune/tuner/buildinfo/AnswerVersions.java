package dev.logtune.tuner.buildinfo;

import dev.logtune.configs.Versions;
import dev.logtune.configs.model.Framework;

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
        return new AnswerVersions(frameworks.stream().map(f -> ServiceVersions.of(where, f, null)).toList());
    }

    /** The version the figures were measured with. */
    public static String measured(Framework framework) {
        return framework == Framework.LOGBACK ? Versions.logback() : Versions.log4j();
    }

    /** "Logback 1.5.18 (pom.xml:4 ...), measured with 1.6.6; Log4j2 2.25.2 (...)". */
    public String line() {
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
