package dev.logtune.tuner.advice;

import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.lab.reading.ServiceLineReference;

import java.util.Locale;

/**
 * The bytes of a service's line in a setup's framework and layout, and how much gzip shrinks them: measured on the
 * service-shaped workload's lines (many call sites, varied arguments, stack traces), not the benchmark's one repeated
 * order line, since that is what a history on disk holds ({@link ServiceLineReference}).
 *
 * @param bytes mean bytes a line
 * @param gzipRatio the lines' bytes over their gzipped bytes, as the rolling policies compress them
 * @param measured whether it was measured; otherwise the order line's bytes and no compression counted
 * @param source where the measurement comes from: the service-shaped workload's lines, or the service's own logs
 */
public record ServiceLines(double bytes, double gzipRatio, boolean measured, String source) {

    /** The service lines of {@code setup}'s framework and layout, as the reference measured them. */
    public static ServiceLines of(SetupSpec setup) {
        return ServiceLineReference.of(setup.framework(), LineFormat.of(setup.layout()))
                .map(m -> new ServiceLines(m.bytes(), m.gzipRatio(), true, "the service-shaped workload's lines"))
                .orElseGet(() -> new ServiceLines(LineBytes.of(setup).bytes(), 1, false, ""));
    }

    /** The lines of the service's own logs, as {@code tuner volume} measured them. */
    public static ServiceLines of(dev.logtune.tuner.volume.VolumeProfile profile) {
        return new ServiceLines(profile.lineBytes(), profile.compression(), true, "your logs' lines, " + profile.origin());
    }

    /** "about 179 bytes a line, gzip shrinks them 7.7x (measured on the service-shaped workload's lines)". */
    public String describe() {
        return measured ? String.format(Locale.ROOT, "about %.0f bytes a line, gzip shrinks them %.1fx (measured on %s)", bytes,
                gzipRatio, source)
                : String.format(Locale.ROOT, "about %.0f bytes a line (the order line's; the service lines of this layout"
                + " were not measured, so no compression is counted)", bytes);
    }
}
