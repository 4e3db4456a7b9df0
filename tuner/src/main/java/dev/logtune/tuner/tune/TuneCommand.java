package dev.logtune.tuner.tune;

import dev.logtune.benchmarks.files.AtomicFiles;
import dev.logtune.tuner.advice.Target;
import dev.logtune.benchmarks.files.FileTrees;
import dev.logtune.benchmarks.results.ResultsFile.ResultsException;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.cli.TargetOptions;
import dev.logtune.tuner.cli.DefinesOption;
import dev.logtune.tuner.cli.FrameworkVersionOption;
import dev.logtune.tuner.buildinfo.ServiceVersions;
import dev.logtune.tuner.cli.ResultsOption;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.SpringBootProperties;
import dev.logtune.tuner.configfile.SpringBootService;
import dev.logtune.tuner.advice.Figures;
import dev.logtune.tuner.lint.Linter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

@Command(name = "tune", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Change only the knobs of your own Logback or Log4j2 configuration that decide speed and loss at a"
                + " rate, and show it as a diff in the file's own format: " + TuneKnobs.LIST + ".",
                "Everything else stays byte for byte: appenders, names, paths, patterns, includes, a DOCTYPE and its entities,"
                        + " comments, indentation, quoting, line endings. Knobs in included files and values set through"
                        + " variables or entities are named, not edited. The tuned file must load clean in the real framework"
                        + " and pass lint before it is shown. Where lint still warns of loss or blocking that no knob here"
                        + " changes, tune names each finding and why, and never calls the file already tuned.",
                "Without --write nothing is written. --write keeps the original as FILE.bak (and"
                        + " log4j2.component.properties.bak when that file changes too), or, for a file under src/*/resources"
                        + " that the build packages, under .logtune-backup/ at the module's root, and says where; it refuses"
                        + " when a backup is already there, since that may be the only copy of an earlier original, unless --force."},
        exitCodeList = {ExitCode.OK + ":tuned (and written with --write), or nothing to apply (already tuned, or what lint"
                + " still warns of is named with why tune leaves it)",
                ExitCode.BAD_INPUT + ":bad input, or the tuned file would not load or would fail lint; nothing written"})
public final class TuneCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "Your logback.xml or logback-spring.xml, or log4j2.xml,"
            + " log4j2.json, log4j2.yaml or log4j2.properties (and their -spring variants); or a Spring Boot"
            + " application.properties/yml: its diff, and where a knob has no property (an async stage) the"
            + " logback-spring.xml it needs, on Spring Boot's own includes (written beside it with --write).")
    Path file;

    @Mixin
    TargetOptions load;

    @Mixin
    ResultsOption results;

    @Mixin
    DefinesOption definesOption;

    @Mixin
    TuneOptions options;

    @Mixin
    FrameworkVersionOption frameworkVersion;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        Target target = load.target(spec);
        options.check(spec);
        String explicitVersion = frameworkVersion.version(spec);
        Map<String, String> defines = definesOption.values();
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
                defines = service.variables(defines);
            }
            ConfigText text = ConfigText.read(file);
            Path propertiesFile = propertiesFile();
            String properties = Files.isRegularFile(propertiesFile) ? Files.readString(propertiesFile, StandardCharsets.UTF_8) : null;
            Path readDir = Files.createDirectories(scratch.resolve("original"));
            ConfigFile config = ScratchConfig.read(file, text.forParser(), properties, defines, readDir);
            ServiceVersions versions = ServiceVersions.of(file, config.framework(), explicitVersion);
            TunePlan plan = TunePlanner.plan(text.text(), properties, config, target, figures, readDir, options.allowDependency, versions);
            TuneReport report = new TuneReport(file, propertiesFile, target, out);
            if (plan.changesNothing()) {
                report.nothingApplied(plan, Unchangeable.of(Linter.lint(config, target.rate(), target.threads(), figures, null, versions), target));
                out.println("judged for: " + versions.describe());
                out.flush();
                return ExitCode.OK;
            }
            TunedCheck.Outcome outcome = TunedCheck.check(file, plan, text, target, defines, figures, scratch, versions);
            if (outcome.refusal() != null) {
                err.println("tuner: " + file + ": " + outcome.refusal());
                return ExitCode.BAD_INPUT;
            }
            Map<Path, String> files = tunedFiles(plan, propertiesFile);
            if (options.write) {
                for (Path path : files.keySet()) {
                    if (Files.exists(Backups.of(path)) && !options.force) {
                        err.println("tuner: " + Backups.of(path) + " exists (it may hold an earlier original); nothing written"
                                + " (--force replaces it)");
                        return ExitCode.BAD_INPUT;
                    }
                }
            }
            report.tuned(plan, outcome.remaining());
            out.println("judged for: " + versions.describe());
            if (options.write) {
                write(files);
                files.keySet().forEach(path -> out.println("wrote " + path + "; " + Backups.said(path)));
            }
            out.flush();
            if (options.verify) {
                sideBySide(plan, text, scratch, target, err, out);
            }
            out.flush();
            return ExitCode.OK;
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
        if (options.write) {
            String problem = SpringBootTune.write(file, plan, options.force, out);
            if (problem != null) {
                err.println("tuner: " + problem);
                return ExitCode.BAD_INPUT;
            }
        }
        out.flush();
        return 0;
    }

    private Path propertiesFile() {
        return file.toAbsolutePath().resolveSibling(ConfigFile.COMPONENT_PROPERTIES);
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
            Backups.keep(entry.getKey());
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

    private void sideBySide(TunePlan plan, ConfigText text, Path scratch, Target target, PrintWriter err, PrintWriter out)
            throws IOException, ConfigException {
        Map<String, String> defines = definesOption.values();
        Path originalDir = Files.createDirectories(scratch.resolve("verify-original"));
        Path tunedDir = Files.createDirectories(scratch.resolve("verify-tuned"));
        Path original = ScratchConfig.place(file, text.forParser(), plan.properties(), defines, originalDir);
        Path tuned = ScratchConfig.place(file, new ConfigText(file, plan.tuned()).forParser(), plan.tunedProperties(), defines, tunedDir);
        SideBySide.print(SideBySide.run(original, tuned, target, options.duration, options.rounds, defines, err), out);
    }
}
