package dev.logtune.tuner.tune;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A queue that the measurements say falls behind at the rate is sized from them, with no --stall needed. */
class MeasuredQueuesTest {
    private static final String AT = "at 230k/s over 60 threads";

    private static MeasuredQueues.Measured queue(int size, long kept, long runs) {
        return new MeasuredQueues.Measured("logback-async-q" + size + "-t0", size, kept, runs, AT);
    }

    // As measured at 230k/s over 60 threads: 500 and 1,024 fell behind in most runs, 8,192 kept up in most.
    private static final List<MeasuredQueues.Measured> MEASURED = List.of(queue(500, 1, 15), queue(1024, 2, 15),
            queue(8192, 17, 29), queue(65536, 0, 15));

    @Test
    void aQueueSmallerThanOnesThatFellBehindIsDeepenedToTheSmallestThatKeptUp() {
        MeasuredQueues.Sizing sizing = MeasuredQueues.deeper(256, MEASURED).orElseThrow();
        assertThat(sizing.size()).isEqualTo(8192);
        assertThat(sizing.reason()).isEqualTo("at 230k/s over 60 threads the measured AsyncAppenders of 500 and 1,024 slots"
                + " fell behind the schedule (14 of 15 runs, 13 of 15 runs), and a queue of 256 fares no better; 8,192 slots"
                + " kept up in 17 of 29 runs");
    }

    @Test
    void aQueueTheMeasurementsSayNothingAgainstIsLeft() {
        List<MeasuredQueues.Measured> allKept = List.of(queue(500, 15, 15), queue(8192, 29, 29));
        assertThat(MeasuredQueues.deeper(256, allKept)).isEmpty();
        assertThat(MeasuredQueues.noneKeptUp(256, allKept)).isEmpty();
    }

    @Test
    void whereNoMeasuredSizeKeptUpItSaysSoRatherThanGuess() {
        List<MeasuredQueues.Measured> noneKept = List.of(queue(500, 1, 15), queue(8192, 3, 15));
        assertThat(MeasuredQueues.deeper(256, noneKept)).isEmpty();
        assertThat(MeasuredQueues.noneKeptUp(256, noneKept)).get().asString()
                .startsWith("at 230k/s over 60 threads: no measured AsyncAppender queue kept up in most runs");
    }
}
