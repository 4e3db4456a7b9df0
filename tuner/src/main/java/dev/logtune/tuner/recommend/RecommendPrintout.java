package dev.logtune.tuner.recommend;

import dev.logtune.tuner.report.Report;

/**
 * recommend's answer ready to print: the record JSON is written from, and the report text and Markdown are (built
 * once, and shown again on the --report page).
 */
record RecommendPrintout(RecommendOutput output, Report report) {

    /** @param nextCommand the command that would write the answer, offered when it is undecided */
    static RecommendPrintout of(RecommendResult result, String nextCommand) {
        return new RecommendPrintout(result.output(), RecommendReport.build(result.output(), nextCommand));
    }
}
