package dev.logtune.benchmarks.layouts;

import dev.logtune.benchmarks.undertest.LoggingUnderTest;
import dev.logtune.configs.matrix.Matrix;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ServiceLineSizesTest {

    @Tag("slow")
    @Test
    void serviceLinesHaveAServicesSizeAndCompressLikeOne() throws Exception {
        ServiceLineSizes.Sizes sizes = ServiceLineSizes.measure(Matrix.require("logback-file"), 2, 5_000,
                LoggingUnderTest.Options.inProcess());
        assertThat(sizes.calls()).isEqualTo(10_000);
        assertThat(sizes.events()).isBetween(7_500L, 8_500L);
        assertThat(sizes.bytesPerEvent()).isBetween(100.0, 400.0);
        // varied arguments: far from one line repeated (hundreds), still text (several times)
        assertThat(sizes.gzipRatio()).isBetween(2.0, 30.0);
        assertThat(ServiceLineSizes.Sizes.parse(sizes.line())).isEqualTo(sizes);
    }

    @Test
    void measuresEachFrameworksPlainFileInBothLinesByDefault() {
        assertThat(ServiceLineSizes.DEFAULT_SETUPS).containsExactly("logback-file", "logback-file-json", "log4j2-file",
                "log4j2-file-json");
    }
}
