package dev.logtune.tuner.servicelogs;

import dev.logtune.configs.model.LogLevel;
import dev.logtune.tuner.volume.VolumeProfile;
import dev.logtune.tuner.volume.VolumeProfile.LevelVolume;
import dev.logtune.tuner.volume.VolumeProfile.LoggerVolume;
import dev.logtune.tuner.volume.VolumeProfile.TemplateVolume;

import java.time.Instant;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a log's events add up to: per level, per template (and from them per logger), and per second, so the busiest
 * second and minute are known. Memory grows with the span of time and the templates, never with the lines.
 */
final class VolumeTally {
    /** Templates and loggers a profile lists; the counts say how many there were. */
    static final int LISTED = 200;
    /** Minutes of per-second counts kept: beyond about two months the busiest second is of the first two. */
    private static final int MAX_MINUTES = 90_000;

    private final TemplateMiner miner = new TemplateMiner();
    private final long[] levelEvents = new long[LogLevel.values().length];
    private final long[] levelBytes = new long[LogLevel.values().length];
    private final Map<Long, long[]> minutes = new HashMap<>();
    private long events;
    private long bytes;
    private long first = Long.MAX_VALUE;
    private long last = Long.MIN_VALUE;
    private boolean dateless;
    // The minute of the last event and its counts: most events fall in the same minute as the one before.
    private long lastMinute = Long.MIN_VALUE;
    private long[] lastCounts;
    long continuationLines;
    long unreadLines;

    TemplateMiner miner() {
        return miner;
    }

    /** One event: its second, template and bytes (its line, line end and continuation lines). */
    void add(long epochSecond, boolean withoutDate, Template template, long eventBytes) {
        events++;
        bytes += eventBytes;
        levelEvents[template.level.ordinal()]++;
        levelBytes[template.level.ordinal()] += eventBytes;
        template.events++;
        template.bytes += eventBytes;
        first = Math.min(first, epochSecond);
        last = Math.max(last, epochSecond);
        dateless |= withoutDate;
        long minute = Math.floorDiv(epochSecond, 60);
        long[] counts = minute == lastMinute ? lastCounts : minutes.get(minute);
        if (counts == null && minutes.size() < MAX_MINUTES) {
            counts = new long[120];
            minutes.put(minute, counts);
        }
        lastMinute = minute;
        lastCounts = counts;
        if (counts != null) {
            int second = Math.floorMod(epochSecond, 60);
            counts[second]++;
            counts[60 + second] += eventBytes;
        }
    }

    long events() {
        return events;
    }

    VolumeProfile profile(List<String> sources, String shape, double compression, String compressionFrom) {
        long peakEvents = 0;
        long peakBytes = 0;
        long peakMinute = 0;
        for (long[] counts : minutes.values()) {
            long minuteEvents = 0;
            for (int s = 0; s < 60; s++) {
                peakEvents = Math.max(peakEvents, counts[s]);
                peakBytes = Math.max(peakBytes, counts[60 + s]);
                minuteEvents += counts[s];
            }
            peakMinute = Math.max(peakMinute, minuteEvents);
        }
        // A second's timestamps span one second: a log of one second spans one.
        double seconds = events == 0 ? 1 : Math.max(1, last - first + 1);
        List<LevelVolume> levels = new ArrayList<>();
        for (int i = LogLevel.values().length - 1; i >= 0; i--) {
            if (levelEvents[i] > 0) {
                levels.add(new LevelVolume(LogLevel.values()[i].name(), levelEvents[i], levelBytes[i]));
            }
        }
        List<Template> heaviest = miner.templates().stream().filter(t -> t.events > 0)
                .sorted(Comparator.comparingLong((Template t) -> t.bytes).reversed()).toList();
        List<TemplateVolume> templates = heaviest.stream().limit(LISTED)
                .map(t -> new TemplateVolume(t.logger, t.level.name(), t.text(), t.events, t.bytes)).toList();
        Map<String, long[]> byLogger = new HashMap<>();
        for (Template t : heaviest) {
            long[] sums = byLogger.computeIfAbsent(t.logger, k -> new long[3]);
            sums[0] += t.events;
            sums[1] += t.bytes;
            sums[2] += t.level.compareTo(LogLevel.WARN) >= 0 ? t.events : 0;
        }
        List<LoggerVolume> loggers = byLogger.entrySet().stream()
                .sorted(Comparator.comparingLong((Map.Entry<String, long[]> e) -> e.getValue()[1]).reversed()
                        .thenComparing(Map.Entry::getKey))
                .limit(LISTED).map(e -> new LoggerVolume(e.getKey(), e.getValue()[0], e.getValue()[1], e.getValue()[2])).toList();
        return new VolumeProfile(VolumeProfile.SCHEMA, sources, shape, time(first), time(last), seconds, events, bytes,
                continuationLines, unreadLines, peakEvents, peakBytes, peakMinute / 60.0, compression, compressionFrom, levels,
                loggers, templates, heaviest.size(), byLogger.size());
    }

    private String time(long epochSecond) {
        if (events == 0) {
            return "";
        }
        return dateless ? "day " + (Math.floorDiv(epochSecond, 86_400) + 1) + " " + LocalTime.ofSecondOfDay(Math.floorMod(epochSecond, 86_400))
                : Instant.ofEpochSecond(epochSecond).toString();
    }
}
