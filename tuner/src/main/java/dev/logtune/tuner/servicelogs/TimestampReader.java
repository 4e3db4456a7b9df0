package dev.logtune.tuner.servicelogs;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.util.Locale;
import java.text.ParsePosition;
import java.util.Map;

/**
 * Reads a line's timestamp to the second, where it starts, and says where it ends: a log is read at the speed of its
 * bytes, so the shapes nearly every service prints (ISO dates with {@code T} or a space, a comma or a point before the
 * fraction, an offset or none, or a time of day alone) are read by hand; any other pattern the framework was given is
 * read with a {@link DateTimeFormatter} of it. A timestamp without an offset is read as UTC: only the span and the
 * busiest second are asked of it.
 */
final class TimestampReader {
    /** Log4j2's and Logback's named date formats, as the patterns they stand for. */
    private static final Map<String, String> NAMED = Map.ofEntries(
            Map.entry("DEFAULT", "yyyy-MM-dd HH:mm:ss,SSS"),
            Map.entry("ISO8601", "yyyy-MM-dd'T'HH:mm:ss,SSS"),
            Map.entry("ISO8601_PERIOD", "yyyy-MM-dd'T'HH:mm:ss.SSS"),
            Map.entry("ISO8601_BASIC", "yyyyMMdd'T'HHmmss,SSS"),
            Map.entry("ISO8601_OFFSET_DATE_TIME_HHMM", "yyyy-MM-dd'T'HH:mm:ss,SSSXX"),
            Map.entry("ISO8601_OFFSET_DATE_TIME_HHCMM", "yyyy-MM-dd'T'HH:mm:ss,SSSXXX"),
            Map.entry("ABSOLUTE", "HH:mm:ss,SSS"),
            Map.entry("DATE", "dd MMM yyyy HH:mm:ss,SSS"),
            Map.entry("COMPACT", "yyyyMMddHHmmssSSS"));

    private final DateTimeFormatter formatter;
    private final int unixDigits;
    private int cachedYear = -1;
    private int cachedMonth = -1;
    private int cachedDay = -1;
    private long cachedEpochDay;

    private TimestampReader(DateTimeFormatter formatter, int unixDigits) {
        this.formatter = formatter;
        this.unixDigits = unixDigits;
    }

    /** For {@code %d{option}}: the option's pattern or named format; null or empty for the frameworks' default. */
    static TimestampReader forPattern(String option) {
        String pattern = option == null || option.isBlank() ? NAMED.get("DEFAULT") : option.strip();
        if (pattern.equals("UNIX")) {
            return new TimestampReader(null, 10);
        }
        if (pattern.equals("UNIX_MILLIS")) {
            return new TimestampReader(null, 13);
        }
        pattern = NAMED.getOrDefault(pattern, pattern);
        DateTimeFormatter formatter;
        try {
            formatter = DateTimeFormatter.ofPattern(pattern, Locale.ROOT);
        } catch (IllegalArgumentException e) {
            formatter = null;
        }
        return new TimestampReader(formatter, 0);
    }

    /** The ISO shapes alone: JSON's timestamps. */
    static TimestampReader iso() {
        return new TimestampReader(null, 0);
    }

    /** Reads the timestamp starting at {@code from} into {@code out}; its end, or -1 where none starts there. */
    int read(String s, int from, ParsedEvent out) {
        if (unixDigits > 0) {
            return readUnix(s, from, out);
        }
        int end = readIso(s, from, out);
        return end >= 0 || formatter == null ? end : readFormatted(s, from, out);
    }

    private int readUnix(String s, int from, ParsedEvent out) {
        int end = from + unixDigits;
        if (end > s.length() || !digits(s, from, unixDigits)) {
            return -1;
        }
        long value = Long.parseLong(s, from, end, 10);
        out.epochSecond = unixDigits == 13 ? value / 1000 : value;
        out.dateless = false;
        return end;
    }

