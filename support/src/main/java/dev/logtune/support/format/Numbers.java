package dev.logtune.support.format;

import java.util.Locale;

/** Numbers for people: 1234567 as "1.23M", 0.5 as "0.50". */
public final class Numbers {
    private Numbers() {
    }

    public static String human(double value) {
        double abs = Math.abs(value);
        if (Double.isNaN(value)) {
            return "n/a";
        }
        if (abs >= 1e9) {
            return String.format(Locale.ROOT, "%.2fG", value / 1e9);
        }
        if (abs >= 1e6) {
            return String.format(Locale.ROOT, "%.2fM", value / 1e6);
        }
        if (abs >= 1e4) {
            return String.format(Locale.ROOT, "%.0fk", value / 1e3);
        }
        if (abs >= 1e3) {
            return String.format(Locale.ROOT, "%.1fk", value / 1e3);
        }
        if (abs >= 100) {
            return String.format(Locale.ROOT, "%.0f", value);
        }
        if (abs >= 10) {
            return String.format(Locale.ROOT, "%.1f", value);
        }
        return String.format(Locale.ROOT, "%.2f", value);
    }

    /** A whole count with thousands separators: 1,234,567. */
    public static String count(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }
}
