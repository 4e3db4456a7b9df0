package dev.logtune.tuner.recommend;

import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.advice.SyntheticResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** A target between measured rates says which point answered, how far above it lies, and what the point below picks. */
class BetweenPointsTest {
    @TempDir
    Path dir;

    @Test
    void aRateBetweenPointsNamesThePointAnsweringItsDistanceAndThePickBelow() throws Exception {
        SyntheticResults synthetic = new SyntheticResults();
        for (int threads : new int[] {32, 64}) {
            synthetic.throughput("logback-file", threads, 300_000, 2400)
                    .throughput("log4j2-file", threads, 300_000, 2400)
                    .throughput("logback-async-q8192-t0", threads, 900_000, 2300)
                    .throughput("log4j2-async-raf", threads, 2_000_000, 50);
        }
        // At 38k/s the Logback queue is far ahead; at 200k/s Log4j2's async loggers are.
        synthetic.raced("logback-file", 38_000, 60, 0, 2000, 1).raced("log4j2-file", 38_000, 60, 0, 2000, 1)
                .raced("logback-async-q8192-t0", 38_000, 60, 0, 60, 1).raced("log4j2-async-raf", 38_000, 60, 0, 400, 1)
                .raced("logback-file", 200_000, 60, 0, 9000, 1).raced("log4j2-file", 200_000, 60, 0, 9000, 1)
                .raced("logback-async-q8192-t0", 200_000, 60, 0, 3000, 1).raced("log4j2-async-raf", 200_000, 60, 0, 100, 1);
        String results = synthetic.write(dir).toString();

        TunerRun between = TunerRun.of("recommend", "--plain-file", "--rate", "100000", "--threads", "60", "--results", results);
        assertThat(between.exit()).as(between.err()).isZero();
        assertThat(between.out()).contains("Recommended: log4j2-async-raf (Log4j2)",
                "Measured at 200k/s over 60 threads, 10 runs, the next measured rate above yours (2.0x yours)",
                "Between points: yours lies between the points measured at 38k/s and 200k/s over 60 threads; at 38k/s the pick"
                        + " is logback-async-q8192-t0 (Logback), the alternative");

        TunerRun exact = TunerRun.of("recommend", "--plain-file", "--rate", "38000", "--threads", "60", "--results", results);
        assertThat(exact.out()).contains("your target exactly").doesNotContain("Between points");
    }
}
