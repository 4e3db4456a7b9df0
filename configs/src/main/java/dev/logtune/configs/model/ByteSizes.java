package dev.logtune.configs.model;

/** Byte counts in the KB/MB form both frameworks parse. */
public final class ByteSizes {
    private ByteSizes() {
    }

    /** 262144 becomes "256KB"; a count that is no whole KB stays in bytes. */
    public static String human(long bytes) {
        if (bytes % (1024L * 1024 * 1024) == 0) {
            return bytes / (1024L * 1024 * 1024) + "GB";
        }
        if (bytes % (1024L * 1024) == 0) {
            return bytes / (1024L * 1024) + "MB";
        }
        if (bytes % 1024 == 0) {
            return bytes / 1024 + "KB";
        }
        return Long.toString(bytes);
    }

    /** Log4j2's size syntax wants a space: "100 MB". */
    public static String log4j2(long bytes) {
        String human = human(bytes);
        return human.replaceFirst("(\\d)([KMG]B)$", "$1 $2");
    }
}
