package dev.logtune.tuner.userfiles;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Where --write keeps an original: never where the build packages it. */
class BackupsTest {
    @TempDir
    Path dir;

    @Test
    void anOriginalInABuildsResourcesIsKeptOutsideThem() throws Exception {
        Path file = Files.createDirectories(dir.resolve("orders/src/main/resources")).resolve("logback-spring.xml");
        Files.writeString(file, "<configuration/>");

        assertThat(Backups.of(file)).isEqualTo(dir.resolve("orders/.logtune-backup/src/main/resources/logback-spring.xml.bak"));
        assertThat(Backups.said(file)).contains(".logtune-backup").contains("the build packages src/*/resources into the jar");
        UserFiles.named().replace(file, "<configuration/>", "<configuration debug=\"false\"/>").write(false);
        assertThat(Backups.of(file)).hasContent("<configuration/>");
        assertThat(file.resolveSibling("logback-spring.xml.bak")).doesNotExist();
    }

    @Test
    void anywhereElseTheOriginalStaysBesideIt() {
        Path file = dir.resolve("config/logback.xml");
        assertThat(Backups.of(file)).isEqualTo(dir.resolve("config/logback.xml.bak"));
        assertThat(Backups.said(file)).isEqualTo("the original is kept at " + dir.resolve("config/logback.xml.bak"));
    }
}
