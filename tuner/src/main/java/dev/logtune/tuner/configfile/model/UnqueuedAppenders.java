package dev.logtune.tuner.configfile.model;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The appenders a logger reaches with no async stage in between: from the loggers' refs (async loggers excepted),
 * through the appenders that pass events on synchronously, into the appenders nested in them. An appender nothing refers
 * to counts as reached: lint cannot see every include. Names are matched as written.
 */
public final class UnqueuedAppenders {
    private UnqueuedAppenders() {
    }

    public static Set<AppenderDef> of(LoggingConfig config) {
        List<AppenderDef> appenders = config.appenders().stream().filter(a -> !a.external()).toList();
        Set<AppenderDef> referenced = identitySet();
        Deque<AppenderDef> todo = new ArrayDeque<>();
        boolean allAsync = config.asyncLoggers().allAsync();
        for (LoggerDef logger : config.loggers()) {
            boolean asyncLogger = allAsync || logger.async();
            for (AppenderRef ref : logger.refs()) {
                for (AppenderDef target : named(appenders, ref)) {
                    referenced.add(target);
                    if (!asyncLogger) {
                        todo.add(target);
                    }
                }
            }
        }
        for (AppenderDef appender : appenders) {
            targets(appenders, appender).forEach(referenced::add);
            if (appender.nested()) {
                referenced.add(appender);
            }
        }
        for (AppenderDef appender : appenders) {
            if (!referenced.contains(appender) && !appender.nested()) {
                todo.add(appender);
            }
        }
        Set<AppenderDef> reached = identitySet();
        while (!todo.isEmpty()) {
            AppenderDef appender = todo.poll();
            if (!reached.add(appender) || appender.isQueue()) {
                continue;
            }
            todo.addAll(targets(appenders, appender));
            appenders.stream().filter(nested -> appender.element().equals(nested.container())).forEach(todo::add);
        }
        return reached;
    }

    // The appenders an appender passes events to by name: its appender-refs (a Failover's too) and a Route's ref.
    private static List<AppenderDef> targets(List<AppenderDef> appenders, AppenderDef appender) {
        return appender.refs().stream().filter(r -> r.kind() == AppenderRef.Kind.APPENDER_REF || r.kind() == AppenderRef.Kind.FAILOVER
                || r.kind() == AppenderRef.Kind.ROUTE).flatMap(r -> named(appenders, r).stream()).toList();
    }

    private static List<AppenderDef> named(List<AppenderDef> appenders, AppenderRef ref) {
        return appenders.stream().filter(a -> a.raw().equals(ref.raw())).toList();
    }

    private static Set<AppenderDef> identitySet() {
        return Collections.newSetFromMap(new IdentityHashMap<>());
    }
}
