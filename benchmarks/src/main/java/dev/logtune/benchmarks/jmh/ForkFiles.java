package dev.logtune.benchmarks.jmh;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.logtune.lab.results.TrialAudit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Where a forked trial writes: its log files under {@code logtune.log.root} (deleted when the trial ends, so a
 * run never fills the disk) and its audit as one JSON line appended to {@code logtune.audit.file}.
 */
public final class ForkFiles {
    public static final String LOG_ROOT = "logtune.log.root";
    public static final String AUDIT_FILE = "logtune.audit.file";
    private static final ObjectMapper JSON = new ObjectMapper();

    private ForkFiles() {
    }

    /** A fresh, empty directory for this trial's configuration and logs. */
    public static Path newWorkDir(String name) throws IOException {
        Path root = Path.of(System.getProperty(LOG_ROOT, System.getProperty("java.io.tmpdir")));
        Files.createDirectories(root);
        return Files.createTempDirectory(root, name + "-");
    }

    public static void appendAudit(TrialAudit audit) throws IOException {
        String file = System.getProperty(AUDIT_FILE);
        if (file == null) {
            return;
        }
        Files.writeString(Path.of(file), JSON.writeValueAsString(audit) + "\n", StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }
}
