package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.AppenderCycles;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.AppenderRef;
import dev.logtune.tuner.configfile.model.LoggingConfig;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** Appenders that reference themselves, or each other in a loop (A → ASYNC → A). */
public final class AppenderCycleRule extends NamedRule {
    public AppenderCycleRule() {
        super(RuleInfo.byHand("appender-cycle", "An appender references itself, or appenders reference each other in a cycle",
                RuleInfo.STRUCTURAL).aboutWiring());
    }

    @Override
    public List<Finding> check(LintContext context) {
        LoggingConfig model = context.model();
        List<Finding> findings = new ArrayList<>();
        for (List<AppenderDef> cycle : AppenderCycles.in(model)) {
            AppenderDef start = cycle.get(0);
            AppenderDef next = cycle.get(1);
            // Point at the ref that leaves the first appender for the next one on the loop.
            ConfigElement where = start.refs().stream().filter(r -> model.resolve(r).contains(next)).map(AppenderRef::element)
                    .findFirst().orElse(start.element());
            String path = cycle.stream().map(a -> "\"" + a.name() + "\"").collect(Collectors.joining(" → "));
            boolean self = cycle.size() == 2;
            findings.add(context.finding(id(), Severity.ERROR, where,
                    self ? "appender \"" + start.name() + "\" references itself."
                            : "appenders reference each other in a cycle: " + path + ".",
                    context.framework() == Framework.LOGBACK
                            ? "Logback 1.5 starts an appender only after the appenders it references (DefaultProcessor's second phase"
                                    + " waits for their start): none of these ever starts, and every logger that references one of them is"
                                    + " skipped whole, its level and all its appender-refs ignored (measured with Logback 1.6.6: the root"
                                    + " kept its default DEBUG level and no appender, with no status message; a self-reference only adds"
                                    + " \"Could not find an AppenderAttachable at the top of execution stack\")."
                            : "Log4j2 starts them and passes each event round the loop: through an <Async> appender an event comes back"
                                    + " forever (measured with Log4j2 2.26.1: one event written again and again), and a loop of synchronous"
                                    + " appenders overflows the stack (measured: a Rewrite referencing itself threw StackOverflowError).",
                    "Break the loop: each chain of appenders must end in one that writes (a file, the console) and never lead back"
                            + " to an appender that feeds it."));
        }
        return findings;
    }
}
