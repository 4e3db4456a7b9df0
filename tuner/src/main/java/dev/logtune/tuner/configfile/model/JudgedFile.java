package dev.logtune.tuner.configfile.model;

import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.ConfigFile;

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
        LoggingConfig model = LoggingConfigReader.read(facts);
        return new JudgedFile(config, facts, model, new Routing(facts, model));
    }
}
