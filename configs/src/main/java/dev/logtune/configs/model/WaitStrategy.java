package dev.logtune.configs.model;

/** How a Log4j2 async logger's background thread waits for new events ({@code log4j2.asyncLoggerWaitStrategy}). */
public enum WaitStrategy {
    /** Log4j2's default: blocks on a lock with a 10 ms timeout. */
    TIMEOUT("Timeout"),
    BLOCK("Block"),
    SLEEP("Sleep"),
    YIELD("Yield"),
    BUSY_SPIN("BusySpin");

    private final String propertyValue;

    WaitStrategy(String propertyValue) {
        this.propertyValue = propertyValue;
    }

    public String propertyValue() {
        return propertyValue;
    }

    /** Strategies that keep a core busy while the logger is idle. */
    public boolean spins() {
        return this == YIELD || this == BUSY_SPIN;
    }
}
