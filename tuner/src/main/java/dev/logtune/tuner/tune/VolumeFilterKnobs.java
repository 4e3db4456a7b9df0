package dev.logtune.tuner.tune;

import dev.logtune.configs.model.LogLevel;
import dev.logtune.support.format.Numbers;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.Level;
import dev.logtune.tuner.configfile.model.VolumeFilters;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The volume filters that drop WARN or ERROR, where one edit fixes them: Logback's DuplicateMessageFilter is removed
 * (no setting of it spares a level), a Log4j2 BurstFilter's level is lowered to INFO, which keeps its budget for INFO and
 * below and lets every WARN and ERROR pass. What --allow-drop admits is kept. Neither edit makes the drops that remain
 * counted: that takes logtune's sampler, which recommend plans from --history.
 */
final class VolumeFilterKnobs {
    private static final String SAMPLER = "to log less and keep every WARN and ERROR, tuner recommend with --history plans a"
            + " per-call-site sampler that counts what it drops";

    private VolumeFilterKnobs() {
    }

    static void tune(Tuning tuning) {
        for (VolumeFilters.Duplicates filter : VolumeFilters.duplicates(tuning.judged)) {
            duplicates(tuning, filter);
        }
        for (VolumeFilters.Burst burst : VolumeFilters.bursts(tuning.judged)) {
            burst(tuning, burst);
        }
    }

    private static void duplicates(Tuning tuning, VolumeFilters.Duplicates filter) {
        if (!filter.dropsWarnOrError() || tuning.xml == null) {
            return;
        }
        String knob = "turboFilter DuplicateMessageFilter";
        int passes = filter.allowedRepetitions() + 1;
        if (tuning.target.mayDrop(LogLevel.ERROR)) {
            tuning.keep(knob + ": --allow-drop ERROR admits dropping a repeated ERROR");
            return;
        }
        tuning.change(filter.element(), null, new Change(knob,
                        String.format(Locale.ROOT, "present (AllowedRepetitions %d, CacheSize %d)", filter.allowedRepetitions(), filter.cacheSize()),
                        "removed", String.format(Locale.ROOT, "it drops a repeated ERROR or WARN once its message template has been logged"
                                + " %d time%s, silently and with no time window (no setting of it spares a level)", passes, passes == 1 ? "" : "s"),
                        "keeps every event the loggers' levels let through, WARN and ERROR included, and no logging call takes its"
                                + " lock any more; repeated messages are no longer capped: " + SAMPLER),
                () -> tuning.xml.remove(filter.element()));
    }

    private static void burst(Tuning tuning, VolumeFilters.Burst burst) {
        if (!burst.dropsAtOrAbove(Level.WARN) || tuning.target.mayDrop(LogLevel.ERROR)) {
            if (burst.dropsAtOrAbove(Level.WARN)) {
                tuning.keep(knob(burst) + " " + from(burst) + ": --allow-drop ERROR admits dropping the levels it limits");
            }
            return;
        }
        // As far down as the target asks: INFO keeps every WARN and ERROR; with --allow-drop WARN, WARN keeps every ERROR.
        Level to = tuning.target.mayDrop(LogLevel.WARN) ? Level.WARN : Level.INFO;
        if (!burst.dropsAtOrAbove(to == Level.WARN ? Level.ERROR : Level.WARN)) {
            tuning.keep(knob(burst) + " " + from(burst) + ": --allow-drop " + tuning.target.allowDrop() + " admits dropping WARN");
            return;
        }
        String kept = to == Level.INFO ? "WARN and ERROR" : "ERROR";
        String still = to == Level.INFO ? "INFO and below" : "WARN and below";
        ConfigElement element = burst.element();
        tuning.change(element, element.findAttribute("level").orElse(null),
                new Change(knob(burst), from(burst), to.name(), "it drops " + names(burst.drops()) + " events silently once its"
                        + " one budget (" + budget(burst) + ") is spent",
                        "every " + kept + " passes; " + still + " keep the same budget and are still dropped silently past it: "
                                + SAMPLER),
                () -> tuning.edits.setAttribute(element, "level", to.name()));
    }

    /** "BurstFilter/level", "FILE/BurstFilter/level", "com.example/BurstFilter/level", "Root->FILE/BurstFilter/level". */
    private static String knob(VolumeFilters.Burst burst) {
        ConfigElement holder = burst.holder();
        String owner = switch (burst.place()) {
            case CONTEXT, OTHER -> "";
            case LOGGER, APPENDER -> (holder.hasAttribute("name") ? holder.attribute("name") : holder.tag()) + "/";
            case APPENDER_REF -> holder.parent().map(p -> p.hasAttribute("name") ? p.attribute("name") : p.tag()).orElse("")
                    + "->" + holder.attribute("ref") + "/";
        };
        return owner + "BurstFilter/level";
    }

    private static String from(VolumeFilters.Burst burst) {
        return burst.levelText() == null ? "unset (WARN)" : burst.levelText();
    }

    private static String budget(VolumeFilters.Burst burst) {
        String rate = burst.rate() == Math.rint(burst.rate()) && burst.rate() < 1e15
                ? Numbers.count((long) burst.rate()) : Numbers.human(burst.rate());
        return rate + " events/s, bursts of up to " + Numbers.count(burst.maxBurst());
    }

    private static String names(List<Level> levels) {
        List<String> names = new ArrayList<>();
        for (int i = levels.size() - 1; i >= 0; i--) {
            names.add(levels.get(i).name());
        }
        return names.size() == 1 ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }
}
