package dev.logtune.tuner.tune;

import dev.logtune.configs.model.ByteSizes;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.RollingPolicy;
import dev.logtune.tuner.configfile.model.RollingSetup;
import dev.logtune.tuner.lint.rules.ArchiveOverwriteRule;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Subject;
import dev.logtune.tuner.lint.rules.Severity;

import java.util.List;
import java.util.Optional;

/**
 * {@code %i} where a size trigger needs it, as lint's archive-overwrite rule finds: a SizeAndTimeBasedRollingPolicy whose
 * pattern has none never starts, so {@code %i} goes in after the date; a TimeBasedRollingPolicy beside a
 * SizeBasedTriggeringPolicy overwrites its archives within a period, so it becomes the SizeAndTimeBasedRollingPolicy that
 * Logback has for rolling by both, the trigger's size moved into it.
 */
final class LogbackArchiveIndex {
    private LogbackArchiveIndex() {
    }

    static void tune(Tuning tuning) {
        if (tuning.xml == null) {
            return;
        }
        List<Finding> found = new ArchiveOverwriteRule().check(tuning.figures).stream()
                .filter(f -> f.severity() != Severity.NOTE).toList();
        for (RollingSetup setup : tuning.judged.model().rolling()) {
            String name = setup.appender().attribute("name");
            Optional<ConfigElement> pattern = setup.policy().child("fileNamePattern");
            if (pattern.isEmpty() || found.stream().noneMatch(f -> f.about(name, Subject.Kind.NO_INDEX))) {
                continue;
            }
            String written = pattern.get().text().strip();
            String indexed = indexed(written);
            String knob = Tuning.knob(setup.appender(), "fileNamePattern");
            if (indexed == null) {
                tuning.keep(knob + " " + written + ": its date is set through a variable, so where %i goes is not"
                        + " known here; put %i after the date where the variable is defined");
                continue;
            }
            if (setup.kind() == RollingPolicy.LOGBACK_SIZE_AND_TIME) {
                tuning.change(pattern.get(), null, new Change(knob, written, indexed, "SizeAndTimeBasedRollingPolicy refuses a"
                                + " pattern with no %i (\"Missing integer token\"), so the appender never starts and every event"
                                + " sent to it is lost", "the appender starts; archives of one period are numbered .0, .1, ..."),
                        () -> tuning.xml.setText(pattern.get(), indexed));
            } else if (setup.kind() == RollingPolicy.LOGBACK_TIME) {
                bothTriggers(tuning, setup, pattern.get(), written, indexed);
            }
        }
    }

    private static void bothTriggers(Tuning tuning, RollingSetup setup, ConfigElement pattern, String written, String indexed) {
        ConfigElement policy = setup.policy();
        Optional<ConfigElement> trigger = setup.appender().child("triggeringPolicy");
        if (trigger.isEmpty() || setup.sizeTrigger() == null || policy.child("maxFileSize").isPresent()) {
            return;
        }
        String size = trigger.get().child("maxFileSize").map(ConfigElement::text).map(String::strip)
                .orElse(ByteSizes.human(setup.sizeTrigger()));
        tuning.change(policy, null, new Change(Tuning.knob(setup.appender(), "rollingPolicy"),
                        "TimeBasedRollingPolicy (" + written + ") with a SizeBasedTriggeringPolicy of " + size,
                        "SizeAndTimeBasedRollingPolicy (" + indexed + ", maxFileSize " + size + ")",
                        "the size trigger rolls the file and TimeBasedRollingPolicy names each archive from the date alone: every"
                                + " roll within a period renames onto the last archive, and only the period's last file is kept",
                        "archives of one period are numbered apart and all kept (maxHistory and totalSizeCap still bound them);"
                                + " it rolls at the same size"),
                () -> {
                    tuning.xml.setAttribute(policy, "class", LogbackPlainRolling.POLICY);
                    tuning.xml.setText(pattern, indexed);
                    tuning.xml.setChild(policy, "maxFileSize", size);
                    tuning.xml.remove(trigger.get());
                });
    }

    /** The pattern with {@code .%i} after its date, before the extension: "app.%d{yyyy-MM-dd}.%i.log.gz"; null without %d. */
    static String indexed(String pattern) {
        int date = pattern.lastIndexOf("%d");
        if (date < 0) {
            return null;
        }
        int end = date + (pattern.startsWith("%date", date) ? 5 : 2);
        if (pattern.startsWith("{", end) && pattern.indexOf('}', end) > 0) {
            end = pattern.indexOf('}', end) + 1;
        }
        int dot = pattern.indexOf('.', end);
        return dot < 0 ? pattern + ".%i" : pattern.substring(0, dot) + ".%i" + pattern.substring(dot);
    }
}
