package dev.logtune.tuner.advice;

import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Knob;
import dev.logtune.configs.model.LogstashDisruptorAppender;
import dev.logtune.configs.model.SetupSpec;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class QueueSizingTest {
    @Test
    void aDisruptorRingDeepenedForAStallIsAPowerOfTwoThatHoldsIt() {
        Target target = Target.builder().rate(38_000).threads(60).stall(Duration.ofSeconds(2)).build();
        long needed = QueueSizing.needed(target, 500_000);
        assertThat(needed).isEqualTo(114_000);
        List<String> tuning = new ArrayList<>();
        SetupSpec deepened = QueueSizing.deepen(Matrix.require("logback-disruptor-q65536-buffered"), needed, 500_000, target, tuning);

        LogstashDisruptorAppender ring = (LogstashDisruptorAppender) deepened.async();
        assertThat(ring.ringSize()).isEqualTo(131_072);
        assertThat(ring.appendTimeoutMs()).isEqualTo(LogstashDisruptorAppender.BLOCK);
        assertThat(tuning).singleElement().asString().startsWith("ring 65536 -> 131072 slots");
        assertThat(deepened.reasonFor(Knob.DISRUPTOR_RING_SIZE)).get().asString()
                .contains("power of two");
    }
}
