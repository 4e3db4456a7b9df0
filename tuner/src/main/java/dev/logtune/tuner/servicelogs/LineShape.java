package dev.logtune.tuner.servicelogs;

/** How a log's lines are written, read back: a layout pattern, or one of the JSON shapes. */
interface LineShape {
    /** What the shape is, as the report names it: "Spring Boot 3's default pattern". */
    String name();

    /** Reads {@code line} into {@code out}; false where the line does not start an event in this shape. */
    boolean read(String line, ParsedEvent out);
}
