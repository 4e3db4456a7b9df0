package dev.logtune.tuner.tune;

import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.lint.rules.Finding;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/** How tune says what it did: the diffs in the file's own format, each change, then what it left and why. */
final class TuneReport {
    private final Path file;
    private final Path propertiesFile;
    private final Target target;
    private final PrintWriter out;

    TuneReport(Path file, Path propertiesFile, Target target, PrintWriter out) {
        this.file = file;
        this.propertiesFile = propertiesFile;
        this.target = target;
        this.out = out;
    }

    /**
     * Nothing to apply: "already tuned" only where lint warns of nothing either; otherwise what is left, and why
     * tune cannot change it.
     *
     * @param warnings the original's findings that warn of loss or blocking ({@link Unchangeable#of})
     */
    void nothingApplied(TunePlan plan, List<Finding> warnings) {
        if (plan.blocked() > 0) {
            out.println("nothing to change in " + file + " itself for " + target.load() + "; what needs tuning lies outside it:");
        } else if (warnings.isEmpty()) {
            out.println("already tuned for " + target.load());
        } else {
            out.println("nothing applied to " + file + " for " + target.load() + ": lint still warns of what tune cannot"
                    + " change here:");
        }
        notes(plan, warnings.stream().map(f -> Unchangeable.line(f, target)).toList());
    }

    void tuned(TunePlan plan, List<String> remaining) {
        UnifiedDiff.of(file.toString(), plan.original(), plan.tuned()).forEach(out::println);
        if (plan.changesProperties()) {
            UnifiedDiff.of(propertiesFile.toString(), plan.properties(), plan.tunedProperties()).forEach(out::println);
        }
        out.println();
        plan.changes().forEach(change -> out.println(change.line()));
        notes(plan, remaining);
    }

    private void notes(TunePlan plan, List<String> remaining) {
        plan.kept().forEach(line -> out.println("not changed: " + line));
        remaining.forEach(line -> out.println("not changed: " + line));
        plan.advice().forEach(line -> out.println("advice: " + line));
    }
}
