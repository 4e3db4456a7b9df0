package dev.logtune.tuner.buildinfo;

import dev.logtune.configs.Versions;
import dev.logtune.configs.model.Framework;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The versions a configuration is judged for: its framework's version from an explicit option, else from the service's
 * build, else the version logtune ships (and that is said); the other libraries (Disruptor, Janino,
 * logstash-logback-encoder) as the build names them.
 *
 * @param judged the framework version every version-dependent rule judges the file for, with where it came from
 * @param fromBuild whether {@code judged} came from the build or the option (not logtune's own)
 */
public record ServiceVersions(Framework framework, FoundVersion judged, boolean fromBuild, ServiceBuild build) {

    /** The option's name, for sources and messages. */
    public static final String OPTION = "--framework-version";

    /**
     * Reads the build {@code config} belongs to.
     *
     * @param explicit the version given on the command line, or null
     */
    public static ServiceVersions of(Path config, Framework framework, String explicit) {
        ServiceBuild build = BuildFinder.find(config);
        Library library = library(framework);
        if (explicit != null && !explicit.isBlank()) {
            return new ServiceVersions(framework, new FoundVersion(library, explicit.strip(), OPTION), true, build);
        }
        Optional<FoundVersion> found = build.version(library).filter(FoundVersion::known);
        if (found.isPresent()) {
            return new ServiceVersions(framework, found.get(), true, build);
        }
        return new ServiceVersions(framework, shippedVersion(framework, why(build, library)), false, build);
    }

    /** The version logtune ships, for a file with no build (tests, emitted files). */
    public static ServiceVersions shipped(Framework framework) {
        return shipped(framework, "no build read");
    }

    /** The version logtune ships, with why no build's was read. */
    public static ServiceVersions shipped(Framework framework, String why) {
        return new ServiceVersions(framework, shippedVersion(framework, why), false, ServiceBuild.none());
    }

    public static Library library(Framework framework) {
        return framework == Framework.LOGBACK ? Library.LOGBACK : Library.LOG4J2;
    }

    private static FoundVersion shippedVersion(Framework framework, String why) {
        String version = framework == Framework.LOGBACK ? Versions.logback() : Versions.log4j();
        return new FoundVersion(library(framework), version, why + ": judged for the " + framework.displayName() + " logtune ships");
    }

    private static String why(ServiceBuild build, Library library) {
        if (!build.found()) {
            return "no pom.xml or build.gradle found at or above the file";
        }
        String name = build.file().getFileName().toString();
        return build.version(library).map(v -> name + " gives " + library.displayName() + " as " + v.version() + ", which lint cannot resolve")
                .orElse(name + " names no " + library.displayName() + " version");
    }

    /** A library's version: the framework's is {@link #judged()}; the others as the build names them. */
    public Optional<FoundVersion> version(Library library) {
        if (library == library(framework)) {
            return Optional.of(judged);
        }
        return build.version(library).filter(FoundVersion::known);
    }

    /** Whether the framework version judged for is {@code version} or later. */
    public boolean atLeast(String version) {
        return judged.number().atLeast(version);
    }

    /** As {@link #describe()}, then the Java release the build compiles for where it names one: ", Java 21 (java.version at pom.xml:6)". */
    public String describeWithJava() {
        return describe() + (build.java().known() ? ", " + build.java().describe() : "");
    }

    /** "Logback 1.5.38 (pom.xml:14 (ch.qos.logback:logback-classic))". */
    public String describe() {
        return judged.describe();
    }
}
