package dev.logtune.tuner.volume;

import dev.logtune.tuner.volume.VolumeProfile.TemplateVolume;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Per-logger levels planned on a service's own logs: its loggers with the most bytes below WARN are set to WARN, the
 * heaviest first, until what the others write fits the history in the budget. A logger whose name the log abbreviates
 * ({@code c.a.s.OrderService}, a pattern's {@code %logger{39}}) cannot be named in a config and is passed over.
 *
 * @param quieted the loggers set to WARN, heaviest first
 * @param skipped abbreviated loggers passed over
 * @param keptShare the share of the bytes the others keep
 * @param fits whether quieting the named loggers fits the plan
 */
public record LoggerPlan(List<String> quieted, List<String> skipped, double keptShare, boolean fits) {
    /** A first package segment of one letter, as Logback's and Log4j2's logger abbreviation prints it. */
    private static final Pattern ABBREVIATED = Pattern.compile("^[a-z]\\..*|.*\\.[a-z]\\..*");

    /** The loggers to quiet so {@code profile}'s lines fit what {@code plan} leaves room for. */
    public static LoggerPlan of(VolumeProfile profile, VolumePlan plan) {
        double room = plan.budget().bytes() - plan.overheadBytes();
        double fitting = room <= 0 ? 0 : VolumePlan.HEADROOM * room / plan.history().seconds() / plan.all().storedBytesPerSecond();
        Map<String, Long> belowWarn = new LinkedHashMap<>();
        for (TemplateVolume t : profile.templates()) {
            if (!t.severe()) {
                belowWarn.merge(t.logger(), t.bytes(), Long::sum);
            }
        }
        List<Map.Entry<String, Long>> heaviest = new ArrayList<>(belowWarn.entrySet());
        heaviest.sort(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder()));
        double kept = 1;
        List<String> quieted = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        for (Map.Entry<String, Long> logger : heaviest) {
            if (kept <= fitting) {
                break;
            }
            if (ABBREVIATED.matcher(logger.getKey()).matches() || logger.getKey().startsWith("(")) {
                skipped.add(logger.getKey());
                continue;
            }
            quieted.add(logger.getKey());
            kept -= (double) logger.getValue() / profile.bytes();
        }
        return new LoggerPlan(List.copyOf(quieted), List.copyOf(skipped), Math.max(0, kept), kept <= fitting);
    }
}
