package dev.logtune.configs.model;

/** Which library writes the JSON line. */
public enum JsonEncoding {
    /** The framework's own: Logback's JsonEncoder, Log4j2's JsonTemplateLayout with its ECS template. */
    FRAMEWORK(null),
    /** logstash-logback-encoder's LogstashEncoder (Logback only): the most used JSON encoder for Logback. */
    LOGSTASH(Framework.LOGBACK),
    /**
     * Spring Boot's structured logging in Elastic Common Schema ({@code logging.structured.format.*=ecs}): its own
     * Logback encoder, Spring Boot 3.4 and later.
     */
    SPRING_ECS(Framework.LOGBACK),
    /** Spring Boot's structured logging in Logstash's JSON format ({@code logging.structured.format.*=logstash}). */
    SPRING_LOGSTASH(Framework.LOGBACK),
    /**
     * Log4j2's old JsonLayout (Jackson, deprecated for JsonTemplateLayout): measured as the contrast, compact, one object
     * a line, the MDC and the stack trace as one string.
     */
    LOG4J2_JSON_LAYOUT(Framework.LOG4J2);

    public static final String LOGSTASH_ENCODER = "net.logstash.logback.encoder.LogstashEncoder";
    public static final String SPRING_STRUCTURED_ENCODER = "org.springframework.boot.logging.logback.StructuredLogEncoder";

    private final Framework only;

    JsonEncoding(Framework only) {
        this.only = only;
    }

    /** The one framework this encoding exists for; null where each framework has its own. */
    public Framework onlyFor() {
        return only;
    }

    /** Whether the encoder is Spring Boot's StructuredLogEncoder, which needs Spring's Environment in the Logback context. */
    public boolean isSpringBoot() {
        return this == SPRING_ECS || this == SPRING_LOGSTASH;
    }

    /** Spring Boot's name for the format ({@code logging.structured.format.console=...}); null where not Spring Boot's. */
    public String springFormat() {
        return switch (this) {
            case SPRING_ECS -> "ecs";
            case SPRING_LOGSTASH -> "logstash";
            default -> null;
        };
    }
}
