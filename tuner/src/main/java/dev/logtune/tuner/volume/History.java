package dev.logtune.tuner.volume;

import dev.logtune.support.input.BadInputException;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** How far back a team must be able to read its logs: 7d, 36h, 90min. A bare number is refused. */
public record History(Duration length) {
    private static final Pattern FORM = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(d|days?|h|hours?|min|m)");

    public History {
        if (length == null || length.isNegative() || length.isZero()) {
            throw new IllegalArgumentException("a history must be longer than zero");
        }
    }

    /** "7d", "36h", "90min"; an error that says what was wrong. */
    public static History parse(String text) {
        Matcher m = FORM.matcher(text.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new BadInputException("'" + text.strip() + "' is not a history with its unit (e.g. 7d, 36h, 90min)");
        }
        double value = Double.parseDouble(m.group(1));
        double seconds = value * switch (m.group(2).charAt(0)) {
            case 'd' -> 86_400;
            case 'h' -> 3_600;
            default -> 60;
        };
        if (seconds < 60) {
            throw new BadInputException("'" + text.strip() + "' is under a minute; a history is minutes to months");
        }
        return new History(Duration.ofSeconds(Math.round(seconds)));
    }

    public double seconds() {
        return length.toSeconds();
    }

    /** "7 days", "36 hours", "90 min". */
    public String describe() {
        long s = length.toSeconds();
        if (s % 86_400 == 0) {
            return plural(s / 86_400, "day");
        }
        if (s % 3_600 == 0) {
            return plural(s / 3_600, "hour");
        }
        return String.format(Locale.ROOT, "%d min", s / 60);
    }

    /** As the command line writes it: "7d", "36h", "90min". */
    @com.fasterxml.jackson.annotation.JsonValue
    public String option() {
        long s = length.toSeconds();
        return s % 86_400 == 0 ? s / 86_400 + "d" : s % 3_600 == 0 ? s / 3_600 + "h" : s / 60 + "min";
    }

    private static String plural(long n, String unit) {
        return n + " " + unit + (n == 1 ? "" : "s");
    }
}
