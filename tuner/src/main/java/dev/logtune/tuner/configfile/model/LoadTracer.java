package dev.logtune.tuner.configfile.model;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Works out a {@link Load}: from each logger that references an appender, which levels its events (its own and, through
 * additivity, those of the loggers below it) arrive with, through the logger's filters (Log4j2), each AppenderRef's
 * level and filters (Log4j2), and the filters of every appender on the way, the target's own included. An async,
 * failover, rewrite or routing appender in between passes what it receives; an Async appender's errorRef gets events
 * only when its queue fails, and is not counted.
 */
final class LoadTracer {
    private final ConfigFacts facts;
    private final LoggingConfig config;
    private final LoggerLevels levels;
    /** A context-wide filter that accepts some events below the loggers' levels, or none. */
    private final Optional<ContextOpening> opening;

    /** For each logger, the loggers below it whose own events reach it, additive all the way up; in the file's order. */
    private final Map<LoggerDef, List<LoggerDef>> sources;
    /**
     * What every appender's trace asks again, kept: each element's filter chain and each logger's own events. One
     * tracer serves every appender of a file ({@link Routing}), so a file of thousands is not traced from scratch for each.
     */
    private final Map<ConfigElement, List<LevelFilter>> chains = new HashMap<>();
    private final Map<LoggerDef, Flow> emittedBy = new IdentityHashMap<>();
    private Map<AppenderDef, Flow> arrivals;

    LoadTracer(ConfigFacts facts, LoggingConfig config) {
        this.facts = facts;
        this.config = config;
        this.levels = new LoggerLevels(config);
        this.opening = ContextOpening.of(facts);
        this.sources = sources(config);
    }

    /**
     * Each logger's sources, found from each logger up its name's ancestors (the loggers named by its prefixes at a '.'
     * or '$'), nearest first, until one that is not additive: linear in the loggers, where asking every pair was cubic
     * and a file that names a logger thousands of times took minutes.
     */
    private static Map<LoggerDef, List<LoggerDef>> sources(LoggingConfig config) {
        Map<String, List<LoggerDef>> byName = new HashMap<>();
        List<LoggerDef> roots = new ArrayList<>();
        for (LoggerDef logger : config.loggers()) {
            if (logger.root()) {
                roots.add(logger);
            } else {
                byName.computeIfAbsent(logger.name(), name -> new ArrayList<>()).add(logger);
            }
        }
        Map<LoggerDef, List<LoggerDef>> sources = new IdentityHashMap<>();
        for (LoggerDef child : config.loggers()) {
            if (child.root() || !child.additive()) {
                continue;
            }
            String name = child.name();
            boolean stopped = false;
            for (int cut = name.length() - 1; cut >= 0 && !stopped; cut--) {
                char at = name.charAt(cut);
                List<LoggerDef> ancestors = at == '.' || at == '$' ? byName.get(name.substring(0, cut)) : null;
                if (ancestors != null) {
                    ancestors.forEach(ancestor -> sources.computeIfAbsent(ancestor, a -> new ArrayList<>()).add(child));
                    // a logger of that name that is not additive keeps the child's events from every one further up
                    stopped = ancestors.stream().anyMatch(ancestor -> !ancestor.additive());
                }
            }
            if (!stopped) {
                roots.forEach(root -> sources.computeIfAbsent(root, r -> new ArrayList<>()).add(child));
            }
        }
        return sources;
    }

    /** What the events arriving along one way carry: coverage per level, the loggers behind SOME, what lint cannot tell. */
    private static final class Flow {
        final Map<Level, Load.Coverage> levels = new EnumMap<>(Level.class);
        /** The loggers whose own events bring each level where only some loggers' do. */
        final Map<Level, Set<String>> loggers = new EnumMap<>(Level.class);
        final Set<String> unknowns = new LinkedHashSet<>();
        /** Levels set when the service runs, as written, and whose they are: said once a level, not once a logger. */
        final Map<String, Set<String>> runtimeLevels = new LinkedHashMap<>();

        Flow copy() {
            Flow copy = new Flow();
            copy.levels.putAll(levels);
            loggers.forEach((level, names) -> copy.loggers.put(level, new LinkedHashSet<>(names)));
            copy.unknowns.addAll(unknowns);
            runtimeLevels.forEach((level, whose) -> copy.runtimeLevels.put(level, new LinkedHashSet<>(whose)));
            return copy;
        }

