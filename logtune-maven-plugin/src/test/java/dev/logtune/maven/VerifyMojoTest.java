package dev.logtune.maven;

import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class VerifyMojoTest {
    private static VerifyMojo mojo(String rate, int threads, String p99) {
        VerifyMojo mojo = new VerifyMojo();
        mojo.rate = rate;
        mojo.threads = threads;
        mojo.p99 = p99;
        mojo.duration = "10s";
        return mojo;
    }

    @Test
    void passesTheTargetToTunerVerifyAsTheUserWroteIt() throws Exception {
        assertThat(mojo("38k", 60, "200ms").arguments("src/main/resources/logback.xml")).containsExactly("verify", "--config",
                "src/main/resources/logback.xml", "--rate", "38k", "--threads", "60", "--p99", "200ms", "--duration", "10s");
    }

    @Test
    void aBadTargetIsRefusedBeforeAnythingRuns() {
        assertThatThrownBy(() -> mojo("38k", 60, "200").arguments("logback.xml")).isInstanceOf(MojoExecutionException.class)
                .hasMessageStartingWith("p99: '200' has no unit; write 200us, 200ms or 200s");
        assertThatThrownBy(() -> mojo("0", 60, "1ms").arguments("logback.xml")).hasMessageStartingWith("rate: ");
    }
}
