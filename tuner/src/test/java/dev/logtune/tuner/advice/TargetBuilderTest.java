package dev.logtune.tuner.advice;

import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.tuner.volume.DiskBudget;
import dev.logtune.tuner.volume.History;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TargetBuilderTest {
    @Test
    void theLoadAloneTakesTheDefaults() {
        Target target = Target.builder().rate(38_000).threads(60).build();
        assertThat(target).isEqualTo(new Target(38_000, 60, null, null, null, 1, null, null, Target.DEFAULT_MAX_UNFLUSHED,
                Destination.FILE, LineFormat.PATTERN, false, null, DiskBudget.DEFAULT, null, false));
        assertThat(target).isEqualTo(Target.of(38_000, 60));
        assertThat(target.rolls()).isTrue();
    }

    @Test
    void aCopyChangesOnlyWhatItNames() {
        Target asked = Target.builder().rate(38_000).threads(60).framework(Framework.LOG4J2).allowDrop(LogLevel.INFO)
                .stall(Duration.ofSeconds(2)).burst(5, Duration.ofSeconds(10)).p99(Duration.ofMillis(2)).maxUnflushed(null)
                .writing(Destination.STDOUT, LineFormat.JSON).plainFile(true)
                .keeping(History.parse("7d"), new DiskBudget(20L << 30)).virtualThreads(true).build();
        assertThat(asked.toBuilder().build()).isEqualTo(asked);
        Target faster = asked.atRate(230_000);
        assertThat(faster.rate()).isEqualTo(230_000);
        assertThat(faster.toBuilder().rate(38_000).build()).isEqualTo(asked);
    }

    @Test
    void nullKeepsTheDefaultsWhereANullMeansNothing() {
        Target target = Target.builder().rate(1_000).threads(4).writing(null, null).keeping(null, null).build();
        assertThat(target.destination()).isEqualTo(Destination.FILE);
        assertThat(target.lineFormat()).isEqualTo(LineFormat.PATTERN);
        assertThat(target.diskBudget()).isEqualTo(DiskBudget.DEFAULT);
    }

    @Test
    void everyBadValueIsSaidInOneMessage() {
        assertThatThrownBy(() -> Target.builder().rate(-5).threads(0).burst(0.5, null).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a target needs a rate above zero (was -5); at least 1 thread (was 0); a burst factor of 1 or more (was 0.5)");
        assertThatThrownBy(() -> Target.builder().build()).hasMessage("a target needs a rate; a thread count");
    }
}
