package dev.logtune.tuner.advice;

import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The line sizes the shipped reference measured: what a rate becomes in MB/s in emit's header and lint's retention. */
class LineBytesTest {
    @Test
    void thePatternLineIsMeasuredNearTheWorkloadsEstimate() {
        LineBytes line = LineBytes.of(Matrix.require("logback-file"));
        assertThat(line.measured()).isTrue();
        assertThat(line.bytes()).isBetween(200.0, 260.0);
        assertThat(LineBytes.of(Matrix.require("log4j2-file")).bytes()).isCloseTo(line.bytes(), within(1.0));
    }

    @Test
    void aJsonLineIsLongerAndEachFrameworksOwn() {
        double pattern = LineBytes.of(Matrix.require("logback-file")).bytes();
        double logback = LineBytes.of(Framework.LOGBACK, LineFormat.JSON).bytes();
        double log4j2 = LineBytes.of(Framework.LOG4J2, LineFormat.JSON).bytes();
        assertThat(logback).isGreaterThan(1.8 * pattern);
        assertThat(log4j2).isGreaterThan(1.5 * pattern).isNotCloseTo(logback, within(20.0));
        assertThat(LineBytes.of(Framework.LOGBACK, LineFormat.JSON).describe()).matches("about \\d+ bytes");
    }

    @Test
    void aGzippedFileHasTheLineOfItsPlainSetupNotItsCompressedBytes() {
        // Its own runs left about 31 bytes an event on disk: gzip's, not the line's.
        assertThat(LineBytes.of(Matrix.require("logback-file-buffered-rolling")).bytes()).isBetween(200.0, 260.0);
    }
}
