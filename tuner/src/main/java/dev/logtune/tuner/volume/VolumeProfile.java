package dev.logtune.tuner.volume;

import dev.logtune.support.input.BadInputException;
import com.fasterxml.jackson.core.JacksonException;
import dev.logtune.support.format.Durations;
import dev.logtune.support.json.Json;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * A service's logging as its own logs show it ({@code tuner volume --format json}): how many events and bytes a second,
 * of which levels, loggers and message templates, and how well the lines compress. What a plan to log less rests on
 * in place of the assumed mix, so the loggers it quiets and the templates it samples are the service's heaviest.
 *
 * @param schema {@value #SCHEMA}
 * @param sources the files read, as named
 * @param shape how the lines were read: "Spring Boot's default pattern", "JSON lines (logstash)"
 * @param from the first timestamp (ISO-8601, UTC; a time of day alone where the lines had no date)
 * @param to the last timestamp
 * @param seconds the span from the first to the last timestamp, at least 1
 * @param events events read (a stack trace counts with its event)
 * @param bytes their bytes as written, line ends included
 * @param continuationLines lines that continued an event (stack traces, multi-line messages)
 * @param unreadLines lines that started no event in the shape and continued none
 * @param peakSecondEvents events in the busiest second
 * @param peakSecondBytes bytes in the busiest second by bytes
 * @param peakMinuteEventsPerSecond events a second over the busiest minute
 * @param compression the lines' bytes over their gzipped bytes
 * @param compressionFrom what the compression was measured on
 * @param levels events and bytes per level, most severe first
 * @param loggers the loggers that wrote most bytes, heaviest first
 * @param templates the message templates that wrote most bytes, heaviest first
 * @param templateCount templates found in all (the list may hold fewer)
 * @param loggerCount loggers found in all
 */
public record VolumeProfile(String schema, List<String> sources, String shape, String from, String to, double seconds,
                            long events, long bytes, long continuationLines, long unreadLines, long peakSecondEvents,
                            long peakSecondBytes, double peakMinuteEventsPerSecond, double compression, String compressionFrom,
                            List<LevelVolume> levels, List<LoggerVolume> loggers, List<TemplateVolume> templates,
                            int templateCount, int loggerCount) {
    public static final String SCHEMA = "logtune-volume/1";

    public VolumeProfile {
        sources = List.copyOf(sources);
        levels = List.copyOf(levels);
        loggers = List.copyOf(loggers);
        templates = List.copyOf(templates);
    }

    /** One level's part. */
    public record LevelVolume(String level, long events, long bytes) {
    }

    /** One logger's part; {@code warnAndError} of its events at WARN or above. */
    public record LoggerVolume(String logger, long events, long bytes, long warnAndError) {
    }

    /** One template's part: the call site a per-site sampler keys on. */
    public record TemplateVolume(String logger, String level, String template, long events, long bytes) {
        public boolean severe() {
            return level.equals("WARN") || level.equals("ERROR");
        }
    }

    public double eventsPerSecond() {
        return events / seconds;
    }

    public double bytesPerSecond() {
        return bytes / seconds;
    }

    /** Mean bytes an event, its stack trace included. */
    public double lineBytes() {
        return events == 0 ? 0 : (double) bytes / events;
    }

    /** The WARN and ERROR shares of the events, said as coming from these logs. */
    public LevelShares levelShares() {
        return new LevelShares(share("WARN"), share("ERROR"), "measured from " + origin());
    }

    /** The lines' shape for a plan: their bytes and compression at {@code rate}. */
    public Volume volumeAt(double rate, boolean compressed) {
        return new Volume(rate, lineBytes(), compressed ? compression : 1);
    }

    /** How few templates make {@code share} of the bytes. */
    public int templatesMaking(double share) {
        long sum = 0;
        int count = 0;
        for (TemplateVolume template : templates) {
            if (sum >= share * bytes) {
                break;
            }
            sum += template.bytes();
            count++;
        }
        return count;
    }

    /** "3 h 2 min of logs/app.log". */
    public String origin() {
        String files = sources.size() == 1 ? sources.get(0) : sources.size() + " files (" + sources.get(0) + ", ...)";
        return Durations.span(seconds) + " of " + files;
    }

    /** "measured from 3 h 2 min of logs/app.log: 41 templates, 6 make 90% of the bytes". */
    public String describe() {
        return String.format(Locale.ROOT, "measured from %s: %d templates, %d make 90%% of the bytes", origin(), templateCount,
                templatesMaking(0.9));
    }

    /** Reads a profile {@code tuner volume --format json} wrote; anything else is refused in one line. */
    public static VolumeProfile read(Path file) {
        VolumeProfile profile;
        try {
            profile = Json.mapper().readValue(Files.readString(file), VolumeProfile.class);
        } catch (NoSuchFileException e) {
            throw new BadInputException("--volume: no such file: " + file);
        } catch (JacksonException e) {
            throw new BadInputException("--volume: " + file + " is not a volume profile (" + e.getOriginalMessage() + ")");
        } catch (IOException e) {
            throw new BadInputException("--volume: cannot read " + file + ": " + e.getMessage());
        }
        if (profile == null || !SCHEMA.equals(profile.schema())) {
            throw new BadInputException("--volume: " + file + " is not a volume profile (expected \"schema\": \"" + SCHEMA
                    + "\", from tuner volume --format json)");
        }
        if (profile.events() <= 0 || !(profile.seconds() > 0) || !(profile.compression() >= 1) || profile.bytes() <= 0) {
            throw new BadInputException("--volume: " + file + " holds no events to plan on (events, bytes, seconds and"
                    + " compression must be positive)");
        }
        return profile;
    }

    private double share(String level) {
        return levels.stream().filter(l -> l.level().equals(level)).mapToLong(LevelVolume::events).sum() / (double) events;
    }
}
