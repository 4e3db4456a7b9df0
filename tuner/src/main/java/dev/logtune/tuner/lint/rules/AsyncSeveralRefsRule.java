package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.AppenderRef;
import dev.logtune.tuner.configfile.model.GuardSets;
import dev.logtune.tuner.configfile.model.LoggingConfig;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A Logback AsyncAppender with more than one appender-ref: {@code AsyncAppenderBase.addAppender} attaches the first and
 * ignores the rest. (Log4j2's {@code <Async>} passes events to all its refs, so it is not concerned.)
 */
public final class AsyncSeveralRefsRule extends NamedRule {
    public AsyncSeveralRefsRule() {
        super(RuleInfo.byHand("async-several-refs", "A Logback AsyncAppender with several appender-refs: only the first gets events",
                RuleInfo.STRUCTURAL).aboutWiring());
    }

    @Override
    public List<Finding> check(LintContext context) {
        LoggingConfig model = context.model();
        List<Finding> findings = new ArrayList<>();
        for (AppenderDef async : model.appenders()) {
            if (!async.isLogbackAsync()) {
                continue;
            }
            // Logback skips refs to undeclared names before addAppender: the first ref that resolves is the one attached.
            List<AppenderRef> attached = async.refs().stream()
                    .filter(r -> r.kind() == AppenderRef.Kind.APPENDER_REF && (!r.known() || !model.resolve(r).isEmpty())).toList();
            for (int k = 1; k < attached.size(); k++) {
                AppenderRef ignored = attached.get(k);
                Optional<AppenderRef> honoured = attached.subList(0, k).stream()
                        .filter(r -> !GuardSets.exclusive(r.guards(), ignored.guards())).findFirst();
                if (honoured.isEmpty()) {
                    continue;
                }
                findings.add(context.finding(id(), Severity.ERROR, ignored.element(),
                        "AsyncAppender \"" + async.name() + "\" already has appender-ref \"" + honoured.get().name() + "\" (line "
                                + honoured.get().location().line() + "): Logback attaches only that one, and \"" + ignored.name()
                                + "\" gets nothing from it.",
                        "AsyncAppenderBase.addAppender (logback-core) attaches the first appender and, for every later one, only logs"
                                + " the WARN statuses \"One and only one appender may be attached to AsyncAppender.\" and \"Ignoring"
                                + " additional appender named [" + ignored.name() + "]\" (measured with Logback 1.6.6). Events sent to"
                                + " this AsyncAppender never reach \"" + ignored.name() + "\".",
                        "One AsyncAppender per destination, each with a single appender-ref, all referenced from the logger; or"
                                + " reference \"" + ignored.name() + "\" from the logger directly."));
            }
        }
        return findings;
    }
}
