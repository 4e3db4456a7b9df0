package dev.logtune.tuner.logcost;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Adds up one kind of recorded cost as a recording is read, in memory bounded by the distinct logging frames. */
final class Tally {
    /** Frames kept in a share: enough for a person and for a diff of two recordings. */
    static final int TOP_FRAMES = 10;

    private long total;
    private long logging;
    private long onLoggingThreads;
    private final Map<LoggingRole, Long> byRole = new EnumMap<>(LoggingRole.class);
    private final Map<String, Long> byFrame = new HashMap<>();

    /** Counts {@code weight} (a sample, bytes, nanoseconds) of a stack; {@code passage} null where it is not logging's. */
    void add(long weight, LoggingPassage passage) {
        total += weight;
        if (passage == null) {
            return;
        }
        logging += weight;
        if (passage.ownThread()) {
            onLoggingThreads += weight;
        }
        byRole.merge(passage.role(), weight, Long::sum);
        byFrame.merge(passage.frame(), weight, Long::sum);
    }

    /** Whether anything was counted. */
    boolean any() {
        return total > 0;
    }

    long total() {
        return total;
    }

    LoggingShare share(String unit) {
        Map<LoggingRole, Long> roles = new EnumMap<>(LoggingRole.class);
        for (LoggingRole role : LoggingRole.values()) {
            roles.put(role, byRole.getOrDefault(role, 0L));
        }
        return new LoggingShare(unit, total, logging, onLoggingThreads, roles, topFrames(total));
    }

    /** The largest frames, each as a share of {@code whole}; ties in name order, so a recording reads the same twice. */
    List<FrameShare> topFrames(long whole) {
        List<Map.Entry<String, Long>> frames = new ArrayList<>(byFrame.entrySet());
        frames.sort(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder()).thenComparing(Map.Entry.comparingByKey()));
        List<FrameShare> top = new ArrayList<>();
        for (Map.Entry<String, Long> frame : frames.subList(0, Math.min(TOP_FRAMES, frames.size()))) {
            top.add(new FrameShare(frame.getKey(), frame.getValue(), whole == 0 ? 0 : (double) frame.getValue() / whole));
        }
        return top;
    }
}
