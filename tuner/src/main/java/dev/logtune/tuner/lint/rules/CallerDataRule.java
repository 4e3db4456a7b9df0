package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.PatternLayout;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.Load;
import dev.logtune.tuner.configfile.model.LoggingConfig;
import dev.logtune.tuner.advice.QuotedSetups;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** Caller data (class, method, line, file) in a pattern, or captured on an async path: a stack walk per event. */
public final class CallerDataRule extends NamedRule {
    public CallerDataRule() {
        super(RuleInfo.knob("caller-data", "Caller data in a pattern, or includeCallerData / includeLocation on an async path: a stack walk per event",
                "a layout that prints the caller needs the stack walk; dropping it from the pattern changes every line, so"
                        + " tune does that only with --change-output (advice without) and otherwise turns caller data off only"
                        + " where no layout prints it"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        return context.framework() == Framework.LOGBACK ? logback(context) : log4j2(context);
    }

    private List<Finding> logback(LintContext context) {
        LoggingConfig model = context.model();
        List<AppenderDef> asyncs = model.appenders().stream().filter(AppenderDef::isLogbackAsync).toList();
        List<Finding> findings = new ArrayList<>();
        // Appenders an AsyncAppender feeds, and whether that AsyncAppender captures caller data for them. An
        // AsyncAppender nothing references feeds nothing (Logback does not even build it).
        Set<String> behindAsync = asyncs.stream()
                .filter(a -> !a.logbackQueue().includeCallerData() && model.reachableOrUnknown(a))
                .flatMap(a -> a.element().children("appender-ref").stream()).map(r -> r.attribute("ref")).collect(Collectors.toSet());
        for (AppenderDef async : asyncs) {
            if (async.logbackQueue().includeCallerData()) {
                findings.add(context.finding(id(), Severity.WARNING, async.settings().where("includeCallerData"),
                        "includeCallerData is true: the calling thread walks its stack for every event before queueing it.",
                        "The stack walk is the most expensive part of a log call, and it happens on the thread the queue was"
                                + " meant to spare." + context.compare(QuotedSetups.LOGBACK_CALLER_DATA, QuotedSetups.LOGBACK_FILE_BUFFERED),
                        "Drop class, method and line from the pattern and includeCallerData; the logger name usually says enough."));
            }
        }
        for (AppenderDef def : model.appenders()) {
            ConfigElement appender = def.element();
            if (def.external() || appender.descendants("appender").size() > 1 || context.load(appender).map(Load::none).orElse(false)) {
                // no event reaches it (filters that stop every level the loggers emit): no pattern is formatted
                continue;
            }
            for (ConfigElement pattern : appender.descendants("pattern")) {
                // A composite JSON encoder's <pattern> provider holds a <pattern> of its own: read the inner one.
                if (!pattern.children("pattern").isEmpty()) {
                    continue;
                }
                String text = model.resolve(pattern.text().strip());
                if (!PatternLayout.asksForCallerData(text)) {
                    continue;
                }
                if (behindAsync.contains(appender.attribute("name"))) {
                    findings.add(context.finding(id(), Severity.WARNING, pattern,
                            "the pattern asks for caller data, but the appender is fed by an AsyncAppender without includeCallerData.",
                            "By the time the worker formats the event the caller is gone: class, method and line print as '?'.",
                            "Drop the caller converters from the pattern (the logger name usually says enough).")
                            .about(Subject.of(Subject.Kind.LOCATION_IN_PATTERN, appender.attribute("name"))));
                } else {
                    findings.add(context.finding(id(), Severity.WARNING, pattern,
                            "the pattern prints caller data (%class, %method, %line, %file or %caller): a stack walk for every event.",
                            "Every call walks the stack to find its caller." + context.compare(QuotedSetups.LOGBACK_CALLER_DATA, QuotedSetups.LOGBACK_FILE_BUFFERED),
                            "Use %logger instead; it costs nothing and usually names the class.")
                            .about(Subject.of(Subject.Kind.LOCATION_IN_PATTERN, appender.attribute("name"))));
                }
            }
            if (def.isLogbackAsync()) {
                continue;
            }
            // logstash-logback-encoder: includeCallerData on its encoders, layouts and async appenders (includeCallerInfo
            // before 4.x), and the composite encoders' <callerData/> provider.
            for (ConfigElement element : appender.all()) {
                String tag = element.tag();
                boolean flag = (tag.equals("includeCallerData") || tag.equals("includeCallerInfo"))
                        && model.resolve(element.text().strip()).equalsIgnoreCase("true");
                boolean provider = tag.equals("callerData") && element.parent().map(p -> p.tag().equals("providers")).orElse(false);
                if (flag || provider) {
                    findings.add(context.finding(id(), Severity.WARNING, element,
                            "the JSON encoder writes caller data (" + (provider ? "<callerData/>" : tag + " is true")
                                    + "): a stack walk for every event.",
                            "Caller data is found by walking the stack on the thread that logs, for every event, before the"
                                    + " encoder or a ring buffer sees it." + context.compare(QuotedSetups.LOGBACK_CALLER_DATA, QuotedSetups.LOGBACK_FILE_BUFFERED),
                            "Remove it; logger_name usually names the class."));
                }
            }
        }
        return findings;
    }

    private List<Finding> log4j2(LintContext context) {
        LoggingConfig model = context.model();
        List<Finding> findings = new ArrayList<>();
        boolean async = model.asyncLoggers().used();
        for (ConfigElement element : context.config().rootElement().all()) {
            if (model.settings(element).get("includeLocation").map("true"::equalsIgnoreCase).orElse(false)
                    && (async || element.tag().toLowerCase().startsWith("async"))) {
                findings.add(context.finding(id(), Severity.WARNING, element,
                        "includeLocation=\"true\" on an async logger: the calling thread walks its stack for every event.",
                        "The stack walk is the most expensive part of a log call, and async loggers exist to take work off"
                                + " that thread." + context.compare(QuotedSetups.LOG4J2_ALL_ASYNC_LOCATION, QuotedSetups.LOG4J2_ALL_ASYNC),
                        "Remove includeLocation and the location converters (%C %M %L %F %l) from the layout."));
            }
        }
        if (async) {
            // Async loggers capture no location unless includeLocation says so (flagged above): the layout prints none.
            return findings;
        }
        ConfigElement root = context.config().rootElement();
        for (ConfigElement layout : root.descendants("PatternLayout")) {
            if (reachesNothing(context, layout)) {
                continue;
            }
            for (ConfigElement element : layout.all()) {
                for (String attribute : List.of("pattern", "defaultPattern")) {
                    if (model.settings(element).get(attribute).map(PatternLayout::asksForCallerData).orElse(false)) {
                        // Where the pattern is written: <Pattern> inside the layout is Log4j2's pattern attribute.
                        findings.add(patternFinding(context, element.writtenAs(attribute).orElse(element)));
                    }
                }
                if (element != layout && element.tag().equalsIgnoreCase("Pattern")
                        && PatternLayout.asksForCallerData(model.resolve(element.text().strip()))) {
                    findings.add(patternFinding(context, element));
                }
            }
        }
        for (ConfigElement element : root.all()) {
            String tag = element.tag();
            boolean jackson = List.of("JsonLayout", "XmlLayout", "YamlLayout", "HtmlLayout").stream().anyMatch(tag::equalsIgnoreCase);
            String attribute = jackson ? "locationInfo" : tag.equalsIgnoreCase("JsonTemplateLayout") ? "locationInfoEnabled" : null;
            if (attribute != null && !reachesNothing(context, element) && model.settings(element).get(attribute).map(v -> v.strip().equalsIgnoreCase("true")).orElse(false)) {
                findings.add(context.finding(id(), Severity.WARNING, element,
                        "the layout writes location (" + attribute + "=\"true\"): a stack walk for every event.",
                        "Synchronous loggers capture location when the layout asks, on the calling thread, for every event.",
                        "Remove " + attribute + "; the logger name usually names the class."));
            }
        }
        return findings;
    }

    // Whether the appender around this element is one no event reaches: its layout formats nothing.
    private static boolean reachesNothing(LintContext context, ConfigElement element) {
        for (ConfigElement around : element.ancestors()) {
            Optional<Load> load = context.load(around);
            if (load.isPresent()) {
                return load.get().none();
            }
        }
        return false;
    }

    private Finding patternFinding(LintContext context, ConfigElement element) {
        return context.finding(id(), Severity.WARNING, element,
                "the pattern prints location (%C, %M, %L, %F or %l): a stack walk for every event.",
                "Synchronous loggers capture location when the layout asks, on the calling thread, for every event.",
                "Use %logger (%c) instead; it costs nothing and usually names the class.").about(Subject.of(Subject.Kind.LOCATION_IN_PATTERN,
                element.ancestors().stream().map(a -> a.attribute("name")).filter(n -> !n.isEmpty()).findFirst().orElse(null)));
    }
}
