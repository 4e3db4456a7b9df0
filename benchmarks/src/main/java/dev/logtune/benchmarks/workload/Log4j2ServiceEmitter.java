package dev.logtune.benchmarks.workload;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.Logger;

import java.util.function.Function;

/**
 * The service workload through Log4j2's own API: one Logger per logger name, and its parameter overloads (up to ten
 * parameters), so no call needs a varargs array.
 */
public final class Log4j2ServiceEmitter implements ServiceEmitter {
    private final Logger[] loggers;
    private final Level[] levels;
    private final Logger root;

    /** @param loggers the framework's logger of a name */
    public Log4j2ServiceEmitter(Function<String, Logger> loggers) {
        int count = ServiceWorkload.sites().size();
        this.loggers = new Logger[count];
        this.levels = new Level[count];
        this.root = loggers.apply(org.apache.logging.log4j.LogManager.ROOT_LOGGER_NAME);
        java.util.Map<String, Logger> byName = new java.util.HashMap<>();
        for (ServiceSite site : ServiceWorkload.sites()) {
            this.loggers[site.index()] = byName.computeIfAbsent(site.logger(), loggers);
            this.levels[site.index()] = Level.getLevel(site.level().name());
        }
        int most = ServiceWorkload.sites().stream()
                .mapToInt(s -> 1 + ServiceWorkload.argCount(s.index()) + (s.stackTrace() ? 1 : 0)).max().orElse(0);
        if (most > 10) {
            throw new IllegalStateException("Log4j2's parameter overloads take at most 10 parameters; a site has " + most);
        }
    }

    @Override
    public void emit(long id) {
        int site = ServiceWorkload.siteOf(id);
        Logger logger = loggers[site];
        Level level = levels[site];
        String t = ServiceWorkload.template(site);
        Throwable failure = ServiceWorkload.failure(site);
        int given = ServiceWorkload.argCount(site);
        // The exception goes last, past the placeholders: Log4j2 takes it as the event's throwable.
        Object a1 = given >= 1 ? ServiceWorkload.arg(id, site, 1) : failure;
        Object a2 = given >= 2 ? ServiceWorkload.arg(id, site, 2) : given == 1 ? failure : null;
        Object a3 = given >= 3 ? ServiceWorkload.arg(id, site, 3) : given == 2 ? failure : null;
        Object a4 = given >= 4 ? ServiceWorkload.arg(id, site, 4) : given == 3 ? failure : null;
        Object a5 = given >= 5 ? ServiceWorkload.arg(id, site, 5) : given == 4 ? failure : null;
        Object a6 = given >= 6 ? ServiceWorkload.arg(id, site, 6) : given == 5 ? failure : null;
        Object a7 = given >= 7 ? ServiceWorkload.arg(id, site, 7) : given == 6 ? failure : null;
        Object a8 = given >= 8 ? ServiceWorkload.arg(id, site, 8) : given == 7 ? failure : null;
        Object a9 = given >= 9 ? ServiceWorkload.arg(id, site, 9) : given == 8 ? failure : null;
        switch (1 + given + (failure == null ? 0 : 1)) {
            case 1 -> logger.log(level, t, (Object) id);
            case 2 -> logger.log(level, t, id, a1);
            case 3 -> logger.log(level, t, id, a1, a2);
            case 4 -> logger.log(level, t, id, a1, a2, a3);
            case 5 -> logger.log(level, t, id, a1, a2, a3, a4);
            case 6 -> logger.log(level, t, id, a1, a2, a3, a4, a5);
            case 7 -> logger.log(level, t, id, a1, a2, a3, a4, a5, a6);
            case 8 -> logger.log(level, t, id, a1, a2, a3, a4, a5, a6, a7);
            case 9 -> logger.log(level, t, id, a1, a2, a3, a4, a5, a6, a7, a8);
            default -> logger.log(level, t, id, a1, a2, a3, a4, a5, a6, a7, a8, a9);
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

    // The logger's level, not isEnabled: that asks the context-wide filters too, and a BurstFilter whose tokens are
    // spent (or the sampler) would read as the level disabling the site. A filter drops by design; a level disables.
    private boolean levelLetsThrough(Logger logger, int site) {
        if (logger instanceof org.apache.logging.log4j.core.Logger core) {
            return levels[site].isMoreSpecificThan(core.getLevel());
        }
        return logger.isEnabled(levels[site]);
    }
}
