package dev.logtune.tuner.lint;

import dev.logtune.tuner.lint.rules.LintContext;
import dev.logtune.tuner.lint.rules.LintRule;
import dev.logtune.tuner.lint.rules.Rules;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.configfile.model.JudgedFile;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.VirtualThreads;
import dev.logtune.tuner.buildinfo.ServiceVersions;
import dev.logtune.tuner.advice.Figures;
import dev.logtune.tuner.advice.Recommendation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Runs every rule over a configuration. */
public final class Linter {
    private Linter() {
    }

    /**
     * Findings, most severe first, then in file order; findings of one rule with the same severity and message are one
     * finding that names every place ({@link Finding#alsoAt()}).
     */
    public static List<Finding> lint(ConfigFile config, Double rate, Integer threads, Figures figures) {
        return lint(JudgedFile.of(config), rate, threads, figures);
    }

    /** As above, on a file already judged. */
    public static List<Finding> lint(JudgedFile file, Double rate, Integer threads, Figures figures) {
        ConfigFile config = file.config();
        return lint(file, rate, threads, figures, null, ServiceVersions.of(config.path(), config.framework(), null));
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
        return lint(JudgedFile.of(config), rate, threads, figures, recommendation, versions);
    }

    /** Findings on a file already judged (read, its facts, model and routing built once), as above. */
    public static List<Finding> lint(JudgedFile file, Double rate, Integer threads, Figures figures, Recommendation recommendation,
                                     ServiceVersions versions) {
        return lint(file, rate, threads, figures, recommendation, versions, VirtualThreads.near(file.config().path()));
    }

    /** As above, the service's virtual threads as read from its application files. */
    public static List<Finding> lint(JudgedFile file, Double rate, Integer threads, Figures figures, Recommendation recommendation,
                                     ServiceVersions versions, VirtualThreads virtualThreads) {
        LintContext context = new LintContext(file, rate, threads, figures, FileTraits.closestSetup(file), recommendation, versions,
                virtualThreads);
        List<Finding> findings = new ArrayList<>();
        for (LintRule rule : Rules.all()) {
            findings.addAll(rule.check(context));
        }
        // An appender no event reaches gets the one unreachable-appender finding, not speed or flush findings.
        // the places found once for every finding: a file of thousands of appenders has thousands of findings
        Set<Finding.Location> unreached = context.unreachedAppenderPlaces();
        findings.removeIf(finding -> context.aboutUnreachedAppender(finding, unreached));
        findings.sort(Comparator.comparing(Finding::severity).thenComparing(Finding::file).thenComparingInt(Finding::line));
        return collapse(findings);
    }

    /**
     * One finding per rule, severity and message, at every place it was found (in the order given, which is file order
     * within a severity); findings at one place said twice become one.
     */
    static List<Finding> collapse(List<Finding> findings) {
        // the places gathered in sets and joined once: a file that repeats one element thousands of times made
        // joining them one by one quadratic
        Map<List<Object>, Finding> firsts = new LinkedHashMap<>();
        Map<List<Object>, Set<Finding.Location>> seen = new HashMap<>();
        Map<List<Object>, List<Finding.Location>> more = new HashMap<>();
        for (Finding finding : findings) {
            List<Object> key = List.of(finding.rule(), finding.severity(), finding.message());
            if (firsts.putIfAbsent(key, finding) == null) {
                seen.put(key, new HashSet<>(finding.locations()));
                continue;
            }
            List<Finding.Location> places = more.computeIfAbsent(key, k -> new ArrayList<>());
            for (Finding.Location place : finding.locations()) {
                if (seen.get(key).add(place)) {
                    places.add(place);
                }
            }
        }
        List<Finding> collapsed = new ArrayList<>();
        firsts.forEach((key, first) -> collapsed.add(more.containsKey(key) ? first.with(more.get(key)) : first));
        return collapsed;
    }

    /** The matrix setup the file resembles: its traits' nearest. */
    public static String closestSetup(ConfigFile config) {
        return closestSetup(JudgedFile.of(config));
    }

    public static String closestSetup(JudgedFile file) {
        return FileTraits.closestSetup(file);
    }
}
