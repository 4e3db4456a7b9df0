package dev.logtune.tuner.recommend;

import dev.logtune.benchmarks.results.BenchResults;
import dev.logtune.tuner.advice.Recommendation;
import dev.logtune.benchmarks.files.AtomicFiles;
import dev.logtune.tuner.report.TargetPage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where {@code recommend --report} writes: the page with its charts, and the pull-request comment. */
record ReportDir(Path dir) {

    Path page() {
        return dir.resolve("index.html");
    }

    Path comment() {
        return dir.resolve("comment.md");
    }

    /** Whether an earlier report is there, which only --force replaces. */
    boolean holdsReport() {
        return Files.exists(page()) || Files.exists(comment());
    }

    /** Writes both, each atomically; {@code text} is the report as text, shown on the page. */
    void write(Recommendation answer, BenchResults results, String text) throws IOException {
        Files.createDirectories(dir);
        AtomicFiles.write(page(), TargetPage.render(answer, results, text));
        AtomicFiles.write(comment(), TargetPage.comment(answer, "index.html"));
    }
}
