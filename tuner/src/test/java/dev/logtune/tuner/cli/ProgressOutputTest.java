package dev.logtune.tuner.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ProgressOutputTest {
    @Test
    void aTerminalOutsideCiSeesProgress() {
        StringWriter err = new StringWriter();
        PrintWriter writer = ProgressOutput.of(true, Map.of("CI", "false")).writer(new PrintWriter(err, true));

        writer.println("round 1 of at most 10");

        assertThat(err.toString()).isEqualTo("round 1 of at most 10" + System.lineSeparator());
    }

    @Test
    void thisTestsStderrIsNoTerminal() {
        // The test JVM's stderr goes to the build, never a terminal: the lines that say how far a command got stay out.
        assertThat(ProgressOutput.stderrIsTerminal()).isFalse();
        assertThat(ProgressOutput.detect().shown()).isFalse();
    }

    @Test
    void aPipeSeesNone() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream stream = ProgressOutput.of(false, Map.of()).stream(new PrintStream(bytes, true, StandardCharsets.UTF_8));

        stream.println("[1/20] logback-file ...");

        assertThat(bytes.size()).isZero();
    }

    @Test
    void ciOnATerminalSeesNone() {
        StringWriter err = new StringWriter();
        PrintWriter writer = ProgressOutput.of(true, Map.of("CI", "true")).writer(new PrintWriter(err, true));

        writer.println("  warm-up");

        assertThat(ProgressOutput.of(true, Map.of("CI", "TRUE")).shown()).isFalse();
        assertThat(err.toString()).isEmpty();
    }
}
