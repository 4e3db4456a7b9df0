package dev.logtune.tuner.buildinfo;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a service's build says of the libraries that change its logging: the versions it resolves and the libraries it
 * declares (a dependency named with no version this reader could resolve is declared, not versioned).
 *
 * @param file the build file read (pom.xml, build.gradle, build.gradle.kts), or null where none was found
 * @param java the Java release it compiles for, or unknown with why
 */
public record ServiceBuild(Path file, Map<Library, FoundVersion> versions, Set<Library> declared, JavaRelease java) {

    public ServiceBuild {
        versions = versions.isEmpty() ? Map.of() : Map.copyOf(new EnumMap<>(versions));
        declared = declared.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(declared));
        if (java == null) {
            java = JavaRelease.unknown(file == null ? "no pom.xml or build.gradle found at or above the file"
                    : file.getFileName() + " names no Java release lint can read");
        }
    }

    /** A build whose Java release was not read. */
    public ServiceBuild(Path file, Map<Library, FoundVersion> versions, Set<Library> declared) {
        this(file, versions, declared, null);
    }

    /** No build found. */
    public static ServiceBuild none() {
        return new ServiceBuild(null, Map.of(), Set.of());
    }

    public boolean found() {
        return file != null;
    }

    public Optional<FoundVersion> version(Library library) {
        return Optional.ofNullable(versions.get(library));
    }

    /** Whether the build names the library at all, with or without a version. */
    public boolean declares(Library library) {
        return declared.contains(library) || versions.containsKey(library);
    }
}
