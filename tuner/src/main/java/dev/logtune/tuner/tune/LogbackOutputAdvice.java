package dev.logtune.tuner.tune;

import dev.logtune.configs.model.PatternLayout;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.lint.rules.CallerDataRule;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Subject;
import dev.logtune.tuner.lint.rules.VerboseLevelRule;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What lint finds that only a change to the output fixes: caller data in a pattern (a stack walk per event) and a
 * DEBUG or TRACE level on a hot logger. tune changes no output (as it keeps a layout that prints caller data, and its
 * includeCallerData, as they are), so each is shown as the edit it would be, not applied.
 */
final class LogbackOutputAdvice {
    private static final String NOT_APPLIED = "not applied: it changes what the logs say, the team's call";

    private LogbackOutputAdvice() {
    }

    static void tune(Tuning tuning) {
        List<Finding> caller = new CallerDataRule().check(tuning.figures);
        // A pattern set through a variable is one suggestion, however many appenders print it.
        Map<String, List<String>> throughVariable = new LinkedHashMap<>();
        for (ConfigElement appender : tuning.facts.appenders()) {
            for (ConfigElement pattern : appender.descendants("pattern")) {
                if (!pattern.children("pattern").isEmpty() || !flagged(tuning, caller, pattern)) {
                    continue;
                }
                String written = pattern.text().strip();
                if (!PatternLayout.asksForCallerData(written)) {
                    throughVariable.computeIfAbsent(written, w -> new ArrayList<>()).add(appender.attribute("name"));
                    continue;
                }
                tuning.advise(Tuning.knob(appender, "pattern") + " " + written + " -> " + CallerFreePattern.of(written) + ": the pattern"
                        + " prints caller data, a stack walk per event on the calling thread (lint caller-data); the logger name"
                        + " usually names the class; " + NOT_APPLIED + " (lines lose class, method, file and line)");
            }
        }
        throughVariable.forEach((written, appenders) -> {
            String resolved = tuning.facts.variables().resolve(written).text();
            tuning.advise(String.join(", ", appenders) + "/pattern " + written + " (" + resolved + ") -> " + CallerFreePattern.of(resolved)
                    + " where the variable is defined: the pattern prints caller data, a stack walk per event on the calling thread"
                    + " (lint caller-data); " + NOT_APPLIED + " (lines lose class, method, file and line)");
        });
        for (Finding finding : new VerboseLevelRule().check(tuning.figures)) {
            Subject subject = finding.subject();
            if (subject == null || subject.kind() != Subject.Kind.VERBOSE_LEVEL) {
                continue;
            }
            String logger = subject.name() == null ? "root" : subject.name();
            String level = subject.level();
            tuning.advise(logger + "/level " + level + " -> INFO: every " + level + " event below it is written, on top of the"
                    + " rate (lint verbose-level); " + NOT_APPLIED + " (its " + level + " lines are no"
                    + " longer written; turn one logger up when needed, e.g. Spring Boot's logging.level.<name>)");
        }
    }

    // Lint's caller-data rule finds this pattern (it judges what reaches the appender and whether it is async-fed).
    private static boolean flagged(Tuning tuning, List<Finding> findings, ConfigElement pattern) {
        String source = tuning.config.sourceOf(pattern).toString();
        return findings.stream().anyMatch(f -> f.line() == pattern.line() && f.file().equals(source));
    }
}
