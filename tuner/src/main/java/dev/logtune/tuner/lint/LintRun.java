package dev.logtune.tuner.lint;

import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.lab.results.ResultsFile.ResultsException;
import dev.logtune.tuner.cli.ProjectPaths;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.model.JudgedFile;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.SpringBootProperties;
import dev.logtune.tuner.configfile.SpringBootService;
import dev.logtune.tuner.configfile.VirtualThreads;
import dev.logtune.tuner.advice.DataSource;
import dev.logtune.tuner.advice.Figures;
import dev.logtune.tuner.advice.Recommendation;
import dev.logtune.tuner.advice.Recommender;
import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.volume.VolumeTarget;
import dev.logtune.tuner.buildinfo.ServiceVersions;
import dev.logtune.tuner.frameworkload.RealWiring;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * One lint of one file, as {@code tuner lint} and the Maven plugin both run it: the file read, the figures chosen, what
 * recommend answers at the target (when one is given), the findings.
 *
 * @param figuresFrom where the quoted figures come from, or "no measured results"
 * @param versions the framework version the findings were judged for and where it came from
 * @param load what the real framework built from the file in a sandbox, or null where it was not asked for
 */
public record LintRun(ConfigFile config, List<Finding> findings, String closestSetup, String figuresFrom, List<String> read,
                      ServiceVersions versions, RealWiring load) {

    public LintRun {
        findings = List.copyOf(findings);
        read = List.copyOf(read);
    }

    public LintRun(ConfigFile config, List<Finding> findings, String closestSetup, String figuresFrom) {
        this(config, findings, closestSetup, figuresFrom, List.of(), ServiceVersions.of(config.path(), config.framework(), null), null);
    }

    /** This run, with what was read and why said first (a directory's discovery). */
    public LintRun readFirst(List<String> lines) {
        List<String> all = new java.util.ArrayList<>(lines);
        all.addAll(read);
        return new LintRun(config, findings, closestSetup, figuresFrom, all, versions, load);
    }

    /** Lints {@code file}, judged for the framework version the service's build resolves (or logtune's own). */
    public static LintRun of(Path file, Map<String, String> defines, Double rate, Integer threads, Path results,
                             Duration maxUnflushed) throws ConfigException, ResultsException {
        return of(file, defines, rate, threads, results, maxUnflushed, null, false);
    }

    /**
     * Lints {@code file}.
     *
     * @param defines values for {@code ${...}} in the file
     * @param rate total events/s, or null; with {@code threads}, findings quote the measured figures at that load
     * @param results results to quote, or null for this machine's newest full run, else the reference results
     * @param maxUnflushed what a crash may lose, or null for no limit
     * @param frameworkVersion the framework version to judge for, or null for the one the service's build resolves
     * @param load whether to load the file into the real framework in a sandbox and hold lint's model to what it builds
     * @throws ConfigException the file is missing or cannot be read
     * @throws ResultsException {@code results} was given and cannot be read (without it, lint goes on with no figures)
     */
    public static LintRun of(Path file, Map<String, String> defines, Double rate, Integer threads, Path results,
                             Duration maxUnflushed, String frameworkVersion, boolean load) throws ConfigException, ResultsException {
        return of(file, defines, rate, threads, results, maxUnflushed, frameworkVersion, load, VolumeTarget.NONE);
    }

    /**
     * Lints {@code file}, a rolling file's history judged against {@code history} (or none) in {@code budget}; the rest as
     * above.
     */
    public static LintRun of(Path file, Map<String, String> defines, Double rate, Integer threads, Path results,
                             Duration maxUnflushed, String frameworkVersion, boolean load, VolumeTarget volume)
            throws ConfigException, ResultsException {
        SpringBootService service = SpringBootProperties.isApplicationFile(file) ? SpringBootService.read(file, defines) : null;
        ConfigFile config = service == null ? ConfigFile.read(file, defines) : service.config();
        JudgedFile judged = JudgedFile.of(config);
        DataSource data = DataSource.chooseIfAny(results, ProjectPaths.runs()).orElse(null);
        Figures figures = data == null ? null : new Figures(data.results());
        Recommendation recommendation = data != null && rate != null && threads != null ? new Recommender(data).recommend(
                Target.builder().rate(rate).threads(threads).framework(config.framework()).maxUnflushed(maxUnflushed)
                        .writing(judged.facts().destination(), judged.facts().lineFormat()).keeping(volume).build()) : null;
        // The build is found from the file asked about (an application.properties sits in the service as its logback.xml does).
        ServiceVersions versions = ServiceVersions.of(file, config.framework(), frameworkVersion);
        // Read beside the file asked about, as the build is: a logging file that logging.config names elsewhere runs in this service.
        VirtualThreads virtual = service != null ? VirtualThreads.of(service.properties()) : VirtualThreads.near(file);
        List<Finding> findings = Linter.lint(judged, rate, threads, figures, recommendation, versions, virtual);
        List<String> read = List.of();
        if (service != null) {
            findings = SpringBootFindings.of(service, findings, profile -> Linter.lint(JudgedFile.of(profile), rate, threads, figures,
                    recommendation, versions, virtual));
            read = service.read();
        }
        RealWiring wiring = null;
        if (load) {
            wiring = realLoad(config);
            findings = new java.util.ArrayList<>(findings);
            findings.addAll(FrameworkLoadFindings.of(judged, wiring, versions));
        }
        return new LintRun(config, findings, Linter.closestSetup(judged), data == null ? "no measured results" : data.describe(), read,
                versions, wiring);
    }

    private static RealWiring realLoad(ConfigFile config) throws ConfigException {
        Path scratch = null;
        try {
            scratch = java.nio.file.Files.createTempDirectory("logtune-load-");
            return RealWiring.of(config, scratch);
        } catch (java.io.IOException e) {
            throw new ConfigException(config.path() + ": cannot load it in a sandbox: " + e.getMessage(), e);
        } finally {
            if (scratch != null) {
                dev.logtune.support.files.FileTrees.delete(scratch);
            }
        }
    }

    /** The findings at or above {@code failOn}: what makes the exit code 1 or the build fail. */
    public List<Finding> failing(FailOn failOn) {
        return findings.stream().filter(failOn::counts).toList();
    }
}
