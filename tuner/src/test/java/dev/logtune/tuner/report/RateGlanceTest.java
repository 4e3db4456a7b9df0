package dev.logtune.tuner.report;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.tuner.advice.Candidate;
import dev.logtune.tuner.advice.SyntheticResults;
import org.junit.jupiter.api.Test;


import static org.assertj.core.api.Assertions.assertThat;

class RateGlanceTest {
    private static BenchResults rolling() {
        SyntheticResults results = new SyntheticResults();
        for (int threads : new int[] {32, 64}) {
            results.throughput("logback-rolling-boot", threads, 200_000, 2400)
                    .throughput("logback-async-q8192-t0-rolling", threads, 300_000, 2300)
                    .throughput("log4j2-rolling-boot", threads, 200_000, 2400)
                    .throughput("log4j2-async-raf-rolling-nogz", threads, 900_000, 50);
        }
        results.raced("logback-rolling-boot", 1100).raced("logback-async-q8192-t0-rolling", 300)
                .raced("log4j2-rolling-boot", 1000).raced("log4j2-async-raf-rolling-nogz", 120)
                // screened once at another rate: not a rate the results raced
                .rate("logback-async-q8192-t0-rolling", 100_000, 60, 500, true);
        return results.build();
    }

    @Test
    void eachRacedRateGetsTheCommandsPickForEitherFrameworkAndEach() {
        var rows = RateGlance.of(rolling());

        assertThat(rows).singleElement().satisfies(row -> {
            assertThat(row.rate()).isEqualTo(38_000);
            assertThat(row.threads()).isEqualTo(60);
            assertThat(row.output().words()).isEqualTo("a file, pattern lines");
            assertThat(row.picks()).extracting(pick -> pick.map(Candidate::setup).orElse("none"))
                    .containsExactly("log4j2-async-raf-rolling-nogz", "logback-async-q8192-t0-rolling", "log4j2-async-raf-rolling-nogz");
        });
        String html = RateGlance.html(rows);
        assertThat(html).contains("<td>38k/s over 60 threads</td>").contains("<code>logback-async-q8192-t0-rolling</code>");
    }

    @Test
    void resultsThatRacedNothingHaveNoTable() {
        BenchResults screened = new SyntheticResults().throughput("logback-file", 4, 200_000, 2400)
                .rate("logback-file", 10_000, 4, 90, true).build();
        assertThat(RateGlance.of(screened)).isEmpty();
        assertThat(RateGlance.html(RateGlance.of(screened))).isEmpty();
    }
}
