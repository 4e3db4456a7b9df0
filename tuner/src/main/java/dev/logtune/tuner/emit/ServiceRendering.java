package dev.logtune.tuner.emit;

import dev.logtune.benchmarks.workload.OrderWorkload;
import dev.logtune.benchmarks.format.Numbers;
import dev.logtune.configs.model.ConsoleSink;
import dev.logtune.configs.model.FileSink;
import dev.logtune.configs.model.RollPeriod;
import dev.logtune.configs.model.Rolling;
import dev.logtune.configs.model.RollingFileSink;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.render.ByteSizes;
import dev.logtune.configs.render.RenderOptions;
import dev.logtune.configs.render.RenderedSetup;
import dev.logtune.configs.render.SetupRenderer;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A measured setup turned into the file a service checks in: the bytes that were measured, with the log files where
 * the file's conventions say (logtune's LOG_DIR, or Spring Boot's LOG_FILE / LOG_PATH). A rolling policy other than
 * the measured one is added only when asked for, and the header then says it was not measured, so nobody mistakes one
 * for the other. The richer service line (zone offset and MDC) is its own measured setup (logback-rolling-mdc), never
 * slipped into another.
 */
public final class ServiceRendering {
    private ServiceRendering() {
    }

    /**
     * Renders {@code measured} for {@code target}; {@code rate} (events/s, or null) sizes the retention note.
     * {@code header} comes first, then what this rendering changes.
     */
    public static RenderedSetup render(SetupSpec measured, EmitTarget target, RollingChoice rollingChoice, Double rate,
                                       List<String> header) {
        SetupSpec service = forService(measured, rollingChoice);
        boolean writesFiles = !(service.sink() instanceof ConsoleSink);
        // Plain files roll where the renderer is told to; a rolling sink carries its own policy.
        Rolling added = writesFiles && rollingChoice == RollingChoice.SIZE_AND_TIME
                && !(service.sink() instanceof RollingFileSink) ? rollingChoice.rolling() : null;
        Rolling rolling = service.sink() instanceof RollingFileSink sink ? sink.rolling() : added;
        List<String> lines = new ArrayList<>(header);
        lines.add(changes(measured, service.equals(measured) && added == null, rolling));
        if (rolling != null && rate != null && rate > 0) {
            lines.add(retention(rolling, rate));
        }
        RenderOptions options = RenderOptions.standard().withHeader(lines).forService(target.conventions(), added);
        return SetupRenderer.renderAny(service, options);
    }

    /**
     * The setup as written: as measured, or with the rolling asked for in place of a measured rolling policy (a plain
     * file given {@code size-and-time} keeps its sink here; the renderer rolls it).
     */
    static SetupSpec forService(SetupSpec measured, RollingChoice rollingChoice) {
        if (rollingChoice == RollingChoice.AS_MEASURED || !(measured.sink() instanceof RollingFileSink sink)) {
            return measured;
        }
        if (rollingChoice.rolling() != null && rollingChoice.rolling().equals(sink.rolling())) {
            return measured;
        }
        return measured.toBuilder()
                .sink(rollingChoice.rolling() == null ? new FileSink() : new RollingFileSink(rollingChoice.rolling())).build();
    }

    private static String changes(SetupSpec measured, boolean asMeasured, Rolling rolling) {
        if (asMeasured) {
            return "Measured as the matrix setup " + measured.id() + ", as written here: the figures above are for these bytes"
                    + " (the log file's location aside).";
        }
        String change = rolling != null ? String.format(Locale.ROOT, "rolls at %s and each %s, keeps %d %s%s%s",
                ByteSizes.log4j2(rolling.maxFileSizeBytes()), rolling.period() == RollPeriod.DAILY ? "day" : "hour",
                rolling.maxHistory(), rolling.period() == RollPeriod.DAILY ? "days" : "hours",
                rolling.capped() ? " and " + ByteSizes.log4j2(rolling.totalSizeCapBytes()) + " at most" : "",
                rolling.compress() ? ", gzipped off the logging thread" : "") : "writes one plain file";
        return "NOT as measured: this file " + change + ", which the matrix setup " + measured.id() + " did not; the figures"
                + " above are not for it. Check it with tuner verify at your rate before relying on them.";
    }

    private static String retention(Rolling rolling, double rate) {
        double bytesPerSecond = rate * OrderWorkload.LINE_BYTES;
        double fileSeconds = rolling.maxFileSizeBytes() / bytesPerSecond;
        String fills = fileSeconds < 120 ? String.format(Locale.ROOT, "%.0f s", fileSeconds)
                : fileSeconds < 7200 ? String.format(Locale.ROOT, "%.0f min", fileSeconds / 60)
                : String.format(Locale.ROOT, "%.1f h", fileSeconds / 3600);
        String text = String.format(Locale.ROOT, "At %s events/s of about %.0f bytes (%.1f MB/s) a %s file fills in about %s",
                Numbers.human(rate), OrderWorkload.LINE_BYTES, bytesPerSecond / (1024 * 1024), ByteSizes.log4j2(rolling.maxFileSizeBytes()), fills);
        if (!rolling.capped()) {
            return text + ".";
        }
        double periodSeconds = rolling.maxHistory() * (rolling.period() == RollPeriod.DAILY ? 86_400.0 : 3_600.0);
        double historyBytes = bytesPerSecond * periodSeconds;
        if (historyBytes <= rolling.totalSizeCapBytes()) {
            return text + ".";
        }
        return text + String.format(Locale.ROOT, "; %d %s would be %s before gzip, so the %s cap on the rolled files decides how far back they go.",
                rolling.maxHistory(), rolling.period() == RollPeriod.DAILY ? "days" : "hours", gigabytes(historyBytes),
                ByteSizes.log4j2(rolling.totalSizeCapBytes()));
    }

    private static String gigabytes(double bytes) {
        double gb = bytes / (1024.0 * 1024 * 1024);
        return gb >= 1024 ? String.format(Locale.ROOT, "%.1f TB", gb / 1024) : String.format(Locale.ROOT, "%.0f GB", gb);
    }
}
