package dev.logtune.tuner.tune;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.RollingSetup;
import dev.logtune.tuner.lint.rules.ArchiveOverwriteRule;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Subject;
import dev.logtune.tuner.lint.rules.RolloverStrategyRule;

import java.util.Optional;
import java.util.Set;

/**
 * How a Log4j2 rolling file names its archives, where lint finds them destroyed or renamed: a filePattern with no
 * {@code %i} under a size trigger (each roll of a period replaces the last archive) gets {@code -%i} after its date, and
 * {@code fileIndex="min"} (every roll renames every archive) becomes the default, "max", unless a Delete bounds the
 * archives, which makes it "nomax" ({@link Log4j2Retention}).
 */
final class Log4j2ArchiveNames {
    private Log4j2ArchiveNames() {
    }

    /** The index a size trigger needs; before retention, which names the archives by the pattern this leaves. */
    static void index(Tuning tuning) {
        if (tuning.config.framework() != Framework.LOG4J2) {
            return;
        }
        for (RollingSetup setup : tuning.figures.model().rolling()) {
            Optional<Finding> overwrite = overwrites(tuning, setup);
            String written = written(setup);
            if (overwrite.isEmpty() || written == null) {
                continue;
            }
            String to = indexed(written);
            ConfigElement appender = setup.appender();
            tuning.change(appender, null, new Change(Tuning.knob(appender, "filePattern"), written, to,
                            overwrite.get().message().strip().replaceAll("\\.$", ""),
                            "each roll of a period takes the next index, so no archive replaces another"),
                    () -> tuning.edits.setAttribute(appender, "filePattern", to));
        }
    }

    /** fileIndex="min" where no Delete of tune's now bounds the archives ({@code bounded}: those it made "nomax"). */
    static void fileIndex(Tuning tuning, Set<ConfigElement> bounded) {
        if (tuning.config.framework() != Framework.LOG4J2) {
            return;
        }
        var findings = new RolloverStrategyRule().check(tuning.figures).stream()
                .filter(f -> f.subject() != null && f.subject().kind() == Subject.Kind.FILE_INDEX_MIN).toList();
        for (RollingSetup setup : tuning.figures.model().rolling()) {
            ConfigElement strategy = setup.strategy();
            // The index tune adds makes a fileIndex="min" written beside it rename archives too.
            boolean renames = findings.stream().anyMatch(f -> Log4j2Retention.about(tuning, f, setup))
                    || "min".equals(setup.fileIndex()) && indexAdded(tuning, setup);
            if (strategy == null || bounded.contains(setup.appender()) || !renames) {
                continue;
            }
            String window = setup.windowFiles() == null ? "" : " (up to " + setup.windowFiles() + " renames)";
            tuning.change(strategy, strategy.findAttribute("fileIndex").orElse(null),
                    new Change(Tuning.knob(setup.appender(), "DefaultRolloverStrategy/fileIndex"), "min", "max",
                            "the newest archive takes the lowest index, so every roll first renames each older archive up by one"
                                    + window + ", synchronously, while every logging thread waits",
                            "the newest archive takes the next index and the others keep their names until the window is full;"
                                    + " the same number of archives is kept"),
                    () -> tuning.edits.setAttribute(strategy, "fileIndex", "max"));
        }
    }

    /** filePattern as written, with the {@code -%i} tune adds where a size trigger needs one; null where not written. */
    static String pattern(Tuning tuning, RollingSetup setup) {
        String written = written(setup);
        return written == null || overwrites(tuning, setup).isEmpty() ? written : indexed(written);
    }

    /** Whether tune gives filePattern the index a size trigger needs. */
    static boolean indexAdded(Tuning tuning, RollingSetup setup) {
        return written(setup) != null && overwrites(tuning, setup).isPresent();
    }

    /** What lint says of a size trigger whose archives overwrite each other, where it does. */
    static Optional<Finding> overwrites(Tuning tuning, RollingSetup setup) {
        if (setup.framework() != Framework.LOG4J2) {
            return Optional.empty();
        }
        return new ArchiveOverwriteRule().check(tuning.figures).stream()
                .filter(f -> Log4j2Retention.about(tuning, f, setup)).findFirst();
    }

    private static String written(RollingSetup setup) {
        ConfigElement appender = setup.appender();
        return appender.findAttribute("filePattern")
                .or(() -> appender.writtenAs("filePattern").map(e -> e.text().strip())).orElse(null);
    }

    /**
     * {@code -%i} right after the last date ("app-%d{yyyy-MM-dd}-%i.log.gz"), or, with no date, before the archive's
     * extensions ("app-%i.log.gz").
     */
    static String indexed(String pattern) {
        int date = Math.max(pattern.lastIndexOf("%d{"), pattern.lastIndexOf("%d"));
        if (date >= 0) {
            int end = date + (pattern.startsWith("%date", date) ? 5 : 2);
            if (pattern.startsWith("{", end) && pattern.indexOf('}', end) > 0) {
                end = pattern.indexOf('}', end) + 1;
            }
            return pattern.substring(0, end) + "-%i" + pattern.substring(end);
        }
        int slash = Math.max(pattern.lastIndexOf('/'), pattern.lastIndexOf('}'));
        int dot = pattern.indexOf('.', slash + 1);
        return dot < 0 ? pattern + "-%i" : pattern.substring(0, dot) + "-%i" + pattern.substring(dot);
    }
}
