package dev.logtune.tuner.tune;

import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.LoggerDef;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Subject;
import dev.logtune.tuner.lint.rules.VerboseLevelRule;

import java.util.Optional;

/**
 * The loggers lint's verbose-level rule warns of, in either framework: a DEBUG or TRACE logger goes to INFO, and a
 * Logback level whose default never resolves ({@code ${x:INFO}}, read as DEBUG) is written as meant. Both change which
 * lines are written, so tune makes them only with --change-output and otherwise shows each as advice.
 */
final class VerboseLevels {
    private static final String NOT_APPLIED = "not applied: it changes which lines are written, the team's call (--change-output"
            + " applies it)";

    private VerboseLevels() {
    }

    static void tune(Tuning tuning) {
        for (Finding finding : new VerboseLevelRule().check(tuning.figures)) {
            Subject subject = finding.subject();
            if (subject == null) {
                continue;
            }
            Optional<LoggerDef> logger = tuning.judged.model().loggers().stream()
                    .filter(l -> subject.name() == null ? l.root() : !l.root() && l.name().equals(subject.name())).findFirst();
            if (logger.isEmpty()) {
                continue;
            }
            if (subject.kind() == Subject.Kind.VERBOSE_LEVEL) {
                verbose(tuning, logger.get(), subject.level());
            } else if (subject.kind() == Subject.Kind.UNRESOLVED_LEVEL) {
                unresolved(tuning, logger.get());
            }
        }
    }

    private static void verbose(Tuning tuning, LoggerDef logger, String level) {
        String knob = (logger.root() ? "root" : logger.name()) + "/level";
        String reason = "every " + level + " event below it is written, on top of the rate (lint verbose-level)";
        String effect = "its " + level + " lines are no longer written; turn " + level + " on for one logger when needed"
                + " (Spring Boot: logging.level.<name>, or the loggers actuator)";
        if (!tuning.permissions.changeOutput()) {
            tuning.advise(knob + " " + level + " -> INFO: " + reason + "; " + NOT_APPLIED + " (" + effect + ")",
                    new Subject(Subject.Kind.VERBOSE_LEVEL, logger.root() ? null : logger.name(), level));
            return;
        }
        ConfigElement element = logger.element();
        // Logback's old form, <level value="DEBUG"/>, where no attribute is written.
        Optional<ConfigElement> child = element.hasAttribute("level") ? Optional.empty() : element.child("level")
                .filter(c -> c.hasAttribute("value"));
        ConfigElement owner = child.orElse(element);
        String attribute = child.isPresent() ? "value" : "level";
        String from = logger.level() == null ? "unset (" + level + ")" : level;
        tuning.change(owner, owner.findAttribute(attribute).orElse(null), new Change(knob, from, "INFO", reason, effect),
                () -> tuning.edits.setAttribute(owner, attribute, "INFO"));
    }

    private static void unresolved(Tuning tuning, LoggerDef logger) {
        String knob = (logger.root() ? "root" : logger.name()) + "/level";
        String written = logger.element().findAttribute("level").orElse(null);
        if (written == null) {
            return;
        }
        String meant = VerboseLevelRule.meant(written.strip());
        String reason = "Logback reads " + written.strip() + " as one variable's name, never its default, and runs the logger at"
                + " DEBUG (lint verbose-level)";
        String effect = "the default written is the level it runs at when the variable is not set";
        if (!tuning.permissions.changeOutput()) {
            tuning.advise(knob + " " + written.strip() + " -> " + meant + ": " + reason + "; " + NOT_APPLIED,
                    Subject.of(Subject.Kind.UNRESOLVED_LEVEL, logger.root() ? null : logger.name()));
            return;
        }
        // The variable is the point of the edit: written as null so the change is not held back for it.
        tuning.change(logger.element(), null, new Change(knob, written.strip(), meant, reason, effect),
                () -> tuning.edits.setAttribute(logger.element(), "level", meant));
    }
}
