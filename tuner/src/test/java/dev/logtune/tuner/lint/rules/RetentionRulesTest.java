package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.lint.LintRun;
import dev.logtune.tuner.lint.Linter;
import dev.logtune.tuner.configfile.ConfigFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Rolling and retention read as an operator would: what is kept, for how long, on how much disk, at the rate. */
class RetentionRulesTest {
    private static final Path DIR = Path.of("src/test/resources/lint/retention");
    private static final Set<String> ROLLING_RULES = Set.of("retention", "archive-overwrite", "rollover-strategy", "plain-file");

    private static List<Finding> lint(String name, Double rate) throws Exception {
        return Linter.lint(ConfigFile.read(DIR.resolve(name), Map.of()), rate, rate == null ? null : 60, null);
    }

    private static List<Finding> lint(String name, Double rate, String rule) throws Exception {
        return lint(name, rate).stream().filter(f -> f.rule().equals(rule)).toList();
    }

    @Test
    void aHistoryTheBudgetCannotHoldAtTheRateIsAWarningThatPlansToLogLess() throws Exception {
        Path file = Path.of("../configs/logback/logback-rolling-boot.xml");
        LintRun run = LintRun.of(file, Map.of(), 38_000.0, 60, null, null, null, false, new dev.logtune.tuner.volume.VolumeTarget(
                dev.logtune.tuner.volume.History.parse("7d"), new dev.logtune.tuner.volume.DiskBudget(200L << 30), null));
        assertThat(run.findings()).filteredOn(f -> f.rule().equals("retention")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("for 7 days of history at 38k events/s, more than the 200 GB budget");
            assertThat(f.why()).contains("keeps every WARN and ERROR");
            // Planned on the mix the answer's plan rests on, not one of lint's own.
            assertThat(f.why()).contains(dev.logtune.tuner.volume.LevelShares.ASSUMED.describe())
                    .contains(dev.logtune.tuner.volume.LevelShares.ASSUMED.source());
            assertThat(f.fix()).contains("Log less, never silently").contains("logtune-sampler");
        });
        LintRun none = LintRun.of(file, Map.of(), 38_000.0, 60, null, null, null, false,
                dev.logtune.tuner.volume.VolumeTarget.NONE);
        assertThat(none.findings()).as("no history named: no plan").noneMatch(f -> f.rule().equals("retention")
                && f.fix().contains("Log less"));
    }

    @Test
    void logbackWithoutMaxHistoryNeverDeletesAndIgnoresItsCap() throws Exception {
        assertThat(lint("logback-no-history.xml", 38_000.0, "retention")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("never deletes its rolled files: maxHistory is unset, so its totalSizeCap is ignored too");
            assertThat(f.why()).contains("'maxHistory' is not set, ignoring 'totalSizeCap'").contains("8.0 MB/s");
        });
        assertThat(lint("logback-no-history.xml", null, "retention")).as("a defect at any rate").hasSize(1);
    }

    @Test
    void aSizeTriggerWithoutIndexOverwritesOrNeverStarts() throws Exception {
        assertThat(lint("logback-overwrite.xml", null, "archive-overwrite")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("has no %i").contains("only the period's last file is kept");
        });
        assertThat(lint("logback-no-index.xml", null, "archive-overwrite")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.message()).contains("never starts");
            assertThat(f.fix()).contains("logs/svc-%d{yyyy-MM-dd}.%i.log.gz");
        });
    }

    @Test
    void sevenOneMegabyteFilesAtTheRateAreSecondsOfHistory() throws Exception {
        assertThat(lint("logback-tiny-window.xml", 38_000.0, "retention")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("keeps only 0.9 s of history at 38k events/s");
            assertThat(f.why()).contains("rolls every 0.1 s").contains("7 archives");
        });
        assertThat(lint("logback-tiny-window.xml", 100.0, "retention")).as("at 100 events/s 1 MB lasts 44 s: 5 min kept on 8 MB")
                .singleElement().satisfies(f -> assertThat(f.severity()).isEqualTo(Severity.WARNING));
    }

    @Test
    void log4j2TimeRolledArchivesWithoutDeleteAreKeptForever() throws Exception {
        assertThat(lint("log4j2-no-delete.xml", null, "retention")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.why()).contains("max counts only the %i of one period");
        });
    }

    @Test
    void log4j2FileIndexMinAndADeleteThatNamesNoFile() throws Exception {
        assertThat(lint("log4j2-min-index.xml", null, "rollover-strategy")).singleElement()
                .satisfies(f -> assertThat(f.message()).contains("fileIndex=\"min\" renames every archive"));
        assertThat(lint("log4j2-delete-no-name.xml", null, "rollover-strategy")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("no IfFileName removes any file under \"/var/log\" (and 2 levels down)");
        });
    }

    @Test
    void aZeroPaddedIndexIsJudgedAsAnIndexAndTuneDoesNotCallTheFileTuned(@TempDir Path dir) throws Exception {
        assertThat(lint("log4j2-padded-index.xml", 38_000.0, "retention")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("keeps only 20 s of history at 38k events/s");
            assertThat(f.why()).contains("rolls every 2.5 s").contains("8 archives of 2.5 s");
        });
        assertThat(lint("log4j2-padded-index.xml", null, "rollover-strategy")).singleElement()
                .satisfies(f -> assertThat(f.message()).contains("fileIndex=\"min\" renames every archive"));
        assertThat(lint("log4j2-padded-index.xml", 38_000.0, "archive-overwrite")).as("%02i is an index").isEmpty();
        Path file = Files.copy(DIR.resolve("log4j2-padded-index.xml"), dir.resolve("log4j2.xml"));
        dev.logtune.tuner.TunerRun run = dev.logtune.tuner.TunerRun.of("tune", file.toString(), "--rate", "38k", "--threads", "200");
        assertThat(run.exit()).as(run.err()).isZero();
        // tune sizes it: a size trigger minutes apart, no renaming window, a Delete within the budget
        assertThat(run.out()).doesNotContain("already tuned").contains("fileIndex=\"nomax\"", "<IfAccumulatedFileSize");
    }

    @Test
    void aLog4j2DateWithoutIndexUnderASizeTriggerKeepsOnlyThePeriodsLastFile() throws Exception {
        assertThat(lint("log4j2-date-no-index.xml", null, "archive-overwrite")).as("variables in the directories name no archive apart")
                .singleElement().satisfies(f -> {
                    assertThat(f.severity()).isEqualTo(Severity.WARNING);
                    assertThat(f.message()).contains("has no %i").contains("only the period's last file is kept");
                    assertThat(f.fix()).contains("\"logs/$${date:yyyy-MM}/svc-%d{yyyy-MM-dd}-%i.log.gz\"");
                });
        assertThat(lint("log4j2-date-no-index.xml", null, "rollover-strategy")).as("*/ matches the $${date} directory").isEmpty();
    }

    @Test
    void aDeleteGlobOfASubdirectoryMatchesNoArchiveInTheBasePath() throws Exception {
        assertThat(lint("log4j2-delete-subdirectory-glob.xml", 38_000.0, "rollover-strategy")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("glob \"*/svc-*.log.gz\" matches none of its archives").contains("not bounded by it");
            assertThat(f.why()).contains("one directory below basePath, the archives sit directly in basePath");
            assertThat(f.fix()).contains("<IfFileName glob=\"svc-*.log.gz\">");
        });
        assertThat(lint("log4j2-delete-subdirectory-glob.xml", 38_000.0, "retention")).as("no 43 min from a Delete that deletes nothing")
                .singleElement().satisfies(f -> assertThat(f.message()).contains("never deletes its rolled files")
                        .contains("its <Delete> action matches none of the archives").doesNotContain("no <Delete>"));
    }

    @Test
    void twoLog4j2AppendersOfOneFilePatternShareTheirArchives() throws Exception {
        assertThat(lint("log4j2-shared-pattern.xml", null, "shared-file")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("appender \"Errors\" rolls into filePattern logs/archive/svc-%d{yyyy-MM-dd}-%i.log.gz, as \"App\"");
            assertThat(f.why()).contains("checks no collision between filePatterns");
        });
    }

    @Test
    void aPlainFileInAServiceSaysHowFastItGrowsAndWhatRotatingItCosts(@TempDir Path dir) throws Exception {
        Path resources = Files.createDirectories(dir.resolve("orders/src/main/resources"));
        Path service = Files.copy(DIR.resolve("logback-plain.xml"), resources.resolve("logback.xml"));
        assertThat(Linter.lint(ConfigFile.read(service, Map.of()), 38_000.0, 60, null)).filteredOn(f -> f.rule().equals("plain-file"))
                .singleElement().satisfies(f -> {
                    assertThat(f.severity()).isEqualTo(Severity.WARNING);
                    assertThat(f.why()).contains("8.0 MB/s").contains("copytruncate").contains("Logback does not have");
                });
        assertThat(lint("logback-plain.xml", 38_000.0, "plain-file")).as("a loose file: lint cannot tell it is a service's")
                .singleElement().satisfies(f -> assertThat(f.severity()).isEqualTo(Severity.NOTE));
    }

    @ParameterizedTest
    @ValueSource(strings = {"logback-service.xml", "logback-service-uncompressed.xml", "log4j2-service.xml"})
    void theProductionShapesAreCleanAtTheRateTheyWereSizedFor(String name) throws Exception {
        assertThat(lint(name, 38_000.0)).filteredOn(f -> ROLLING_RULES.contains(f.rule()))
                .noneMatch(f -> f.severity().compareTo(Severity.WARNING) <= 0);
        assertThat(lint(name, null)).filteredOn(f -> ROLLING_RULES.contains(f.rule())).isEmpty();
    }

    @Test
    void springBootsRollingPolicyKeysAreReadAsTheFileTheyBuild() throws Exception {
        LintRun run = LintRun.of(DIR.resolve("boot/application.properties"), Map.of(), null, null, null, null);
        assertThat(run.findings()).filteredOn(f -> f.rule().equals("retention")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("maxHistory is 0, so its totalSizeCap is ignored too");
        });
        LintRun defaults = LintRun.of(DIR.resolve("bootdefaults/application.properties"), Map.of(), 38_000.0, 60, null, null);
        assertThat(defaults.findings()).filteredOn(f -> f.rule().equals("retention")).singleElement().satisfies(f -> {
            // 4.6 TB for a week at the rate, against the default disk budget.
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("bounds its history by age only").contains("more than the 10 GB disk budget");
            assertThat(f.why()).contains("rolls every 1.3 s").contains("7.0 days");
        });
    }

    private static List<Finding> judgedFor(String name, String version, String rule) throws Exception {
        Path file = DIR.resolve(name);
        return Linter.lint(ConfigFile.read(file, Map.of()), null, null, null, null,
                        dev.logtune.tuner.buildinfo.ServiceVersions.of(file, dev.logtune.configs.model.Framework.LOGBACK, version)).stream()
                .filter(f -> f.rule().equals(rule)).toList();
    }

    @Test
    void aCapBelowTheFileSizeStopsTheAppenderBeforeLogback1527AndFailedCompressionsLeaveFilesBefore161() throws Exception {
        String file = "logback-cap-below-file.xml";
        assertThat(judgedFor(file, "1.5.20", "retention")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.line()).isEqualTo(10);
            assertThat(f.message()).isEqualTo("appender \"FILE\": totalSizeCap 200 MB is below maxFileSize 500 MB, which Logback"
                    + " before 1.5.27 refuses: the appender does not start and writes nothing.");
            assertThat(f.why()).contains("qos-ch/logback 1007").contains("Judged for Logback 1.5.20");
        });
        assertThat(judgedFor(file, "1.6.0", "retention")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.NOTE);
            assertThat(f.line()).isEqualTo(7);
            assertThat(f.message()).contains("compresses its archives on a Logback before 1.6.1");
        });
        assertThat(judgedFor(file, "1.6.6", "retention")).isEmpty();
    }

    @Test
    void aCompressionLevelOnAPatternWithoutACompressionSuffixCompressesNothing() throws Exception {
        assertThat(lint("log4j2-compression-level.xml", null, "rollover-strategy")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.line()).isEqualTo(10);
            assertThat(f.message()).contains("compressionLevel is set, but filePattern logs/reports-%d{yyyy-MM-dd}-%i.log ends in no .gz or .zip");
        });
        assertThat(lint("log4j2-service.xml", null, "rollover-strategy")).noneMatch(f -> f.message().contains("compressionLevel"));
    }
}
