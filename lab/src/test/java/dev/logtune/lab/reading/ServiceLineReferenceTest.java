package dev.logtune.lab.reading;

import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ServiceLineReferenceTest {

    @Test
    void theMeasuredLinesOfEachFrameworksStandardLayoutsAreAtHand() {
        for (Framework framework : Framework.values()) {
            for (LineFormat format : LineFormat.values()) {
                ServiceLineReference.Measured measured = ServiceLineReference.of(framework, format).orElseThrow();
                assertThat(measured.setup()).startsWith(framework == Framework.LOGBACK ? "logback-file" : "log4j2-file");
                assertThat(measured.bytes()).isBetween(100.0, 1_000.0);
                assertThat(measured.bytesPerCall()).isLessThan(measured.bytes());
                assertThat(measured.gzipRatio()).isBetween(2.0, 30.0);
            }
        }
        assertThat(ServiceLineReference.of(Framework.LOGBACK, LineFormat.JSON).orElseThrow().bytes())
                .isGreaterThan(ServiceLineReference.of(Framework.LOGBACK, LineFormat.PATTERN).orElseThrow().bytes());
    }
}
