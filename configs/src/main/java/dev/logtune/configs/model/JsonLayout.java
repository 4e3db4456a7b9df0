package dev.logtune.configs.model;

import java.util.Objects;

/** One JSON object a line, written by the framework's own encoder or by logstash-logback-encoder's. */
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
        return encoding == JsonEncoding.LOGSTASH ? "json (LogstashEncoder)" : "json";
    }
}
