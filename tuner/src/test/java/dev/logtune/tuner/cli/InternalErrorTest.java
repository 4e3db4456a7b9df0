package dev.logtune.tuner.cli;

import dev.logtune.support.input.BadInputException;
import dev.logtune.tuner.TunerMain;
import dev.logtune.tuner.TunerRun;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A bug in logtune reads as one: exit 70, a line that says it is the tool's fault and where the stack trace is, never
 * "bad input"; and what the user gave that cannot be used still reads as that, exit 2. The commands here are test
 * doubles put into the real command line, so the handling is the one every command has.
 */
class InternalErrorTest {
    private static final Pattern CRASH_FILE = Pattern.compile("the stack trace is in (\\S+logtune-crash-\\d{8}-\\d{6}-\\d+\\.txt):");

    /** A command whose code has a bug: it throws what it is given. */
    @Command(name = "broken")
    static final class Broken implements Callable<Integer> {
        private final Throwable failure;

        @CommandLine.Unmatched
        List<String> words;

        Broken(Throwable failure) {
            this.failure = failure;
        }

        @Override
        public Integer call() throws Exception {
            if (failure instanceof Error error) {
                throw error;
            }
            throw (Exception) failure;
        }
    }

    @Test
    void aNullPointerExceptionIsAnInternalErrorWithItsStackTraceInATemporaryFile() throws IOException {
        TunerRun run = broken(new NullPointerException("Cannot invoke \"String.length()\" because \"name\" is null"), "--rate", "5k");

        assertThat(run.exit()).isEqualTo(ExitCode.INTERNAL_ERROR).isEqualTo(70);
        assertThat(run.err().lines()).hasSize(1);
        assertThat(run.err()).startsWith("tuner: internal error (a bug in logtune, not a problem with your input):"
                        + " NullPointerException: Cannot invoke \"String.length()\"")
                .contains("attach that file, the command line and, if you can share it, the input file to a bug report")
                .doesNotContain("\tat ");
        assertThat(run.out()).isEmpty();
        Path crash = crashFile(run);
        try {
            // under the temporary directory, never where the user works
            assertThat(crash.toAbsolutePath().normalize()).startsWith(Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath().normalize());
            assertThat(Files.readString(crash)).contains("command: tuner broken --rate 5k", "logtune ", "running on Java ",
                    "java.lang.NullPointerException", "\tat " + InternalErrorTest.class.getName());
        } finally {
            Files.deleteIfExists(crash);
        }
    }

    @Test
    void aPlainIllegalStateOrArgumentIsTheToolsFaultNotTheInputs() throws IOException {
        for (RuntimeException bug : new RuntimeException[]{new IllegalStateException("unclosed element <x>"),
                new IllegalArgumentException("bad range 4..2"), new NumberFormatException("For input string: \"x\"")}) {
            TunerRun run = broken(bug);
            assertThat(run.exit()).as(bug.toString()).isEqualTo(ExitCode.INTERNAL_ERROR);
            assertThat(run.err()).as(bug.toString()).startsWith("tuner: " + CrashReport.SAYS);
            Files.deleteIfExists(crashFile(run));
        }
    }

    @Test
    void anErrorSuchAsAStackOverflowIsAnInternalErrorToo() throws IOException {
        TunerRun run = broken(new StackOverflowError());

        assertThat(run.exit()).isEqualTo(ExitCode.INTERNAL_ERROR);
        assertThat(run.err()).startsWith("tuner: " + CrashReport.SAYS + ": StackOverflowError;");
        Path crash = crashFile(run);
        assertThat(Files.readString(crash)).contains("java.lang.StackOverflowError");
        Files.deleteIfExists(crash);
    }

    @Test
    void badInputAndFileProblemsStayExitTwoWithTheirOneLine() {
        TunerRun value = broken(new BadInputException("threads must be between 1 and 4096, was 0"));
        assertThat(value.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(value.err().strip()).isEqualTo("tuner: threads must be between 1 and 4096, was 0");

        TunerRun file = broken(new UncheckedIOException(new NoSuchFileException("/nowhere/logback.xml")));
        assertThat(file.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(file.err().strip()).isEqualTo("tuner: /nowhere/logback.xml: no such file or directory");

        TunerRun checked = broken(new NoSuchFileException("/nowhere/log4j2.xml"));
        assertThat(checked.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(checked.err()).doesNotContain(CrashReport.SAYS);
    }

    @Test
    void theSharedTestRunnerFailsATestOnAnInternalErrorWhateverExitItExpects() throws IOException {
        // the runner every CLI test uses: a crash can never pass as the refusal a negative test expects
        TunerRun crashed = broken(new NullPointerException());
        assertThat(crashed.internalError()).isTrue();
        Files.deleteIfExists(crashFile(crashed));
        assertThat(broken(new BadInputException("no")).internalError()).isFalse();
        assertThat(TunerRun.of("recommend", "--rate", "0", "--threads", "4").internalError()).isFalse();
    }

    private static TunerRun broken(Throwable failure, String... args) {
        CommandLine commandLine = TunerMain.commandLine();
        commandLine.addSubcommand("broken", new Broken(failure));
        String[] line = new String[args.length + 1];
        line[0] = "broken";
        System.arraycopy(args, 0, line, 1, args.length);
        return TunerRun.of(commandLine, line);
    }

    private static Path crashFile(TunerRun run) {
        Matcher matcher = CRASH_FILE.matcher(run.err());
        assertThat(matcher.find()).as(run.err()).isTrue();
        Path crash = Path.of(matcher.group(1));
        assertThat(crash).isRegularFile();
        return crash;
    }
}
