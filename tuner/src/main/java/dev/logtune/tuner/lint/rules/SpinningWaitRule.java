package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.Log4j2Properties;
import dev.logtune.tuner.advice.QuotedSetups;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Log4j2 wait strategies that spin: a core kept busy while nothing is logged. */
public final class SpinningWaitRule extends NamedRule {
    public SpinningWaitRule() {
        super(RuleInfo.knob("spinning-wait", "A Log4j2 wait strategy that spins (Yield, BusySpin): a core busy while idle",
                "a spinning or yielding consumer is changed only where the logging threads outnumber"
                        + " this machine's cores, and only in log4j2.component.properties beside the file"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        if (context.framework() != Framework.LOG4J2) {
            return findings;
        }
        Map<String, String> properties = context.config().componentProperties();
        for (String key : List.of(Log4j2Properties.WAIT_STRATEGY, Log4j2Properties.CONFIG_WAIT_STRATEGY)) {
            String value = Log4j2Properties.get(properties, key).map(v -> v.strip().toLowerCase(Locale.ROOT)).orElse("");
            if (value.equals("yield") || value.equals("busyspin")) {
                findings.add(context.finding(id(), Severity.WARNING, context.config().rootElement(),
                        Log4j2Properties.key(properties, key).orElse(key) + "=" + value + ": the consumer thread spins while waiting for events.",
                        "It keeps a core busy whether or not anything is logged, taking CPU from the service's own threads;"
                                + " on a machine with few cores that costs more than the faster wake-up saves."
                                + context.compare(QuotedSetups.LOG4J2_ALL_ASYNC_YIELD, QuotedSetups.LOG4J2_ALL_ASYNC),
                        "Leave the default (Timeout), or Sleep for a quicker wake-up at little idle cost."));
            }
        }
        return findings;
    }
}
