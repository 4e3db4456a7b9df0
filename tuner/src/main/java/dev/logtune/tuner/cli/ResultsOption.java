package dev.logtune.tuner.cli;

import dev.logtune.lab.results.ResultsFile.ResultsException;
import dev.logtune.tuner.advice.DataSource;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.Optional;

/**
 * {@code --results}: the measured results a command stands on, chosen in one place for recommend, lint and tune (the
 * file given, else the newest full run on this machine, else the reference results).
 */
public final class ResultsOption {
    @Option(names = "--results", description = "Results to use (default: your newest full run on this machine, else the"
            + " reference results).")
    Path results;

    /** The file given, or null to choose. */
    public Path file() {
        return results;
    }

    /** The results; a command that cannot answer without them says why. */
    public DataSource data() throws ResultsException {
        return DataSource.choose(results, ProjectPaths.runs());
    }

    /** The results, or none when no file was given and none can be read: the command goes on without figures. */
    public Optional<DataSource> dataIfAny() throws ResultsException {
        return DataSource.chooseIfAny(results, ProjectPaths.runs());
    }
}
