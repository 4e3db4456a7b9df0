package dev.logtune.maven;

import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LoadParametersTest {
    @Test
    void takesWhatTheCommandLineTakes() throws Exception {
        assertThat(LoadParameters.rate("38k")).isEqualTo(38_000);
        assertThat(LoadParameters.rate("38000")).isEqualTo(38_000);
        assertThat(LoadParameters.threads(60)).isEqualTo(60);
        assertThat(LoadParameters.duration("p99", "200ms")).isEqualTo(Duration.ofMillis(200));
    }

    @Test
    void refusesInOneLineNamingTheParameter() {
        assertThatThrownBy(() -> LoadParameters.rate("-5")).isInstanceOf(MojoExecutionException.class)
                .hasMessage("rate: the rate must be above zero events/s, was -5");
        assertThatThrownBy(() -> LoadParameters.rate("fast")).hasMessageStartingWith("rate: 'fast' is not an event rate");
        assertThatThrownBy(() -> LoadParameters.threads(0)).hasMessage("threads must be between 1 and 4096, was 0");
        assertThatThrownBy(() -> LoadParameters.duration("p99", "200")).hasMessageStartingWith("p99: '200' has no unit; write 200us, 200ms or 200s");
    }
}
