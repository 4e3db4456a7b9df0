package dev.logtune.configs.model;

import java.util.regex.Pattern;

/**
 * What each line costs to make, as far as a setup's figures tell it apart: pattern text or JSON and whose JSON, and
 * whether the pattern walks the caller's stack, prints the MDC, or is the minimal one.
 *
 * @param format pattern text or JSON
 * @param encoding whose JSON; null for a pattern line
 * @param callerData whether every event walks the caller's stack (class, method, line)
 * @param mdc whether a pattern prints the MDC
 * @param minimal whether the pattern prints neither a date nor a thread: the least formatting work a line can take
 */
public record LineTraits(LineFormat format, JsonEncoding encoding, boolean callerData, boolean mdc, boolean minimal) {
    private static final Pattern PRINTS_MDC = Pattern.compile("%X|%mdc");

    public LineTraits {
        if (format == null) {
            throw new IllegalArgumentException("a line is pattern text or JSON");
        }
        if ((format == LineFormat.JSON) != (encoding != null)) {
            throw new IllegalArgumentException("a JSON line, and only a JSON line, has an encoding");
        }
    }

    /** A JSON line: its encoder decides, and it prints neither a pattern's MDC nor the caller. */
    public static LineTraits json(JsonEncoding encoding) {
        return new LineTraits(LineFormat.JSON, encoding, false, false, false);
    }

    /** A line of this pattern, in either framework's syntax. */
    public static LineTraits pattern(String pattern) {
        return new LineTraits(LineFormat.PATTERN, null, PatternLayout.asksForCallerData(pattern), printsMdc(pattern),
                isMinimal(pattern));
    }

    /** A layout's line. */
    public static LineTraits of(Layout layout) {
        return layout instanceof JsonLayout json ? json(json.encoding()) : pattern(((PatternLayout) layout).pattern());
    }

    /**
     * This line with the caller's stack walked for every event or not: where an async stage captures the caller (Log4j2's
     * includeLocation on async loggers), the stage decides rather than the pattern.
     */
    public LineTraits withCallerData(boolean walks) {
        return new LineTraits(format, encoding, walks, mdc, minimal);
    }

    /** Whether a pattern prints the MDC (%X, %mdc): the service line measured with a trace context. */
    public static boolean printsMdc(String pattern) {
        return PRINTS_MDC.matcher(pattern).find();
    }

    /** Whether a pattern prints neither the date nor the thread. */
    public static boolean isMinimal(String pattern) {
        return !pattern.isEmpty() && !pattern.contains("%d") && !pattern.contains("%thread");
    }
}
