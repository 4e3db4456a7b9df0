package dev.logtune.support.format;

import java.util.Locale;

/** Byte sizes for people: a buffer as written ("8 KB"), a volume as measured ("8.7 MB", "733 GB"). */
public final class Bytes {
    private static final String[] UNITS = {"bytes", "KB", "MB", "GB", "TB", "PB"};

    private Bytes() {
    }

    /** A size someone set, in the largest unit that keeps it whole: "8 KB", "1 MB", "300 bytes". */
    public static String exact(long bytes) {
        int unit = 0;
        while (unit < UNITS.length - 1 && bytes != 0 && bytes % 1024 == 0) {
            bytes /= 1024;
            unit++;
        }
        return bytes + " " + UNITS[unit];
    }

    /** A measured or estimated volume, two figures below ten of a unit: "512 KB", "8.7 MB", "5.1 TB". */
    public static String scaled(double bytes) {
        int unit = 0;
        while (bytes >= 1024 && unit < UNITS.length - 1) {
            bytes /= 1024;
            unit++;
        }
        return String.format(Locale.ROOT, bytes < 10 && unit > 0 ? "%.1f %s" : "%.0f %s", bytes, UNITS[unit]);
    }
}
