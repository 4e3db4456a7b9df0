package dev.logtune.tuner.measure;

import dev.logtune.configs.model.Framework;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** verify's note on the version it measures with, against the one the service's build names. */
class ServiceVersionNoteTest {
    @Test
    void aBuildOnAnotherVersionIsNamedBesideTheOneMeasured() throws Exception {
        Path config = Path.of(ServiceVersionNoteTest.class.getResource("/versions/old-logback/src/main/resources/logback.xml").toURI());
        assertThat(ServiceVersionNote.of(config, Framework.LOGBACK)).get().asString()
                .startsWith("measured with Logback 1.6.").contains("the service's build gives Logback 1.5.20 (Spring Boot 3.5.7's managed version");
    }
}
