package dev.logtune.tuner.tune;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.lint.rules.CallerDataRule;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Subject;
import dev.logtune.tuner.lint.rules.VerboseLevelRule;

import java.nio.file.Path;

/**
 * What lint finds in Log4j2's output itself, caller data in a pattern and DEBUG or TRACE on a busy logger: the edit
 * that fixes each is plain, but it changes what every line says or which lines are written, and tune changes no
 * output (it turns includeLocation off only where no layout prints location). Each is said as the edit to make.
 */
final class Log4j2OutputAdvice {
    private Log4j2OutputAdvice() {
    }

    static void tune(Tuning tuning) {
        if (tuning.config.framework() != Framework.LOG4J2) {
            return;
        }
        for (Finding finding : new CallerDataRule().check(tuning.figures)) {
            if (finding.subject() != null && finding.subject().kind() == Subject.Kind.LOCATION_IN_PATTERN) {
                tuning.advise(where(finding) + ": the pattern prints location (%C %M %L %F %l), a stack walk on the calling"
                        + " thread for every event; %c (the logger's name, free) in their place removes it. Not applied: it changes"
                        + " every line's output");
            }
        }
        for (Finding finding : new VerboseLevelRule().check(tuning.figures)) {
            Subject subject = finding.subject();
            if (subject == null || subject.kind() != Subject.Kind.VERBOSE_LEVEL) {
                continue;
            }
            String who = subject.name() == null ? "the root logger" : "logger \"" + subject.name() + "\"";
            String level = subject.level();
            tuning.advise(where(finding) + ": " + who + " " + level + " -> INFO: every " + level + " event below it is written"
                    + " at the rate, on top of the service's own lines. Not applied: it changes which lines are written; turn "
                    + level + " on for one logger at a time when needed");
        }
    }

    private static String where(Finding finding) {
        return Path.of(finding.file()).getFileName() + (finding.line() > 0 ? ":" + finding.line() : "");
    }
}
