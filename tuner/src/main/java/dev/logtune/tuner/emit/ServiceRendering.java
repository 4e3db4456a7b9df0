package dev.logtune.tuner.emit;

import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.ByteSizes;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.Knob;
import dev.logtune.configs.model.RollPeriod;
import dev.logtune.configs.model.Rolling;
import dev.logtune.configs.model.RollingFileSink;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.render.FileConventions;
import dev.logtune.configs.render.RenderOptions;
import dev.logtune.configs.render.RenderedSetup;
import dev.logtune.configs.render.SetupRenderer;
import dev.logtune.tuner.advice.LineBytes;
import dev.logtune.tuner.volume.DiskBudget;
import dev.logtune.tuner.volume.Volume;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A measured setup turned into the file a service checks in, with the log files where the file's conventions say
 * (logtune's LOG_DIR, or Spring Boot's LOG_FILE / LOG_PATH). A file rolls: the measured rolling setup is written with
 * its file size and total cap sized to the rate and the disk budget, and the header says what that writes, how often it
 * rolls, how much history it keeps and what the measured runs' rolls were, which its own rolls never exceed. A setup
 * measured on a plain file gets rolling only where no rolling twin of it was measured, and says so. A plain file is
 * written only when asked, and then says what must rotate it.
 */
public final class ServiceRendering {
    private ServiceRendering() {
    }

    /** Renders {@code measured} for {@code target} as {@code plan} says; {@code header} comes first, then the file's own lines. */
    public static RenderedSetup render(SetupSpec measured, EmitTarget target, FilePlan plan, List<String> header)
            throws ConfigEmitter.EmitException {
        Written written = forService(measured, plan);
        List<String> lines = new ArrayList<>(header);
        lines.addAll(written.lines());
        if (target.conventions() == FileConventions.SPRING_BOOT && written.spec().sink().writesFiles()) {
            lines.add(againstSpringBoot(written.spec()));
        } else {
            lines.add(console(written.spec()));
        }
        RenderOptions options = RenderOptions.standard().withHeader(lines).forService(target.conventions(), written.added());
        return SetupRenderer.renderAny(written.spec(), options);
    }

    /**
     * The setup as written and what the header says of it.
     *
     * @param added a rolling policy the renderer adds to a plain file sink, or null
     */
    record Written(SetupSpec spec, Rolling added, List<String> lines) {
    }

    static Written forService(SetupSpec measured, FilePlan plan) throws ConfigEmitter.EmitException {
        if (!measured.sink().writesFiles()) {
            // The renderer's own header says there are no files.
            return new Written(measured, null, List.of(asMeasured(measured)));
        }
        LineBytes line = LineBytes.of(measured);
        double lineBytes = line.bytes();
        if (plan.plainFile()) {
            if (measured.sink().rolls()) {
                throw new ConfigEmitter.EmitException(measured.id() + " rolls its own file; a plain file (--plain-file) is another"
                        + " setup" + Matrix.plainOf(measured).map(p -> ": " + p.id()).orElse(""));
            }
            return new Written(measured, null, List.of(asMeasured(measured), plain(plan.rate(), line)));
        }
        List<String> lines = new ArrayList<>();
        Rolling measuredRolling = measured.sink() instanceof RollingFileSink sink ? sink.rolling() : null;
        Rolling base = measuredRolling != null ? measuredRolling : Rolling.MEASURED;
        if (plan.rate() == null) {
            if (measuredRolling != null) {
                lines.add(asMeasured(measured));
                lines.add("It rolls " + measuredRolling.describe() + ", as measured; give a rate to size its files to what"
                        + " the service writes.");
                return new Written(measured, null, lines);
            }
            lines.add(notRolledWhenMeasured(measured));
            return new Written(measured, base, lines);
        }
        boolean reduced = plan.kept() != null && plan.history() != null;
        RollSizing sizing = reduced ? RollSizing.of(base, plan.kept(), plan.history(), new DiskBudget(plan.budgetBytes()))
                : RollSizing.of(base, plan.rate(), lineBytes, plan.budgetBytes());
        lines.add(reduced ? reducedRetention(sizing, plan) : retention(sizing, plan.rate(), line));
        if (measuredRolling != null) {
            lines.add(measuredRolls(measured, measuredRolling, sizing, plan.measuredAt(), lineBytes));
            SetupSpec sized = measured.toBuilder().sink(((RollingFileSink) measured.sink()).rollingAs(sizing.rolling()))
                    // The first line of the file says what this file does, not the matrix setup's sizes.
                    .describedAs(measured.description().replace(measuredRolling.describe(), sizing.rolling().describe()))
                    .because(Knob.MAX_FILE_SIZE, String.format(Locale.ROOT, "maxFileSize=%s: a roll about every %s at %s events/s"
                                    + " (%s MB/s); the measured setup rolled at %s, far more often", ByteSizes.human(sizing.rolling().maxFileSizeBytes()),
                            Durations.span(sizing.rollSeconds()), Numbers.human(plan.rate()), mb(sizing.bytesPerSecond()),
                            ByteSizes.log4j2(measuredRolling.maxFileSizeBytes())))
                    .because(Knob.TOTAL_SIZE_CAP, String.format(Locale.ROOT, "totalSizeCap=%s: the rolled files' share of the"
                                    + " %s disk budget (%s the rest): at least %s of history at %s events/s",
                            ByteSizes.human(sizing.rolling().totalSizeCapBytes()), ByteSizes.log4j2(plan.budgetBytes()),
                            sizing.rolling().compress() ? "the active file and one being compressed take" : "the active file takes",
                            Durations.span(sizing.historySeconds()), Numbers.human(plan.rate())))
                    .because(Knob.MAX_HISTORY, reduced ? String.format(Locale.ROOT, "maxHistory=%d: the %s of history asked for,"
                            + " in whole %ss", sizing.rolling().maxHistory(), plan.history().describe(),
                            sizing.rolling().period() == RollPeriod.DAILY ? "day" : "hour") : null)
                    .build();
            return new Written(sized, null, lines);
        }
        lines.add(notRolledWhenMeasured(measured));
        return new Written(measured, sizing.rolling(), lines);
    }

