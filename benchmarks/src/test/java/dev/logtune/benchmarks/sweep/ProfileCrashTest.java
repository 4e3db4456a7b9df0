package dev.logtune.benchmarks.sweep;

import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.SetupSpec;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ProfileCrashTest {
    @Test
    void quickCrashTestsAFlushingAndABufferedFile() {
        assertThat(Profile.quick().crash()).isTrue();
        assertThat(Profile.quick().crashSetups()).containsExactly("logback-file", "logback-file-buffered");
    }

    @Test
    void fullCrashTestsTheWholeMatrix() {
        assertThat(Profile.full().crashSetups()).isEqualTo(Matrix.all().stream().map(SetupSpec::id).toList());
    }

    @Test
    void narrowingKeepsOnlyTheChosenSetupsAndNoCrashTurnsItOff() {
        Profile part = Profile.full().withSetups(List.of("log4j2-file", "logback-file"), false).withThreads(List.of(4)).withoutJmh();
        assertThat(part.crashSetups()).containsExactly("logback-file", "log4j2-file");
        assertThat(part.withoutCrash().crash()).isFalse();
        assertThat(part.withoutCrash().withForks(3).crashSetups()).isEmpty();
        assertThat(Profile.quick().withSetups(List.of("log4j2-file"), true).crash()).isFalse();
    }
}
