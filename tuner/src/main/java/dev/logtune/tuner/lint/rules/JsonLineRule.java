package dev.logtune.tuner.lint.rules;

import dev.logtune.support.format.Numbers;
import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.LoggingConfig;
import dev.logtune.tuner.advice.QuotedSetups;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * JSON that is not one object a line. A log agent reading a container's stdout splits on newlines, so a
 * pretty-printed event (Log4j2's JsonLayout without compact="true", a pretty-printing decorator on
 * logstash-logback-encoder) arrives as a dozen broken records; and Log4j2's JsonLayout itself is deprecated and
 * measured far slower than JsonTemplateLayout.
 */
public final class JsonLineRule extends NamedRule {
    public JsonLineRule() {
        super(RuleInfo.byHand("json-line", "JSON that is not one object a line, or Log4j2's deprecated JsonLayout",
                "what a line looks like is the layout, the team's choice; tune changes no layout"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        LoggingConfig model = context.model();
        boolean stdout = model.destination() == Destination.STDOUT;
        String where = stdout ? "A log agent reading standard output splits on newlines: each line of the event arrives as a"
                + " record of its own, unparsable, and a stack trace's lines are no longer one event."
                : "Tools that read JSON lines (a file shipper, jq, a log agent) take each line as one event.";
        for (AppenderDef appender : model.appenders()) {
            if (appender.external()) {
                continue;
            }
            for (ConfigElement element : appender.element().all()) {
                if (context.framework() == Framework.LOG4J2 && element.isTag("JsonLayout")) {
                    boolean compact = model.settings(element).get("compact").map("true"::equalsIgnoreCase).orElse(false);
                    if (!compact) {
                        findings.add(context.finding(id(), Severity.WARNING, element,
                                "JsonLayout without compact=\"true\" writes each event over many lines (pretty-printed).",
                                where, "Use JsonTemplateLayout (one line per event, the stack trace as one string field), or set"
                                        + " compact=\"true\" eventEol=\"true\" stacktraceAsString=\"true\"."));
                    }
                    findings.add(context.finding(id(), Severity.NOTE, element, "JsonLayout is deprecated in Log4j2.",
                            measured(context), "JsonTemplateLayout with its EcsLayout.json template writes the same fields."));
                }
                if (context.framework() == Framework.LOGBACK && (element.isTag("jsonGeneratorDecorator") || element.isTag("decorator"))
                        && model.settings(element).className().contains("PrettyPrinting")) {
                    findings.add(context.finding(id(), Severity.WARNING, element,
                            "a pretty-printing JSON decorator: each event is written over many lines.", where,
                            "Remove the decorator; read JSON lines pretty with jq where a person reads them."));
                }
            }
        }
        return findings;
    }

    private static String measured(LintContext context) {
        var old = context.capacity(QuotedSetups.LOG4J2_JSON_LAYOUT);
        var template = context.capacity(QuotedSetups.LOG4J2_JSON_TEMPLATE);
        if (old.isEmpty() || template.isEmpty()) {
            return "Log4j2 keeps it for compatibility; JsonTemplateLayout replaces it (the README's layout table has both measured).";
        }
        return String.format(Locale.ROOT, "Measured over the same buffered file at %d threads: JsonLayout %s events/s, JsonTemplateLayout"
                        + " (ECS) %s events/s.",
                context.threads(), Numbers.human(old.get().eventsPerSecond()), Numbers.human(template.get().eventsPerSecond()));
    }
}
