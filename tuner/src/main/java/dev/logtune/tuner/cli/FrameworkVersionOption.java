package dev.logtune.tuner.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code --framework-version}: the Logback or Log4j2 version to judge a file for, where the service's build cannot be
 * read or is not the one that runs. One option, since a configuration file is read by one framework.
 */
public final class FrameworkVersionOption {
    @Option(names = "--framework-version", paramLabel = "VERSION",
            description = "The version of the file's framework (Logback or Log4j2) to judge it for, e.g. 1.5.38. Default:"
                    + " the version the service's build resolves (pom.xml with its parents and Spring Boot's managed"
                    + " versions, build.gradle(.kts), gradle/libs.versions.toml, found at or above the file), else the"
                    + " version logtune ships; the output says which and where it came from.")
    String version;

    /** The version given, or null; one that does not start with a number is refused. */
    public String version(CommandSpec spec) {
        if (version != null && !version.strip().matches("[0-9]+(\\.[0-9]+)*([.-][A-Za-z0-9.-]+)?")) {
            throw new ParameterException(spec.commandLine(), "--framework-version: '" + version + "' is not a version (e.g. 1.5.38)");
        }
        return version == null ? null : version.strip();
    }
}
