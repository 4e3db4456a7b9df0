package dev.logtune.tuner.lint;

import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.lint.rules.LintRule;
import dev.logtune.tuner.lint.rules.LintContext;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.SecureXml;
import dev.logtune.tuner.lint.rules.AsyncSilentDropRule;
import dev.logtune.tuner.lint.rules.CallerDataRule;
import dev.logtune.tuner.lint.rules.ChainedAsyncRule;
import dev.logtune.tuner.lint.rules.ConsoleAtRateRule;
import dev.logtune.tuner.lint.rules.DisruptorAppenderRule;
import dev.logtune.tuner.lint.rules.DisruptorVersionRule;
import dev.logtune.tuner.lint.rules.FileLockingRule;
import dev.logtune.tuner.lint.rules.ImmediateFlushRule;
import dev.logtune.tuner.lint.rules.NetworkAppenderRule;
import dev.logtune.tuner.lint.rules.NeverBlockRule;
import dev.logtune.tuner.lint.rules.QueueBoundsRule;
import dev.logtune.tuner.lint.rules.ShutdownHookRule;
import dev.logtune.tuner.lint.rules.SiftingBoundRule;
import dev.logtune.tuner.lint.rules.SpinningWaitRule;
import dev.logtune.tuner.lint.rules.SyncCompressionRule;
import dev.logtune.tuner.lint.rules.SyncNearCapacityRule;
import dev.logtune.tuner.lint.rules.UnresolvedRule;
import dev.logtune.tuner.lint.rules.SharedFileRule;
import dev.logtune.tuner.lint.rules.StartupRule;
import dev.logtune.tuner.lint.rules.DoubleDeliveryRule;
import dev.logtune.tuner.lint.rules.DiskFullRule;
import dev.logtune.tuner.lint.rules.JsonLineRule;
import dev.logtune.tuner.lint.rules.AppenderCycleRule;
import dev.logtune.tuner.lint.rules.AsyncSeveralRefsRule;
import dev.logtune.tuner.lint.rules.UnreachableAppenderRule;
import dev.logtune.tuner.lint.rules.DuplicateAppenderRule;
import dev.logtune.tuner.lint.rules.UndefinedAppenderRule;
import dev.logtune.tuner.lint.rules.DuplicateLoggerRule;
import dev.logtune.tuner.lint.rules.DeadEndLoggerRule;
import dev.logtune.tuner.lint.rules.UnknownLevelRule;
import dev.logtune.tuner.lint.rules.VerboseLevelRule;
import dev.logtune.tuner.lint.rules.RetentionRule;
import dev.logtune.tuner.lint.rules.ArchiveOverwriteRule;
import dev.logtune.tuner.lint.rules.RolloverStrategyRule;
import dev.logtune.tuner.lint.rules.PlainFileRule;
import dev.logtune.tuner.lint.rules.OpenTelemetryAppenderRule;
import dev.logtune.tuner.lint.rules.IfConditionRule;
import dev.logtune.tuner.buildinfo.ServiceVersions;
import dev.logtune.tuner.advice.Figures;
import dev.logtune.tuner.advice.Recommendation;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Runs every rule over a configuration. */
public final class Linter {
    public static final List<LintRule> RULES = List.of(new SyncNearCapacityRule(), new ImmediateFlushRule(),
            new AsyncSilentDropRule(), new NeverBlockRule(), new DisruptorAppenderRule(), new CallerDataRule(), new FileLockingRule(), new ChainedAsyncRule(),
            new ConsoleAtRateRule(), new QueueBoundsRule(), new SpinningWaitRule(), new ShutdownHookRule(), new SiftingBoundRule(),
            new DisruptorVersionRule(), new NetworkAppenderRule(), new SyncCompressionRule(), new UndefinedAppenderRule(),
            new DuplicateAppenderRule(), new UnreachableAppenderRule(), new DuplicateLoggerRule(), new DeadEndLoggerRule(), new UnknownLevelRule(), new VerboseLevelRule(),
            new RetentionRule(), new ArchiveOverwriteRule(), new RolloverStrategyRule(), new PlainFileRule(),
            new OpenTelemetryAppenderRule(), new AsyncSeveralRefsRule(), new AppenderCycleRule(), new SharedFileRule(), new DoubleDeliveryRule(), new StartupRule(),
            new UnresolvedRule(), new DiskFullRule(), new JsonLineRule(), new IfConditionRule());

    private Linter() {
    }

