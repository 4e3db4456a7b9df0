package dev.logtune.configs.model;

/** One JSON object a line: Logback's JsonEncoder, Log4j2's JsonTemplateLayout (ECS template). */
public record JsonLayout() implements Layout {
    @Override
    public boolean needsCallerData() {
        return false;
    }

    @Override
    public String kind() {
        return "json";
    }
}
