package dev.logtune.tuner.buildinfo;

import java.util.ArrayList;
import java.util.List;

/**
 * A dotted version read by its leading numbers: "1.5.37" and "1.5.37-SNAPSHOT" compare alike, "2.23" equals "2.23.0".
 * Text that does not start with a digit has no number ({@link #known()} is false).
 */
public record VersionNumber(String text, List<Integer> parts) implements Comparable<VersionNumber> {

    public VersionNumber {
        parts = List.copyOf(parts);
    }

    public static VersionNumber of(String text) {
        List<Integer> parts = new ArrayList<>();
        String numbers = text == null ? "" : text.strip().replaceAll("[^0-9.].*$", "");
        for (String part : numbers.split("\\.")) {
            if (part.isEmpty() || part.length() > 9) {
                break;
            }
            parts.add(Integer.parseInt(part));
        }
        return new VersionNumber(text == null ? "" : text.strip(), parts);
    }

    public boolean known() {
        return !parts.isEmpty();
    }

    public int major() {
        return parts.isEmpty() ? 0 : parts.get(0);
    }

    /** Whether this version is {@code other} or later. */
    public boolean atLeast(String other) {
        return compareTo(of(other)) >= 0;
    }

    @Override
    public int compareTo(VersionNumber other) {
        for (int i = 0; i < Math.max(parts.size(), other.parts.size()); i++) {
            int a = i < parts.size() ? parts.get(i) : 0;
            int b = i < other.parts.size() ? other.parts.get(i) : 0;
            if (a != b) {
                return Integer.compare(a, b);
            }
        }
        return 0;
    }

    @Override
    public String toString() {
        return text;
    }
}