    // How ConfigFile names the place of an include it could not read: "(include at logback.xml:3)", "(XInclude at line 7)".
    private static final Pattern INCLUDE_AT = Pattern.compile("\\((?:include at (.+?):(\\d+)|XInclude at line (\\d+))\\)");

    /**
     * Findings, most severe first, then in file order; findings of one rule with the same severity and message are one
     * finding that names every place ({@link Finding#alsoAt()}).
     */
    public static List<Finding> lint(ConfigFile config, Double rate, Integer threads, Figures figures) {
        return lint(config, rate, threads, figures, null);
    }

    /**
     * Findings, judged against {@code recommendation} (what recommend answers at the target, or null): a change the
     * measurements cannot tell from the file's own setup is a note.
     */
    public static List<Finding> lint(ConfigFile config, Double rate, Integer threads, Figures figures, Recommendation recommendation) {
        return lint(config, rate, threads, figures, recommendation, ServiceVersions.of(config.path(), config.framework(), null));
    }

    /** Findings, version-dependent ones judged for {@code versions}. */
    public static List<Finding> lint(ConfigFile config, Double rate, Integer threads, Figures figures, Recommendation recommendation,
                                     ServiceVersions versions) {
        ConfigFacts facts = new ConfigFacts(config);
        LintContext context = new LintContext(config, facts, rate, threads, figures, FileTraits.closestSetup(facts), recommendation, versions);
        List<Finding> findings = new ArrayList<>();
        for (LintRule rule : RULES) {
            findings.addAll(rule.check(context));
        }
        // An appender no event reaches gets the one unreachable-appender finding, not speed or flush findings.
        findings.removeIf(context::aboutUnreachedAppender);
        findings.replaceAll(f -> f.rule().equals("unresolved") && f.line() == 0 ? atTheInclude(config, f) : f);
        findings.sort(Comparator.comparing(Finding::severity).thenComparing(Finding::file).thenComparingInt(Finding::line));
        return collapse(findings);
    }

    /**
     * One finding per rule, severity and message, at every place it was found (in the order given, which is file order
     * within a severity); findings at one place said twice become one.
     */
    static List<Finding> collapse(List<Finding> findings) {
        Map<List<Object>, Finding> byKey = new LinkedHashMap<>();
        for (Finding finding : findings) {
            List<Object> key = List.of(finding.rule(), finding.severity(), finding.message());
            Finding first = byKey.get(key);
            if (first == null) {
                byKey.put(key, finding);
            } else {
                List<Finding.Location> more = finding.locations().stream()
                        .filter(place -> !first.locations().contains(place)).distinct().toList();
                byKey.put(key, first.with(more));
            }
        }
        return new ArrayList<>(byKey.values());
    }

    /**
     * A note about an include that could not be read, pointed at the include's own line: ConfigFile names it in the
     * text ("include at logback.xml:3"), and the element itself is gone from the merged document only where it was read.
     */
    static Finding atTheInclude(ConfigFile config, Finding finding) {
        Matcher at = INCLUDE_AT.matcher(finding.message());
        if (!at.find()) {
            return finding;
        }
        if (at.group(3) != null) {
            int line = Integer.parseInt(at.group(3));
            return finding.at(finding.file(), line, includeElement(config, config.path(), line, "xi:include"));
        }
        String name = at.group(1);
        int line = Integer.parseInt(at.group(2));
        Path file = config.path().getFileName().toString().equals(name) ? config.path() : includedFile(config, name);
        return file == null ? finding : finding.at(file.toString(), line, includeElement(config, file, line, "include"));
    }

    // The included file of that name, from the elements it gave the merged document.
    private static Path includedFile(ConfigFile config, String name) {
        return config.rootElement().all().stream().map(config::sourceOf).filter(Objects::nonNull)
                .filter(p -> p.getFileName() != null && p.getFileName().toString().equals(name)).findFirst().orElse(null);
    }

    private static String includeElement(ConfigFile config, Path file, int line, String tag) {
        for (ConfigElement element : config.rootElement().descendants(tag)) {
            if (element.line() == line && config.sourceOf(element).equals(file)) {
                return LintContext.describe(element).replace(">", include(element));
            }
        }
        return "<" + tag + ">";
    }

    private static String include(ConfigElement element) {
        for (String attribute : new String[] {"resource", "url", "file", "href"}) {
            if (element.hasAttribute(attribute)) {
                return " " + attribute + "=\"" + element.attribute(attribute) + "\">";
            }
        }
        return ">";
    }

    /** The matrix setup the file resembles: its traits' nearest. */
    public static String closestSetup(ConfigFile config) {
        return FileTraits.closestSetup(new ConfigFacts(config));
    }
}
