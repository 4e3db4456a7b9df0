package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.Log4j2Properties;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.LoggingConfig;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Buffered or queued output with nothing to flush it at exit: Logback's AsyncAppender and the third-party async
 * appenders (logstash-logback-encoder's disruptor and TCP appenders, whose handler threads are daemons) alike. Logback registers no JVM shutdown hook unless told to;
 * Log4j2 registers one unless {@code shutdownHook="disable"} or {@code log4j2.shutdownHookEnabled=false}. A file
 * written for Spring Boot needs neither: Spring Boot stops the logging system from its own hook
 * ({@code logging.register-shutdown-hook}, on by default), and for Log4j2 it switches Log4j2's own hook off.
 */
public final class ShutdownHookRule extends NamedRule {
    public static final String ID = "no-shutdown-hook";
    private static final String SHUTDOWN_HOOK_ENABLED = "shutdownhookenabled";

    public ShutdownHookRule() {
        super(RuleInfo.byHand(ID, "Buffered or async output with no shutdown hook: the tail is lost at exit",
                "the shutdown that drains queues and flushes buffers is the application's (a"
                        + " <shutdownHook/>, or its framework's hook), a line tune does not add"));
    }

    private static String shortName(String type) {
        return type.substring(type.lastIndexOf('.') + 1);
    }

    @Override
    public List<Finding> check(LintContext context) {
        LoggingConfig model = context.model();
        List<Finding> findings = new ArrayList<>();
        if (context.framework() == Framework.LOGBACK) {
            // Only what events reach holds a tail: an appender nothing references is not even built.
            boolean buffered = model.files().stream().filter(model::reachableOrUnknown)
                    .anyMatch(a -> a.settings().get("immediateFlush").map("false"::equalsIgnoreCase).orElse(false));
            List<AppenderDef> queues = model.appenders().stream().filter(AppenderDef::isQueue).filter(model::reachableOrUnknown).toList();
            boolean queued = !queues.isEmpty();
            List<AppenderDef> thirdParty = queues.stream().filter(a -> !a.type().startsWith("ch.qos.logback.")).toList();
            // An <included> fragment linted alone: the hook belongs in the file that includes it.
            boolean fragment = model.fragment();
            if ((buffered || queued) && !fragment && context.config().rootElement().descendants("shutdownHook").isEmpty()) {
                String what = queued ? "queued" : "in the buffer";
                String kind = thirdParty.isEmpty() ? "an AsyncAppender" : "an async appender (" + thirdParty.stream()
                        .map(a -> a.element().attribute("name") + ", " + shortName(a.type())).collect(java.util.stream.Collectors.joining("; ")) + ")";
                if (context.springBoot()) {
                    findings.add(context.finding(id(), Severity.NOTE, context.config().rootElement(),
                            (queued ? kind : "a buffered file appender") + " and no <shutdownHook/>: this file"
                                    + " relies on Spring Boot's logging shutdown hook.",
                            "Spring Boot stops the LoggerContext from its own JVM shutdown hook (logging.register-shutdown-hook,"
                                    + " on by default), so the events still " + what + " reach the file at exit. Outside Spring"
                                    + " Boot, or with logging.register-shutdown-hook=false, Logback registers no hook of its own"
                                    + " and they are lost.",
                            "Nothing to change under Spring Boot; keep logging.register-shutdown-hook on (its default)."
                                    + " If the file is also used without Spring Boot, add <shutdownHook/> there."));
                } else {
                    findings.add(context.finding(id(), Severity.WARNING, context.config().rootElement(),
                            (queued ? kind : "a buffered file appender") + " and no <shutdownHook/>.",
                            "Logback registers no JVM shutdown hook unless told to: unless the application stops the"
                                    + " LoggerContext itself, the events still " + what + " at exit are lost."
                                    + (thirdParty.isEmpty() ? "" : " logstash-logback-encoder's async appenders drain their ring"
                                            + " from a daemon thread, which the JVM does not wait for; only stop() waits, up to"
                                            + " shutdownGracePeriod (1 minute by default), for the ring to empty."),
                            "Add <shutdownHook/> under <configuration>. If the file runs under Spring Boot, Spring Boot's"
                                    + " logging shutdown hook already does this: name it logback-spring.xml so that shows."));
                }
            }
        } else {
            Optional<String> attribute = model.settings(context.config().rootElement()).get("shutdownHook");
            boolean disabledInFile = attribute.map(v -> v.strip().equalsIgnoreCase("disable")).orElse(false);
            boolean disabledByProperty = Log4j2Properties.get(context.config().componentProperties(), SHUTDOWN_HOOK_ENABLED)
                    .map(v -> v.strip().equalsIgnoreCase("false")).orElse(false);
            boolean holds = model.asyncLoggers().used() || model.appenders().stream().filter(model::reachableOrUnknown).anyMatch(a -> a.isLog4j2Async()
                    || a.settings().get("immediateFlush").map("false"::equalsIgnoreCase).orElse(false));
            if ((disabledInFile || disabledByProperty) && holds) {
                String how = disabledInFile ? "shutdownHook=\"disable\"" : "log4j2.shutdownHookEnabled=false";
                if (context.springBoot()) {
                    findings.add(context.finding(id(), Severity.NOTE, context.config().rootElement(),
                            how + " with buffered or async output: this file relies on Spring Boot's logging shutdown hook.",
                            "Spring Boot switches Log4j2's own hook off and stops the LoggerContext from its own"
                                    + " (logging.register-shutdown-hook, on by default), so what is queued or buffered reaches"
                                    + " the file at exit. Outside Spring Boot, or with logging.register-shutdown-hook=false,"
                                    + " it is lost unless the application calls LogManager.shutdown() itself.",
                            "Nothing to change under Spring Boot; keep logging.register-shutdown-hook on (its default)."));
                } else {
                    findings.add(context.finding(id(), Severity.WARNING, context.config().rootElement(),
                            how + " with buffered or async output.",
                            "Unless the application calls LogManager.shutdown() itself, what is queued or buffered at exit is lost.",
                            disabledInFile ? "Remove shutdownHook=\"disable\", or stop Log4j2 explicitly in the application's own shutdown."
                                    : "Remove log4j2.shutdownHookEnabled=false, or stop Log4j2 explicitly in the application's own shutdown."));
                }
            }
        }
        return findings;
    }
}
