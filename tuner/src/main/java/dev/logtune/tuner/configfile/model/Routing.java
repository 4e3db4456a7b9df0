package dev.logtune.tuner.configfile.model;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Where an event goes, worked out once on the {@link LoggingConfig}: which levels reach an appender through logger
 * levels, additivity, AppenderRef levels and filter chains, and whether it writes behind a queue. Rules ask
 * {@link #reach(AppenderDef)} instead of walking the wiring themselves.
 */
public final class Routing {
    private final ConfigFacts facts;
    private final LoggingConfig config;
    private final Map<AppenderDef, Reach> answers = new IdentityHashMap<>();
    private final Map<AppenderDef, Load> loads = new IdentityHashMap<>();
    /**
     * What the level floor of each appender asks for every reference to it, gathered once: the references written to
     * each name, the logger that holds each reference, each logger's answer at a level. Searched each time, a file of
     * thousands of loggers with a reference each was quadratic.
     */
    private final Map<String, List<AppenderRef>> referencesTo = new HashMap<>();
    private final Map<AppenderRef, LoggerDef> holders = new HashMap<>();
    private final Map<List<Object>, Boolean> loggersAtOrAbove = new HashMap<>();
    /** The (first) appender each element defines: rules ask by element for every finding. */
    private final Map<ConfigElement, AppenderDef> definedBy = new HashMap<>();
    /** One tracer for every appender: what it works out about the loggers holds for them all. */
    private LoadTracer tracer;
    private Set<String> queueFed;
    private Optional<ContextOpening> opening;

    /** Built once per file, with its model, by {@link JudgedFile#of}. */
    Routing(ConfigFacts facts, LoggingConfig config) {
        this.facts = facts;
        this.config = config;
        java.util.stream.Stream.concat(config.loggers().stream().flatMap(l -> l.refs().stream()),
                        config.appenders().stream().flatMap(a -> a.refs().stream()))
                .filter(ref -> ref.kind() == AppenderRef.Kind.APPENDER_REF || ref.kind() == AppenderRef.Kind.FAILOVER
                        || ref.kind() == AppenderRef.Kind.ROUTE)
                .forEach(ref -> referencesTo.computeIfAbsent(ref.name(), name -> new ArrayList<>()).add(ref));
        for (LoggerDef logger : config.loggers()) {
            logger.refs().forEach(ref -> holders.putIfAbsent(ref, logger));
        }
        config.appenders().forEach(appender -> definedBy.putIfAbsent(appender.element(), appender));
    }

    public LoggingConfig config() {
        return config;
    }

    public synchronized Reach reach(AppenderDef appender) {
        return answers.computeIfAbsent(appender, a -> new Reach(a, config.reachableOrUnknown(a), floor(a), queued(a)));
    }

    /** Which levels, of which loggers, reach the appender ({@link LoadTracer}). */
    public synchronized Load load(AppenderDef appender) {
        if (tracer == null) {
            tracer = new LoadTracer(facts, config);
        }
        return loads.computeIfAbsent(appender, tracer::trace);
    }

    /** The load of the appender this element defines; empty for an element the model has no appender for. */
    public Optional<Load> load(ConfigElement element) {
        return Optional.ofNullable(definedBy.get(element)).map(this::load);
    }

    /** The appender defined by this element, with what reaches it; empty for an element the model has no appender for. */
    public Optional<Reach> reach(ConfigElement element) {
        return Optional.ofNullable(definedBy.get(element)).map(this::reach);
    }

    // The highest level whose lower levels are all stopped on every way in. Stopping everything below a level stops
    // everything below any lesser one too, so the first level that fails ends the search.
    private Level floor(AppenderDef appender) {
        Level floor = Level.TRACE;
        for (Level level : Level.values()) {
            if (level != Level.TRACE) {
                if (!onlyAtOrAbove(appender, level, Collections.newSetFromMap(new IdentityHashMap<>()))) {
                    break;
                }
                floor = level;
            }
        }
        return floor;
    }

    private boolean queued(AppenderDef appender) {
        if (config.framework() == Framework.LOG4J2 && facts.log4j2AsyncLoggers()) {
            return true;
        }
        if (appender.name().isEmpty()) {
            return false;
        }
        if (queueFed == null) {
            // the names async appenders feed, gathered once: asked for every appender
            queueFed = new HashSet<>();
            config.appenders().stream()
                    .filter(a -> config.framework() == Framework.LOGBACK ? a.isType(ConfigFacts.LOGBACK_ASYNC) : a.isLog4j2Async())
                    .flatMap(a -> a.refs().stream())
                    .filter(ref -> ref.kind() == AppenderRef.Kind.APPENDER_REF)
                    .forEach(ref -> queueFed.add(ref.name()));
        }
        return queueFed.contains(appender.name());
    }

    /**
     * Whether only events at {@code level} or above reach the appender: its own filters stop the levels below, or every
     * way to it does (an AppenderRef level or filter, a logger at the level or above with no logger below it set lower,
     * an appender in front that is itself stopped). Where it cannot tell, it says no.
     */
    private boolean onlyAtOrAbove(AppenderDef appender, Level level, Set<AppenderDef> seen) {
        if (!seen.add(appender)) {
            return false;
        }
        if (stopsBelow(LevelFilter.chainOf(facts, appender.element()), level)) {
            return true;
        }
        List<AppenderRef> refs = appender.name().isEmpty() ? List.of() : references(appender.name());
        if (refs.isEmpty()) {
            // An appender built inside another (a SiftingAppender's, a Route's) is reached through it.
            Optional<AppenderDef> outer = config.appenders().stream().filter(a -> a.element().equals(appender.container())).findFirst();
            return outer.isPresent() && onlyAtOrAbove(outer.get(), level, copy(seen));
        }
        for (AppenderRef ref : refs) {
            if (!referenceOnlyAtOrAbove(ref, level, seen)) {
                return false;
            }
        }
        return true;
    }

    // Every reference written to this name, from a logger or an appender, matched by name as written anywhere.
    private List<AppenderRef> references(String name) {
        return referencesTo.getOrDefault(name, List.of());
    }

    private boolean referenceOnlyAtOrAbove(AppenderRef ref, Level level, Set<AppenderDef> seen) {
        if (config.framework() == Framework.LOG4J2 && ref.element().isTag("AppenderRef")) {
            boolean refLevel = facts.attribute(ref.element(), "level").map(l -> Level.parse(l).map(r -> r.atLeast(level)).orElse(false))
                    .orElse(false);
            if (refLevel || stopsBelow(LevelFilter.chainOf(facts, ref.element()), level)) {
                return true;
            }
        }
        LoggerDef logger = holders.get(ref);
        if (logger != null) {
            return loggersAtOrAbove.computeIfAbsent(List.of(logger, level), key -> loggerOnlyAtOrAbove(logger, level));
        }
        AppenderDef owner = config.owner(ref);
        return owner != null && onlyAtOrAbove(owner, level, copy(seen));
    }

    /**
     * A logger set to the level or above, with no logger below it set lower: events from a lower logger would otherwise
     * reach its appenders through additivity. A logger without a level of its own is not judged.
     */
    private boolean loggerOnlyAtOrAbove(LoggerDef logger, Level level) {
        // a context-wide filter that accepts lower levels for some events asks no logger's level
        if (opening().filter(o -> !o.least().atLeast(level)).isPresent()) {
            return false;
        }
        if (logger.level() == null || !ownLevel(logger).atLeast(level)) {
            return false;
        }
        String dot = logger.root() ? "." : logger.name() + ".";
        String dollar = logger.root() ? "$" : logger.name() + "$";
        for (LoggerDef other : config.loggers()) {
            if (other == logger || other.root()) {
                continue;
            }
            boolean below = logger.root() || other.name().startsWith(dot) || other.name().startsWith(dollar);
            if (below && other.level() != null && !ownLevel(other).atLeast(level)) {
                return false;
            }
        }
        return true;
    }

    private Optional<ContextOpening> opening() {
        if (opening == null) {
            opening = ContextOpening.of(facts);
        }
        return opening;
    }

    // A level name neither framework knows counts as the lowest.
    private static Level ownLevel(LoggerDef logger) {
        return Level.parse(logger.level()).orElse(Level.TRACE);
    }

    /** Whether a (non-empty) filter chain denies every event below {@code level}. */
    private static boolean stopsBelow(List<LevelFilter> filters, Level level) {
        if (filters.isEmpty()) {
            return false;
        }
        for (Level event : Level.values()) {
            if (event.compareTo(level) < 0 && LevelFilter.chain(filters, event) != FilterDecision.DENY) {
                return false;
            }
        }
        return true;
    }

    private static Set<AppenderDef> copy(Set<AppenderDef> seen) {
        Set<AppenderDef> copy = Collections.newSetFromMap(new IdentityHashMap<>());
        copy.addAll(seen);
        return copy;
    }
}