    /** What this file changes against the configuration Spring Boot builds for a service with a log file. */
    private static String againstSpringBoot(SetupSpec spec) {
        boolean logback = spec.framework() == Framework.LOGBACK;
        return "Against Spring Boot's own configuration: the same log file (LOG_FILE, LOG_PATH)"
                + (logback ? " and the same logging.logback.rollingpolicy.* properties, which override the sizes written here" : "")
                + "; no console appender: Spring Boot's default writes every event to the console as well, a second"
                + " synchronous write on every call that the figures above do not include (the console was measured on its"
                + " own: tuner recommend with the stdout sink). Add Spring Boot's console back only where something reads it: without it, a container's kubectl logs shows"
                + " nothing of these events.";
    }

    /** Where the file's console is: a container's {@code kubectl logs} shows standard output and nothing else. */
    private static String console(SetupSpec spec) {
        if (!spec.sink().writesFiles()) {
            return "Its console is standard output: every event goes there and to no file, so a container's kubectl logs"
                    + " shows them all.";
        }
        return "No console: every event goes to the log files and none to standard output, so in a container kubectl logs"
                + " shows only what the JVM itself prints there; read the files from a volume or a log shipper, or ask recommend"
                + " for the stdout sink, measured on its own.";
    }

    private static String asMeasured(SetupSpec measured) {
        return "Measured as the matrix setup " + measured.id() + ", as written here: the figures above are for these bytes"
                + " (the log file's location aside).";
    }

    private static String notRolledWhenMeasured(SetupSpec measured) {
        return "This file rolls; " + measured.id() + " was measured on a plain file and the matrix has no rolling twin of it,"
                + " so the figures above are for the plain file and the rolls are not in them. Check it with tuner verify at"
                + " your rate.";
    }

    /** "Writes 8.7 MB/s ...; rolls at ..., about every ...; keeps ...": what an operator sizes a disk by. */
    private static String retention(RollSizing sizing, double rate, LineBytes line) {
        Rolling rolling = sizing.rolling();
        String unit = rolling.period() == RollPeriod.DAILY ? "day" : "hour";
        return String.format(Locale.ROOT, "At %s events/s of %s it writes %s MB/s. It rolls at %s and each %s:"
                        + " about every %s. It keeps %d %ss of rolled files and at most %s of them%s: at least %s of history at"
                        + " that rate%s, and the log directory needs up to %s (the rolled files and the active file%s), within the"
                        + " %s disk budget.%s",
                Numbers.human(rate), line.describe(), mb(sizing.bytesPerSecond()), ByteSizes.log4j2(rolling.maxFileSizeBytes()), unit,
                Durations.span(sizing.rollSeconds()), rolling.maxHistory(), unit, ByteSizes.log4j2(rolling.totalSizeCapBytes()),
                rolling.compress() ? ", gzipped" : ", not compressed", Durations.span(sizing.historySeconds()),
                rolling.compress() ? " (counted at their written size: gzip keeps more, by a ratio your own lines decide)" : "",
                ByteSizes.log4j2(sizing.diskBytes()), rolling.compress() ? ", and one being compressed" : "",
                ByteSizes.log4j2(sizing.budgetBytes()), sizing.historySeconds() < 3_600 ? String.format(Locale.ROOT,
                        " Under an hour of history: a disk budget of %s keeps an hour of lines at this rate.",
                        ByteSizes.log4j2(sizing.budgetForAnHour())) : "");
    }

