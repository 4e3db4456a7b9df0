package dev.logtune.tuner.configfile.model;

import dev.logtune.tuner.configfile.ConfigElement;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
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
        // by name as written, and by container: looked up for every reference, where searching made thousands quadratic
        Map<String, List<AppenderDef>> byName = new HashMap<>();
        Map<ConfigElement, List<AppenderDef>> byContainer = new HashMap<>();
        for (AppenderDef appender : appenders) {
            byName.computeIfAbsent(appender.raw(), name -> new ArrayList<>()).add(appender);
            if (appender.container() != null) {
                byContainer.computeIfAbsent(appender.container(), c -> new ArrayList<>()).add(appender);
            }
        }
        Set<AppenderDef> referenced = identitySet();
        Deque<AppenderDef> todo = new ArrayDeque<>();
        boolean allAsync = config.asyncLoggers().allAsync();
        for (LoggerDef logger : config.loggers()) {
            boolean asyncLogger = allAsync || logger.async();
            for (AppenderRef ref : logger.refs()) {
                for (AppenderDef target : byName.getOrDefault(ref.raw(), List.of())) {
                    referenced.add(target);
                    if (!asyncLogger) {
                        todo.add(target);
                    }
                }
            }
        }
        for (AppenderDef appender : appenders) {
            targets(byName, appender).forEach(referenced::add);
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
            todo.addAll(targets(byName, appender));
            todo.addAll(byContainer.getOrDefault(appender.element(), List.of()));
        }
        return reached;
    }

    // The appenders an appender passes events to by name: its appender-refs (a Failover's too) and a Route's ref.
    private static List<AppenderDef> targets(Map<String, List<AppenderDef>> byName, AppenderDef appender) {
        return appender.refs().stream().filter(r -> r.kind() == AppenderRef.Kind.APPENDER_REF || r.kind() == AppenderRef.Kind.FAILOVER
                || r.kind() == AppenderRef.Kind.ROUTE).flatMap(r -> byName.getOrDefault(r.raw(), List.of()).stream()).toList();
    }

    private static Set<AppenderDef> identitySet() {
        return Collections.newSetFromMap(new IdentityHashMap<>());
    }
}
