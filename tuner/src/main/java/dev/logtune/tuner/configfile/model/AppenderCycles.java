package dev.logtune.tuner.configfile.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Appenders that pass events round in a loop, found over the wiring {@link LoggingConfig#targets} gives. */
public final class AppenderCycles {
    private AppenderCycles() {
    }

    /**
     * The cycles among appenders, each as the path that closes it, first element repeated at the end
     * ({@code [A, ASYNC, A]}); a self-reference is {@code [A, A]}. One path per strongly connected group, starting at
     * its first member in document order.
     */
    public static List<List<AppenderDef>> in(LoggingConfig config) {
        List<List<AppenderDef>> cycles = new ArrayList<>();
        Set<AppenderDef> done = Collections.newSetFromMap(new IdentityHashMap<>());
        for (AppenderDef start : config.appenders()) {
            if (done.contains(start)) {
                continue;
            }
            List<AppenderDef> path = pathBack(config, start, start, new ArrayList<>(List.of(start)),
                    Collections.newSetFromMap(new IdentityHashMap<>()));
            if (path != null) {
                cycles.add(path);
                done.addAll(path);
                done.addAll(group(config, start));
            }
        }
        return cycles;
    }

    // Depth-first search for a path from `at` back to `start`.
    private static List<AppenderDef> pathBack(LoggingConfig config, AppenderDef start, AppenderDef at, List<AppenderDef> path,
                                              Set<AppenderDef> visited) {
        for (AppenderDef next : config.targets(at)) {
            if (next == start) {
                List<AppenderDef> closed = new ArrayList<>(path);
                closed.add(start);
                return closed;
            }
            if (visited.add(next)) {
                path.add(next);
                List<AppenderDef> found = pathBack(config, start, next, path, visited);
                if (found != null) {
                    return found;
                }
                path.remove(path.size() - 1);
            }
        }
        return null;
    }

    // Every appender on some cycle through `start`: reachable from it and reaching it.
    private static Set<AppenderDef> group(LoggingConfig config, AppenderDef start) {
        Set<AppenderDef> from = closure(config, start);
        Set<AppenderDef> group = new LinkedHashSet<>();
        for (AppenderDef other : from) {
            if (closure(config, other).contains(start)) {
                group.add(other);
            }
        }
        return group;
    }

    private static Set<AppenderDef> closure(LoggingConfig config, AppenderDef start) {
        Set<AppenderDef> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<AppenderDef> work = new ArrayDeque<>(config.targets(start));
        while (!work.isEmpty()) {
            AppenderDef next = work.pop();
            if (seen.add(next)) {
                work.addAll(config.targets(next));
            }
        }
        return seen;
    }
}
