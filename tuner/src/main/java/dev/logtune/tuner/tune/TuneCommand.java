package dev.logtune.tuner.tune;

import dev.logtune.benchmarks.files.AtomicFiles;
import dev.logtune.tuner.advice.Target;
import dev.logtune.benchmarks.files.FileTrees;
import dev.logtune.benchmarks.results.ResultsFile.ResultsException;
import dev.logtune.tuner.cli.DurationConverter;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.cli.TargetOptions;
import dev.logtune.tuner.cli.DefinesOption;
import dev.logtune.tuner.cli.ResultsOption;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.SpringBootProperties;
import dev.logtune.tuner.configfile.SpringBootService;
import dev.logtune.tuner.advice.Figures;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

@Command(name = "tune", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Change only the knobs of your own logback.xml or log4j2.xml that decide speed and loss at a rate,"
                + " and show it as a diff: queue depth, silent drops, caller data, flushing, the Log4j2 wait strategy.",
                "Everything else stays byte for byte: appenders, names, paths, patterns, includes, comments, indentation,"
                        + " quoting, line endings. Knobs in included files and values set through variables are named, not"
                        + " edited. The tuned file must load clean in the real framework and pass lint before it is shown.",
                "Without --write nothing is written. --write keeps the original as FILE.bak (and"
                        + " log4j2.component.properties.bak when that file changes too); it refuses when a .bak is already"
                        + " there, since that may be the only copy of an earlier original, unless --force."},
        exitCodeList = {ExitCode.OK + ":tuned (and written with --write), or already tuned",
                ExitCode.BAD_INPUT + ":bad input, or the tuned file would not load or would fail lint; nothing written"})
