package dev.logtune.configs.model;

import java.util.Objects;

/** One JSON object a line, written by the framework's own encoder, logstash-logback-encoder's or Spring Boot's. */
public record JsonLayout(JsonEncoding encoding) implements Layout {
    public JsonLayout {
        Objects.requireNonNull(encoding, "encoding");
    }

    /** The framework's own JSON: Logback's JsonEncoder, Log4j2's JsonTemplateLayout (ECS template). */
    public JsonLayout() {
        this(JsonEncoding.FRAMEWORK);
    }

    @Override
    public boolean needsCallerData() {
        return false;
    }

    @Override
    public String kind() {
        return switch (encoding) {
            case FRAMEWORK -> "json";
            case LOGSTASH -> "json (LogstashEncoder)";
            case SPRING_ECS -> "json (Spring Boot ecs)";
            case SPRING_LOGSTASH -> "json (Spring Boot logstash)";
            case LOG4J2_JSON_LAYOUT -> "json (JsonLayout, deprecated)";
        };
    }
}