        void merge(Flow other) {
            other.levels.forEach((level, coverage) -> levels.merge(level, coverage, (a, b) -> a.compareTo(b) <= 0 ? a : b));
            other.loggers.forEach((level, names) -> loggers.computeIfAbsent(level, l -> new LinkedHashSet<>()).addAll(names));
            unknowns.addAll(other.unknowns);
            other.runtimeLevels.forEach((level, whose) -> runtimeLevels.computeIfAbsent(level, l -> new LinkedHashSet<>()).addAll(whose));
        }

        void remove(Level level) {
            levels.remove(level);
            loggers.remove(level);
        }

        boolean empty() {
            return levels.isEmpty() && unknowns.isEmpty() && runtimeLevels.isEmpty();
        }
    }

    // Stands for the root among the loggers whose level is set at run time; no logger is named so.
    private static final String ROOT = "";

    // "the root and loggers "a", "b"": one level written on many loggers is said once.
    private static String whose(Set<String> names) {
        List<String> loggers = names.stream().filter(n -> !n.equals(ROOT)).map(n -> "\"" + n + "\"").toList();
        String named = loggers.isEmpty() ? "" : (loggers.size() == 1 ? "logger " : "loggers ") + String.join(", ", loggers);
        return names.contains(ROOT) ? "the root" + (named.isEmpty() ? "" : " and " + named) : named;
    }

    Load trace(AppenderDef target) {
        Flow reached = new Flow();
        if (config.reachableOrUnknown(target) && !config.reachable(target)) {
            // Reached, if at all, in a way lint cannot see: say so instead of guessing.
            reached.unknowns.add(config.fragment() ? "an <included> fragment: the file that includes it wires its appenders"
                    : !config.unreadIncludes().isEmpty() ? "an include lint could not read may reference it"
                    : "a reference written with a variable may name it");
        }
        Flow arrived = arrivals().get(target);
        if (arrived != null) {
            reached.merge(arrived);
        }
        Map<Level, Load.Coverage> coverage = new EnumMap<>(Level.class);
        for (Level level : Level.values()) {
            coverage.put(level, reached.levels.getOrDefault(level, Load.Coverage.NONE));
        }
        Set<String> loggers = new LinkedHashSet<>();
        coverage.forEach((level, c) -> {
            if (c == Load.Coverage.SOME) {
                loggers.addAll(reached.loggers.getOrDefault(level, Set.of()));
            }
        });
        List<String> unknowns = new ArrayList<>();
        reached.runtimeLevels.forEach((level, whose) -> unknowns.add("the level \"" + level + "\" of " + whose(whose)
                + " is set when the service runs"));
        unknowns.addAll(reached.unknowns);
        return new Load(target, coverage, new ArrayList<>(loggers), unknowns);
    }

    /**
     * What arrives at every appender, from one walk of the wiring from each logger's references: a walk for one appender
     * would stop there, but what it finds on the way to it is the same, so one walk that goes on past each serves them
     * all, where a walk for each appender made a file of thousands quadratic.
     */
    private Map<AppenderDef, Flow> arrivals() {
        if (arrivals != null) {
            return arrivals;
        }
        arrivals = new IdentityHashMap<>();
        for (LoggerDef logger : config.loggers()) {
            if (logger.refs().isEmpty()) {
                continue;
            }
            Flow emitted = emitted(logger);
            if (emitted.empty()) {
                continue;
            }
            through(emitted, chain(logger.element()), "logger \"" + logger.name() + "\"");
            for (AppenderRef ref : logger.refs()) {
                Flow along = alongRef(emitted, ref);
                for (AppenderDef next : config.resolve(ref)) {
                    walk(next, along, arrivals, Collections.newSetFromMap(new IdentityHashMap<>()));
                }
            }
        }
        return arrivals;
    }

