package dev.logtune.tuner.volume;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.logtune.support.format.Numbers;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A plan to log less made on the service's own logs: what a sampler's budget does to its templates, and which of its
 * loggers a per-logger level quiets.
 *
 * @param profile the logs' profile
 * @param sampling the sampler's shares over the profile's templates; null where nothing is reduced
 * @param loggers the loggers per-logger levels quiet; null where nothing is reduced
 */
public record ProfilePlan(@JsonIgnore VolumeProfile profile, SamplingPlan sampling, LoggerPlan loggers) {

    /** The plan on {@code profile} for {@code plan}; the shares and loggers only where it reduces. */
    public static ProfilePlan of(VolumeProfile profile, VolumePlan plan) {
        if (plan.kind() != VolumePlan.Kind.REDUCE) {
            return new ProfilePlan(profile, null, null);
        }
        return new ProfilePlan(profile, SamplingPlan.of(profile, plan.all().eventsPerSecond(), plan.infoLimit(), plan.perSiteLimit()),
                LoggerPlan.of(profile, plan));
    }

    /** "Planned on the service's own logs, measured from 60 min of logs/app.log: 29 templates, 7 make 90% of the bytes". */
    @JsonProperty("origin")
    public String origin() {
        return "planned on the service's own logs, " + profile.describe();
    }

    /** The sampler's shares, said: the templates it samples, the heaviest three named, and how many it keeps whole. */
    public List<String> samplingLines() {
        List<String> lines = new ArrayList<>();
        if (sampling == null) {
            return lines;
        }
        lines.add(String.format(Locale.ROOT, "the sampler samples %d of your templates below WARN, each to %s events/s, and keeps"
                + " %d whole", sampling.sampled().size(), Numbers.human(sampling.share()), sampling.whole()));
        sampling.sampled().stream().limit(3).forEach(t -> lines.add(String.format(Locale.ROOT, "%s \"%s\": %s/s, keeps %s",
                t.logger(), clip(t.template()), Numbers.human(t.perSecond()), percent(t.kept()))));
        return lines;
    }

    /** The loggers a per-logger level quiets, said. */
    public String loggersLine() {
        if (loggers == null || loggers.quieted().isEmpty()) {
            return "no logger of your logs can be quieted by name" + (loggers == null || loggers.skipped().isEmpty() ? ""
                    : " (the heaviest are abbreviated in the log: " + String.join(", ", loggers.skipped()) + ")");
        }
        return String.format(Locale.ROOT, "your heaviest loggers below WARN set to WARN: %s; the others keep %s of the bytes%s%s",
                String.join(", ", loggers.quieted()), percent(loggers.keptShare()),
                loggers.fits() ? "" : ", more than fits",
                loggers.skipped().isEmpty() ? "" : "; passed over as abbreviated in the log: " + String.join(", ", loggers.skipped()));
    }

    private static String clip(String template) {
        return template.length() <= 60 ? template : template.substring(0, 57) + "...";
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, share < 0.01 ? "%.2f%%" : "%.0f%%", share * 100);
    }
}
