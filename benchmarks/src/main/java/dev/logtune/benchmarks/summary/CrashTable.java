package dev.logtune.benchmarks.summary;

import dev.logtune.lab.results.CrashRecord;
import dev.logtune.support.format.Numbers;

import java.util.List;

import static dev.logtune.benchmarks.summary.SummaryMarkdown.label;
import static dev.logtune.benchmarks.summary.SummaryMarkdown.section;

/** What a crash loses: each crash test's events on disk, whether the last (an ERROR) was among them. */
final class CrashTable {
    private CrashTable() {
    }

    static void append(StringBuilder md, List<CrashRecord> crashes) {
        if (crashes.isEmpty()) {
            return;
        }
        section(md, "What a crash loses",
                "Each setup logged its events (the last an ERROR), waited, and its JVM was halted with no shutdown hook and no "
                        + "stop, as kill -9 or the OOM killer ends it. What the files held then is what the setup had handed to the OS.");
        md.append("| setup | events on disk | the last (ERROR) | waited | bytes | note |\n|---|---:|---|---:|---:|---|\n");
        for (CrashRecord crash : crashes) {
            md.append("| ").append(label(crash.setup())).append(" | ")
                    .append(crash.isFailure() ? "" : crash.eventsOnDisk() + " of " + crash.eventsLogged()).append(" | ")
                    .append(crash.isFailure() ? "" : crash.lastOnDisk() ? "on disk" : "**lost**").append(" | ")
                    .append(crash.waitMillis()).append(" ms | ").append(Numbers.count(crash.bytesOnDisk())).append(" | ")
                    .append(crash.note().replace("|", "/")).append(" |\n");
        }
    }
}
