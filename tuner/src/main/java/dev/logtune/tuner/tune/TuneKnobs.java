package dev.logtune.tuner.tune;

/** The knobs tune changes, named once: its help and its reasons for leaving a finding quote this one list. */
final class TuneKnobs {
    /** In the order a reader meets them in a file. */
    static final String LIST = "queue depth, silent drops (discarding threshold, neverBlock, a queue-full policy), blocking"
            + " when full, caller data, flushing, the Log4j2 wait strategy, a Logback AsyncAppender's shutdown drain time, volume filters"
            + " that drop WARN or ERROR (Logback's DuplicateMessageFilter removed, a Log4j2 BurstFilter's level lowered to INFO), an"
            + " async queue in front of a console at the rate (XML)";

    private TuneKnobs() {
    }
}
