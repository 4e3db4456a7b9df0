package dev.logtune.tuner.tune;

import dev.logtune.tuner.cli.DurationConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

import java.time.Duration;

/** What tune may do beyond showing the diff: add a library, change the output, write the file, and measure both. */
final class TuneOptions {
    @Option(names = "--allow-dependency", description = "Logback: tune may move an AsyncAppender over a file to"
            + " logstash-logback-encoder's disruptor appender, which flushes a buffered file at the end of each batch (fast,"
            + " and a crash loses only its ring), and says what that adds to the build. Without it tune keeps to stock Logback.")
    boolean allowDependency;

    @Option(names = "--change-output", description = "tune may change what the logs say where lint finds it costly: the"
            + " caller converters (class, method, line, file) leave a pattern that prints them on the calling thread, and a"
            + " DEBUG or TRACE logger lint warns of goes to INFO (a level whose default never resolves is written as meant)."
            + " Without it each is shown as advice.")
    boolean changeOutput;

    @Option(names = "--write", description = "Replace FILE with the tuned file (atomically), keeping the original as FILE.bak.")
    boolean write;

    @Option(names = "--force", description = "With --write: replace an existing FILE.bak.")
    boolean force;

    @Option(names = "--verify", description = "Run tuner verify on the original and the tuned file in interleaved rounds"
            + " and show both, medians with 95%% intervals.")
    boolean verify;

    @Option(names = "--duration", defaultValue = "5s", converter = DurationConverter.class,
            description = "With --verify: how long each run is measured (default: ${DEFAULT-VALUE}).")
    Duration duration;

    // Six rounds: the fewest pairs whose signed-rank interval can reach 95%.
    @Option(names = "--rounds", defaultValue = "6", description = "With --verify: interleaved rounds (default: ${DEFAULT-VALUE}).")
    int rounds;

    Permissions permissions() {
        return new Permissions(allowDependency, changeOutput);
    }

    void check(CommandSpec spec) {
        if (force && !write) {
            throw new ParameterException(spec.commandLine(), "--force only goes with --write");
        }
        if (rounds < 1) {
            throw new ParameterException(spec.commandLine(), "--rounds must be at least 1, was " + rounds);
        }
    }
}
