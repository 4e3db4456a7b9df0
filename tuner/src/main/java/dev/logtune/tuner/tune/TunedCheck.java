package dev.logtune.tuner.tune;

import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.Linter;
import dev.logtune.tuner.lint.rules.Severity;
import dev.logtune.tuner.advice.Figures;

import dev.logtune.tuner.buildinfo.ServiceVersions;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The tuned file, held to what anyone would check before using it: it loads clean in the real framework, and lint
 * finds no ERROR that tune could have fixed. What lint still warns of is listed, each with why tune leaves it. ERRORs tune leaves on purpose stay, and are said: a structural problem
 * (chained async stages), a synchronous file past its knee (advice, not an edit), the build's Disruptor, drops the
 * user allowed, and anything in an included file.
 */
final class TunedCheck {
    /**
     * @param refusal why the tuned file must not be used, or null when it passed
     * @param remaining the ERROR and WARNING findings left, one line each with why tune leaves it
     */
    record Outcome(String refusal, List<String> remaining) {
    }

    private TunedCheck() {
    }

    static Outcome check(Path file, TunePlan plan, ConfigText original, ConfigFile originalRead, Target target,
                         Map<String, String> defines, Figures figures, Path scratch, ServiceVersions versions) throws IOException {
        String parserText;
        ConfigFile tuned;
        Path readDir = Files.createDirectories(scratch.resolve("tuned"));
        try {
            parserText = new ConfigText(original.path(), plan.tuned()).forParser();
            tuned = ScratchConfig.read(file, parserText, plan.tunedProperties(), defines, readDir);
        } catch (ConfigException e) {
            return new Outcome("the tuned text does not parse (" + e.getMessage() + "); nothing written", List.of());
        }
        List<String> remaining = new ArrayList<>();
        for (Finding finding : Unchangeable.of(Linter.lint(tuned, target.rate(), target.threads(), figures, null, versions), target)) {
            // Where a change was called for but could not be made (an include, a variable, an entity, a value written
            // in a way not edited in place), the tune has said so: what lint still finds is listed, not refused.
            if (finding.severity() == Severity.ERROR && plan.blocked() == 0 && !leftOnPurpose(finding, file, target)) {
                String where = Path.of(finding.file()).getFileName() + (finding.line() > 0 ? ":" + finding.line() : "");
                return new Outcome("the tuned file still has a lint ERROR " + finding.rule() + " at " + where + ": "
                        + finding.message() + "; nothing written", List.of());
            }
            remaining.add(Unchangeable.line(finding, target));
        }
        List<String> errors = new ArrayList<>(LoadCheck.errors(tuned, Files.createDirectories(scratch.resolve("load"))));
        List<String> absent = errors.isEmpty() ? List.of()
                : LoadCheck.absentHere(errors, originalRead, Files.createDirectories(scratch.resolve("load-original")));
        errors.removeAll(absent);
        absent.forEach(error -> remaining.add(tuned.framework().displayName() + " could not check here what the service's"
                + " machine supplies (the original reports the same): " + error));
        if (!errors.isEmpty()) {
            return new Outcome(tuned.framework().displayName() + " refused the tuned file: " + String.join("; ", errors)
                    + "; nothing written", List.of());
        }
        return new Outcome(null, remaining);
    }

    private static boolean leftOnPurpose(Finding finding, Path file, Target target) {
        return !Path.of(finding.file()).equals(file) || Unchangeable.leftOnPurpose(finding, target);
    }
}
