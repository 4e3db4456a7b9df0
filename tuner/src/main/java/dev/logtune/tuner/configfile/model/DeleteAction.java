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
 */
public record DeleteAction(ConfigElement element, String basePath, int maxDepth, boolean namesFiles, Duration age, Long size,
                           Integer count, boolean any, String unread) {

    /** Whether it bounds the history at all: some age, size or count condition. */
    public boolean bounds() {
        return age != null || size != null || count != null;
    }
}
