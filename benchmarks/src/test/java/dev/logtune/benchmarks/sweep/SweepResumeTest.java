package dev.logtune.benchmarks.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import dev.logtune.benchmarks.jmh.RawWriteBenchmark;
import dev.logtune.lab.results.ResultsFile;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A resumed run knows a trial by JMH's own record of it: method, mode, threads and parameters. */
class SweepResumeTest {
    private static JsonNode entry(String benchmark, String mode, int threads, String setup, String message) throws Exception {
        String params = setup == null ? "" : ", \"params\": {\"setup\": \"" + setup + "\", \"message\": \"" + message + "\"}";
        return ResultsFile.mapper().readTree("{\"benchmark\": \"dev.logtune.benchmarks.jmh." + benchmark + "\", \"mode\": \"" + mode
                + "\", \"threads\": " + threads + params + "}");
    }

    @Test
    void aTrialIsMatchedOnEveryCoordinateAndNothingElse() throws Exception {
        Trial trial = new Trial("logback-file", "order", 16, "thrpt");
        assertThat(SweepRunner.sameTrial(trial, entry("LoggingBenchmark.log", "thrpt", 16, "logback-file", "order"))).isTrue();
        assertThat(SweepRunner.sameTrial(trial, entry("LoggingBenchmark.log", "sample", 16, "logback-file", "order"))).isFalse();
        assertThat(SweepRunner.sameTrial(trial, entry("LoggingBenchmark.log", "thrpt", 4, "logback-file", "order"))).isFalse();
        assertThat(SweepRunner.sameTrial(trial, entry("LoggingBenchmark.log", "thrpt", 16, "log4j2-file", "order"))).isFalse();
        assertThat(SweepRunner.sameTrial(trial, entry("LoggingBenchmark.log", "thrpt", 16, "logback-file", "exception"))).isFalse();
        assertThat(SweepRunner.sameTrial(trial, entry("RawWriteBenchmark.write", "thrpt", 16, null, null))).isFalse();

        Trial ceiling = new Trial(RawWriteBenchmark.SETUP_ID, "order", 4, "thrpt");
        assertThat(SweepRunner.sameTrial(ceiling, entry("RawWriteBenchmark.write", "thrpt", 4, null, null))).isTrue();
        assertThat(SweepRunner.sameTrial(ceiling, entry("LoggingBenchmark.log", "thrpt", 4, "logback-file", "order"))).isFalse();
    }
}
