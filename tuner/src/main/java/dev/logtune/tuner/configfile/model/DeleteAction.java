package dev.logtune.tuner.configfile.model;

import dev.logtune.tuner.configfile.ConfigElement;

import java.time.Duration;

/**
 * A Log4j2 {@code <Delete>} action of a DefaultRolloverStrategy, as far as it bounds the history: the conditions in its
 * tree, flattened. Conditions at the top of a Delete, or nested in one another, must all accept a file (Log4j2 runs
 * nested conditions only on the files the outer one accepted); under {@code <IfAny>} one suffices.
 *
 * @param basePath where it looks, variables resolved
 * @param maxDepth how deep it looks (Log4j2's default 1)
 * @param namesFiles whether some condition picks files by name ({@code IfFileName}): without one, every file under the
 *     base path that meets the age or size condition is deleted, this appender's or not
 * @param age {@code IfLastModified age}, or null
 * @param size {@code IfAccumulatedFileSize exceeds} in bytes, or null
 * @param count {@code IfAccumulatedFileCount exceeds}, or null
 * @param any whether the age, size and count conditions sit under one {@code <IfAny>} (the first met deletes)
 * @param unread a condition lint does not evaluate ({@code ScriptCondition}, {@code IfNot}), or null
 * @param glob the glob of its one {@code IfFileName}, or null (none, a regex, or several)
 * @param archives the appender's archives' path below basePath, directories included ("app-%d{yyyy-MM-dd}-%i.log.gz",
 *     "$${date:yyyy-MM}/app-%d-%i.log.gz"); null where the filePattern does not start with basePath as written
 */
public record DeleteAction(ConfigElement element, String basePath, int maxDepth, boolean namesFiles, Duration age, Long size,
                           Integer count, boolean any, String unread, String glob, String archives) {

    /** Whether it bounds the history at all: some age, size or count condition, on names the archives can have. */
    public boolean bounds() {
        return (age != null || size != null || count != null) && !missesArchives();
    }

    /**
     * Whether its glob can match none of the archives: IfFileName matches the path relative to basePath, and a glob's
     * {@code *} does not cross a {@code /}, so a glob of another depth than the archives' never matches (a {@code **}
     * or a brace group may, and is left to Log4j2).
     */
    public boolean missesArchives() {
        if (glob == null || archives == null || glob.contains("**") || glob.contains("{")) {
            return false;
        }
        return depth(glob) != depth(archives);
    }

    private static long depth(String path) {
        return path.chars().filter(c -> c == '/').count();
    }
}
