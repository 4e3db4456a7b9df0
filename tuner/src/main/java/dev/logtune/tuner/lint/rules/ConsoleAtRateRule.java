package dev.logtune.tuner.lint.rules;

import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.NoAsync;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.tuner.advice.Capacity;
import dev.logtune.tuner.advice.QueueSizing;
import dev.logtune.tuner.advice.QuotedSetups;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.model.Load;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.Reach;
import dev.logtune.tuner.configfile.model.UnqueuedAppenders;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Console output at a high rate: the reader of the pipe sets the pace. Synchronous, a reader that falls behind or
 * stops (an agent restarting) blocks every logging thread; behind a queue, callers wait once the queue is full.
 */
public final class ConsoleAtRateRule extends NamedRule {
    /** Above this many events/s a console appender is worth a warning even without measured figures. */
    static final double HIGH_RATE = 10_000;

    public ConsoleAtRateRule() {
        super(RuleInfo.byHand("console-at-rate", "A console appender at a high rate: whoever reads standard output sets the pace",
                "tune puts a console behind a queue only where the file's own XML defines it and every reference to it,"
                        + " outside an <if>, and says what to add elsewhere; where events go is otherwise the service's choice"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        Set<AppenderDef> unqueued = UnqueuedAppenders.of(context.model());
        for (AppenderDef console : context.model().appenders()) {
            judge(context, console, unqueued).ifPresent(findings::add);
        }
        return findings;
    }

    /** What this rule says of one appender: empty for one that is no console, or no console at the rate. */
    public Optional<Finding> judge(LintContext context, AppenderDef console) {
        return judge(context, console, UnqueuedAppenders.of(context.model()));
    }

    private Optional<Finding> judge(LintContext context, AppenderDef console, Set<AppenderDef> unqueued) {
        if (!console.isConsole()) {
            return Optional.empty();
        }
        ConfigElement appender = console.element();
        Optional<Load> load = context.load(appender);
        if (load.map(Load::none).orElse(false)) {
            // Only loggers at OFF, or filters that stop every level, lead here: nothing is written.
            return Optional.empty();
        }
        if (context.rate() == null) {
            return Optional.of(context.finding(id(), Severity.NOTE, appender,
                    "a console appender: its speed is set by whoever reads standard output (a terminal, a container runtime's pipe).",
                    "When the reader falls behind, the pipe fills and every logging thread blocks.",
                    "Run lint with --rate and --threads to check it against measured figures."));
        }
        // Behind a queue where the file puts it there (every way in passes an async stage), whatever it resembles most.
        boolean behindQueue = behindQueue(context, console, unqueued);
        String setup = measuredAs(context, behindQueue);
        SetupSpec spec = Matrix.find(setup).orElse(null);
        boolean queued = behindQueue || spec != null && !(spec.async() instanceof NoAsync);
        Optional<Capacity> capacity = context.capacity(setup);
        // Judged at what surely reaches it; what only some loggers send, or what lint cannot read, is a note.
        double sure = context.rateAt(appender);
        double most = load.filter(Load::known).map(l -> context.rate() * l.mostShare(context.levelShares())).orElse(context.rate());
        boolean high = high(sure, capacity);
        boolean unsure = !high && high(most, capacity) || load.map(l -> !l.known()).orElse(false);
        if (!high && !unsure) {
            return Optional.empty();
        }
        String share = context.share(appender);
        double judged = unsure ? most : sure;
        StringBuilder why = new StringBuilder(queued
                ? "Behind the queue one thread writes to the pipe; when the reader falls behind or stops, the queue fills and then every logging thread waits."
                : "Every event goes through System.out's lock and a write to the pipe; when the reader falls behind, the pipe fills and every logging thread blocks.");
        if (!console.isType(ConfigFacts.LOGBACK_CONSOLE) && !console.isType("Console")) {
            why.append(" ").append(console.type().substring(console.type().lastIndexOf('.') + 1)).append(" is a console of"
                    + " another class (a JLine terminal's, or standard output where there is none): it writes to the same pipe.");
        }
        why.append(measured(context, setup));
        Optional<String> level = context.levelWithPick(setup);
        level.ifPresent(why::append);
        String fix = queued
                ? String.format(Locale.ROOT, "A queue rides out a stopped reader only for as long as it holds: at %s events/s a %s pause"
                + " needs %s slots. Size it for the longest pause you accept, or let the agent read a file instead.",
                Numbers.human(judged), Durations.brief(QueueSizing.READER_PAUSE), Numbers.count(QueueSizing.readerPause(judged)))
                : "Put the console behind an async queue sized for the reader's longest pause, or write to a file"
                + " (buffered, behind an async queue) and ship it.";
        return Optional.of(context.finding(id(), level.isPresent() || queued || unsure ? Severity.NOTE : Severity.WARNING, appender,
                String.format(Locale.ROOT, "a console appender%s at %s events/s%s.", queued ? " behind a queue" : "",
                        Numbers.human(judged), unsure && !share.isEmpty() ? " at most" + share : share),
                why.toString(), fix));
    }

    /**
     * What {@code setup} was measured to do into a pipe, as sentences each with a leading space: its capacity, and its
     * longest call under a slow and a stopped reader; empty without figures.
     */
    public static String measured(LintContext context, String setup) {
        StringBuilder why = new StringBuilder();
        context.capacity(setup).ifPresent(c -> why.append(String.format(Locale.ROOT, " Measured (%s): %s events/s at %d threads into a pipe"
                + " drained as fast as possible.", setup, Numbers.human(c.eventsPerSecond()), context.threads())));
        disruption(context, setup, "slow-reader").ifPresent(r -> why.append(String.format(Locale.ROOT,
                " With a reader at %s it held %s events/s over %d threads %s, longest call %s ms.",
                r.detail(), Numbers.human(r.targetRate()), r.threads(), r.held() ? "" : "only by falling behind",
                Numbers.human(r.maxBlockedMillis()))));
        disruption(context, setup, "reader-pause").ifPresent(r -> why.append(String.format(Locale.ROOT,
                " When the reader stopped (%s) at %s/s over %d threads, the longest call took %s ms%s.",
                r.detail(), Numbers.human(r.targetRate()), r.threads(), Numbers.human(r.maxBlockedMillis()),
                r.evidence() != null && r.evidence().recoveryMillis() != null
                        ? String.format(Locale.ROOT, " and callers were slow for %s ms more after it read again",
                        Numbers.human(r.evidence().recoveryMillis())) : "")));
        return why.toString();
    }

    /**
     * Whether every event reaches the console through an async stage. One defined by an include lint knows (Spring
     * Boot's) is outside what {@link UnqueuedAppenders} walks: behind a queue where one refers to it and no logger does.
     */
    private static boolean behindQueue(LintContext context, AppenderDef console, Set<AppenderDef> unqueued) {
        if (!console.external()) {
            return !unqueued.contains(console);
        }
        boolean allAsync = context.model().asyncLoggers().allAsync();
        return context.reach(console.element()).map(Reach::queued).orElse(false) && context.model().loggers().stream()
                .noneMatch(l -> !allAsync && !l.async() && l.refs().stream().anyMatch(r -> r.name().equals(console.name())));
    }

    private static boolean high(double rate, Optional<Capacity> capacity) {
        return rate >= HIGH_RATE || capacity.map(c -> rate > 0.5 * c.eventsPerSecond()).orElse(false);
    }

    /**
     * The measured stdout setup closest to the file, if it is queued as the console is; else the framework's console
     * behind a queue where the file puts it behind one, its plain console otherwise.
     */
    private static String measuredAs(LintContext context, boolean behindQueue) {
        String closest = context.closest();
        Optional<SetupSpec> spec = closest == null ? Optional.empty() : Matrix.find(closest);
        if (spec.map(s -> s.destination() == Destination.STDOUT && (!behindQueue || !(s.async() instanceof NoAsync))).orElse(false)) {
            return closest;
        }
        if (behindQueue) {
            return context.framework() == Framework.LOGBACK ? QuotedSetups.LOGBACK_ASYNC_CONSOLE : QuotedSetups.LOG4J2_ASYNC_CONSOLE;
        }
        return Matrix.defaults(context.framework(), Destination.STDOUT, LineFormat.PATTERN).id();
    }

    /** The median run (by its longest call) of {@code setup} under a reader's disruption. */
    private static Optional<RateRecord> disruption(LintContext context, String setup, String scenario) {
        if (context.figures() == null) {
            return Optional.empty();
        }
        List<RateRecord> runs = context.figures().results().rates().stream()
                .filter(r -> r.setup().equals(setup) && r.scenario().equals(scenario) && r.calls() > 0 && r.callers() == null)
                .sorted(java.util.Comparator.comparingDouble(RateRecord::maxBlockedMillis)).toList();
        return runs.isEmpty() ? Optional.empty() : Optional.of(runs.get(runs.size() / 2));
    }
}
