package dev.logtune.maven;

import dev.logtune.tuner.lint.FailOn;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Severity;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * lint's findings as lines of Maven's log. A place is written as maven-compiler-plugin writes one,
 * {@code /absolute/path:[line,column]}, so IDE consoles and CI problem matchers written for Maven link it to the file;
 * lint knows lines, not columns, so the column is always 1. The file as a whole has no position.
 */
final class FindingLines {
    private FindingLines() {
    }

    /** One line for each place the finding holds, then what to change: "/.../logback.xml:[9,1] async-silent-drop: drops ...". */
    static List<String> of(Finding finding) {
        List<String> lines = new ArrayList<>();
        for (Finding.Location location : finding.locations()) {
            lines.add(place(location.file(), location.line()) + " " + finding.rule() + ": " + finding.message());
        }
        lines.add("  fix: " + finding.fix());
        return lines;
    }

    static String place(String file, int line) {
        String path = Path.of(file).toAbsolutePath().normalize().toString();
        return line > 0 ? String.format(Locale.ROOT, "%s:[%d,1]", path, line) : path;
    }

    /** "1 error, 1 warning, 1 note". */
    static String count(List<Finding> findings) {
        long errors = findings.stream().filter(f -> f.severity() == Severity.ERROR).count();
        long warnings = findings.stream().filter(f -> f.severity() == Severity.WARNING).count();
        long notes = findings.size() - errors - warnings;
        return String.format(Locale.ROOT, "%d error%s, %d warning%s, %d note%s", errors, errors == 1 ? "" : "s",
                warnings, warnings == 1 ? "" : "s", notes, notes == 1 ? "" : "s");
    }

    /**
     * Why the build failed, naming each finding that failed it: "logtune lint: 1 finding at failOn=error:
     * async-silent-drop (src/main/resources/logback.xml:9)".
     */
    static String failure(List<Finding> failing, FailOn failOn, Path basedir) {
        List<String> named = new ArrayList<>();
        for (Finding finding : failing) {
            Finding.Location first = finding.location();
            String where = ServiceConfig.relative(basedir, Path.of(first.file())) + (first.line() > 0 ? ":" + first.line() : "");
            named.add(finding.rule() + " (" + where + (finding.alsoAt().isEmpty() ? "" : " and " + finding.alsoAt().size() + " more") + ")");
        }
        return String.format(Locale.ROOT, "logtune lint: %d finding%s at failOn=%s: %s", failing.size(),
                failing.size() == 1 ? "" : "s", failOn.label(), String.join(", ", named));
    }
}
