package dev.logtune.tuner.configfile;

import dev.logtune.configs.model.Framework;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Which logging system a Spring Boot service runs: Logback unless its build names {@code spring-boot-starter-log4j2}
 * (the starter that swaps Logback out). Read from the nearest {@code pom.xml} or {@code build.gradle(.kts)} above the
 * service's files; without one, Logback, as Spring Boot's own default.
 *
 * @param why what was assumed and why, for the output
 */
public record SpringBootFramework(Framework framework, String why) {
    private static final List<String> BUILD_FILES = List.of("pom.xml", "build.gradle", "build.gradle.kts");
    private static final String LOG4J2_STARTER = "spring-boot-starter-log4j2";
    private static final int MAX_UP = 6;

    public static SpringBootFramework of(Path from) {
        Path dir = from.toAbsolutePath().normalize();
        if (!Files.isDirectory(dir)) {
            dir = dir.getParent();
        }
        for (int up = 0; dir != null && up < MAX_UP; up++, dir = dir.getParent()) {
            for (String name : BUILD_FILES) {
                Path build = dir.resolve(name);
                if (Files.isRegularFile(build)) {
                    String text;
                    try {
                        text = Files.readString(build, StandardCharsets.UTF_8);
                    } catch (IOException | RuntimeException e) {
                        continue;
                    }
                    return text.contains(LOG4J2_STARTER)
                            ? new SpringBootFramework(Framework.LOG4J2, "Log4j2: " + name + " names " + LOG4J2_STARTER)
                            : new SpringBootFramework(Framework.LOGBACK, "Logback assumed: " + name + " does not name " + LOG4J2_STARTER);
                }
            }
        }
        return new SpringBootFramework(Framework.LOGBACK, "Logback assumed: Spring Boot's default; no pom.xml or build.gradle found");
    }
}
