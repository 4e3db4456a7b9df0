package dev.logtune.tuner.servicelogs;

import dev.logtune.support.format.Bytes;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.tuner.volume.VolumeProfile;
import dev.logtune.tuner.volume.VolumeProfile.LevelVolume;
import dev.logtune.tuner.volume.VolumeProfile.LoggerVolume;
import dev.logtune.tuner.volume.VolumeProfile.TemplateVolume;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** {@code tuner volume} for people: where the volume comes from, heaviest first, and how to plan on it. */
final class VolumeText {
    private VolumeText() {
    }

    static void print(VolumeProfile p, int top, PrintWriter out) {
        out.printf(Locale.ROOT, "Read %s: %s events, %s, over %s (%s to %s)%n", p.sources().size() == 1 ? p.sources().get(0)
                        : p.sources().size() + " files", Numbers.count(p.events()), Bytes.scaled(p.bytes()),
                Durations.span(p.seconds()), p.from(), p.to());
        out.printf(Locale.ROOT, "Lines: %s; %s continuation lines (stack traces) counted with their events; %s unread%n",
                p.shape(), Numbers.count(p.continuationLines()), Numbers.count(p.unreadLines()));
        out.printf(Locale.ROOT, "Rate: %s events/s, %s/s on average; busiest minute %s events/s; busiest second %s events"
                        + " (%s)%n", Numbers.human(p.eventsPerSecond()), Bytes.scaled(p.bytesPerSecond()),
                Numbers.human(p.peakMinuteEventsPerSecond()), Numbers.count(p.peakSecondEvents()), Bytes.scaled(p.peakSecondBytes()));
        out.printf(Locale.ROOT, "Line: %.0f bytes an event on average; gzip shrinks them %.1fx (%s)%n", p.lineBytes(),
                p.compression(), p.compressionFrom().isEmpty() ? "nothing to measure on" : p.compressionFrom());
        List<String> levels = new ArrayList<>();
        for (LevelVolume level : p.levels()) {
            levels.add(String.format(Locale.ROOT, "%s %s of events (%s of bytes)", level.level(),
                    percent(level.events(), p.events()), percent(level.bytes(), p.bytes())));
        }
        out.println("Levels: " + String.join(", ", levels));
        out.println();
        out.printf(Locale.ROOT, "%d templates; %d make 90%% of the bytes, %d make half. The heaviest:%n", p.templateCount(),
                p.templatesMaking(0.9), p.templatesMaking(0.5));
        out.println("   bytes   events  level  logger / template");
        for (TemplateVolume t : p.templates().stream().limit(top).toList()) {
            out.printf(Locale.ROOT, "  %6s  %7s  %-5s  %s%n", percent(t.bytes(), p.bytes()), percent(t.events(), p.events()),
                    t.level(), t.logger());
            out.printf(Locale.ROOT, "  %6s  %7s  %-5s    %s%n", "", "", "", clip(t.template(), 100));
        }
        out.println();
        out.printf(Locale.ROOT, "%d loggers. The heaviest:%n", p.loggerCount());
        out.println("   bytes   events  WARN+ERROR  logger");
        for (LoggerVolume l : p.loggers().stream().limit(top).toList()) {
            out.printf(Locale.ROOT, "  %6s  %7s  %10s  %s%n", percent(l.bytes(), p.bytes()), percent(l.events(), p.events()),
                    Numbers.count(l.warnAndError()), l.logger());
        }
        out.println();
        out.println("Plan on these logs: tuner volume " + String.join(" ", p.sources()) + " --format json > volume.json, then"
                + " tuner recommend --rate RATE --threads N --history 7d --disk-budget 50GB --volume volume.json");
        out.flush();
    }

    private static String percent(long part, long whole) {
        double share = whole == 0 ? 0 : 100.0 * part / whole;
        return String.format(Locale.ROOT, share < 1 ? "%.2f%%" : "%.1f%%", share);
    }

    private static String clip(String text, int width) {
        return text.length() <= width ? text : text.substring(0, width - 3) + "...";
    }
}
