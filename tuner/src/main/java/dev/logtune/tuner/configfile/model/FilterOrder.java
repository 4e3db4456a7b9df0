package dev.logtune.tuner.configfile.model;

import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A holder's filters in the order Log4j2 runs them (LevelFilter.chainOf's), and for each level the first of them
 * that accepts or denies it for certain: a filter after that one is never asked about the level.
 */
record FilterOrder(Map<ConfigElement, Integer> index, Map<Level, Integer> decidedAt) {
    static FilterOrder of(ConfigFacts facts, ConfigElement holder) {
        if (holder == null) {
            return new FilterOrder(Map.of(), Map.of());
        }
        List<ConfigElement> order = new ArrayList<>();
        for (ConfigElement child : holder.children()) {
            if (child.isTag("Filters")) {
                order.addAll(child.children());
            } else if (child.tag().toLowerCase(Locale.ROOT).endsWith("filter")) {
                order.add(child);
            }
        }
        List<LevelFilter> chain = LevelFilter.chainOf(facts, holder);
        if (chain.size() != order.size()) {
            return new FilterOrder(Map.of(), Map.of());
        }
        Map<ConfigElement, Integer> index = new HashMap<>();
        for (int i = 0; i < order.size(); i++) {
            index.putIfAbsent(order.get(i), i);
        }
        Map<Level, Integer> decidedAt = new EnumMap<>(Level.class);
        for (Level level : Level.values()) {
            for (int i = 0; i < chain.size(); i++) {
                FilterDecision decision = chain.get(i).decide(level);
                if (decision != FilterDecision.NEUTRAL) {
                    if (decision == FilterDecision.ACCEPT || decision == FilterDecision.DENY) {
                        decidedAt.put(level, i);
                    }
                    break;
                }
            }
        }
        return new FilterOrder(index, decidedAt);
    }

    // The levels a filter ahead of this one accepts or denies for certain: decided before it is asked.
    Set<Level> decidedBefore(ConfigElement element) {
        Set<Level> decided = EnumSet.noneOf(Level.class);
        Integer at = index.get(element);
        if (at != null && at > 0) {
            decidedAt.forEach((level, first) -> {
                if (first < at) {
                    decided.add(level);
                }
            });
        }
        return decided;
    }
}
