package dev.logtune.tuner.lint.rules;

import dev.logtune.support.format.Bytes;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.DeleteAction;
import dev.logtune.tuner.configfile.model.Load;
import dev.logtune.tuner.configfile.model.RollingPolicy;
import dev.logtune.tuner.configfile.model.RollingSetup;
import dev.logtune.tuner.volume.DiskBudget;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What a rolling file keeps, read as an operator would: history that is never deleted (Logback's time-based policies
 * with maxHistory 0 or unset, which also ignore totalSizeCap; Log4j2 time-rolled archives with no Delete action), and
 * at the target rate the roll interval, the hours of history kept and the disk that takes: minutes of history is a
 * warning, history bounded by age alone a note with the disk it needs.
 */
public final class RetentionRule extends NamedRule {
    /**
     * Less history than this at the rate, on less disk than {@link #SMALL_DISK}, is a warning: an incident is gone before
     * anyone looks, and any disk would hold more. A history as short on gigabytes is what a disk budget allows at that
     * rate: a note.
     */
    static final double SHORT = 600;
    static final double SMALL_DISK = 1L << 30;
    /** Less than this is a note. */
    static final double HOUR = 3_600;
    /** Rolls closer than this are said. */
    static final double FAST_ROLL = 10;
    /** The first Logback that accepts a totalSizeCap below maxFileSize. */
    static final String CAP_BELOW_FILE_SIZE_SINCE = "1.5.27";
    /** The first Logback that keeps the original file when its compression fails. */
    static final String KEEPS_FAILED_COMPRESSION_SINCE = "1.6.1";

