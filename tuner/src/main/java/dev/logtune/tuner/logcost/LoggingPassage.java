package dev.logtune.tuner.logcost;

import java.util.List;

/**
 * How one recorded stack passes through logging: the role logging played, the innermost logging frame (where the
 * time or the bytes went, with what it called in the JDK), and whether the thread is one of logging's own.
 *
 * @param frame the innermost logging frame, "class.method"
 * @param ownThread the thread is logging's own (an async appender's worker, a Disruptor's processor, a rollover's
 *     compressor): its outermost frame of code beyond the JDK is a logging framework's. Its cost is off the callers'
 *     path, and its waits are for work, not contention
 */
record LoggingPassage(LoggingRole role, String frame, boolean ownThread) {

    /**
     * The passage of a stack, innermost frame first as JFR lists them, or null where no frame is logging's.
     *
     * @param truncated the recording cut the stack's outer frames: whose thread it is cannot be told, and it is taken
     *     for a caller's (logging's own threads have short stacks)
     */
    static LoggingPassage of(List<StackFrame> frames, boolean truncated) {
        int innermost = -1;
        for (int i = 0; i < frames.size() && innermost < 0; i++) {
            if (LoggingFrames.isLogging(frames.get(i).type())) {
                innermost = i;
            }
        }
        if (innermost < 0) {
            return null;
        }
        LoggingRole role = roleFrom(frames, innermost);
        if (role == LoggingRole.APPENDER && callsIo(frames, innermost)) {
            role = LoggingRole.IO;
        }
        return new LoggingPassage(role, frames.get(innermost).name(), !truncated && ownThread(frames));
    }

    // The innermost logging frame with a role of its own; a stack of helpers alone is the logger's work.
    private static LoggingRole roleFrom(List<StackFrame> frames, int innermost) {
        for (int i = innermost; i < frames.size(); i++) {
            String type = frames.get(i).type();
            LoggingRole role = LoggingFrames.isLogging(type) ? LoggingFrames.roleOf(type) : null;
            if (role != null) {
                return role;
            }
        }
        return LoggingRole.LOGGER;
    }

    private static boolean callsIo(List<StackFrame> frames, int innermost) {
        for (int i = 0; i < innermost; i++) {
            if (LoggingFrames.isIo(frames.get(i).type())) {
                return true;
            }
        }
        return false;
    }

    private static boolean ownThread(List<StackFrame> frames) {
        for (int i = frames.size() - 1; i >= 0; i--) {
            String type = frames.get(i).type();
            if (!LoggingFrames.isJdk(type)) {
                return LoggingFrames.isLogging(type);
            }
        }
        return false;
    }
}
