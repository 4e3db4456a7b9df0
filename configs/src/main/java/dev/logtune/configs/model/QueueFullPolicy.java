package dev.logtune.configs.model;

/** What a Log4j2 async logger does when its ring buffer is full ({@code log4j2.asyncQueueFullPolicy}). */
public enum QueueFullPolicy {
    /** Log4j2's default: the caller waits for a free slot. */
    BLOCK("Default"),
    /** Events at the discard level and below are dropped. */
    DISCARD("Discard");

    private final String propertyValue;

    QueueFullPolicy(String propertyValue) {
        this.propertyValue = propertyValue;
    }

    public String propertyValue() {
        return propertyValue;
    }
}
