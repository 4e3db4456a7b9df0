package dev.logtune.tuner;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** Every command's help renders: picocli reads descriptions as format strings, so a lone % garbles them. */
class HelpTextTest {
    @Test
    void everyCommandsHelpRendersWithoutPicocliWarnings() {
        PrintStream saved = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
            for (String command : TunerMain.commandLine().getSubcommands().keySet()) {
                TunerRun run = TunerRun.of(command, "--help");
                assertThat(run.exit()).as(command).isZero();
                assertThat(run.out()).as(command).contains("Usage: tuner " + command).doesNotContain("%n");
            }
        } finally {
            System.setErr(saved);
        }
        assertThat(captured.toString(StandardCharsets.UTF_8)).doesNotContain("picocli WARN");
    }
}
