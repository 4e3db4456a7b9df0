package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.AsyncLoggers;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** Two async stages in a row, or an AsyncAppender fanning out to appenders it will ignore. */
public final class ChainedAsyncRule extends NamedRule {
    public ChainedAsyncRule() {
        super(RuleInfo.byHand("chained-async", "Chained async stages: all-async with AsyncRoot, an async logger feeding <Async>, an AsyncAppender feeding another",
                RuleInfo.STRUCTURAL));
    }

    @Override
    public List<Finding> check(LintContext context) {
        return context.framework() == Framework.LOGBACK ? logback(context) : log4j2(context);
    }

    private List<Finding> logback(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        List<ConfigElement> asyncs = context.model().appenders().stream().filter(AppenderDef::isLogbackAsync).map(AppenderDef::element).toList();
        Set<String> asyncNames = asyncs.stream().map(a -> a.attribute("name")).collect(Collectors.toSet());
        for (ConfigElement async : asyncs) {
            List<ConfigElement> refs = async.children("appender-ref");
            for (ConfigElement ref : refs) {
                if (asyncNames.contains(ref.attribute("ref"))) {
                    findings.add(context.finding(id(), Severity.WARNING, ref,
                            "an AsyncAppender feeds another AsyncAppender: every event is queued twice.",
                            "Two queues and two worker threads do the work of one, and the first queue's drops and blocking"
                                    + " now depend on the second.",
                            "Reference the file appender from one AsyncAppender."));
                }
            }
        }
        return findings;
    }

    private List<Finding> log4j2(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        AsyncLoggers asyncLoggers = context.model().asyncLoggers();
        boolean allAsync = asyncLoggers.allAsync();
        List<ConfigElement> asyncLoggerElements = new ArrayList<>(context.config().rootElement().descendants("AsyncRoot"));
        asyncLoggerElements.addAll(context.config().rootElement().descendants("AsyncLogger"));
        if (allAsync) {
            for (ConfigElement element : asyncLoggerElements) {
                findings.add(context.finding(id(), Severity.ERROR, element,
                        "<" + element.tag() + "> while every logger is already async (the AsyncLoggerContextSelector):"
                                + " each event passes through two ring buffers.",
                        "Log4j2's manual warns against mixing the two: twice the hand-offs, two background threads.",
                        "Keep the selector and use <Root>/<Logger>, or drop the selector and keep <" + element.tag() + ">."));
            }
        }
        Set<String> asyncAppenders = context.model().appenders().stream().filter(AppenderDef::isLog4j2Async)
                .map(a -> a.element().attribute("name")).collect(Collectors.toSet());
        if (!asyncAppenders.isEmpty() && asyncLoggers.used()) {
            List<ConfigElement> loggers = allAsync ? context.config().rootElement().descendants("Loggers") : asyncLoggerElements;
            for (ConfigElement logger : loggers) {
                for (ConfigElement ref : logger.descendants("AppenderRef")) {
                    if (asyncAppenders.contains(ref.attribute("ref"))) {
                        findings.add(context.finding(id(), Severity.WARNING, ref,
                                "an async logger feeds the <Async> appender " + ref.attribute("ref") + ": every event is queued twice.",
                                "The ring buffer already hands events to a background thread; the ArrayBlockingQueue after it adds"
                                        + " a second hand-off and a second place to block.",
                                "Reference the file appender directly."));
                    }
                }
            }
        }
        return findings;
    }
}
