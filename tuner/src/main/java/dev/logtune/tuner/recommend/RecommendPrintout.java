package dev.logtune.tuner.recommend;

import dev.logtune.tuner.advice.DataSource;
import dev.logtune.tuner.report.Report;

/**
 * recommend's answer ready to print: the record JSON is written from, the full report text (with --details) and
 * Markdown are (built once, and shown again on the --report page), and the first screen text shows otherwise.
 *
 * @param firstScreen the short text answer; null where the full report is asked for as text
 */
record RecommendPrintout(RecommendOutput output, Report report, String firstScreen) {

    /**
     * @param nextCommand the command that would write the answer, offered when it is undecided
     * @param data the results the answer came from
     * @param details whether text shows the full report rather than the first screen
     */
    static RecommendPrintout of(RecommendResult result, String nextCommand, DataSource data, boolean details) {
        return new RecommendPrintout(result.output(), RecommendReport.build(result.output(), nextCommand),
                details ? null : RecommendSummary.text(result.output(), nextCommand, data));
    }

    String text() {
        return firstScreen != null ? firstScreen : report.toText();
    }
}