    public RetentionRule() {
        super(RuleInfo.byHand("retention", "Rolled files never deleted, or minutes of history at your rate, with the disk it takes",
                "tune sizes history to --history and --disk-budget where it can name the archives and knows what reaches"
                        + " the file; this one is in an include, behind a lookup in the archives' directory, or reached by what"
                        + " lint cannot judge: bound it by hand"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        for (RollingSetup setup : context.model().rolling()) {
            if (context.load(setup.appender()).map(Load::none).orElse(false)) {
                continue;
            }
            Optional<Finding> refused = capBelowFileSize(context, setup);
            if (refused.isPresent()) {
                findings.add(refused.get());
                continue;
            }
            compressionLeftovers(context, setup).ifPresent(findings::add);
            LogVolume volume = LogVolume.of(context, setup.appender());
            Optional<Finding> never = neverDeletes(context, setup, volume);
            if (never.isPresent()) {
                findings.add(never.get());
            } else if (volume != null && volume.bytesPerSecond() > 0) {
                atRate(context, setup, volume).ifPresent(findings::add);
            } else if (volume == null) {
                fileAlone(context, setup).ifPresent(findings::add);
            }
        }
        return findings;
    }

    /**
     * Logback before {@link #CAP_BELOW_FILE_SIZE_SINCE} refuses a totalSizeCap below maxFileSize (SizeAndTimeBasedRollingPolicy.start
     * stops with an ERROR status, "... which is non-sensical"), though gzipped archives are smaller than the file: the
     * policy never starts, and the RollingFileAppender does not start without it (qos-ch/logback 1007).
     */
    private Optional<Finding> capBelowFileSize(LintContext context, RollingSetup setup) {
        if (setup.kind() != RollingPolicy.LOGBACK_SIZE_AND_TIME || setup.totalSizeCap() == null || setup.sizeTrigger() == null
                || setup.totalSizeCap() >= setup.sizeTrigger() || context.versions().atLeast(CAP_BELOW_FILE_SIZE_SINCE)) {
            return Optional.empty();
        }
        String name = setup.appender().attribute("name");
        return Optional.of(context.finding(id(), Severity.ERROR, setup.policy().child("totalSizeCap").orElse(setup.policy()),
                "appender \"" + name + "\": totalSizeCap " + Bytes.scaled(setup.totalSizeCap()) + " is below maxFileSize "
                        + Bytes.scaled(setup.sizeTrigger()) + ", which Logback before " + CAP_BELOW_FILE_SIZE_SINCE + " refuses: the appender"
                        + " does not start and writes nothing.",
                "SizeAndTimeBasedRollingPolicy.start stops with an ERROR status (\"totalSizeCap of [...] is smaller than maxFileSize"
                        + " [...] which is non-sensical\"), so the policy never starts, and a RollingFileAppender whose policy did not"
                        + " start does not start either; " + CAP_BELOW_FILE_SIZE_SINCE + " accepts it, compressed archives being smaller"
                        + " (qos-ch/logback 1007). Judged for " + context.versions().describe() + ".",
                "A totalSizeCap of several maxFileSize (the archives the disk should hold), or Logback " + CAP_BELOW_FILE_SIZE_SINCE
                        + " or later."));
    }

    /**
     * Logback before {@link #KEEPS_FAILED_COMPRESSION_SINCE}: a compression that fails leaves its .tmp file beside the
     * archives, where nothing deletes it, and can lose the log it was compressing (qos-ch/logback 921, 863).
     */
    private Optional<Finding> compressionLeftovers(LintContext context, RollingSetup setup) {
        if (setup.framework() != Framework.LOGBACK || !setup.compressed() || context.versions().atLeast(KEEPS_FAILED_COMPRESSION_SINCE)) {
            return Optional.empty();
        }
        String name = setup.appender().attribute("name");
        return Optional.of(context.finding(id(), Severity.NOTE, setup.policy().child("fileNamePattern").orElse(setup.policy()),
                "appender \"" + name + "\" compresses its archives on a Logback before " + KEEPS_FAILED_COMPRESSION_SINCE
                        + ": a compression that fails leaves a .tmp file no history limit deletes, and can lose the log it compressed.",
                "Reported on Logback's tracker: .tmp files of failed compressions filled disks, and after a failed gzip the rolled"
                        + " log was gone; " + KEEPS_FAILED_COMPRESSION_SINCE + " keeps the original when compression fails (qos-ch/logback"
                        + " 921, 863). Judged for " + context.versions().describe() + ".",
                "Logback " + KEEPS_FAILED_COMPRESSION_SINCE + " or later; until then, watch the log directory for *.tmp files."));
    }

    private Optional<Finding> neverDeletes(LintContext context, RollingSetup setup, LogVolume volume) {
        String name = setup.appender().attribute("name");
        String pace = volume == null ? " `tuner lint --rate R --threads T` says how fast the disk fills."
                : volume.eventsPerSecond() == 0 ? " How fast the disk fills depends on what reaches it" + context.share(setup.appender()) + "."
                : " At " + volume.describe() + context.share(setup.appender()) + ", that is how fast the disk fills"
                + (setup.compressed() ? " before compression." : ".");
        if (setup.framework() == Framework.LOGBACK && setup.maxHistory() != null && setup.maxHistory() == 0) {
            boolean capWritten = setup.totalSizeCap() != null;
            ConfigElement where = setup.policy().child("maxHistory").orElse(setup.policy());
            return Optional.of(context.finding(id(), Severity.WARNING, where,
                    "appender \"" + name + "\" never deletes its rolled files: maxHistory is " + (setup.policy().child("maxHistory").isPresent()
                            ? "0" : "unset") + (capWritten ? ", so its totalSizeCap is ignored too" : "") + ".",
                    "Logback's time-based rolling deletes archives only when maxHistory is above 0; 0, its default, keeps every"
                            + " period" + (capWritten ? ", and TimeBasedRollingPolicy.start ignores totalSizeCap then (a WARN status:"
                            + " \"'maxHistory' is not set, ignoring 'totalSizeCap'\")" : "") + " (logback-core TimeBasedRollingPolicy)."
                            + pace,
                    "<maxHistory>7</maxHistory> (periods kept) with a <totalSizeCap> your disk holds; tuner recommend --emit writes both.").about(Subject.of(Subject.Kind.NEVER_DELETES, name)));
        }
        if (setup.framework() == Framework.LOG4J2 && setup.period() != null
                && setup.deletes().stream().noneMatch(d -> d.bounds() || d.unread() != null)
                && (setup.strategy() == null || !setup.strategy().isTag("DirectWriteRolloverStrategy") || setup.windowFiles() == null)) {
            // A Delete whose glob misses every archive is there: say so, rather than that there is none.
            boolean missing = setup.deletes().stream().anyMatch(DeleteAction::missesArchives);
            return Optional.of(context.finding(id(), Severity.WARNING, setup.strategy() != null ? setup.strategy() : setup.appender(),
                    "appender \"" + name + "\" never deletes its rolled files: its filePattern has a date and "
                            + (missing ? "its <Delete> action matches none of the archives." : "no <Delete> action bounds the archives."),
                    "With a date in filePattern, DefaultRolloverStrategy's max counts only the %i of one period: archives of"
                            + " past periods are never deleted without a Delete action (log4j-core DefaultRolloverStrategy)." + pace,
                    "<DefaultRolloverStrategy fileIndex=\"nomax\"><Delete basePath=\"<the log directory>\" maxDepth=\"1\"><IfFileName"
                            + " regex=\"<this appender's archives>\"/><IfAny><IfLastModified age=\"P7D\"/><IfAccumulatedFileSize"
                            + " exceeds=\"<your disk budget>\"/></IfAny></Delete></DefaultRolloverStrategy>.").about(Subject.of(Subject.Kind.NEVER_DELETES, name)));
        }
        return Optional.empty();
    }

    /**
     * Without a rate, what the file alone says of its disk: a history bounded by age alone takes whatever the days bring.
     * (A cap above the budget needs the team's budget, which comes with a target.)
     */
    private Optional<Finding> fileAlone(LintContext context, RollingSetup setup) {
        boolean age = false;
        boolean capped = setup.windowFiles() != null && (setup.framework() == Framework.LOGBACK || setup.period() == null);
        if (!capped && setup.framework() == Framework.LOGBACK) {
            age = setup.period() != null && setup.maxHistory() != null && setup.maxHistory() > 0;
            capped = setup.totalSizeCap() != null;
        } else if (!capped) {
            for (DeleteAction delete : setup.deletes()) {
                if (delete.missesArchives() || delete.unread() != null) {
                    continue;
                }
                age |= delete.age() != null;
                capped |= delete.size() != null || delete.count() != null;
            }
        }
        if (capped || !age) {
            return Optional.empty();
        }
        return Optional.of(context.finding(id(), Severity.NOTE, setup.sizeElement(),
                "appender \"" + setup.appender().attribute("name") + "\" bounds its history by age only: nothing caps the disk it takes.",
                "What a day's archives take is what the day logged: a busier day, or a loop that logs, needs more disk than"
                        + " the one sized for, and the disk the service runs on fills. `tuner lint --rate R --threads T`"
                        + " says how much at a rate.",
                setup.framework() == Framework.LOGBACK ? "Add a <totalSizeCap> within your disk budget (Logback deletes the oldest archives beyond it)."
                        : "Put the age beside an IfAccumulatedFileSize in one <IfAny> in the Delete.").about(Subject.of(Subject.Kind.AGE_ONLY, setup.appender().attribute("name"))));
    }

    private Optional<Finding> atRate(LintContext context, RollingSetup setup, LogVolume volume) {
        double bps = volume.bytesPerSecond();
        double archived = bps;
        double roll = Double.POSITIVE_INFINITY;
        if (setup.sizeTrigger() != null) {
            roll = setup.sizeTrigger() / bps;
        }
        if (setup.timeTriggered() && setup.periodSeconds() > 0) {
            roll = Math.min(roll, setup.periodSeconds());
        }
        if (Double.isInfinite(roll)) {
            return Optional.empty();
        }
        double history = Double.POSITIVE_INFINITY;
        boolean bySize = false;
        List<String> bounds = new ArrayList<>();
        if (setup.framework() == Framework.LOGBACK && setup.windowFiles() == null) {
            if (setup.period() == null) {
                return Optional.empty();
            }
            history = setup.maxHistory() * setup.periodSeconds();
            bounds.add("maxHistory " + setup.maxHistory() + " (" + Durations.span(history) + ")");
            if (setup.totalSizeCap() != null) {
                double capped = setup.totalSizeCap() / archived;
                bounds.add("totalSizeCap " + Bytes.scaled(setup.totalSizeCap()) + " (" + Durations.span(capped) + ")");
                bySize = true;
                history = Math.min(history, capped);
            }
        } else if (setup.windowFiles() != null) {
            double window = setup.windowFiles() * roll;
            if (setup.period() == null || window < setup.periodSeconds()) {
                history = window;
                bySize = true;
                bounds.add(setup.windowFiles() + " archives of " + Durations.span(roll) + (setup.period() == null ? "" : " in each period"));
            }
        }
        for (DeleteAction delete : setup.deletes()) {
            if (delete.missesArchives()) {
                continue;
            }
            List<Double> each = new ArrayList<>();
            if (delete.age() != null) {
                each.add((double) delete.age().getSeconds());
            }
            if (delete.size() != null) {
                each.add(delete.size() / archived);
                bySize = true;
            }
            if (delete.count() != null) {
                each.add(delete.count() * roll);
                bySize = true;
            }
            if (!each.isEmpty()) {
                double bound = delete.any() ? each.stream().min(Double::compare).get() : each.stream().max(Double::compare).get();
                bounds.add("the Delete at line " + delete.element().line() + " (" + Durations.span(bound) + ")");
                history = Math.min(history, bound);
            }
        }
        if (Double.isInfinite(history)) {
            return Optional.empty();
        }
        double disk = history * archived + (setup.sizeTrigger() != null ? Math.min(setup.sizeTrigger(), roll * bps) : roll * bps);
        String name = setup.appender().attribute("name");
        String figures = String.format(Locale.ROOT, "At %s%s it rolls every %s and keeps %s%s of history (%.1f h), which takes %s of disk%s.",
                volume.describe(), context.share(setup.appender()), Durations.span(roll), setup.compressed() && bySize ? "at least " : "",
                Durations.span(history), history / 3_600, Bytes.scaled(disk), setup.compressed() && bySize
                        ? " (rolled files counted at their written size: compression keeps more, by a ratio that depends on the lines)" : "");
        String keptBy = " What bounds it: " + String.join(", ", bounds) + ".";
        Optional<Finding> short_ = HistoryAgainstBudget.judge(id(), context, setup, volume, history, disk, figures + keptBy);
        if (short_.isPresent()) {
            return short_;
        }
        // What a filter lint cannot read or a level set at run time lets through is unknown: the whole rate bounds it
        // from above, so the history is the least it keeps, not what it keeps.
        boolean unknown = context.load(setup.appender()).map(l -> !l.known()).orElse(false);
        DiskBudget budget = context.diskBudget();
        // The archives against the budget: a cap written at the budget means the budget, the active file beside it aside.
        // A total the file caps is the team's own sizing: held to the budget they give, not to the default.
        boolean over = history * archived > budget.bytes() && (!bySize || !budget.equals(DiskBudget.DEFAULT));
        if (history < HOUR && unknown) {
            return Optional.of(context.finding(id(), Severity.NOTE, setup.sizeElement(),
                    String.format(Locale.ROOT, "appender \"%s\" keeps an unknown history: lint cannot tell what reaches it, and"
                            + " were it the whole %s events/s it would keep only %s.", name, Numbers.human(volume.eventsPerSecond()),
                            Durations.span(history)),
                    figures + keptBy + " The fewer events reach it, the longer it keeps.",
                    "Check what reaches it at your rate (its filter or level), and size the history from that: a total cap"
                            + " (totalSizeCap, IfAccumulatedFileSize) your disk holds for the hours you need."));
        }
        if (history < HOUR) {
            return Optional.of(context.finding(id(), history < SHORT && disk < SMALL_DISK || over ? Severity.WARNING : Severity.NOTE, setup.sizeElement(),
                    String.format(Locale.ROOT, "appender \"%s\" keeps only %s of history at %s events/s%s.", name, Durations.span(history),
                            Numbers.human(volume.eventsPerSecond()), over ? ", on " + Bytes.scaled(disk) + " of disk, more than the "
                                    + budget.describe() + " disk budget" : ""),
                    figures + keptBy + " An incident older than that is gone before anyone reads it." + (over ? " " + HistoryAgainstBudget.said(budget) : ""),
                    "Size the roll for minutes between rolls and the history for hours: a larger maxFileSize/size, and a total"
                            + " cap (totalSizeCap, IfAccumulatedFileSize) your disk holds; tuner recommend --emit sizes both for your rate and the --disk-budget you give it.").about(Subject.of(Subject.Kind.KEEPS_MINUTES, name)));
        }
        if (!bySize) {
            return Optional.of(context.finding(id(), over ? Severity.WARNING : Severity.NOTE, setup.sizeElement(),
                    String.format(Locale.ROOT, "appender \"%s\" bounds its history by age only: at %s events/s that takes %s of disk%s.", name,
                            Numbers.human(volume.eventsPerSecond()), Bytes.scaled(disk), over ? ", more than the " + budget.describe()
                                    + " disk budget" : ""),
                    figures + keptBy + " Nothing caps the total, so a busier day needs more disk than the one sized for."
                            + (over ? " " + HistoryAgainstBudget.said(budget) : ""),
                    setup.framework() == Framework.LOGBACK ? "Add a <totalSizeCap> your disk holds (Logback deletes the oldest archives beyond it)."
                            : "Put the age beside an IfAccumulatedFileSize in one <IfAny> in the Delete.").about(Subject.of(Subject.Kind.AGE_ONLY, name)));
        }
        if (over) {
            return Optional.of(context.finding(id(), Severity.WARNING, setup.sizeElement(),
                    String.format(Locale.ROOT, "appender \"%s\" takes %s of disk at %s events/s, more than the %s disk budget.", name,
                            Bytes.scaled(disk), Numbers.human(volume.eventsPerSecond()), budget.describe()),
                    figures + keptBy + " " + HistoryAgainstBudget.said(budget),
                    "A total cap within the budget (totalSizeCap, IfAccumulatedFileSize), or the budget the disk really has"
                            + " as --disk-budget."));
        }
        if (roll < FAST_ROLL) {
            return Optional.of(context.finding(id(), Severity.NOTE, setup.sizeElement(),
                    String.format(Locale.ROOT, "appender \"%s\" rolls every %s at %s events/s.", name, Durations.span(roll),
                            Numbers.human(volume.eventsPerSecond())),
                    figures + " Each roll closes, renames and opens the file under the appender's lock, and compresses the last one.",
                    "A larger file size, so rolls are minutes apart."));
        }
        return Optional.empty();
    }
}
