package dev.logtune.tuner.recommend;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.tuner.advice.Recommendation;
import dev.logtune.tuner.report.TargetPage;
import dev.logtune.tuner.userfiles.UserFiles;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Where {@code recommend --report} writes: the page with its charts, and the pull-request comment. */
record ReportDir(Path dir) {

    Path page() {
        return dir.resolve("index.html");
    }

    Path comment() {
        return dir.resolve("comment.md");
    }

    /** Refuses an earlier report unless {@code force}: asked before the answer, so a long race is not run for nothing. */
    void check(boolean force) throws UserFiles.Refused {
        // what the files will hold is not known yet, and not needed to check where they go
        files("", "").check(force);
    }

    /** Writes both under the policy for a user's files; {@code text} is the report as text, shown on the page. */
    List<Path> write(Recommendation answer, BenchResults results, String text, boolean force) throws UserFiles.Refused, IOException {
        return files(TargetPage.render(answer, results, text), TargetPage.comment(answer, page().toString())).write(force);
    }

    private UserFiles files(String pageContent, String commentContent) {
        return UserFiles.inDirectory().create(page(), pageContent).create(comment(), commentContent);
    }
}
