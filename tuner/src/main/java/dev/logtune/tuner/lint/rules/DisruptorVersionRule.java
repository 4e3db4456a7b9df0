package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.buildinfo.FoundVersion;
import dev.logtune.tuner.buildinfo.Library;
import dev.logtune.tuner.buildinfo.ServiceBuild;
import dev.logtune.tuner.buildinfo.ServiceVersions;

import java.util.List;
import java.util.Optional;

/**
 * The LMAX Disruptor a Log4j2 async configuration will run on, where the service's build shows it (read by
 * {@link dev.logtune.tuner.buildinfo.BuildFinder}), against the Log4j2 version the file is judged for.
 */
public final class DisruptorVersionRule extends NamedRule {

    public DisruptorVersionRule() {
        super(RuleInfo.byHand("disruptor-version", "A Disruptor version the Log4j2 version cannot use, or none, where the build file shows it",
                "the Disruptor on the classpath is the build's, not the configuration's"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        if (context.framework() != Framework.LOG4J2 || !context.model().asyncLoggers().used()) {
            return List.of();
        }
        ServiceVersions versions = context.versions();
        ServiceBuild build = versions.build();
        if (!build.found()) {
            return List.of();
        }
        String where = build.file().getFileName() + " (" + build.file() + ")";
        if (!build.declares(Library.DISRUPTOR)) {
            return List.of(context.finding(id(), Severity.ERROR, context.config().rootElement(),
                    "async loggers, but " + where + " declares no com.lmax:disruptor.",
                    "Log4j2's async loggers need the LMAX Disruptor on the classpath; without it they fail to start"
                            + " (unless another dependency happens to bring it).",
                    "Add com.lmax:disruptor 3.4.4 to the build."));
        }
        Optional<FoundVersion> found = versions.version(Library.DISRUPTOR);
        if (found.isEmpty()) {
            return List.of();
        }
        FoundVersion disruptor = found.get();
        FoundVersion log4j = versions.judged();
        if (disruptor.number().major() >= 4) {
            boolean old = !log4j.number().atLeast("2.23");
            return List.of(context.finding(id(), Severity.ERROR, context.config().rootElement(),
                    "async loggers on LMAX Disruptor " + disruptor.version() + " (" + disruptor.source() + ").",
                    old ? "Log4j2 " + log4j.version() + " (" + log4j.source() + ") predates Disruptor 4 support (2.23); its async"
                            + " loggers fail to start. Holds for Log4j2 before 2.23."
                            : "logtune measured log4j-core 2.26.1 with Disruptor 4.0.0 delivering only 20-50% of events from 4 threads"
                            + " once the ring buffer filled, silently; with 3.4.4 the same runs delivered them (3.4.4 too"
                            + " loses an odd event under a full buffer from several threads: 1 in 4 of 48 forks of 12 s)."
                            + " Known upstream for Log4j2 2.24 to 2.26.1 (apache/logging-log4j2 issue 4356); judged for " + log4j.describe() + ".",
                    "Use com.lmax:disruptor 3.4.4."));
        }
        if (disruptor.number().major() == 3 && !disruptor.number().atLeast("3.4")) {
            return List.of(context.finding(id(), Severity.ERROR, context.config().rootElement(),
                    "async loggers on LMAX Disruptor " + disruptor.version() + " (" + disruptor.source() + ").",
                    "Log4j2 2.23 and later need Disruptor 3.4 or newer; judged for " + log4j.describe() + ".",
                    "Use com.lmax:disruptor 3.4.4."));
        }
        return List.of();
    }
}
