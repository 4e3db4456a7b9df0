package dev.logtune.lab.results;

import java.util.List;
import java.util.Locale;

/**
 * The heap a measuring JVM runs with. It is part of the setup: Logback allocates about 2 KB per event against Log4j2's
 * ~50 B, so the heap decides how often it collects, and a fixed 4 GB heap measured Logback 20-25% slower than the
 * JVM's default one. Measure at the heap the service runs with, and record it with every result.
 *
 * @param size a maximum heap as the JVM writes it ({@code 2g}, {@code 512m}), or {@code default} for the JVM's own
 */
public record Heap(String size) {
    /** A common service container's heap, with room for a million-event queue. */
    public static final Heap DEFAULT = new Heap("2g");

    public Heap {
        size = size == null ? "" : size.strip().toLowerCase(Locale.ROOT);
        if (!size.equals("default") && !size.matches("[1-9][0-9]*[kmg]")) {
            throw new IllegalArgumentException("a heap is a size with its unit (512m, 2g) or 'default', was '" + size + "'");
        }
    }

    public static Heap parse(String text) {
        return new Heap(text);
    }

    public List<String> jvmArgs() {
        return size.equals("default") ? List.of() : List.of("-Xmx" + size);
    }

    @Override
    public String toString() {
        return size.equals("default") ? "the JVM's default heap" : size + " heap (-Xmx" + size + ")";
    }
}
