package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.Load;
import dev.logtune.tuner.configfile.model.AppenderDef;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A file appender that never rolls, in a service's file: the file grows until the disk is full, and whatever rotates
 * it from outside loses lines or needs the framework to reopen it. A warning in a service's file (in src/main/resources,
 * or written for Spring Boot), a note in a loose one; a rendered matrix setup (a benchmark's fixture, its header says so)
 * and a file for tests are not a service's.
 */
public final class PlainFileRule extends NamedRule {
    private static final List<String> LOGBACK = List.of("ch.qos.logback.core.FileAppender");
    private static final List<String> LOG4J2 = List.of("File", "RandomAccessFile", "MemoryMappedFile");

    public PlainFileRule() {
        super(RuleInfo.byHand("plain-file", "A file appender that never rolls: the file grows until the disk is full",
                "tune makes a service's plain file roll in an XML file it can edit in place; this one is in an include,"
                        + " a format that takes no new element, or reached by what lint cannot judge: add a rolling policy sized"
                        + " for the disk by hand (tuner recommend --emit writes one)"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        if (context.model().renderedSetup().isPresent()
                || context.config().path().getFileName().toString().toLowerCase(Locale.ROOT).contains("test")) {
            return List.of();
        }
        boolean logback = context.framework() == Framework.LOGBACK;
        // A service's file: in a module's resources, or written for Spring Boot. A loose file (a sample, a fixture) may be
        // anything, and gets a note.
        boolean service = context.springBoot()
                || context.config().path().toAbsolutePath().normalize().toString().replace('\\', '/').contains("/src/main/resources/");
        List<Finding> findings = new ArrayList<>();
        for (AppenderDef def : context.model().appenders()) {
            ConfigElement appender = def.element();
            String type = def.type();
            boolean plain = logback ? LOGBACK.contains(type) : LOG4J2.stream().anyMatch(type::equalsIgnoreCase);
            if (!plain || context.load(appender).map(Load::none).orElse(false)) {
                continue;
            }
            // A per-key file of a Logback SiftingAppender is one key's file, not one file for every event: the
            // sifting-unbounded rule judges it there, as sifting builds it.
            if (logback && def.container() != null && context.model().appenders().stream()
                    .anyMatch(c -> c.element().equals(def.container()) && c.isLogbackSifting())) {
                continue;
            }
            LogVolume volume = LogVolume.of(context, appender);
            String pace = volume == null ? "`tuner lint --rate R --threads T` says how fast it grows."
                    : "At " + volume.describe() + context.share(appender) + " it grows without end.";
            findings.add(context.finding(id(), service ? Severity.WARNING : Severity.NOTE, appender,
                    "appender \"" + appender.attribute("name") + "\" writes a file that never rolls: it grows until the disk is full"
                            + (service ? "." : " (a note: lint cannot tell this file is a service's; in a service's resources it is a warning)."),
                    pace + " Rotating it from outside loses lines: logrotate's copytruncate drops what is written between the"
                            + " copy and the truncate, and a move-and-signal rotation needs a reopen that "
                            + (logback ? "Logback does not have (no signal or call reopens a FileAppender's file)."
                            : "Log4j2 does only on a reconfiguration (its file appenders keep the open file)."),
                    logback ? "A RollingFileAppender with SizeAndTimeBasedRollingPolicy (%d and %i in fileNamePattern, maxFileSize,"
                            + " maxHistory, totalSizeCap), or standard output for the platform to collect; tuner recommend --emit writes one."
                            : "A RollingRandomAccessFile with Time and Size triggering policies, fileIndex=\"nomax\" and a Delete action,"
                            + " or standard output for the platform to collect; tuner recommend --emit writes one.").about(Subject.of(Subject.Kind.PLAIN_FILE, appender.attribute("name"))));
        }
        return findings;
    }
}
