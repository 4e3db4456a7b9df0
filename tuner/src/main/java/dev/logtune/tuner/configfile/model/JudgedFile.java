package dev.logtune.tuner.configfile.model;

import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.buildinfo.ServiceVersions;
import dev.logtune.tuner.lint.rules.ConditionExpression;

/**
 * A configuration as lint and tune judge it: the file as read, its facts, the typed model of its wiring and where its
 * events go, each built once for the file and handed down, never looked up again by identity.
 *
 * @param model the appenders, loggers and settings ({@link LoggingConfig})
 * @param routing which levels reach each appender ({@link Routing}), over {@code model}
 */
public record JudgedFile(ConfigFile config, ConfigFacts facts, LoggingConfig model, Routing routing) {

    public static JudgedFile of(ConfigFile config) {
        ConfigFacts facts = new ConfigFacts(config);
        // Judged as the Logback the service builds with (or the one logtune ships) will build it: since 1.5.37 it
        // skips an <if> with a condition attribute whole.
        boolean skipsIfAttribute = config.framework() == Framework.LOGBACK && ServiceVersions.of(config.path(), config.framework(), null)
                .atLeast(ConditionExpression.ATTRIBUTE_SKIPPED_SINCE);
        LoggingConfig model = LoggingConfigReader.read(facts, skipsIfAttribute);
        return new JudgedFile(config, facts, model, new Routing(facts, model));
    }
}
