package dev.logtune.tuner;

import dev.logtune.tuner.cli.ExitCode;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Every command's help renders: picocli reads descriptions as format strings, so a lone % garbles them. */
class HelpTextTest {
    @Test
    void everyCommandsHelpListsItsExitCodesHasNoNullAndFitsTheWidth() {
        int width = TunerMain.commandLine().getUsageHelpWidth();
        List<String> commands = new ArrayList<>(TunerMain.commandLine().getSubcommands().keySet());
        commands.add(0, "");
        for (String command : commands) {
            TunerRun run = command.isEmpty() ? TunerRun.of("--help") : TunerRun.of(command, "--help");
            String help = run.out();
            assertThat(help).as(command).contains("Exit codes:")
                    .containsPattern("(?m)^  " + ExitCode.OK + " ")
                    .containsPattern("(?m)^  " + ExitCode.BAD_INPUT + " ")
                    .containsPattern("(?m)^  " + ExitCode.INTERNAL_ERROR + " +internal error: a bug in logtune")
                    // an unset ${...} renders as "null"
                    .doesNotContainPattern("\\bnull\\b");
            assertThat(help.lines()).as(command).allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(width));
        }
    }

    @Test
    void noLineEndsInsideADottedName() {
        List<String> commands = new ArrayList<>(TunerMain.commandLine().getSubcommands().keySet());
        commands.add(0, "");
        for (String command : commands) {
            String help = (command.isEmpty() ? TunerRun.of("--help") : TunerRun.of(command, "--help")).out();
            List<String> lines = help.lines().toList();
            for (int i = 0; i + 1 < lines.size(); i++) {
                // what follows the dot in a file name: its extension
                boolean cut = lines.get(i).matches(".*[A-Za-z0-9]\\.$")
                        && lines.get(i + 1).strip().matches("^(md|xml|json|properties|ya?ml|html|sarif|gz|bak|jar|log)\\b.*");
                assertThat(cut).as("%s: \"%s\" / \"%s\"", command, lines.get(i), lines.get(i + 1)).isFalse();
            }
            assertThat(help).as(command).doesNotContain("\u2024");
        }
        assertThat(TunerRun.of("bench", "--help").out()).contains("summary.md");
        assertThat(TunerRun.of("verify", "--help").out()).contains("log4j2.component.properties");
    }

    @Test
    void theTopLevelHelpListsEveryExitCodeAndBareTunerIsARefusal() {
        String help = TunerRun.of("--help").out();
        int[] codes = {ExitCode.OK, ExitCode.NEGATIVE, ExitCode.BAD_INPUT, ExitCode.NOT_POSSIBLE_HERE, ExitCode.UNDECIDED,
                ExitCode.EXTRAPOLATED, ExitCode.INTERNAL_ERROR};
        // one meaning per code
        assertThat(java.util.Arrays.stream(codes).distinct().count()).isEqualTo(codes.length);
        for (int code : codes) {
            assertThat(help).containsPattern("(?m)^  " + code + " ");
        }
        TunerRun bare = TunerRun.of();
        assertThat(bare.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(bare.out()).isEmpty();
        assertThat(bare.err()).startsWith("tuner: give a command").contains("Usage: tuner");
    }

    @Test
    void emitsHelpSaysWhatItsDefaultRollingIs() {
        String help = String.join(" ", TunerRun.of("emit", "--help").out().lines().map(String::strip).toList());
        // The default is not "rolling unless --rolling none": the help says what the default writes.
        assertThat(help).doesNotContain("unless --rolling none").contains("rolling");
    }

    @Test
    void benchsHelpCountsTheReferencesPartsAsTheProfileDoes() {
        int parts = dev.logtune.benchmarks.sweep.Profile.REFERENCE_PARTS;
        String help = String.join(" ", TunerRun.of("bench", "--help").out().lines().map(String::strip).toList());
        assertThat(help).contains("(--part 1 to " + parts + ")");
        for (int part = 1; part <= parts; part++) {
            assertThat(help).as("part " + part).containsPattern("[ (-]" + part + "[ ,)]");
        }
    }

    @Test
    void generateCompletionWritesABashScript() {
        TunerRun run = TunerRun.of("generate-completion");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("complete -F").contains("recommend").contains("--max-unflushed");
    }

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
