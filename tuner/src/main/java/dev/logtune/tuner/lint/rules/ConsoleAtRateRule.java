package dev.logtune.tuner.lint.rules;

import dev.logtune.benchmarks.results.RateRecord;
import dev.logtune.benchmarks.format.Numbers;
import dev.logtune.tuner.advice.Capacity;
import dev.logtune.tuner.configfile.ConfigElement;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Console output at a high rate: the reader of the pipe sets the pace. */
public final class ConsoleAtRateRule extends NamedRule {
    /** Above this many events/s a console appender is worth a warning even without measured figures. */
    static final double HIGH_RATE = 10_000;

    public ConsoleAtRateRule() {
        super("console-at-rate", "A console appender at a high rate: whoever reads standard output sets the pace");
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        for (ConfigElement appender : context.facts().appenders()) {
            if (!context.facts().isConsole(appender)) {
                continue;
            }
            if (context.rate() == null) {
                findings.add(context.finding(id(), Severity.NOTE, appender,
                        "a console appender: its speed is set by whoever reads standard output (a terminal, a container runtime's pipe).",
                        "When the reader falls behind, the pipe fills and every logging thread blocks.",
                        "Run lint with --rate and --threads to check it against measured figures."));
                continue;
            }
            Optional<Capacity> capacity = context.capacity("logback-console");
            boolean high = context.rate() >= HIGH_RATE || capacity.map(c -> context.rate() > 0.5 * c.eventsPerSecond()).orElse(false);
            if (!high) {
                continue;
            }
            StringBuilder why = new StringBuilder("Every event goes through System.out's lock and a write to the pipe;"
                    + " when the reader falls behind, the pipe fills and every logging thread blocks.");
            capacity.ifPresent(c -> why.append(String.format(Locale.ROOT, " Measured (logback-console): %s events/s at %d threads into a pipe"
                    + " drained as fast as possible.", Numbers.human(c.eventsPerSecond()), context.threads())));
            slowReader(context).ifPresent(r -> why.append(String.format(Locale.ROOT,
                    " With a reader at %s it held %s events/s over %d threads %s, response p99 %s us, longest call %s ms.",
                    r.detail(), Numbers.human(r.targetRate()), r.threads(), r.held() ? "" : "only by falling behind",
                    Numbers.human(r.response().p99()), Numbers.human(r.maxBlockedMillis()))));
            Optional<String> level = context.levelWithPick("logback-console");
            level.ifPresent(why::append);
            findings.add(context.finding(id(), level.isPresent() ? Severity.NOTE : Severity.WARNING, appender,
                    String.format(Locale.ROOT, "a console appender at %s events/s.", Numbers.human(context.rate())),
                    why.toString(),
                    "Write to a file (buffered, behind an async queue) and ship it, or put the console behind an async queue"
                            + " sized for the reader's slowest minute."));
        }
        return findings;
    }

    private static Optional<RateRecord> slowReader(LintContext context) {
        if (context.figures() == null) {
            return Optional.empty();
        }
        return context.figures().results().rates().stream()
                .filter(r -> r.setup().equals("logback-console") && r.scenario().equals("slow-reader") && r.response() != null)
                .findFirst();
    }
}
