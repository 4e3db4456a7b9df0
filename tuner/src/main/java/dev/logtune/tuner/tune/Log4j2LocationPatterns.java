package dev.logtune.tuner.tune;

import dev.logtune.configs.model.PatternLayout;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.lint.rules.CallerDataRule;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Subject;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Log4j2 patterns that print location (%C %M %L %F %l), which synchronous loggers capture with a stack walk on the
 * calling thread for every event: with --change-output the location converters leave each pattern lint's caller-data
 * rule finds (or the {@code <Property>} it is set through, where this file defines it); without, each is advice.
 */
final class Log4j2LocationPatterns {
    private static final String REASON = "the pattern prints location (%C %M %L %F %l), a stack walk on the calling thread for"
            + " every event (lint caller-data)";
    private static final String EFFECT = "lines lose class, method, file and line; %c, the logger's name, usually names the class";

    private Log4j2LocationPatterns() {
    }

    /** One pattern as written: the element and the attribute ({@code pattern}, {@code defaultPattern}) it is in. */
    record Written(ConfigElement element, String attribute, String value) {
        /** "File/pattern": the appender (the nearest element with a name) and the attribute. */
        String knob() {
            ConfigElement named = element;
            for (ConfigElement around : element.ancestors()) {
                if (!named.attribute("name").isEmpty()) {
                    break;
                }
                named = around;
            }
            String name = named.attribute("name");
            return (name.isEmpty() ? element.tag() : name) + "/" + attribute;
        }
    }

    static void tune(Tuning tuning) {
        List<Finding> findings = new CallerDataRule().check(tuning.figures).stream()
                .filter(f -> f.subject() != null && f.subject().kind() == Subject.Kind.LOCATION_IN_PATTERN).toList();
        Set<Finding> handled = new HashSet<>();
        if (tuning.permissions.changeOutput()) {
            for (Written pattern : printingLocation(tuning)) {
                ConfigElement at = pattern.element().writtenAs(pattern.attribute()).orElse(pattern.element());
                String source = tuning.config.sourceOf(at).toString();
                List<Finding> about = findings.stream().filter(f -> f.line() == at.line() && f.file().equals(source)).toList();
                if (!about.isEmpty()) {
                    handled.addAll(about);
                    strip(tuning, pattern, "");
                }
            }
        }
        for (Finding finding : findings) {
            if (!handled.contains(finding)) {
                tuning.advise(where(finding) + ": " + REASON + "; %c in their place removes it. Not applied: it changes every"
                        + " line's output" + (tuning.permissions.changeOutput() ? " (written where tune cannot edit it)"
                        : " (--change-output applies it)"), finding.subject());
            }
        }
    }

    /** Every pattern of a PatternLayout (or its selector) that prints location, variables resolved to judge it. */
    static List<Written> printingLocation(Tuning tuning) {
        List<Written> found = new ArrayList<>();
        for (ConfigElement layout : tuning.config.rootElement().descendants("PatternLayout")) {
            for (ConfigElement element : layout.all()) {
                for (String attribute : List.of("pattern", "defaultPattern")) {
                    tuning.facts.attribute(element, attribute).filter(PatternLayout::asksForCallerData)
                            .ifPresent(value -> found.add(new Written(element, attribute, value)));
                }
            }
        }
        return found;
    }

    /**
     * The location converters leave the pattern, in place or in the {@code <Property>} it is set through; {@code why}
     * is added to the reason (the async logger that captures location only for it).
     */
    static void strip(Tuning tuning, Written pattern, String why) {
        String to = CallerFreePattern.of(pattern.value());
        Optional<String> raw = tuning.edits.writtenValue(pattern.element(), pattern.attribute());
        Optional<VariableDefinition> definition = raw.flatMap(r -> VariableDefinition.of(tuning, r));
        if (definition.isPresent()) {
            VariableDefinition defined = definition.get();
            if (tuning.callerFree.contains(defined.element())) {
                tuning.callerFree.add(pattern.element());
                return;
            }
            String value = defined.written(tuning).orElse(null);
            if (tuning.change(defined.element(), value, new Change("property " + defined.name() + " (" + pattern.knob() + ")",
                            pattern.value(), to, REASON + why, EFFECT + "; every pattern set through ${" + defined.name() + "} changes alike"),
                    () -> defined.set(tuning, CallerFreePattern.ofWritten(value)))) {
                tuning.callerFree.add(defined.element());
                tuning.callerFree.add(pattern.element());
            }
            return;
        }
        if (tuning.callerFree.contains(pattern.element())) {
            return;
        }
        if (tuning.change(pattern.element(), raw.orElse(null), new Change(pattern.knob(), pattern.value(), to, REASON + why, EFFECT),
                () -> tuning.edits.setAttribute(pattern.element(), pattern.attribute(),
                        CallerFreePattern.ofWritten(raw.orElseThrow(() -> new UnwritableValue("is not written where tune can edit it")))))) {
            tuning.callerFree.add(pattern.element());
        }
    }

    private static String where(Finding finding) {
        return Path.of(finding.file()).getFileName() + (finding.line() > 0 ? ":" + finding.line() : "");
    }
}
