package dev.logtune.tuner.advice;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** --sink and --layout: the answer is for that destination and that line, held against those defaults. */
class SinkAndLayoutTest {
    private static final Target STDOUT_JSON = Target.of(38_000, 60).writing(Destination.STDOUT, LineFormat.JSON);

    private static Recommendation recommend(Target target) {
        SyntheticResults results = new SyntheticResults();
        for (int threads : new int[] {32, 64}) {
            results.throughput("logback-console-json", threads, 300_000, 3000)
                    .throughput("logback-async-q8192-t0-console-json", threads, 300_000, 3000)
                    .throughput("log4j2-console-json", threads, 400_000, 900)
                    .throughput("log4j2-async-console-json", threads, 900_000, 300)
                    .throughput("logback-file", threads, 200_000, 2400)
                    .throughput("logback-file-buffered", threads, 600_000, 2400);
        }
        results.raced("logback-console-json", 900);
        results.raced("logback-async-q8192-t0-console-json", 500);
        results.raced("log4j2-console-json", 850);
        results.raced("log4j2-async-console-json", 150);
        results.raced("logback-file", 1000);
        results.raced("logback-file-buffered", 100);
        BenchResults built = results.build();
        return new Recommender(new DataSource(built, "test", true, built.machine())).recommend(target);
    }

    @Test
    void stdoutJsonIsAnsweredFromTheStdoutJsonSetupsAlone() {
        Recommendation answer = recommend(STDOUT_JSON);
        assertThat(answer.chosen().setup()).isEqualTo("log4j2-async-console-json");
        assertThat(answer.excluded()).filteredOn(e -> e.setup().equals("logback-file-buffered")).singleElement()
                .satisfies(e -> assertThat(e.reason()).startsWith("writes to a file; you asked for standard output"));
        assertThat(answer.excluded()).filteredOn(e -> e.setup().equals("logback-console")).singleElement()
                .satisfies(e -> assertThat(e.reason()).contains("--layout json"));
        assertThat(answer.comparison().ratios()).extracting(r -> r.against())
                .as("held against both frameworks' stdout JSON defaults").contains("logback-console-json", "log4j2-console-json");
        assertThat(answer.target().describe()).contains("JSON lines to standard output");
    }

    @Test
    void theDefaultTargetStillAnswersForPatternLinesInAFile() {
        // These results measure plain files; a plain file is asked for (a service's file otherwise rolls).
        Recommendation answer = recommend(Target.of(38_000, 60).plain());
        // The buffered file is out on what a crash may lose (1 s by default), so Logback's defaults are what is left.
        assertThat(answer.chosen().setup()).isEqualTo("logback-file");
        assertThat(answer.excluded()).filteredOn(e -> e.setup().equals("log4j2-async-console-json")).singleElement()
                .satisfies(e -> assertThat(e.reason()).startsWith("writes to standard output; you asked for a file"));
    }

    @Test
    void eachDestinationAndLineHasTheFrameworksOwnDefaults() {
        assertThat(Matrix.defaults(Framework.LOGBACK, Destination.STDOUT, LineFormat.JSON).id()).isEqualTo("logback-console-json");
        assertThat(Matrix.defaults(Framework.LOG4J2, Destination.STDOUT, LineFormat.PATTERN).id()).isEqualTo("log4j2-console");
        assertThat(Matrix.defaults(Framework.LOG4J2, Destination.FILE, LineFormat.JSON).id()).isEqualTo("log4j2-rolling-boot-json");
        assertThat(Matrix.defaults(Framework.LOGBACK)).isEqualTo(Matrix.require("logback-rolling-boot"));
        assertThat(Matrix.defaults(Framework.LOGBACK, Destination.FILE, LineFormat.PATTERN, true)).isEqualTo(Matrix.require("logback-file"));
        for (Framework framework : Framework.values()) {
            for (Destination destination : Destination.values()) {
                for (LineFormat format : LineFormat.values()) {
                    var defaults = Matrix.defaults(framework, destination, format);
                    assertThat(defaults.destination()).isEqualTo(destination);
                    assertThat(defaults.lineFormat()).isEqualTo(format);
                    assertThat(defaults.holdsOutput()).as(defaults.id() + " flushes every event, as the framework does").isFalse();
                }
            }
        }
    }
}
