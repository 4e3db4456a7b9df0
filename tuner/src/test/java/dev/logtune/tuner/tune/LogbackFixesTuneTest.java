package dev.logtune.tuner.tune;

import dev.logtune.tuner.TunerRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** What lint finds in a Logback file that a knob or an element fixes: tune fixes it, and lint no longer finds it. */
class LogbackFixesTuneTest {
    private static final String[] TARGET = {"--rate", "38k", "--threads", "60"};

    @TempDir
    Path dir;

    @Test
    void archivesNeverDeletedOrKeptMinutesGetAHistoryAndACap() throws Exception {
        Path file = fixture("logback-retention", dir);
        TunerRun run = tune(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("- EVENTS/maxHistory unset (0: never deletes) -> 168: Logback deletes no archive while"
                        + " maxHistory is 0")
                .contains("- EVENTS/totalSizeCap unset (no cap) -> ")
                .contains("- ACCESS/maxHistory 5 -> 10080: 5 periods of 60 s keep 5 min")
                .contains("- ACCESS/maxFileSize 10MB -> ")
                // bounded by age alone: a cap and larger files, its own 30 days kept as the history the budget is held to
                .contains("- AUDIT/totalSizeCap unset (no cap) -> ")
                .contains("- AUDIT/maxFileSize 1MB -> ")
                .doesNotContain("AUDIT/maxHistory")
                .contains("advice: AUDIT: a 3413 MB share (1 of 3 files written) of the 10 GB --disk-budget holds only")
                // the default budget cannot keep a week at this rate: said once, not capped silently
                .contains("advice: EVENTS: a 3413 MB share (1 of 3 files written) of the 10 GB --disk-budget holds only");
        String tuned = Files.readString(file);
        assertThat(tuned).contains("<maxHistory>168</maxHistory>").contains("<maxHistory>10080</maxHistory>")
                .contains("<totalSizeCap>");
        TunerRun lint = TunerRun.of("lint", file.toString(), TARGET[0], TARGET[1], TARGET[2], TARGET[3]);
        assertThat(lint.out()).doesNotContain("never deletes").doesNotContain("keeps only 5 min")
                .doesNotContain("bounds its history by age only");
    }

    @Test
    void aHistoryAskedForSetsTheAgeLimit() throws Exception {
        Path file = fixture("logback-retention", dir);
        TunerRun run = tune(file, "--history", "2d", "--disk-budget", "2TB");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("- EVENTS/maxHistory unset (0: never deletes) -> 48:")
                .contains("archives are deleted once older than 2 days (--history)");
    }

    @Test
    void aPlainFileInAServiceBecomesARollingOneWithItsNameEncoderFilterAndRefs() throws Exception {
        Path resources = Files.createDirectories(dir.resolve("billing/src/main/resources"));
        Path file = fixture("logback-plain-file", resources);
        String before = Files.readString(file);
        TunerRun run = tune(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("- APP/class ch.qos.logback.core.FileAppender -> ch.qos.logback.core.rolling.RollingFileAppender"
                        + " with ch.qos.logback.core.rolling.SizeAndTimeBasedRollingPolicy (logs/app.%d{yyyy-MM-dd}.%i.log.gz")
                .contains("+    <rollingPolicy class=\"ch.qos.logback.core.rolling.SizeAndTimeBasedRollingPolicy\">")
                .contains("+      <fileNamePattern>logs/app.%d{yyyy-MM-dd}.%i.log.gz</fileNamePattern>");
        String tuned = Files.readString(file);
        assertThat(tuned).contains("<appender name=\"APP\" class=\"ch.qos.logback.core.rolling.RollingFileAppender\">")
                .contains("<maxHistory>7</maxHistory>");
        // Everything else in the appender, and every ref to it, as written.
        assertThat(tuned.replace("ch.qos.logback.core.rolling.RollingFileAppender", "ch.qos.logback.core.FileAppender")
                .replaceAll("(?s)\\s*<rollingPolicy.*?</rollingPolicy>", "")).isEqualTo(before);
        TunerRun lint = TunerRun.of("lint", file.toString(), TARGET[0], TARGET[1], TARGET[2], TARGET[3]);
        assertThat(lint.out()).doesNotContain("[plain-file]").doesNotContain("never deletes");
    }

    @Test
    void aSizeTriggerGetsTheIndexItNeeds() throws Exception {
        Path file = fixture("logback-archive-index", dir);
        TunerRun run = tune(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("- ORDERS/fileNamePattern logs/orders-%d{yyyy-MM-dd}.log.gz -> logs/orders-%d{yyyy-MM-dd}.%i.log.gz:"
                        + " SizeAndTimeBasedRollingPolicy refuses")
                .contains("- PAYMENTS/rollingPolicy TimeBasedRollingPolicy (logs/payments-%d{yyyy-MM-dd}.log.gz) with a"
                        + " SizeBasedTriggeringPolicy of 512MB -> SizeAndTimeBasedRollingPolicy (logs/payments-%d{yyyy-MM-dd}.%i.log.gz,"
                        + " maxFileSize 512MB)");
        String tuned = Files.readString(file);
        assertThat(tuned).doesNotContain("triggeringPolicy").doesNotContain("rolling.TimeBasedRollingPolicy")
                .contains("<maxFileSize>512MB</maxFileSize>");
        TunerRun lint = TunerRun.of("lint", file.toString(), TARGET[0], TARGET[1], TARGET[2], TARGET[3]);
        assertThat(lint.out()).doesNotContain("[archive-overwrite]");
    }

    @Test
    void aFileThatNamesItsContextIsTuned() throws Exception {
        Path file = fixture("logback-context-name", dir);
        TunerRun run = tune(file);

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("- ASYNC/discardingThreshold unset");
        assertThat(run.err()).doesNotContain("refused");
    }

    @Test
    void callerDataInAPatternAndHotDebugLoggersAreShownNotApplied() throws Exception {
        Path file = fixture("logback-output-change", dir);
        TunerRun run = tune(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("advice: CONSOLE/pattern %d %-5level [%thread] %logger{36}.%M:%L - %msg%n ->"
                        + " %d %-5level [%thread] %logger{36} - %msg%n: the pattern prints caller data")
                .contains("advice: org.hibernate.SQL/level DEBUG -> INFO:")
                .contains("not applied: it changes what the logs say");
        // The console at the rate gets its queue; the pattern and the levels stay as written.
        assertThat(Files.readString(file)).contains("<pattern>%d %-5level [%thread] %logger{36}.%M:%L - %msg%n</pattern>")
                .contains("<logger name=\"org.hibernate.SQL\" level=\"DEBUG\"/>").contains("<logger name=\"com.example\" level=\"TRACE\"/>");
    }

    @Test
    void callerConvertersLeaveWithTheirSeparators() {
        assertThat(CallerFreePattern.of("%d [%t] %-5p %C{1}.%M(%F:%L) - %m%n")).isEqualTo("%d [%t] %-5p - %m%n");
        assertThat(CallerFreePattern.of("%d %level %logger{36}.%method:%line - %msg%n")).isEqualTo("%d %level %logger{36} - %msg%n");
        assertThat(CallerFreePattern.of("%d %-5level %caller{1} %msg%n")).isEqualTo("%d %-5level %msg%n");
        assertThat(CallerFreePattern.of("[%thread] %logger{0}.%M\\(%L\\) | %msg%n")).isEqualTo("[%thread] %logger{0} | %msg%n");
        assertThat(CallerFreePattern.of("%logger{20} - [%method,%line] - %msg%n")).isEqualTo("%logger{20} - %msg%n");
        assertThat(CallerFreePattern.of("%d %-5level [%thread] %logger{10}:[%line] - %msg%n")).isEqualTo("%d %-5level [%thread] %logger{10} - %msg%n");
        assertThat(CallerFreePattern.of("%d{HH:mm:ss}: %logger (%F:%L) %msg%n")).isEqualTo("%d{HH:mm:ss}: %logger %msg%n");
        assertThat(CallerFreePattern.of("%d [%thread] %-5level %logger Line:%-3L - %msg%n")).isEqualTo("%d [%thread] %-5level %logger - %msg%n");
    }

    @Test
    void theIndexGoesAfterTheDateAndArchivesAreNamedFromTheFile() {
        assertThat(LogbackArchiveIndex.indexed("${LOG_DIR}/app-%d{yyyy-MM-dd}.log.gz")).isEqualTo("${LOG_DIR}/app-%d{yyyy-MM-dd}.%i.log.gz");
        assertThat(LogbackArchiveIndex.indexed("app.%d")).isEqualTo("app.%d.%i");
        assertThat(LogbackPlainRolling.archives("${LOG_FILE}")).isEqualTo("${LOG_FILE}.%d{yyyy-MM-dd}.%i.gz");
        assertThat(LogbackPlainRolling.archives("logs/app.log")).isEqualTo("logs/app.%d{yyyy-MM-dd}.%i.log.gz");
    }

    private static TunerRun tune(Path file, String... more) {
        String[] args = new String[2 + TARGET.length + more.length];
        args[0] = "tune";
        args[1] = file.toString();
        System.arraycopy(TARGET, 0, args, 2, TARGET.length);
        System.arraycopy(more, 0, args, 2 + TARGET.length, more.length);
        return TunerRun.of(args);
    }

    private static Path fixture(String name, Path into) throws Exception {
        Path source = Path.of(LogbackFixesTuneTest.class.getResource("/tune/" + name + "/logback.xml").toURI());
        return Files.write(into.resolve("logback.xml"), Files.readAllBytes(source));
    }
}
