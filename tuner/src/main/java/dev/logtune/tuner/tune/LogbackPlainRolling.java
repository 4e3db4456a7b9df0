package dev.logtune.tuner.tune;

import dev.logtune.configs.model.ByteSizes;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Subject;
import dev.logtune.tuner.lint.rules.PlainFileRule;
import dev.logtune.tuner.lint.rules.Severity;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A plain FileAppender that lint warns grows without bound becomes a RollingFileAppender with a
 * SizeAndTimeBasedRollingPolicy sized as {@link LogbackRetention} sizes one. Structural, in two edits that leave the rest
 * of the appender as written (its name, file, encoder, filters and every ref to it): the class swapped, the policy added
 * as its last child.
 */
final class LogbackPlainRolling {
    static final String ROLLING = "ch.qos.logback.core.rolling.RollingFileAppender";
    static final String POLICY = "ch.qos.logback.core.rolling.SizeAndTimeBasedRollingPolicy";
    private static final Pattern LOG_SUFFIX = Pattern.compile("(?i)\\.log$");

    private LogbackPlainRolling() {
    }

    static void tune(Tuning tuning) {
        if (tuning.xml == null) {
            return;
        }
        List<Finding> warned = new PlainFileRule().check(tuning.figures).stream().filter(f -> f.severity() != Severity.NOTE).toList();
        for (ConfigElement appender : tuning.facts.appenders()) {
            String name = appender.attribute("name");
            if (!tuning.facts.type(appender).equals("ch.qos.logback.core.FileAppender")
                    || warned.stream().noneMatch(f -> f.about(name, Subject.Kind.PLAIN_FILE))) {
                continue;
            }
            roll(tuning, appender);
        }
    }

    private static void roll(Tuning tuning, ConfigElement appender) {
        String knob = Tuning.knob(appender, "class");
        if (tuning.facts.flag(appender, "prudent")) {
            tuning.keep(knob + ": a prudent FileAppender shares its file with other processes; a rolling one in prudent mode"
                    + " cannot roll by size. Not edited: which process rolls the file is the team's call");
            return;
        }
        if (appender.child("file").isEmpty() || appender.child("rollingPolicy").isPresent()) {
            return;
        }
        String file = appender.child("file").get().text().strip();
        boolean compressed = true;
        RetentionSizing sized = RetentionSizing.of(tuning, appender, compressed);
        if (sized == null) {
            return;
        }
        String archives = archives(file);
        int periods = sized.periods(86_400);
        double rate = tuning.figures.rateAt(appender);
        if (!sized.shortfall().isEmpty()) {
            tuning.advise(appender.attribute("name") + ": " + sized.shortfall());
        }
        tuning.change(appender, null,
                new Change(knob, "ch.qos.logback.core.FileAppender", ROLLING + " with " + POLICY + " (" + archives + ", maxFileSize "
                        + ByteSizes.human(sized.fileBytes()) + ", maxHistory " + periods + ", totalSizeCap " + ByteSizes.human(sized.capBytes()) + ")",
                        "a FileAppender never rolls: at " + sized.pace() + " its file grows until the disk is full, and rotating it"
                                + " from outside loses lines (Logback cannot reopen it)",
                        sized.rolls(rate) + ", archives gzipped off the logging thread and kept " + sized.historyText()
                                + " within totalSizeCap; the file, its name, encoder, filters and refs stay as they were"),
                () -> {
                    tuning.xml.setAttribute(appender, "class", ROLLING);
                    tuning.xml.appendChild(appender, policy(archives, periods, sized));
                });
    }

    /** "logs/app.log" rolls to "logs/app.%d{yyyy-MM-dd}.%i.log.gz"; any other name gets the date and index after it. */
    static String archives(String file) {
        Matcher log = LOG_SUFFIX.matcher(file);
        return log.find() ? file.substring(0, log.start()) + ".%d{yyyy-MM-dd}.%i.log.gz" : file + ".%d{yyyy-MM-dd}.%i.gz";
    }

    /** The policy element, each line in the file's own indent steps. */
    private static List<XmlEdits.Indented> policy(String archives, int periods, RetentionSizing sized) {
        return List.of(new XmlEdits.Indented(0, "<rollingPolicy class=\"" + POLICY + "\">"),
                new XmlEdits.Indented(1, "<fileNamePattern>" + archives + "</fileNamePattern>"),
                new XmlEdits.Indented(1, "<maxFileSize>" + ByteSizes.human(sized.fileBytes()) + "</maxFileSize>"),
                new XmlEdits.Indented(1, "<maxHistory>" + periods + "</maxHistory>"),
                new XmlEdits.Indented(1, "<totalSizeCap>" + ByteSizes.human(sized.capBytes()) + "</totalSizeCap>"),
                new XmlEdits.Indented(0, "</rollingPolicy>"));
    }
}
