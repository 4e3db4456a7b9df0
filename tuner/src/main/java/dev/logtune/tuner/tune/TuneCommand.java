package dev.logtune.tuner.tune;

import dev.logtune.support.files.FileTrees;
import dev.logtune.lab.results.ResultsFile.ResultsException;
import dev.logtune.tuner.advice.Figures;
import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.buildinfo.ServiceVersions;
import dev.logtune.tuner.cli.DefinesOption;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.cli.FrameworkVersionOption;
import dev.logtune.tuner.cli.OutputFormat;
import dev.logtune.tuner.cli.Renderers;
import dev.logtune.tuner.cli.ResultsOption;
import dev.logtune.tuner.cli.TargetOptions;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.SpringBootProperties;
import dev.logtune.tuner.configfile.SpringBootService;
import dev.logtune.tuner.lint.Linter;
import dev.logtune.tuner.userfiles.UserFiles;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

@Command(name = "tune", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Change only the knobs of your own Logback or Log4j2 configuration that decide speed and loss at a"
                + " rate, and show it as a diff in the file's own format: " + TuneKnobs.LIST + ".",
                "Everything else stays byte for byte: names, paths, patterns and levels (unless --change-output), includes, a DOCTYPE and its entities,"
                        + " comments, indentation, quoting, line endings; an element tune adds (a Delete, a rolling policy, a"
                        + " console's queue) keeps the file's own indentation, and an appender made to roll keeps its name,"
                        + " file, layout, filters and refs. Knobs in included files and values set through"
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
    /** tune answers in text: the diffs in the file's own format, then each change and what was left. */
    private static final Renderers<TuneOutcome> RENDERERS = new Renderers<TuneOutcome>()
            .with(OutputFormat.TEXT, TuneText::print);

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
        PrintWriter err = spec.commandLine().getErr();
        Figures figures;
        try {
            figures = results.dataIfAny().map(data -> new Figures(data.results())).orElse(null);
        } catch (ResultsException e) {
            err.println("tuner: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        Path scratch = Files.createTempDirectory("logtune-tune-").toAbsolutePath();
        try {
            if (!SpringBootProperties.isApplicationFile(file)) {
                return config(file, definesOption.values(), target, figures, explicitVersion, scratch, err);
            }
            SpringBootService service = SpringBootService.read(file, definesOption.values());
            if (service.named() == null) {
                return springBoot(service, target, figures, scratch, err);
            }
            // The properties name the service's own config: that is what is tuned, with the variables they set.
            say(new TuneOutcome.Read(List.of(service.read().get(0)), true));
            return config(service.named(), service.variables(definesOption.values()), target, figures, explicitVersion, scratch, err);
        } catch (ConfigException | UserFiles.Refused e) {
            err.println("tuner: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        } finally {
            FileTrees.delete(scratch);
        }
    }

    /**
     * A logback.xml or log4j2 file: the plan, held to loading clean and passing lint, shown; with --write written in
     * place, with --verify measured beside the original.
     */
    private int config(Path config, Map<String, String> defines, Target target, Figures figures, String explicitVersion,
                       Path scratch, PrintWriter err) throws IOException, ConfigException, UserFiles.Refused {
        ConfigText text = ConfigText.read(config);
        Path propertiesFile = config.toAbsolutePath().resolveSibling(ConfigFile.COMPONENT_PROPERTIES);
        String properties = Files.isRegularFile(propertiesFile) ? Files.readString(propertiesFile, StandardCharsets.UTF_8) : null;
        Path readDir = Files.createDirectories(scratch.resolve("original"));
        ConfigFile read = ScratchConfig.read(config, text.forParser(), properties, defines, readDir);
        ServiceVersions versions = ServiceVersions.of(config, read.framework(), explicitVersion);
        TunePlan plan = TunePlanner.plan(text.text(), properties, read, target, figures, readDir, options.permissions(), versions);
        if (plan.changesNothing()) {
            say(new TuneOutcome.Untouched(config, target, plan, Unchangeable.of(Linter.lint(read, target.rate(), target.threads(),
                    figures, null, versions), target), versions.describe()));
            return ExitCode.OK;
        }
        TunedCheck.Outcome outcome = TunedCheck.check(config, plan, text, read, target, defines, figures, scratch, versions);
        if (outcome.refusal() != null) {
            err.println("tuner: " + config + ": " + outcome.refusal());
            return ExitCode.BAD_INPUT;
        }
        // each with what it was tuned from: a file another run wrote meanwhile is refused, not overwritten
        UserFiles files = UserFiles.named().replace(config, text.text(), plan.tuned());
        if (plan.changesProperties()) {
            files.replace(propertiesFile, properties, plan.tunedProperties());
        }
        if (options.write) {
            // before anything is shown: a refusal shows no diff
            files.check(options.force);
        }
        say(new TuneOutcome.Tuned(config, propertiesFile, plan, outcome.remaining(), versions.describe()));
        if (options.write) {
            say(new TuneOutcome.Wrote(files.write(options.force), null));
        }
        if (options.verify) {
            say(sideBySide(config, plan, text, scratch, target, err));
        }
        return ExitCode.OK;
    }

    /** A service configured by its application properties: their diff, and the logback-spring.xml a queue needs. */
    private int springBoot(SpringBootService service, Target target, Figures figures, Path scratch, PrintWriter err)
            throws IOException, UserFiles.Refused {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        SpringBootTune.Plan plan = SpringBootTune.plan(service, text, target, figures, options.permissions());
        say(new TuneOutcome.Read(service.read(), false));
        if (plan.changesNothing()) {
            say(new TuneOutcome.ServiceUntouched(file, target, plan.kept()));
            return ExitCode.OK;
        }
        String refusal = SpringBootTune.check(service, plan, target, definesOption.values(), figures, scratch);
        if (refusal != null) {
            err.println("tuner: " + file + ": " + refusal + "; nothing written");
            return ExitCode.BAD_INPUT;
        }
        UserFiles files = SpringBootTune.files(file, plan);
        if (options.write) {
            files.check(options.force);
        }
        say(new TuneOutcome.ServiceTuned(file, plan));
        if (options.write) {
            say(new TuneOutcome.Wrote(files.write(options.force), SpringBootTune.emittedPath(file)));
        }
        return ExitCode.OK;
    }

    private void say(TuneOutcome outcome) throws IOException {
        RENDERERS.render(OutputFormat.TEXT, outcome, spec.commandLine().getOut());
    }

    /** Both files measured on this machine in interleaved rounds, each as verify runs a config. */
    private SideBySide.Comparison sideBySide(Path config, TunePlan plan, ConfigText text, Path scratch, Target target,
                                             PrintWriter err) throws IOException, ConfigException {
        // the values given with -D, as tune has always handed them to verify
        Map<String, String> defines = definesOption.values();
        Path originalDir = Files.createDirectories(scratch.resolve("verify-original"));
        Path tunedDir = Files.createDirectories(scratch.resolve("verify-tuned"));
        Path original = ScratchConfig.place(config, text.forParser(), plan.properties(), defines, originalDir);
        Path tuned = ScratchConfig.place(config, new ConfigText(config, plan.tuned()).forParser(), plan.tunedProperties(), defines,
                tunedDir);
        return SideBySide.run(original, tuned, target, options.duration, options.rounds, defines, err);
    }
}
