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
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The tuned file, held to what anyone would check before using it: it loads clean in the real framework, and lint
 * finds no ERROR that tune could have fixed. An ERROR the original has too (lint's, or the framework's on loading it)
 * did not come from the tune: it is named beside the diff, not a refusal. What lint still warns of is listed, each with why tune leaves it. ERRORs tune leaves on purpose stay, and are said: a structural problem
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
        Set<String> originalErrors = null;
        for (Finding finding : Unchangeable.of(Linter.lint(tuned, target.rate(), target.threads(), figures, null, versions), target)) {
            // Where a change was called for but could not be made (an include, a variable, an entity, a value written
            // in a way not edited in place), the tune has said so: what lint still finds is listed, not refused.
            if (finding.severity() == Severity.ERROR && plan.blocked() == 0 && !leftOnPurpose(finding, file, target)) {
                if (originalErrors == null) {
                    originalErrors = errorsOf(Linter.lint(originalRead, target.rate(), target.threads(), figures, null, versions));
                }
                // The original has it too: the tune did not cause it, and is shown with it named.
                if (originalErrors.contains(key(finding))) {
                    remaining.add(Unchangeable.line(finding, target) + " (the original file has it too)");
                    continue;
                }
                String where = Path.of(finding.file()).getFileName() + (finding.line() > 0 ? ":" + finding.line() : "");
                return new Outcome("the tuned file still has a lint ERROR " + finding.rule() + " at " + where + ": "
                        + finding.message() + "; nothing written", List.of());
            }
            if (!plan.advised(finding)) {
                remaining.add(Unchangeable.line(finding, target));
            }
        }
        List<String> errors = new ArrayList<>(LoadCheck.errors(tuned, Files.createDirectories(scratch.resolve("load"))));
        List<String> shared = errors.isEmpty() ? List.of()
                : LoadCheck.alsoInOriginal(errors, originalRead, Files.createDirectories(scratch.resolve("load-original")));
        errors.removeAll(shared);
        shared.forEach(error -> remaining.add(LoadCheck.absent(error)
                ? tuned.framework().displayName() + " could not check here what the service's machine supplies (the original"
                        + " reports the same): " + error
                : tuned.framework().displayName() + " reports the same for the original file, so the tune did not cause it: " + error));
        if (!errors.isEmpty()) {
            return new Outcome(tuned.framework().displayName() + " refused the tuned file: " + String.join("; ", errors)
                    + "; nothing written", List.of());
        }
        return new Outcome(null, remaining);
    }

    private static Set<String> errorsOf(List<Finding> findings) {
        Set<String> keys = new HashSet<>();
        findings.stream().filter(f -> f.severity() == Severity.ERROR).forEach(f -> keys.add(key(f)));
        return keys;
    }

    // By rule and message, not line: an edit above a finding moves it, and the lines its message names.
    private static String key(Finding finding) {
        return finding.rule() + "\n" + finding.message().replaceAll(":\\d+", ":#");
    }

    private static boolean leftOnPurpose(Finding finding, Path file, Target target) {
        return !Path.of(finding.file()).equals(file) || Unchangeable.leftOnPurpose(finding, target);
    }
}
