package dev.logtune.configs.model;

import java.util.regex.Pattern;

/**
 * A pattern layout. The patterns below use conversion words that Logback and Log4j2 read the same way.
 */
public record PatternLayout(String pattern) implements Layout {
    /** Timestamp, thread, level, logger and message: what most services log. */
    public static final String STANDARD = "%d{yyyy-MM-dd HH:mm:ss.SSS} [%thread] %-5level %logger{36} - %msg%n";
    /** Level and message only: the least formatting work a line can take. */
    public static final String MINIMAL = "%level %msg%n";
    /** The standard pattern plus class, method and line: a stack walk per event. */
    public static final String CALLER_DATA =
            "%d{yyyy-MM-dd HH:mm:ss.SSS} [%thread] %-5level %logger{36} %class.%method:%line - %msg%n";

    /**
     * What an emitted file prints: the standard line with the time zone's offset (ISO 8601) and the MDC when there is one
     * (Logback prints it as [k=v], Log4j2 as {k=v}). Each framework has its own words for the MDC and for leaving it out when empty.
     */
    public static final String LOGBACK_SERVICE =
            "%d{yyyy-MM-dd'T'HH:mm:ss.SSSXXX} [%thread] %-5level %logger{36}%replace( [%mdc]){' \\[\\]', ''} - %msg%n";
    public static final String LOG4J2_SERVICE =
            "%d{yyyy-MM-dd'T'HH:mm:ss.SSSXXX} [%thread] %-5level %logger{36}%replace{ %X}{ \\{\\}}{} - %msg%n";

    // Conversion words that make either framework walk the stack for every event.
    private static final Pattern CALLER_CONVERTERS = Pattern.compile(
            "%-?\\d*(?:\\.-?\\d+)?(?:C|class|M|method|L|line|F|file|caller|l|location)(?![A-Za-z])");

    public PatternLayout {
        if (pattern == null || pattern.isBlank()) {
            throw new InvalidSetupException(Knob.LAYOUT, "a pattern layout needs a pattern");
        }
    }

    public static PatternLayout standard() {
        return new PatternLayout(STANDARD);
    }

    /** The line an emitted file writes, in the framework's own pattern syntax. */
    public static PatternLayout forService(Framework framework) {
        return new PatternLayout(framework == Framework.LOGBACK ? LOGBACK_SERVICE : LOG4J2_SERVICE);
    }

    /** Whether this is the standard line every setup of the matrix is measured with. */
    public boolean isStandard() {
        return pattern.equals(STANDARD);
    }

    public static PatternLayout minimal() {
        return new PatternLayout(MINIMAL);
    }

    public static PatternLayout callerData() {
        return new PatternLayout(CALLER_DATA);
    }

    /** Whether a pattern in either framework's syntax asks for caller data. */
    public static boolean asksForCallerData(String pattern) {
        return CALLER_CONVERTERS.matcher(pattern).find();
    }

    @Override
    public boolean needsCallerData() {
        return asksForCallerData(pattern);
    }

    @Override
    public String kind() {
        return needsCallerData() ? "pattern+caller" : "pattern";
    }
}
