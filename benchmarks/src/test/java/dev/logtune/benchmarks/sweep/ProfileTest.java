package dev.logtune.benchmarks.sweep;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ProfileTest {

    @Test
    void fullCoversTheMatrixAtEveryThreadCountWithPublishableSettings() {
        Profile full = Profile.full();
        assertThat(full.threads()).containsExactly(1, 2, 4, 8, 16, 32, 64);
        assertThat(full.measurementIterations()).isGreaterThanOrEqualTo(5);
        assertThat(full.measurementSeconds()).isGreaterThanOrEqualTo(2);
        assertThat(full.forks()).isGreaterThanOrEqualTo(2);
        int setups = full.setups().size() + 1;
        assertThat(full.trials()).hasSize(setups * 7 * 2 + full.exceptionSetups().size() * full.exceptionThreads().size());
    }

    @Test
    void trialsRunThreadCountOutermostSoComparedSetupsAreMeasuredTogether() {
        List<Trial> trials = Profile.quick().trials();
        assertThat(trials.get(0).threads()).isEqualTo(1);
        assertThat(trials.get(trials.size() - 1).threads()).isEqualTo(16);
        assertThat(trials.subList(0, 6)).extracting(Trial::mode).containsOnly("thrpt");
        assertThat(trials).filteredOn(Trial::isCeiling).hasSize(6);
    }

    @Test
    void narrowingKeepsOnlyTheExceptionTrialsAndRatePointsAsked() {
        Profile part = Profile.full().withThreads(List.of(16, 64)).withModes(List.of("thrpt")).withRateThreads(List.of(60));
        assertThat(part.trials()).filteredOn(t -> t.message().equals("exception")).extracting(Trial::threads).containsOnly(16);
        assertThat(part.rates().points()).extracting(p -> p.threads()).containsOnly(60);
        Profile sampleOnly = Profile.full().withThreads(List.of(16)).withModes(List.of("sample"));
        assertThat(sampleOnly.trials()).extracting(Trial::message).containsOnly("order");
    }

    @Test
    void rejectsUnknownSetupsModesAndThreadCounts() {
        assertThatThrownBy(() -> Profile.quick().withSetups(List.of("nope"), true)).hasMessageStartingWith("unknown setup 'nope'");
        assertThatThrownBy(() -> Profile.quick().withModes(List.of("avgt"))).hasMessageContaining("unknown JMH mode");
        assertThatThrownBy(() -> Profile.quick().withThreads(List.of(0))).hasMessageContaining("threads must be");
        assertThatThrownBy(() -> Profile.named("medium")).hasMessageContaining("unknown profile 'medium'");
    }

    @Test
    void aCopyChangesOnlyWhatItNamesAndSaysItWasChanged() {
        Profile full = Profile.full();
        assertThat(full.toBuilder().build()).isEqualTo(full);
        Profile forked = full.withForks(3);
        assertThat(forked.name()).isEqualTo("full+custom");
        assertThat(forked.toBuilder().name("full").forks(2).build()).isEqualTo(full);
        assertThat(forked.withForks(2).name()).isEqualTo("full+custom");
    }

    @Test
    void theBuilderHoldsThePublishedLengthsAndNothingElse() {
        Profile plain = Profile.builder("plain").setups(List.of("logback-file")).threads(List.of(4)).build();
        assertThat(plain.modes()).containsExactly("thrpt");
        assertThat(plain.secondsPerTrial()).isEqualTo(2 * (2 * 1 + 5 * 2 + 5.5));
        assertThat(plain.ceiling()).isFalse();
        assertThat(plain.rates()).isNull();
        assertThat(plain.crash()).isFalse();
        assertThat(plain.exceptionSetups()).isEmpty();
        assertThatThrownBy(() -> Profile.builder("none").setups(List.of("logback-file")).build())
                .hasMessage("threads must be between 1 and 1024, was []");
    }
}
