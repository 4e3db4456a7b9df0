package dev.logtune.tuner.tune;

import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.RuleInfo;
import dev.logtune.tuner.lint.rules.Rules;
import dev.logtune.tuner.lint.rules.Severity;
import dev.logtune.tuner.lint.rules.TuneScope;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What lint still warns of (loss or blocking: its WARNINGs and ERRORs) that tune leaves as it is, each with the reason
 * tune cannot change it, which the rule that found it gives ({@link RuleInfo#whyTuneLeaves()}). A file with any of these
 * is never called "already tuned".
 */
final class Unchangeable {
    private static final String ELSE = "what it warns of is not set by any knob tune changes (tune changes only: " + TuneKnobs.LIST + ")";

    private Unchangeable() {
    }

    /** The findings that warn of loss or blocking, in lint's order, less the drops the target admits (--allow-drop). */
    static List<Finding> of(List<Finding> findings, Target target) {
        return findings.stream().filter(f -> f.severity() != Severity.NOTE && !admitted(f, target)).toList();
    }

    /** Whether the finding is about drops the target lets happen (--allow-drop at or above the level it drops). */
    static boolean admitted(Finding finding, Target target) {
        return rule(finding).map(RuleInfo::admittedAt).filter(target::mayDrop).isPresent();
    }

    /**
     * Whether tune leaves an ERROR of this finding's rule in a tuned file on purpose: no knob fixes it and the file does
     * not lose events for it as it stands ({@link TuneScope#BY_HAND}), or the target admits its drops.
     */
    static boolean leftOnPurpose(Finding finding, Target target) {
        return rule(finding).map(RuleInfo::tune).filter(scope -> scope == TuneScope.BY_HAND).isPresent() || admitted(finding, target);
    }

    /** "lint WARNING rule at file:line: message; not changed: why". */
    static String line(Finding finding, Target target) {
        String where = Path.of(finding.file()).getFileName() + (finding.line() > 0 ? ":" + finding.line() : "");
        return "lint " + finding.severity() + " " + finding.rule() + " at " + where + ": " + finding.message().strip()
                + " Why tune leaves it: " + why(finding, target);
    }

    static String why(Finding finding, Target target) {
        if (admitted(finding, target)) {
            return "--allow-drop " + target.allowDrop() + " admits these drops";
        }
        return rule(finding).map(RuleInfo::whyTuneLeaves).orElse(ELSE);
    }

    private static Optional<RuleInfo> rule(Finding finding) {
        return Rules.info(finding.rule());
    }
}