    private void walk(AppenderDef at, Flow arriving, Map<AppenderDef, Flow> reached, Set<AppenderDef> seen) {
        if (!seen.add(at)) {
            return;
        }
        Flow flow = arriving.copy();
        through(flow, chain(at.element()), "appender \"" + at.name() + "\"");
        if (flow.empty()) {
            return;
        }
        reached.computeIfAbsent(at, a -> new Flow()).merge(flow);
        for (AppenderRef ref : at.refs()) {
            if (ref.kind() == AppenderRef.Kind.ERROR_REF) {
                continue;
            }
            Flow along = alongRef(flow, ref);
            for (AppenderDef next : config.resolve(ref)) {
                walk(next, along, reached, seen);
            }
        }
        for (AppenderDef nested : config.nestedIn(at.element())) {
            walk(nested, flow, reached, seen);
        }
    }

    // A Log4j2 AppenderRef's own level and filters.
    private Flow alongRef(Flow flow, AppenderRef ref) {
        Flow along = flow.copy();
        if (config.framework() != Framework.LOG4J2 || ref.kind() != AppenderRef.Kind.APPENDER_REF) {
            return along;
        }
        ConfigElement element = ref.element();
        facts.attribute(element, "level").ifPresent(text -> {
            if (text.contains("${")) {
                along.unknowns.add("the level \"" + text.strip() + "\" of the reference to \"" + ref.name() + "\" is set when the service runs");
            } else {
                Level.parse(text).ifPresent(least -> List.copyOf(along.levels.keySet()).stream().filter(l -> !l.atLeast(least))
                        .forEach(along::remove));
            }
        });
        through(along, chain(element), "the reference to \"" + ref.name() + "\"");
        return along;
    }

    // Drops the levels a filter chain denies; a filter lint does not model makes the answer unknown.
    private static void through(Flow flow, List<LevelFilter> chain, String where) {
        if (chain.isEmpty()) {
            return;
        }
        for (Level level : List.copyOf(flow.levels.keySet())) {
            FilterDecision decision = LevelFilter.chain(chain, level);
            if (decision == FilterDecision.DENY) {
                flow.remove(level);
            } else if (decision == FilterDecision.UNKNOWN) {
                String types = chain.stream().filter(f -> f.decide(level) == FilterDecision.UNKNOWN)
                        .map(f -> f.type().substring(f.type().lastIndexOf('.') + 1)).distinct().reduce((a, b) -> a + ", " + b).orElse("");
                flow.unknowns.add("a filter lint does not read (" + types + ") on " + where);
            }
        }
    }

    /**
     * The levels a logger's refs receive: at each level, ALL when the root's own events come (the root, at that level
     * or below), SOME when only the events of this logger or of loggers below it that are additive up to it.
     */
    private Flow emitted(LoggerDef logger) {
        Flow emitted = emittedBy.get(logger);
        if (emitted == null) {
            emitted = emittedFresh(logger);
            emittedBy.put(logger, emitted);
        }
        // a copy: the caller narrows it through filters
        return emitted.copy();
    }

    private List<LevelFilter> chain(ConfigElement element) {
        return chains.computeIfAbsent(element, e -> LevelFilter.chainOf(facts, e));
    }

    private Flow emittedFresh(LoggerDef logger) {
        Flow flow = new Flow();
        List<LoggerDef> sources = new ArrayList<>();
        sources.add(logger);
        sources.addAll(this.sources.getOrDefault(logger, List.of()));
        for (LoggerDef source : sources) {
            LoggerLevels.Effective level = source == logger || levels.own(source).isPresent() ? levels.effective(source) : null;
            if (level == null) {
                continue;
            }
            if (!level.known()) {
                flow.runtimeLevels.computeIfAbsent(source.level().strip(), l -> new LinkedHashSet<>()).add(source.root() ? ROOT : source.name());
                continue;
            }
            opening.flatMap(o -> o.below(level.level())).ifPresent(flow.unknowns::add);
            for (Level at : Level.values()) {
                if (at != Level.OFF && at.atLeast(level.level())) {
                    Load.Coverage coverage = source.root() ? Load.Coverage.ALL : Load.Coverage.SOME;
                    flow.levels.merge(at, coverage, (a, b) -> a.compareTo(b) <= 0 ? a : b);
                    if (coverage == Load.Coverage.SOME) {
                        flow.loggers.computeIfAbsent(at, l -> new LinkedHashSet<>()).add(source.name());
                    }
                }
            }
        }
        return flow;
    }
}
