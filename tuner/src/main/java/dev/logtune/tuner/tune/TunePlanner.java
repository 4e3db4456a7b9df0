package dev.logtune.tuner.tune;

import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.buildinfo.ServiceVersions;
import dev.logtune.support.format.Numbers;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.model.JudgedFile;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.lint.rules.LintContext;
import dev.logtune.tuner.lint.Linter;
import dev.logtune.tuner.advice.Capacity;
import dev.logtune.tuner.advice.Figures;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/** Decides the edits for a file: each framework's knobs, then advice on what no knob can fix. */
final class TunePlanner {
    /** Past this share of measured capacity, queueing at a synchronous writer's lock makes p99 climb (the M/M/1 knee). */
    static final double KNEE = Capacity.KNEE;

    private TunePlanner() {
    }

    /**
     * @param config the file as read (includes inlined), naming the real file
     * @param figures measured results, or null when there are none
     * @param scratch the directory {@code config} was read from
     * @param permissions what tune may do beyond its knobs: add a library, change the output
     * @param versions the framework version the file is judged for (what the edits may use)
     */
    static TunePlan plan(String text, String properties, ConfigFile config, Target target, Figures figures, Path scratch,
                         Permissions permissions, ServiceVersions versions) throws ConfigException {
        JudgedFile judged = JudgedFile.of(config);
        ConfigFacts facts = judged.facts();
        String closest = Linter.closestSetup(judged);
        LintContext context = new LintContext(judged, target.rate(), target.threads(), figures, closest, null, versions);
        Tuning tuning = new Tuning(judged, edits(text, config), target, context,
                config.framework() == Framework.LOG4J2 ? properties : null, scratch, permissions);
        if (config.framework() == Framework.LOGBACK) {
            LogbackKnobs.tune(tuning);
            LogbackArchiveIndex.tune(tuning);
            LogbackRetention.tune(tuning);
            LogbackPlainRolling.tune(tuning);
            LogbackCallerPatterns.tune(tuning);
            VerboseLevels.tune(tuning);
            IfConditionRewrite.tune(tuning, versions);
        } else {
            Log4j2Knobs.tune(tuning);
        }
        ConsoleQueue.tune(tuning);
        VolumeFilterKnobs.tune(tuning);
        synchronousAdvice(tuning, facts, context, closest);
        String tuned = TextEdit.apply(text, tuning.edits.edits());
        String tunedProperties = tuning.properties == null ? null : TextEdit.apply(tuning.properties, tuning.propertyEdits());
        return new TunePlan(config.framework(), text, tuned, tuning.properties, tunedProperties, tuning.changes(),
                tuning.kept(), tuning.advice(), tuning.blocked(), tuning.advised());
    }

    /** Edits in the file's own syntax, located from its parser's positions. */
    private static KnobEdits edits(String text, ConfigFile config) throws ConfigException {
        return switch (config.format()) {
            case XML -> new XmlEdits(text, config);
            case JSON, YAML -> new TreeEdits(text, config);
            case PROPERTIES -> new PropertiesEdits(text, config);
        };
    }

    private static void synchronousAdvice(Tuning tuning, ConfigFacts facts, LintContext context, String closest) {
        boolean async = tuning.config.framework() == Framework.LOGBACK ? !facts.logbackAsyncAppenders().isEmpty()
                : facts.log4j2AsyncLoggers() || facts.appenders().stream().anyMatch(a -> facts.type(a).equalsIgnoreCase("Async"));
        if (async) {
            return;
        }
        Optional<Capacity> capacity = context.capacity(closest);
        double rate = tuning.target.rate();
        if (capacity.isPresent() && capacity.get().eventsPerSecond() < rate / KNEE) {
            tuning.advise(String.format(Locale.ROOT, "synchronous: its closest measured setup, %s, delivers %s events/s at %d threads"
                            + " (%s), so %s/s keeps its write lock %.0f%% busy, past the %.0f%% knee where p99 climbs. No knob"
                            + " here fixes that; an async stage does: tuner recommend --rate %.0f --threads %d picks one",
                    closest, Numbers.human(capacity.get().eventsPerSecond()), tuning.target.threads(), capacity.get().note(),
                    Numbers.human(rate), 100 * rate / capacity.get().eventsPerSecond(), 100 * KNEE, rate, tuning.target.threads()));
        }
    }
}
