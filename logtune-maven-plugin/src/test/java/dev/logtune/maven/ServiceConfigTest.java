package dev.logtune.maven;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ServiceConfigTest {
    @TempDir
    Path basedir;

    private Path resource(String name) throws Exception {
        Path file = basedir.resolve("src/main/resources").resolve(name);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, "<configuration/>");
    }

    @Test
    void aModuleWithoutOneHasNone() throws Exception {
        assertThat(ServiceConfig.find(basedir, null)).isEmpty();
    }

    @Test
    void logbackComesFirstThenItsSpringNameThenLog4j2() throws Exception {
        Path log4j2Spring = resource("log4j2-spring.xml");
        assertThat(ServiceConfig.find(basedir, null)).contains(log4j2Spring);
        Path log4j2 = resource("log4j2.xml");
        assertThat(ServiceConfig.find(basedir, null)).contains(log4j2);
        Path logbackSpring = resource("logback-spring.xml");
        assertThat(ServiceConfig.find(basedir, null)).contains(logbackSpring);
        Path logback = resource("logback.xml");
        assertThat(ServiceConfig.find(basedir, null)).contains(logback);
    }

    @Test
    void aNamedFileIsReadAgainstTheModuleAndMustBeThere() throws Exception {
        resource("logback.xml");
        Path named = Files.writeString(Files.createDirectories(basedir.resolve("config")).resolve("logback-prod.xml"), "<configuration/>");
        assertThat(ServiceConfig.find(basedir, new File("config/logback-prod.xml"))).contains(named);
        assertThat(ServiceConfig.find(basedir, named.toFile())).contains(named);
        assertThatThrownBy(() -> ServiceConfig.find(basedir, new File("config/missing.xml")))
                .isInstanceOf(ServiceConfig.MissingConfigException.class)
                .hasMessage("configFile config/missing.xml is not a file");
    }

    @Test
    void pathsInsideTheModuleAreShownRelativeWithForwardSlashes() {
        assertThat(ServiceConfig.relative(basedir, basedir.resolve("src/main/resources/logback.xml")))
                .isEqualTo("src/main/resources/logback.xml");
        Path outside = basedir.getParent().resolve("elsewhere.xml").toAbsolutePath();
        assertThat(ServiceConfig.relative(basedir, outside)).isEqualTo(outside.toString());
    }
}
