package dev.logtune.tuner.verify;

import dev.logtune.lab.run.Scenario;
import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.cli.Burst;
import dev.logtune.tuner.cli.BurstConverter;
import dev.logtune.tuner.cli.DurationConverter;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.cli.DefinesOption;
import dev.logtune.tuner.cli.FormatOption;
import dev.logtune.tuner.cli.LoadOptions;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.cli.OutputFormat;
import dev.logtune.tuner.cli.Renderer;
import dev.logtune.tuner.cli.Renderers;
import dev.logtune.tuner.cli.ProgressOutput;
import dev.logtune.tuner.cli.WritesFormats;
import dev.logtune.tuner.measure.ConfigRun;
import dev.logtune.tuner.measure.ConfigUnderTest;
import dev.logtune.tuner.measure.Measuring;
import dev.logtune.tuner.measure.RunLength;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;

@Command(name = "verify", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Hold a logback.xml or log4j2.xml to a rate on this machine: open-loop response time beside a"
                + " no-logging baseline, every lost event counted.",
                "The config runs as a copy whose log files go to a scratch directory; your real log files are never"
                        + " touched, and appenders that send events off this machine are left out."},
        exitCodeList = {ExitCode.OK + ":pass: no event lost, the rate held, and the p99 limit met (--p99; under --stall or"
                + " --disk-full a default of 100 ms where not given)",
                ExitCode.NEGATIVE + ":fail: events lost or dropped, the rate not held, or p99 over the limit",
                ExitCode.BAD_INPUT + ":bad input, or the framework refused the config (its own message is shown)",
                ExitCode.NOT_POSSIBLE_HERE + ":incomplete: a --stall or --disk-full was asked for and cannot be made here (the rest was measured)"})
public final class VerifyCommand implements Callable<Integer>, WritesFormats {

    /** Text for people; JSON is the run's record itself. */
    private static final Renderers<ConfigRun> RENDERERS = new Renderers<ConfigRun>()
            .with(OutputFormat.TEXT, VerifyText::print)
            .with(OutputFormat.JSON, Renderer.json());

    @Option(names = "--config", required = true, description = "The logback.xml or log4j2.xml (a log4j2.component.properties beside it is read).")
    Path config;

    @Mixin
    LoadOptions load;

    @Option(names = "--duration", defaultValue = "10s", converter = DurationConverter.class,
            description = "How long to measure (default: ${DEFAULT-VALUE}).")
    Duration duration;

    @Option(names = "--warmup", defaultValue = "2s", converter = DurationConverter.class,
            description = "Warm-up before measuring, not recorded (default: ${DEFAULT-VALUE}).")
    Duration warmup;

    @Option(names = "--stall", converter = DurationConverter.class,
            description = "Freeze the log filesystem this long mid-run (needs Linux and root; e.g. 2s).")
    Duration stall;

    @Option(names = "--disk-full", converter = DurationConverter.class,
            description = "Fill the log filesystem a quarter into the run and keep it full this long, then free it (needs"
                    + " Linux and root; e.g. 3s). Fails when callers blocked beyond --p99 (default 100ms) while full, events were lost with"
                    + " nothing from the framework saying so, or logging did not resume once space came back.")
    Duration diskFull;

    @Option(names = "--burst", converter = BurstConverter.class, description = "Multiply the rate for a while mid-run, e.g. 5x1s.")
    Burst burst;

    @Option(names = "--p99", converter = DurationConverter.class, description = "Fail when response p99 is above this (e.g. 1ms)."
            + " With --stall or --disk-full the default is 100ms: a fault that holds callers longer is not a pass.")
    Duration p99;

    @Option(names = "--profile", paramLabel = "NAME", split = ",", description = "The Spring profiles to run as active"
            + " (e.g. prod, or prod,eu): a logback-spring.xml runs only the springProfile blocks they make active, as Spring"
            + " Boot would. Without it every block runs together.")
    java.util.List<String> profiles;

    @Mixin
    FormatOption format;

    @Mixin
    DefinesOption defines;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        int threads = load.threads(spec);
        double rate = load.rate();
        OutputFormat how = RENDERERS.choose(format, spec);
        if ((stall != null ? 1 : 0) + (burst != null ? 1 : 0) + (diskFull != null ? 1 : 0) > 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "give one of --stall, --burst and --disk-full");
        }
        if (diskFull != null && (diskFull.isZero() || diskFull.isNegative() || diskFull.toNanos() > duration.toNanos() / 2)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--disk-full: give a duration above 0 and at most"
                    + " half of --duration (it fills a quarter in; the rest shows whether logging resumes)");
        }
        PrintWriter err = spec.commandLine().getErr();
        ConfigFile configFile;
        try {
            configFile = ConfigFile.read(config, defines.values());
        } catch (ConfigException e) {
            err.println("tuner: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        ConfigRun report;
        try {
            report = Measuring.config(new ConfigUnderTest(config, configFile, profiles == null ? null : new java.util.LinkedHashSet<>(profiles)),
                    Target.of(rate, threads), RunLength.of(warmup, duration), scenario(), p99, ProgressOutput.detect().writer(err));
        } catch (Measuring.DidNotRun e) {
            err.println("tuner: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        RENDERERS.render(how, report, spec.commandLine().getOut());
        return switch (report.verdict()) {
            case PASS -> ExitCode.OK;
            case INCOMPLETE -> ExitCode.NOT_POSSIBLE_HERE;
            case FAIL -> ExitCode.NEGATIVE;
        };
    }

    @Override
    public Renderers<?> renderers() {
        return RENDERERS;
    }

    /** The run asked for: steady, or the one disruption given (the options allow one at most). */
    private Scenario scenario() {
        return stall != null ? Scenario.stall(stall.toNanos() / 1e9)
                : diskFull != null ? Scenario.diskFull(diskFull.toNanos() / 1e9)
                : burst != null ? Scenario.burst(burst.factor(), burst.seconds()) : Scenario.steady();
    }
}
