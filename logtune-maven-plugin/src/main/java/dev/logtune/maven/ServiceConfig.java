package dev.logtune.maven;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Finds the logging config a service ships: the file named by {@code configFile}, else the first of the names Logback,
 * Log4j2 and Spring Boot read from the classpath, under {@code src/main/resources}.
 */
final class ServiceConfig {
    /** In the order they are looked for: Logback first, then Log4j2, each plain before Spring Boot's name. */
    static final List<String> CONVENTIONAL = List.of("src/main/resources/logback.xml", "src/main/resources/logback-spring.xml",
            "src/main/resources/log4j2.xml", "src/main/resources/log4j2-spring.xml");

    private ServiceConfig() {
    }

    /**
     * The service's config under {@code basedir}, or empty when it has none.
     *
     * @param configFile the file the build names, or null to look for the conventional ones
     * @throws MissingConfigException {@code configFile} was named and is not a file
     */
    static Optional<Path> find(Path basedir, File configFile) throws MissingConfigException {
        if (configFile != null) {
            Path named = basedir.resolve(configFile.toPath()).normalize();
            if (!Files.isRegularFile(named)) {
                throw new MissingConfigException("configFile " + relative(basedir, named) + " is not a file");
            }
            return Optional.of(named);
        }
        return CONVENTIONAL.stream().map(basedir::resolve).filter(Files::isRegularFile).findFirst();
    }

    /** What was looked for, for a message saying none was found. */
    static String lookedFor() {
        return String.join(", ", CONVENTIONAL);
    }

    /** {@code file} as the build's users read it: relative to {@code basedir} with forward slashes where it is inside. */
    static String relative(Path basedir, Path file) {
        Path base = basedir.toAbsolutePath().normalize();
        Path absolute = file.toAbsolutePath().normalize();
        return absolute.startsWith(base) ? base.relativize(absolute).toString().replace(File.separatorChar, '/') : absolute.toString();
    }

    /** A {@code configFile} that is not there. */
    static final class MissingConfigException extends Exception {
        MissingConfigException(String message) {
            super(message);
        }
    }
}
