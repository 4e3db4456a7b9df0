package dev.logtune.tuner.tune;

/** The knobs tune changes, named once: its help and its reasons for leaving a finding quote this one list. */
final class TuneKnobs {
    /** In the order a reader meets them in a file. */
    static final String LIST = "queue depth, silent drops (discarding threshold, neverBlock, a queue-full policy), blocking"
            + " when full, caller data, flushing, the Log4j2 wait strategy, a Logback AsyncAppender's shutdown drain time, volume filters"
            + " that drop WARN or ERROR (Logback's DuplicateMessageFilter removed, a Log4j2 BurstFilter's level lowered to INFO), Logback retention where archives are never deleted or kept minutes"
            + " (maxHistory, totalSizeCap, maxFileSize), %i where a Logback size trigger needs it, a Logback FileAppender that"
            + " lint warns grows without bound made rolling";

    private TuneKnobs() {
    }
}
