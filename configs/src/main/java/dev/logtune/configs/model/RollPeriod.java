package dev.logtune.configs.model;

/** When a rolling file rolls over on time, besides size. */
public enum RollPeriod {
    DAILY("yyyy-MM-dd"),
    HOURLY("yyyy-MM-dd-HH");

    private final String datePattern;

    RollPeriod(String datePattern) {
        this.datePattern = datePattern;
    }

    /** The date pattern both frameworks use in the rolled file names. */
    public String datePattern() {
        return datePattern;
    }
}
