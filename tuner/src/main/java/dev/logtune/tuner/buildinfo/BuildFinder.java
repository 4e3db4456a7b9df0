package dev.logtune.tuner.buildinfo;

import dev.logtune.tuner.configfile.ConfigException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Finds the build a configuration file belongs to as the build itself is found: the nearest directory at or above the
 * file holding a {@code pom.xml}, {@code build.gradle.kts} or {@code build.gradle}, not past the top of a git checkout
 * (a directory holding {@code .git}). A Gradle build's root project is the nearest directory at or above it with a
 * {@code settings.gradle(.kts)}, where its version catalog lives.
 */
public final class BuildFinder {
    private static final int LEVELS_UP = 10;
    private static final List<String> BUILD_FILES = List.of("pom.xml", "build.gradle.kts", "build.gradle");

    private BuildFinder() {
    }

    /** The build of the service {@code file} (a configuration file or a directory) belongs to, or {@link ServiceBuild#none()}. */
    public static ServiceBuild find(Path file) {
        Path start = file.toAbsolutePath().normalize();
        Path current = Files.isDirectory(start) ? start : start.getParent();
        for (int i = 0; i < LEVELS_UP && current != null; i++) {
            for (String name : BUILD_FILES) {
                Path build = current.resolve(name);
                if (Files.isRegularFile(build)) {
                    return read(build);
                }
            }
            if (Files.exists(current.resolve(".git"))) {
                break;
            }
            current = current.getParent();
        }
        return ServiceBuild.none();
    }

    /** Reads one build file. A pom that is not well-formed XML is a build that names nothing. */
    public static ServiceBuild read(Path build) {
        if (build.getFileName().toString().equals("pom.xml")) {
            try {
                return MavenBuild.read(build);
            } catch (ConfigException e) {
                return new ServiceBuild(build, java.util.Map.of(), java.util.Set.of());
            }
        }
        return GradleBuild.read(build, gradleRoot(build.toAbsolutePath().normalize().getParent()));
    }

    private static Path gradleRoot(Path dir) {
        Path current = dir;
        for (int i = 0; i < LEVELS_UP && current != null; i++) {
            if (Files.isRegularFile(current.resolve("settings.gradle")) || Files.isRegularFile(current.resolve("settings.gradle.kts"))) {
                return current;
            }
            if (Files.exists(current.resolve(".git"))) {
                break;
            }
            current = current.getParent();
        }
        return dir;
    }
}