    /** What a file that logs less than the rate writes and keeps: the plan's lines, compressed as measured. */
    private static String reducedRetention(RollSizing sizing, FilePlan plan) {
        Rolling rolling = sizing.rolling();
        String unit = rolling.period() == RollPeriod.DAILY ? "day" : "hour";
        Volume kept = plan.kept();
        return String.format(Locale.ROOT, "At %s events/s it writes about %s events/s (every WARN and ERROR, and the"
                        + " sampled rest) of about %.0f bytes: %s/s. It rolls at %s and each %s: about every %s. It keeps %d %ss"
                        + " of rolled files and at most %s of them%s: %s of history at that rate%s, and the log directory needs up to"
                        + " %s, within the %s disk budget.",
                Numbers.human(plan.rate()), Numbers.human(kept.eventsPerSecond()), kept.lineBytes(),
                dev.logtune.support.format.Bytes.scaled(kept.bytesPerSecond()), ByteSizes.log4j2(rolling.maxFileSizeBytes()), unit,
                Durations.span(sizing.rollSeconds()), rolling.maxHistory(), unit, ByteSizes.log4j2(rolling.totalSizeCapBytes()),
                rolling.compress() ? String.format(Locale.ROOT, ", gzipped (%.1fx smaller, as measured on %s)",
                        kept.compression(), plan.linesFrom()) : ", not compressed",
                sizing.historySeconds() >= plan.history().seconds() ? "at least " + plan.history().describe()
                        : "only " + Durations.span(sizing.historySeconds()),
                rolling.compress() && !plan.linesFrom().startsWith("your logs") ? " (a service's own lines may compress more"
                        + " or less)" : "",
                ByteSizes.log4j2(sizing.diskBytes()), ByteSizes.log4j2(sizing.budgetBytes()));
    }

    /** What the measured runs' rolls were, against this file's. */
    private static String measuredRolls(SetupSpec measured, Rolling measuredRolling, RollSizing sizing, Double measuredAt,
                                        double lineBytes) {
        String runs = measuredAt == null ? "" : String.format(Locale.ROOT, ": every %s at the %s events/s of the runs",
                Durations.span(measuredRolling.maxFileSizeBytes() / (measuredAt * lineBytes)), Numbers.human(measuredAt));
        boolean rarer = sizing.rolling().maxFileSizeBytes() >= measuredRolling.maxFileSizeBytes();
        return "Measured as the matrix setup " + measured.id() + ", which rolled at " + ByteSizes.log4j2(measuredRolling.maxFileSizeBytes())
                + runs + "; these are its bytes with the file size and the history's cap sized here"
                + (rarer ? ", so this file rolls less often than the runs did and the figures above bound the cost of its rolls from above."
                : ".");
    }

    /** One plain file: how fast it grows and what must rotate it. */
    private static String plain(Double rate, LineBytes line) {
        String grows = rate == null ? "" : String.format(Locale.ROOT, " At %s events/s of %s it grows %s MB/s,"
                + " %.0f GB a day.", Numbers.human(rate), line.describe(), mb(rate * line.bytes()), rate * line.bytes() * 86_400 / (1L << 30));
        return "One plain file that never rolls, as asked:" + grows + " The host must rotate it: logrotate's copytruncate"
                + " loses the lines written while it copies, and a rename alone leaves the JVM writing to the renamed file"
                + " (neither Logback nor Log4j2 reopens a file on a signal).";
    }

    private static String mb(double bytesPerSecond) {
        return String.format(Locale.ROOT, "%.1f", bytesPerSecond / (1 << 20));
    }

}
