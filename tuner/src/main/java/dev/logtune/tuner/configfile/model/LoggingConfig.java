package dev.logtune.tuner.configfile.model;

import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.Log4j2Properties;
import dev.logtune.tuner.configfile.Unread;
import dev.logtune.tuner.configfile.Variables;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A typed model of a Logback or Log4j2 configuration's wiring: its appenders, its loggers, the references between
 * them, and the properties it defines. Built once per file by {@link LoggingConfigReader} (through
 * {@link JudgedFile#of}), for both frameworks, so that rules stop walking the DOM themselves.
 *
 * <h2>What it holds</h2>
 * <ul>
 *   <li>{@link #appenders()}: every appender definition, in document order, top-level and nested ({@link AppenderDef#nested()}:
 *       inside a Logback {@code <sift>} or a Log4j2 {@code <Route>}), each with its type, its {@link AppenderRef}s, its
 *       location (file and line, whether it came from an include) and the {@link Guard}s (springProfile, if/then/else,
 *       Log4j2 arbiters) it sits under. Appenders known to come from an unread Spring Boot resource are
 *       {@link AppenderDef#external()}.</li>
 *   <li>{@link #loggers()}: every logger, roots included, with level, additivity and refs.</li>
 *   <li>{@link #properties()}: the properties the file defines (and the -D values), resolved by
 *       {@link dev.logtune.tuner.configfile.Variables}.</li>
 *   <li>What the rules ask of the file beyond the wiring: each appender's {@link AppenderDef#settings()} (and any
 *       element's, {@link #settings(ConfigElement)}), how each rolling appender rolls ({@link #rolling()}), Log4j2's
 *       {@link #asyncLoggers()}, where the lines go ({@link #destination()}), whether anything is logged at all
 *       ({@link #silent()}).</li>
 * </ul>
 *
 * <h2>How names resolve</h2>
 * Names are compared exactly, after variable resolution: Logback keeps appenders in a {@code HashMap} by name
 * (AppenderModelHandler's appender bag) and Log4j2 in a {@code ConcurrentHashMap} ({@code AppendersPlugin}); the
 * element names around them are matched without case ({@code <appenders>}, {@code <appenderref>} work in Log4j2).
 * A reference from a top-level element sees the top-level appenders; one from inside a container's nested appender sees
 * that container's nested appenders first, then the top-level ones ({@link #resolve(AppenderRef)}).
 *
 * <h2>Reachability</h2>
 * An appender is reachable when a logger references it, directly or through appenders that reference it (async,
 * Rewrite, Failover, a Route's {@code ref}), or when it is nested in a reachable container. Other rules can ask
 * {@link #reachableOrUnknown(ConfigElement)} to demote findings on appenders no event reaches.
 */
public final class LoggingConfig {
    private final ConfigFacts facts;
    private final Framework framework;
    private final Path path;
    private final List<AppenderDef> appenders;
    private final List<LoggerDef> loggers;
    private final Map<String, String> properties;
    private final List<Unread> unread;
    private final boolean fragment;
    private final Set<AppenderDef> reachable;
    private final AsyncLoggers asyncLoggers;
    /**
     * The appenders looked up by what the wiring asks for, gathered once: the top-level ones (and by name), the ones
     * nested in each container, the holder of each reference. Scanning all appenders for each made lint quadratic in a
     * file that defines thousands.
     */
    private final List<AppenderDef> topLevel;
    private final Map<String, List<AppenderDef>> topLevelByName = new HashMap<>();
    private final Map<ConfigElement, List<AppenderDef>> nested = new HashMap<>();
    private final Map<AppenderRef, AppenderDef> owners = new HashMap<>();
    /** A ref written with a variable (${sys:root.appender:-CONSOLE}) may name any appender when the service runs. */
    private final boolean unknownRefs;
    private List<RollingSetup> rolling;

    LoggingConfig(ConfigFacts facts, List<AppenderDef> appenders, List<LoggerDef> loggers, Map<String, String> properties, boolean fragment) {
        ConfigFile config = facts.config();
        this.facts = facts;
        this.framework = config.framework();
        this.path = config.path();
        this.appenders = List.copyOf(appenders);
        this.loggers = List.copyOf(loggers);
        this.properties = Collections.unmodifiableMap(properties);
        this.unread = List.copyOf(config.unresolved());
        this.fragment = fragment;
        this.topLevel = this.appenders.stream().filter(a -> !a.nested()).toList();
        for (AppenderDef appender : this.appenders) {
            if (appender.nested()) {
                nested.computeIfAbsent(appender.container(), c -> new ArrayList<>()).add(appender);
            } else {
                topLevelByName.computeIfAbsent(appender.name(), n -> new ArrayList<>()).add(appender);
            }
            appender.refs().forEach(ref -> owners.putIfAbsent(ref, appender));
        }
        this.unknownRefs = this.loggers.stream().flatMap(l -> l.refs().stream()).anyMatch(r -> !r.known() || r.raw().contains("${"))
                || this.appenders.stream().flatMap(a -> a.refs().stream()).anyMatch(r -> !r.known() || r.raw().contains("${"));
        this.reachable = computeReachable();
        this.asyncLoggers = new AsyncLoggers(facts.log4j2AsyncLoggers(), Log4j2Properties.allAsync(config.componentProperties()),
                facts.log4j2DiscardPolicy(), Log4j2Properties.get(config.componentProperties(), Log4j2Properties.RING_BUFFER_SIZE)
                .flatMap(ConfigFacts::parseInt).orElse(null));
    }

    /**
     * Whether any event can reach this appender element (as {@link ConfigFacts#appenders()} lists them): for other
     * rules, to demote a finding on an appender nothing writes to. True when lint cannot tell (an element it does not
     * model as an appender, a name with an unresolved {@code ${...}}, a fragment, references it could not resolve).
     */
    public boolean reachableOrUnknown(ConfigElement appender) {
        return appenders.stream().filter(a -> a.element().equals(appender)).findFirst().map(this::reachableOrUnknown).orElse(true);
    }

    /** Whether any event can reach a top-level appender of this name; true when lint cannot tell or no such appender. */
    public boolean reachableOrUnknown(String name) {
        List<AppenderDef> defs = definitions(name);
        return defs.isEmpty() || defs.stream().anyMatch(this::reachableOrUnknown);
    }

    public Framework framework() {
        return framework;
    }

    public Path path() {
        return path;
    }

    /** Every appender definition in document order, nested ones included. */
    public List<AppenderDef> appenders() {
        return appenders;
    }

    /** The appenders not nested in a container: the ones a logger can reference. */
    public List<AppenderDef> topLevel() {
        return topLevel;
    }

    /** The appenders nested in a container ({@code <sift>}, a {@code <Route>}). */
    public List<AppenderDef> nestedIn(ConfigElement container) {
        return List.copyOf(nested.getOrDefault(container, List.of()));
    }

    public List<LoggerDef> loggers() {
        return loggers;
    }

    public Map<String, String> properties() {
        return properties;
    }

    /** The appenders that write a file of their own ({@link AppenderDef#isFile()}), in document order. */
    public List<AppenderDef> files() {
        return appenders.stream().filter(AppenderDef::isFile).toList();
    }

    /** The resolver of {@code ${...}} in this file: its properties, the -D values, and what each framework defines. */
    public Variables variables() {
        return facts.variables();
    }

    /** Text with its {@code ${...}} resolved as far as lint can. */
    public String resolve(String text) {
        return facts.variables().resolve(text).text();
    }

    /** The settings of any element of the file (a layout, a policy, a logger), as its framework reads them. */
    public Settings settings(ConfigElement element) {
        return new Settings(facts, element);
    }

    /** Log4j2's async loggers here; none for Logback. */
    public AsyncLoggers asyncLoggers() {
        return asyncLoggers;
    }

    /** Whether nothing can be logged: the root is OFF and no other logger sets a level that is not. */
    public boolean silent() {
        return facts.silent();
    }

    /** Where the file sends its lines: standard output when it writes to the console and to no file of its own, else a file. */
    public Destination destination() {
        return facts.destination();
    }

    /** The matrix setup this file is a rendering of (its header says so): a benchmark's fixture, not a service's file. */
    public Optional<String> renderedSetup() {
        return facts.renderedSetup();
    }

    /** How each rolling file appender rolls and what it keeps, in document order. */
    public List<RollingSetup> rolling() {
        if (rolling == null) {
            rolling = RollingSetups.of(facts);
        }
        return rolling;
    }

    /** What lint could not read (classpath includes, URLs, XIncludes): appenders and loggers may hide there. */
    public List<String> unread() {
        return unread.stream().map(Unread::words).toList();
    }

    /** A Logback {@code <included>} file linted on its own: its refs and appenders are wired by the including file. */
    public boolean fragment() {
        return fragment;
    }

    /** The top-level appenders defined with this exact name, in document order. */
    public List<AppenderDef> definitions(String name) {
        return List.copyOf(topLevelByName.getOrDefault(name, List.of()));
    }

    /** The appender element that holds a reference, or null when a logger holds it. */
    public AppenderDef owner(AppenderRef ref) {
        return owners.get(ref);
    }

    /**
     * The definitions a reference can reach: inside a nested appender, its container's nested appenders first, then
     * the top-level ones; elsewhere, the top-level ones.
     */
    public List<AppenderDef> resolve(AppenderRef ref) {
        AppenderDef owner = owner(ref);
        if (owner != null && owner.nested()) {
            List<AppenderDef> local = nestedIn(owner.container()).stream().filter(a -> a.name().equals(ref.name())).toList();
            if (!local.isEmpty()) {
                return local;
            }
        }
        return definitions(ref.name());
    }

    /** Whether an event can reach this appender (see the class comment). */
    public boolean reachable(AppenderDef appender) {
        return reachable.contains(appender);
    }

    /** Whether an event can reach a top-level appender of this name. */
    public boolean reachable(String name) {
        return definitions(name).stream().anyMatch(reachable::contains);
    }

    /** Reachable, or lint cannot be sure it is not. */
    public boolean reachableOrUnknown(AppenderDef appender) {
        if (reachable.contains(appender) || fragment || !appender.known() || appender.external()) {
            return true;
        }
        return unknownRefs || !unreadIncludes().isEmpty();
    }

    /**
     * The includes lint could not read (classpath resources, URLs, XIncludes, files not found): a logger there may
     * reference any appender of this file, so none is called unreachable while one is left.
     */
    public List<String> unreadIncludes() {
        return unread.stream().filter(Unread::include).map(Unread::words).toList();
    }

    /** The appenders an appender passes events to: what its refs resolve to, and what is nested in it. */
    public List<AppenderDef> targets(AppenderDef appender) {
        List<AppenderDef> targets = new ArrayList<>();
        for (AppenderRef ref : appender.refs()) {
            targets.addAll(resolve(ref));
        }
        if (appender.isContainer() || !nestedIn(appender.element()).isEmpty()) {
            targets.addAll(nestedIn(appender.element()));
        }
        return targets;
    }

    private Set<AppenderDef> computeReachable() {
        Set<AppenderDef> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<AppenderDef> work = new ArrayDeque<>();
        for (LoggerDef logger : loggers) {
            for (AppenderRef ref : logger.refs()) {
                work.addAll(definitions(ref.name()));
            }
        }
        while (!work.isEmpty()) {
            AppenderDef next = work.pop();
            if (seen.add(next)) {
                work.addAll(targets(next));
            }
        }
        return seen;
    }
}
