package dev.logtune.configs.model;

/** Which library writes the JSON line. */
public enum JsonEncoding {
    /** The framework's own: Logback's JsonEncoder, Log4j2's JsonTemplateLayout with its ECS template. */
    FRAMEWORK,
    /** logstash-logback-encoder's LogstashEncoder (Logback only): the most used JSON encoder for Logback. */
    LOGSTASH;

    public static final String LOGSTASH_ENCODER = "net.logstash.logback.encoder.LogstashEncoder";
}