public final class TuneCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "Your logback.xml, logback-spring.xml, log4j2.xml or log4j2-spring.xml;"
            + " or a Spring Boot application.properties/yml: its diff, and where a knob has no property (an async stage) the"
            + " logback-spring.xml it needs, on Spring Boot's own includes (written beside it with --write).")
    Path file;

    @Mixin
    TargetOptions load;

    @Mixin
    ResultsOption results;

    @Mixin
    DefinesOption definesOption;

    @Option(names = "--allow-dependency", description = "Logback: tune may move an AsyncAppender over a file to"
            + " logstash-logback-encoder's disruptor appender, which flushes a buffered file at the end of each batch (fast,"
            + " and a crash loses only its ring), and says what that adds to the build. Without it tune keeps to stock Logback.")
    boolean allowDependency;

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

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        Target target = target();
        Map<String, String> defines = definesOption.values();
        if (rounds < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--rounds must be at least 1, was " + rounds);
        }
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter out = spec.commandLine().getOut();
        Figures figures;
        try {
            figures = results.dataIfAny().map(data -> new Figures(data.results())).orElse(null);
        } catch (ResultsException e) {
            err.println("tuner: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        Path scratch = Files.createTempDirectory("logtune-tune-").toAbsolutePath();
        try {
            if (SpringBootProperties.isApplicationFile(file)) {
                SpringBootService service = SpringBootService.read(file, defines);
                if (service.named() == null) {
                    return springBoot(service, target, figures, scratch, out, err);
                }
                out.println(service.read().get(0).replace("so it is what was linted", "so it is what is tuned"));
                file = service.named();
            }
            ConfigText text = ConfigText.read(file);
            Path propertiesFile = propertiesFile();
            String properties = Files.isRegularFile(propertiesFile) ? Files.readString(propertiesFile, StandardCharsets.UTF_8) : null;
            Path readDir = Files.createDirectories(scratch.resolve("original"));
            ConfigFile config = ScratchConfig.read(file, text.forParser(), properties, defines, readDir);
            TunePlan plan = TunePlanner.plan(text.text(), properties, config, target, figures, readDir, allowDependency);
            if (plan.changesNothing()) {
                out.println(plan.blocked() == 0 ? "already tuned for " + target.load()
                        : "nothing to change in " + file + " itself for " + target.load() + "; what needs tuning lies outside it:");
                printNotes(plan, List.of(), out);
                out.flush();
                return 0;
            }
            TunedCheck.Outcome outcome = TunedCheck.check(file, plan, text, target, defines, figures, scratch);
            if (outcome.refusal() != null) {
                err.println("tuner: " + file + ": " + outcome.refusal());
                return ExitCode.BAD_INPUT;
            }
            Map<Path, String> files = tunedFiles(plan, propertiesFile);
            if (write) {
                for (Path path : files.keySet()) {
                    if (Files.exists(backup(path)) && !force) {
                        err.println("tuner: " + backup(path) + " exists (it may hold an earlier original); nothing written"
                                + " (--force replaces it)");
                        return ExitCode.BAD_INPUT;
                    }
                }
            }
            print(plan, propertiesFile, out);
            printNotes(plan, outcome.remaining(), out);
            if (write) {
                write(files);
                files.keySet().forEach(path -> out.println("wrote " + path + "; the original is " + backup(path)));
            }
            out.flush();
            if (verify) {
                sideBySide(plan, text, scratch, target, err, out);
            }
            out.flush();
            return 0;
        } catch (ConfigException e) {
            err.println("tuner: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        } finally {
            FileTrees.delete(scratch);
        }
    }

    /** A service configured by its application properties: their diff, and the logback-spring.xml a queue needs. */
    private int springBoot(SpringBootService service, Target target, Figures figures, Path scratch, PrintWriter out, PrintWriter err)
            throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        SpringBootTune.Plan plan = SpringBootTune.plan(service, text, target, figures);
        service.read().forEach(line -> out.println("read: " + line));
        if (plan.changesNothing()) {
            out.println("nothing to change in " + file + " for " + target.load());
            plan.kept().forEach(line -> out.println("not changed: " + line));
            out.flush();
            return 0;
        }
        String refusal = SpringBootTune.check(service, plan, target, definesOption.values(), figures, scratch);
        if (refusal != null) {
            err.println("tuner: " + file + ": " + refusal + "; nothing written");
            return ExitCode.BAD_INPUT;
        }
        SpringBootTune.print(file, plan, out);
        if (write) {
            String problem = SpringBootTune.write(file, plan, force, out);
            if (problem != null) {
                err.println("tuner: " + problem);
                return ExitCode.BAD_INPUT;
            }
        }
        out.flush();
        return 0;
    }

    private Target target() {
        Target target = load.target(spec);
        if (force && !write) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--force only goes with --write");
        }
        return target;
    }

    private Path propertiesFile() {
        return file.toAbsolutePath().resolveSibling(ConfigFile.COMPONENT_PROPERTIES);
    }

    private void print(TunePlan plan, Path propertiesFile, PrintWriter out) {
        UnifiedDiff.of(file.toString(), plan.original(), plan.tuned()).forEach(out::println);
        if (plan.changesProperties()) {
            UnifiedDiff.of(propertiesFile.toString(), plan.properties(), plan.tunedProperties()).forEach(out::println);
        }
        out.println();
        plan.changes().forEach(change -> out.println(change.line()));
    }

    private static void printNotes(TunePlan plan, List<String> remaining, PrintWriter out) {
        plan.kept().forEach(line -> out.println("not changed: " + line));
        remaining.forEach(line -> out.println("not changed: " + line + " (outside these knobs)"));
        plan.advice().forEach(line -> out.println("advice: " + line));
    }

    /** The files --write replaces, with what they become. */
    private Map<Path, String> tunedFiles(TunePlan plan, Path propertiesFile) {
        Map<Path, String> files = new LinkedHashMap<>();
        files.put(file, plan.tuned());
        if (plan.changesProperties()) {
            files.put(propertiesFile, plan.tunedProperties());
        }
        return files;
    }

    private static void write(Map<Path, String> files) throws IOException {
        for (Map.Entry<Path, String> entry : files.entrySet()) {
            // The backup is a byte copy, so it is the original whatever its encoding or line endings.
            Files.copy(entry.getKey(), backup(entry.getKey()), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
            Set<PosixFilePermission> permissions = posixPermissions(entry.getKey());
            AtomicFiles.write(entry.getKey(), entry.getValue());
            // The replacement is a new file: give it the original's permissions back, where the file system has them.
            if (permissions != null) {
                Files.setPosixFilePermissions(entry.getKey(), permissions);
            }
        }
    }

    private static Set<PosixFilePermission> posixPermissions(Path path) throws IOException {
        try {
            return Files.getPosixFilePermissions(path);
        } catch (UnsupportedOperationException e) {
            return null;
        }
    }

    private static Path backup(Path path) {
        return path.resolveSibling(path.getFileName() + ".bak");
    }

    private void sideBySide(TunePlan plan, ConfigText text, Path scratch, Target target, PrintWriter err, PrintWriter out)
            throws IOException, ConfigException {
        Map<String, String> defines = definesOption.values();
        Path originalDir = Files.createDirectories(scratch.resolve("verify-original"));
        Path tunedDir = Files.createDirectories(scratch.resolve("verify-tuned"));
        Path original = ScratchConfig.place(file, text.forParser(), plan.properties(), defines, originalDir);
        Path tuned = ScratchConfig.place(file, new ConfigText(file, plan.tuned()).forParser(), plan.tunedProperties(), defines, tunedDir);
        SideBySide.run(original, tuned, target, duration, rounds, defines, err, out);
    }
}
