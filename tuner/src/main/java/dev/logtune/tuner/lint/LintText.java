package dev.logtune.tuner.lint;

import dev.logtune.tuner.lint.rules.Severity;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.support.format.Numbers;
import dev.logtune.tuner.buildinfo.ServiceVersions;
import dev.logtune.tuner.frameworkload.RealWiring;
import dev.logtune.tuner.configfile.ConfigFile;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** lint's findings for a person: one block per finding, most severe first. */
final class LintText {
    private LintText() {
    }

    static void print(ConfigFile config, List<Finding> findings, String closest, Double rate, Integer threads, String source,
                      PrintWriter out) {
        print(config, findings, closest, rate, threads, source, List.of(), null, null, out);
    }

    /**
     * With {@code read}: what was read and why (a Spring Boot service, a directory), said before the findings; with
     * {@code versions}, the framework version the findings were judged for and where it came from.
     */
    static void print(ConfigFile config, List<Finding> findings, String closest, Double rate, Integer threads, String source,
                      List<String> read, ServiceVersions versions, RealWiring load, PrintWriter out) {
        read.forEach(line -> out.println("read: " + line));
        out.printf(Locale.ROOT, "%s (%s): closest measured setup %s%s%n", config.path(), config.framework().displayName(), closest,
                rate == null || threads == null ? "" : ", at " + Numbers.human(rate) + " events/s over " + threads + " threads");
        out.println("figures from: " + source);
        if (versions != null) {
            // the Java release too, where the build names one: virtual-thread findings depend on it
            out.println("judged for: " + versions.describeWithJava());
        }
        if (load != null) {
            printLoad(load, out);
        }
        if (findings.isEmpty()) {
            out.println("no findings");
            return;
        }
        for (Finding finding : findings) {
            out.println();
            out.printf(Locale.ROOT, "%s %s %s [%s]%n", finding.severity(), place(finding.file(), finding.line()), finding.element(), finding.rule());
            if (!finding.alsoAt().isEmpty()) {
                out.println("  also at " + String.join(", ", finding.alsoAt().stream()
                        .map(p -> place(p.file(), p.line()) + (p.element().isEmpty() ? "" : " " + p.element())).toList()));
            }
            out.println("  " + finding.message());
            out.println("  why: " + finding.why());
            out.println("  fix: " + finding.fix());
        }
        long places = findings.stream().mapToLong(f -> f.locations().size()).sum();
        long errors = findings.stream().filter(f -> f.severity() == Severity.ERROR).count();
        long warnings = findings.stream().filter(f -> f.severity() == Severity.WARNING).count();
        long notes = findings.size() - errors - warnings;
        out.printf(Locale.ROOT, "%n%d error%s, %d warning%s, %d note%s%s%n", errors, errors == 1 ? "" : "s", warnings, warnings == 1 ? "" : "s",
                notes, notes == 1 ? "" : "s", places > findings.size() ? " (at " + places + " places)" : "");
    }

    /** What the real framework built: each logger with its appenders, then its statuses. */
    private static void printLoad(RealWiring load, PrintWriter out) {
        out.println("loaded in " + load.framework().displayName() + " " + load.version() + " (logtune's, in a sandbox): "
                + (load.loaded() ? load.attached().entrySet().stream()
                        .map(e -> (e.getKey().equals(RealWiring.ROOT) ? "root" : "logger \"" + e.getKey() + "\"") + " -> "
                                + (e.getValue().isEmpty() ? "no appender" : String.join(", ", e.getValue())))
                        .collect(java.util.stream.Collectors.joining("; ")) : "refused"));
        load.errors().forEach(status -> out.println("  ERROR status: " + status));
        load.warnings().forEach(status -> out.println("  WARN status: " + status));
        load.notes().forEach(note -> out.println("  sandbox: " + note));
    }

    /** "logback.xml:12", or "logback.xml" for the file as a whole. */
    private static String place(String file, int line) {
        return Path.of(file).getFileName() + (line > 0 ? ":" + line : "");
    }
}
