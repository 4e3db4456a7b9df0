package dev.logtune.tuner.tune;

import dev.logtune.configs.model.PatternLayout;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.lint.rules.CallerDataRule;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Subject;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Logback patterns lint's caller-data rule finds printing caller data (a stack walk per event on the calling
 * thread): with --change-output the caller converters leave the pattern, or the variable it is set through where this
 * file defines it; without, each is shown as the edit it would be. Lines lose class, method, file and line.
 */
final class LogbackCallerPatterns {
    private static final String NOT_APPLIED = "not applied: it changes what the logs say, the team's call (--change-output"
            + " applies it)";
    private static final String REASON = "the pattern prints caller data, a stack walk per event on the calling thread"
            + " (lint caller-data)";
    private static final String EFFECT = "lines lose class, method, file and line; the logger name usually names the class";

    private LogbackCallerPatterns() {
    }

    static void tune(Tuning tuning) {
        List<Finding> caller = new CallerDataRule().check(tuning.figures);
        // A pattern set through a variable is one edit, however many appenders print it.
        Map<String, List<ConfigElement>> throughVariable = new LinkedHashMap<>();
        for (ConfigElement appender : tuning.facts.appenders()) {
            for (ConfigElement pattern : appender.descendants("pattern")) {
                if (!pattern.children("pattern").isEmpty() || !flagged(tuning, caller, pattern)) {
                    continue;
                }
                String written = pattern.text().strip();
                if (!PatternLayout.asksForCallerData(written)) {
                    throughVariable.computeIfAbsent(written, w -> new ArrayList<>()).add(pattern);
                    continue;
                }
                String knob = Tuning.knob(appender, "pattern");
                if (!tuning.permissions.changeOutput()) {
                    tuning.advise(knob + " " + written + " -> " + CallerFreePattern.of(written) + ": " + REASON + "; " + NOT_APPLIED
                            + " (" + EFFECT + ")", Subject.of(Subject.Kind.LOCATION_IN_PATTERN, appender.attribute("name")));
                    continue;
                }
                Optional<String> raw = tuning.xml.inFile(pattern) ? Optional.of(tuning.xml.writtenText(pattern)) : Optional.empty();
                if (tuning.change(pattern, written, new Change(knob, written, CallerFreePattern.of(written), REASON, EFFECT),
                        () -> tuning.xml.setText(pattern, CallerFreePattern.ofWritten(raw.orElseThrow())))) {
                    tuning.callerFree.add(pattern);
                }
            }
        }
        throughVariable.forEach((written, appenders) -> variable(tuning, written, appenders));
    }

    private static void variable(Tuning tuning, String written, List<ConfigElement> patterns) {
        String resolved = tuning.facts.variables().resolve(written).text();
        String to = CallerFreePattern.of(resolved);
        String users = String.join(", ", patterns.stream().map(LogbackCallerPatterns::appenderName).distinct().toList());
        Optional<VariableDefinition> definition = VariableDefinition.of(tuning, written);
        if (!tuning.permissions.changeOutput() || definition.isEmpty()) {
            tuning.advise(users + "/pattern " + written + " (" + resolved + ") -> " + to + " where the variable is defined: "
                    + REASON + "; " + (tuning.permissions.changeOutput() ? "not applied: the variable is not defined in this file"
                    + " as a value tune can edit" : NOT_APPLIED) + " (" + EFFECT + ")", patterns.stream()
                    .map(p -> Subject.of(Subject.Kind.LOCATION_IN_PATTERN, appenderName(p))).toArray(Subject[]::new));
            return;
        }
        VariableDefinition defined = definition.get();
        String raw = defined.written(tuning).orElse(null);
        if (tuning.change(defined.element(), raw, new Change(defined.name() + " (the pattern of " + users + ")", resolved, to, REASON,
                        EFFECT + "; every pattern set through ${" + defined.name() + "} changes alike"),
                () -> defined.set(tuning, CallerFreePattern.ofWritten(raw)))) {
            tuning.callerFree.addAll(patterns);
        }
    }

    private static String appenderName(ConfigElement pattern) {
        return pattern.ancestors().stream().filter(a -> a.isTag("appender")).findFirst().map(a -> a.attribute("name")).orElse("?");
    }

    // Lint's caller-data rule finds this pattern (it judges what reaches the appender and whether it is async-fed).
    private static boolean flagged(Tuning tuning, List<Finding> findings, ConfigElement pattern) {
        String source = tuning.config.sourceOf(pattern).toString();
        return findings.stream().anyMatch(f -> f.line() == pattern.line() && f.file().equals(source));
    }
}
