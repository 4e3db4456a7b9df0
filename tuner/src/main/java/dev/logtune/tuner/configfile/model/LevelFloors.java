package dev.logtune.tuner.configfile.model;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;

import java.util.Optional;

/**
 * The least level of the events that reach a place in a configuration (the context, a logger, an AppenderRef, an
 * appender), from the loggers' levels and the routing: what a filter sitting there can see, and so drop.
 */
final class LevelFloors {
    private LevelFloors() {
    }

    /** The least level that reaches {@code holder}, sitting at {@code place}, never below {@link #enabled}'s. */
    static Level at(ConfigFacts facts, Routing routing, LoggingConfig config, VolumeFilters.Place place, ConfigElement holder) {
        Level enabled = enabled(config);
        if (enabled == Level.OFF) {
            return Level.OFF;
        }
        Level floor = switch (place) {
            case CONTEXT, OTHER -> enabled;
            case LOGGER -> config.loggers().stream().filter(l -> l.element().equals(holder)).findFirst()
                    .map(logger -> loggerFloor(config, logger)).orElse(enabled);
            case APPENDER_REF -> refFloor(facts, routing, config, holder);
            case APPENDER -> config.appenders().stream().filter(a -> a.element().equals(holder)).findFirst()
                    .map(appender -> appenderFloor(routing, appender)).orElse(enabled);
        };
        return floor.atLeast(enabled) ? floor : enabled;
    }

    private static Level appenderFloor(Routing routing, AppenderDef appender) {
        Reach reach = routing.reach(appender);
        return reach.reached() ? reach.floor() : Level.OFF;
    }

    private static Level refFloor(ConfigFacts facts, Routing routing, LoggingConfig config, ConfigElement ref) {
        Level floor = Level.TRACE;
        Optional<LoggerDef> logger = config.loggers().stream().filter(l -> l.refs().stream().anyMatch(r -> r.element().equals(ref))).findFirst();
        if (logger.isPresent()) {
            floor = loggerFloor(config, logger.get());
        } else {
            Optional<AppenderDef> owner = config.appenders().stream().filter(a -> a.refs().stream().anyMatch(r -> r.element().equals(ref))).findFirst();
            if (owner.isPresent()) {
                floor = appenderFloor(routing, owner.get());
            }
        }
        // The AppenderRef's level is checked after its filters: what it turns away is not dropped by the filter.
        Optional<Level> own = facts.attribute(ref, "level").filter(text -> !text.contains("${")).flatMap(Level::parse);
        Level reached = floor;
        return own.map(level -> level.atLeast(reached) ? level : reached).orElse(reached);
    }

    /** The least level a logger's events arrive with: its own, or that of a declared logger below it. */
    private static Level loggerFloor(LoggingConfig config, LoggerDef logger) {
        LoggerLevels levels = new LoggerLevels(config);
        Level floor = Level.OFF;
        for (LoggerDef other : config.loggers()) {
            boolean below = other == logger || logger.root() || !other.root()
                    && (other.name().startsWith(logger.name() + ".") || other.name().startsWith(logger.name() + "$"));
            if (!below) {
                continue;
            }
            LoggerLevels.Effective effective = levels.effective(other);
            if (!effective.known()) {
                return Level.TRACE;
            }
            if (effective.level().compareTo(floor) < 0) {
                floor = effective.level();
            }
        }
        return floor;
    }

    /**
     * The least level any logger lets through: the root's (its framework's default where it sets none) and every
     * declared logger's; TRACE where a level is set when the service runs; OFF when every logger is OFF.
     */
    static Level enabled(LoggingConfig config) {
        LoggerLevels levels = new LoggerLevels(config);
        boolean root = config.loggers().stream().anyMatch(LoggerDef::root);
        Level floor = root ? Level.OFF : config.framework() == Framework.LOGBACK ? Level.DEBUG : Level.ERROR;
        for (LoggerDef logger : config.loggers()) {
            LoggerLevels.Effective effective = levels.effective(logger);
            if (!effective.known()) {
                return Level.TRACE;
            }
            if (effective.level().compareTo(floor) < 0) {
                floor = effective.level();
            }
        }
        return floor;
    }
}
