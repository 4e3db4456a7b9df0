package dev.logtune.benchmarks.workload;

import org.slf4j.Logger;
import org.slf4j.event.Level;

import java.util.function.Function;

/**
 * The service workload through SLF4J, as a service calls it: one Logger per logger name, the one- and two-argument
 * methods where the site has that many arguments (the id counts), the varargs array where it has more.
 */
public final class Slf4jServiceEmitter implements ServiceEmitter {
    private final Logger[] loggers;
    private final Level[] levels;
    private final Logger root;

    /** @param loggers the framework's logger of a name */
    public Slf4jServiceEmitter(Function<String, Logger> loggers) {
        int count = ServiceWorkload.sites().size();
        this.loggers = new Logger[count];
        this.levels = new Level[count];
        this.root = loggers.apply(org.slf4j.Logger.ROOT_LOGGER_NAME);
        java.util.Map<String, Logger> byName = new java.util.HashMap<>();
        for (ServiceSite site : ServiceWorkload.sites()) {
            this.loggers[site.index()] = byName.computeIfAbsent(site.logger(), loggers);
            this.levels[site.index()] = Level.valueOf(site.level().name());
        }
    }

    @Override
    public void emit(long id) {
        int site = ServiceWorkload.siteOf(id);
        Logger logger = loggers[site];
        String template = ServiceWorkload.template(site);
        Throwable failure = ServiceWorkload.failure(site);
        int args = ServiceWorkload.argCount(site) + (failure == null ? 0 : 1);
        Level level = levels[site];
        if (args == 0) {
            one(logger, level, template, id);
        } else if (args == 1) {
            two(logger, level, template, id, failure != null ? failure : ServiceWorkload.arg(id, site, 1));
        } else {
            Object[] values = new Object[args + 1];
            values[0] = id;
            int given = ServiceWorkload.argCount(site);
            for (int k = 1; k <= given; k++) {
                values[k] = ServiceWorkload.arg(id, site, k);
            }
            if (failure != null) {
                values[args] = failure;
            }
            many(logger, level, template, values);
        }
    }

    @Override
    public boolean enabled(int site) {
        return levelLetsThrough(loggers[site], site);
    }

    @Override
    public boolean rootEnabled(int site) {
        return levelLetsThrough(root, site);
    }

    // Logback's level, not isEnabledForLevel: that asks the turbo filters too, and a filter that drops by design (the
    // sampler, DuplicateMessageFilter) must not read as the level disabling the site.
    private boolean levelLetsThrough(Logger logger, int site) {
        if (logger instanceof ch.qos.logback.classic.Logger logback) {
            return ch.qos.logback.classic.Level.toLevel(levels[site].name()).isGreaterOrEqual(logback.getEffectiveLevel());
        }
        return logger.isEnabledForLevel(levels[site]);
    }

    private static void one(Logger logger, Level level, String template, Object a) {
        switch (level) {
            case TRACE -> logger.trace(template, a);
            case DEBUG -> logger.debug(template, a);
            case INFO -> logger.info(template, a);
            case WARN -> logger.warn(template, a);
            case ERROR -> logger.error(template, a);
        }
    }

    private static void two(Logger logger, Level level, String template, Object a, Object b) {
        switch (level) {
            case TRACE -> logger.trace(template, a, b);
            case DEBUG -> logger.debug(template, a, b);
            case INFO -> logger.info(template, a, b);
            case WARN -> logger.warn(template, a, b);
            case ERROR -> logger.error(template, a, b);
        }
    }

    private static void many(Logger logger, Level level, String template, Object[] values) {
        switch (level) {
            case TRACE -> logger.trace(template, values);
            case DEBUG -> logger.debug(template, values);
            case INFO -> logger.info(template, values);
            case WARN -> logger.warn(template, values);
            case ERROR -> logger.error(template, values);
        }
    }
}
