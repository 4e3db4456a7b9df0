package dev.logtune.tuner.tune;

/** The knobs tune changes, named once: its help and its reasons for leaving a finding quote this one list. */
final class TuneKnobs {
    /** In the order a reader meets them in a file. */
    static final String LIST = "queue depth, silent drops (discarding threshold, neverBlock, a queue-full policy), blocking"
            + " when full, caller data, flushing, the Log4j2 wait strategy, a Logback AsyncAppender's shutdown drain time, volume filters"
            + " that drop WARN or ERROR (Logback's DuplicateMessageFilter removed, a Log4j2 BurstFilter's level lowered to INFO),"
            + " a rolling file's history sized to the rate, --disk-budget and --history (Logback's maxHistory, totalSizeCap,"
            + " maxFileSize; Log4j2's size trigger, index window and a Delete), archive names (an index where a size trigger needs one,"
            + " Log4j2's fileIndex), a plain file that lint warns grows without bound made rolling, and an async queue in front"
            + " of a console at the rate (XML, JSON, YAML); with --change-output, caller converters in a pattern and a DEBUG or TRACE logger lint"
            + " warns of";

    private TuneKnobs() {
    }
}
