package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.Elements;
import dev.logtune.tuner.configfile.Log4j2Properties;
import org.w3c.dom.Element;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** Two async stages in a row, or an AsyncAppender fanning out to appenders it will ignore. */
public final class ChainedAsyncRule implements LintRule {
    @Override
    public String id() {
        return "chained-async";
    }

    @Override
    public String title() {
        return "Chained async stages: all-async with AsyncRoot, an async logger feeding <Async>, an AsyncAppender feeding another";
    }

    @Override
    public List<Finding> check(LintContext context) {
        return context.framework() == Framework.LOGBACK ? logback(context) : log4j2(context);
    }

    private List<Finding> logback(LintContext context) {
        ConfigFacts facts = context.facts();
        List<Finding> findings = new ArrayList<>();
        Set<String> asyncNames = facts.logbackAsyncAppenders().stream().map(a -> a.getAttribute("name")).collect(Collectors.toSet());
        for (Element async : facts.logbackAsyncAppenders()) {
            List<Element> refs = Elements.children(async, "appender-ref");
            for (Element ref : refs) {
                if (asyncNames.contains(ref.getAttribute("ref"))) {
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
        ConfigFacts facts = context.facts();
        List<Finding> findings = new ArrayList<>();
        boolean allAsync = Log4j2Properties.allAsync(context.config().componentProperties());
        List<Element> asyncLoggerElements = new ArrayList<>(Elements.descendants(context.config().root(), "AsyncRoot"));
        asyncLoggerElements.addAll(Elements.descendants(context.config().root(), "AsyncLogger"));
        if (allAsync) {
            for (Element element : asyncLoggerElements) {
                findings.add(context.finding(id(), Severity.ERROR, element,
                        "<" + element.getTagName() + "> while every logger is already async (the AsyncLoggerContextSelector):"
                                + " each event passes through two ring buffers.",
                        "Log4j2's manual warns against mixing the two: twice the hand-offs, two background threads.",
                        "Keep the selector and use <Root>/<Logger>, or drop the selector and keep <" + element.getTagName() + ">."));
            }
        }
        Set<String> asyncAppenders = facts.appenders().stream().filter(a -> facts.type(a).equalsIgnoreCase("Async"))
                .map(a -> a.getAttribute("name")).collect(Collectors.toSet());
        if (!asyncAppenders.isEmpty() && facts.log4j2AsyncLoggers()) {
            List<Element> loggers = allAsync ? Elements.descendants(context.config().root(), "Loggers") : asyncLoggerElements;
            for (Element logger : loggers) {
                for (Element ref : Elements.descendants(logger, "AppenderRef")) {
                    if (asyncAppenders.contains(ref.getAttribute("ref"))) {
                        findings.add(context.finding(id(), Severity.WARNING, ref,
                                "an async logger feeds the <Async> appender " + ref.getAttribute("ref") + ": every event is queued twice.",
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
