package dev.logtune.tuner.tune;

import dev.logtune.tuner.userfiles.UserFiles;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/** How tune says what it did: the diffs in the file's own format, each change, then what it left and why. */
final class TuneText {
    private TuneText() {
    }

    static void print(TuneOutcome outcome, PrintWriter out) {
        if (outcome instanceof TuneOutcome.Read read) {
            read.lines().forEach(line -> out.println(read.named()
                    ? line.replace("so it is what was linted", "so it is what is tuned") : "read: " + line));
        } else if (outcome instanceof TuneOutcome.Untouched untouched) {
            untouched(untouched, out);
        } else if (outcome instanceof TuneOutcome.Tuned tuned) {
            tuned(tuned, out);
        } else if (outcome instanceof TuneOutcome.ServiceUntouched untouched) {
            out.println("nothing to change in " + untouched.file() + " for " + untouched.target().load());
            untouched.kept().forEach(line -> out.println("not changed: " + line));
        } else if (outcome instanceof TuneOutcome.ServiceTuned tuned) {
            serviceTuned(tuned.file(), tuned.plan(), out);
        } else if (outcome instanceof TuneOutcome.Wrote wrote) {
            wrote.files().forEach(path -> out.println("wrote " + path + (path.equals(wrote.added())
                    ? " (Spring Boot loads it in place of its defaults)" : "; " + UserFiles.kept(path))));
        } else if (outcome instanceof SideBySide.Comparison comparison) {
            SideBySide.print(comparison, out);
        }
    }

    /**
     * Nothing to apply: "already tuned" only where lint warns of nothing either; otherwise what is left, and why
     * tune cannot change it.
     */
    private static void untouched(TuneOutcome.Untouched outcome, PrintWriter out) {
        TunePlan plan = outcome.plan();
        if (plan.blocked() > 0) {
            // Not "outside it": an <if> tune cannot rewrite sits in the file itself, as a variable's use does.
            out.println("nothing to change in " + outcome.file() + " itself for " + outcome.target().load()
                    + " that tune can write in place; each change called for, and why it was not made:");
        } else if (outcome.warnings().isEmpty()) {
            out.println("already tuned for " + outcome.target().load());
        } else {
            out.println("nothing applied to " + outcome.file() + " for " + outcome.target().load() + ": lint still warns of what"
                    + " tune cannot change here:");
        }
        notes(plan, outcome.warnings().stream().filter(f -> !plan.advised(f)).map(f -> Unchangeable.line(f, outcome.target())).toList(), out);
        out.println("judged for: " + outcome.judgedFor());
    }

    private static void tuned(TuneOutcome.Tuned outcome, PrintWriter out) {
        TunePlan plan = outcome.plan();
        UnifiedDiff.of(outcome.file().toString(), plan.original(), plan.tuned()).forEach(out::println);
        if (plan.changesProperties()) {
            UnifiedDiff.of(outcome.propertiesFile().toString(), plan.properties(), plan.tunedProperties()).forEach(out::println);
        }
        out.println();
        plan.changes().forEach(change -> out.println(change.line()));
        notes(plan, outcome.remaining(), out);
        out.println("judged for: " + outcome.judgedFor());
    }

    private static void notes(TunePlan plan, List<String> remaining, PrintWriter out) {
        plan.kept().forEach(line -> out.println("not changed: " + line));
        remaining.forEach(line -> out.println("not changed: " + line));
        plan.advice().forEach(line -> out.println("advice: " + line));
    }

    /** The application file's diff, and the logback-spring.xml it needs as a new file. */
    private static void serviceTuned(Path file, SpringBootTune.Plan plan, PrintWriter out) {
        if (!plan.properties().equals(plan.tunedProperties())) {
            UnifiedDiff.of(file.toString(), plan.properties(), plan.tunedProperties()).forEach(out::println);
        }
        if (plan.emitted() != null) {
            Path target = SpringBootTune.emittedPath(file);
            out.println("--- /dev/null");
            out.println("+++ " + target + " (new)");
            List<String> lines = plan.emitted().lines().toList();
            out.println("@@ -0,0 +1," + lines.size() + " @@");
            lines.forEach(line -> out.println("+" + line));
        }
        out.println();
        plan.changes().forEach(change -> out.println(change.line()));
        plan.kept().forEach(line -> out.println("not changed: " + line));
    }
}