    private int readIso(String s, int i, ParsedEvent out) {
        int n = s.length();
        boolean dated = i + 10 <= n && digits(s, i, 4) && s.charAt(i + 4) == '-' && digits(s, i + 5, 2)
                && s.charAt(i + 7) == '-' && digits(s, i + 8, 2);
        int year = 0;
        int month = 0;
        int day = 0;
        if (dated) {
            year = number(s, i, 4);
            month = number(s, i + 5, 2);
            day = number(s, i + 8, 2);
            i += 10;
            if (i >= n || (s.charAt(i) != 'T' && s.charAt(i) != ' ')) {
                return -1;
            }
            i++;
        }
        if (i + 8 > n || !digits(s, i, 2) || s.charAt(i + 2) != ':' || !digits(s, i + 3, 2) || s.charAt(i + 5) != ':'
                || !digits(s, i + 6, 2)) {
            return -1;
        }
        int hour = number(s, i, 2);
        int minute = number(s, i + 3, 2);
        int second = number(s, i + 6, 2);
        if (hour > 23 || minute > 59 || second > 60 || (dated && (month < 1 || month > 12 || day < 1 || day > 31))) {
            return -1;
        }
        i += 8;
        if (i + 1 < n && (s.charAt(i) == '.' || s.charAt(i) == ',') && digit(s.charAt(i + 1))) {
            i++;
            while (i < n && digit(s.charAt(i))) {
                i++;
            }
        }
        int offset = 0;
        if (dated && i < n) {
            char c = s.charAt(i);
            if (c == 'Z') {
                i++;
            } else if ((c == '+' || c == '-') && i + 3 <= n && digits(s, i + 1, 2)) {
                int hours = number(s, i + 1, 2);
                int minutes = 0;
                int j = i + 3;
                if (j + 3 <= n && s.charAt(j) == ':' && digits(s, j + 1, 2)) {
                    minutes = number(s, j + 1, 2);
                    j += 3;
                } else if (j + 2 <= n && digits(s, j, 2)) {
                    minutes = number(s, j, 2);
                    j += 2;
                }
                offset = (c == '-' ? -1 : 1) * (hours * 3600 + minutes * 60);
                i = j;
            }
        }
        long secondOfDay = hour * 3600L + minute * 60L + second;
        if (dated) {
            try {
                out.epochSecond = epochDay(year, month, day) * 86_400 + secondOfDay - offset;
            } catch (DateTimeException e) {
                return -1;
            }
        } else {
            out.epochSecond = secondOfDay;
        }
        out.dateless = !dated;
        return i;
    }

    private int readFormatted(String s, int from, ParsedEvent out) {
        ParsePosition position = new ParsePosition(from);
        TemporalAccessor parsed;
        try {
            parsed = formatter.parse(s, position);
        } catch (DateTimeException e) {
            return -1;
        }
        if (!parsed.isSupported(ChronoField.SECOND_OF_DAY)) {
            return -1;
        }
        long secondOfDay = parsed.getLong(ChronoField.SECOND_OF_DAY);
        long offset = parsed.isSupported(ChronoField.OFFSET_SECONDS) ? parsed.getLong(ChronoField.OFFSET_SECONDS) : 0;
        if (parsed.isSupported(ChronoField.EPOCH_DAY)) {
            out.epochSecond = parsed.getLong(ChronoField.EPOCH_DAY) * 86_400 + secondOfDay - offset;
            out.dateless = false;
        } else {
            out.epochSecond = secondOfDay;
            out.dateless = true;
        }
        return position.getIndex();
    }

    private long epochDay(int year, int month, int day) {
        if (year != cachedYear || month != cachedMonth || day != cachedDay) {
            cachedEpochDay = LocalDate.of(year, month, day).toEpochDay();
            cachedYear = year;
            cachedMonth = month;
            cachedDay = day;
        }
        return cachedEpochDay;
    }

    private static boolean digits(String s, int from, int count) {
        for (int k = from; k < from + count; k++) {
            if (!digit(s.charAt(k))) {
                return false;
            }
        }
        return true;
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    private static int number(String s, int from, int count) {
        int value = 0;
        for (int k = from; k < from + count; k++) {
            value = value * 10 + (s.charAt(k) - '0');
        }
        return value;
    }
}
