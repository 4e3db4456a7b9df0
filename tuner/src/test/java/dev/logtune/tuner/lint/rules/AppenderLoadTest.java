package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.configfile.model.JudgedFile;
import dev.logtune.tuner.lint.Linter;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.model.Level;
import dev.logtune.tuner.configfile.model.Load;
import dev.logtune.tuner.volume.LevelShares;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Rate- and level-dependent rules judge each appender at what reaches it, not at the whole process's rate. */
class AppenderLoadTest {
    private static final Path DIR = Path.of("src/test/resources/lint/load");
    private static final double RATE = 38_000;

    private static List<Finding> lint(String name, String rule) throws Exception {
        return Linter.lint(ConfigFile.read(DIR.resolve(name), Map.of()), RATE, 60, null).stream()
                .filter(f -> f.rule().equals(rule)).toList();
    }

    private static Load load(String name, String appender) throws Exception {
        JudgedFile file = JudgedFile.of(ConfigFile.read(DIR.resolve(name), Map.of()));
        return file.routing().load(file.model().definitions(appender).get(0));
    }

    @Test
    void aConsoleOnlyALoggerAtOffRefersToGetsNothingAndNoWarning() throws Exception {
        assertThat(load("logback-console-off.xml", "STDOUT").none()).isTrue();
        assertThat(lint("logback-console-off.xml", "console-at-rate")).isEmpty();
        assertThat(lint("logback-console-off.xml", "double-delivery")).isEmpty();
    }

    @Test
    void aConsoleBehindAThresholdFilterGetsTheWarnAndErrorShare() throws Exception {
        Load load = load("logback-console-threshold.xml", "STDERR");
        assertThat(load.floor()).isEqualTo(Level.WARN);
        // The plan's mix when the service's logs were not read: the service-shaped workload's, 0.35% WARN and 0.05% ERROR.
        assertThat(load.sureShare(LevelShares.ASSUMED)).isCloseTo(0.004, org.assertj.core.data.Offset.offset(1e-4));
        assertThat(load.describe(LevelShares.ASSUMED)).hasValue("under 1% of events: the WARN and ERROR");
        assertThat(lint("logback-console-threshold.xml", "console-at-rate")).as("152 events/s is no console at rate").isEmpty();
    }

    @Test
    void log4j2AppenderRefLevelAndLevelRangeFilterLimitWhatArrives() throws Exception {
        assertThat(load("log4j2-ref-level.xml", "Console").floor()).isEqualTo(Level.ERROR);
        Load range = load("log4j2-ref-level.xml", "Errors");
        // minLevel is the most severe end in Log4j2's LevelRangeFilter: ERROR down to WARN.
        assertThat(range.at(Level.WARN)).isEqualTo(Load.Coverage.ALL);
        assertThat(range.at(Level.ERROR)).isEqualTo(Load.Coverage.ALL);
        assertThat(range.at(Level.INFO)).isEqualTo(Load.Coverage.NONE);
        assertThat(range.at(Level.FATAL)).isEqualTo(Load.Coverage.NONE);
        assertThat(lint("log4j2-ref-level.xml", "console-at-rate")).isEmpty();
        assertThat(load("log4j2-ref-level.xml", "File").whole()).isTrue();
    }

    @Test
    void aConsoleOnlyTwoPluginLoggersWriteToIsANoteNamingThem() throws Exception {
        Load load = load("logback-console-plugins.xml", "PLUGINS");
        assertThat(load.at(Level.INFO)).isEqualTo(Load.Coverage.SOME);
        assertThat(load.loggers()).containsExactly("org.example.plugin.alpha", "org.example.plugin.beta");
        assertThat(lint("logback-console-plugins.xml", "console-at-rate")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.NOTE);
            assertThat(f.message()).contains("of loggers \"org.example.plugin.alpha\", \"org.example.plugin.beta\"")
                    .contains("their share of the rate lint cannot tell");
        });
    }

    @Test
    void anAsyncAppenderThatOnlyWarnAndErrorReachIsNoSilentDropper() throws Exception {
        List<Finding> drop = lint("logback-async-warn.xml", "async-silent-drop");
        assertThat(drop).noneMatch(f -> f.message().contains("drops TRACE, DEBUG and INFO"));
        assertThat(drop).allMatch(f -> f.severity() == Severity.NOTE);
    }

    @Test
    void aQueueInFrontOfAWarnOnlyFileIsNotGroupedWithTheQueueThatDrops() throws Exception {
        List<Finding> drop = lint("logback-async-error-file.xml", "async-silent-drop");
        assertThat(drop).filteredOn(f -> f.severity() == Severity.ERROR).singleElement()
                .satisfies(f -> assertThat(f.locations()).extracting(Finding.Location::line).containsExactly(8));
        assertThat(drop).filteredOn(f -> f.line() == 18).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.NOTE);
            assertThat(f.message()).contains("Only WARN and above get past the appender behind it").doesNotContain("drops TRACE");
        });
    }

    @Test
    void theFlushNoteNamesTheLevelThatReachesAFileNotAlwaysWarn() throws Exception {
        assertThat(lint("log4j2-error-ref-file.xml", "immediate-flush")).filteredOn(f -> f.line() == 17).singleElement().satisfies(f -> {
            assertThat(f.message()).contains("only ERROR and above reach this appender").doesNotContain("WARN");
            assertThat(f.fix()).isEqualTo("Keep it: ERROR events are the events a crash must not lose, and too few to cost much.");
        });
    }

    @Test
    void logbackBuildsNoUnreferencedAppenderSoNoneIsBuiltTwice() throws Exception {
        assertThat(lint("logback-unreferenced-twice.xml", "duplicate-appender")).isEmpty();
        assertThat(lint("logback-unreferenced-twice.xml", "unreachable-appender")).hasSize(1);
    }

    @Test
    void aFilterLintCannotReadIsSaidNotAssumedAway() throws Exception {
        Load load = load("logback-console-custom-filter.xml", "CONSOLE");
        assertThat(load.known()).isFalse();
        assertThat(lint("logback-console-custom-filter.xml", "console-at-rate")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.NOTE);
            assertThat(f.message()).contains("lint cannot tell what reaches it").contains("SamplingFilter");
        });
    }

    @Test
    void aMarkerFilterLeavesTheHistoryUnknownAndADebugOnlyFileUnderAnInfoRootGetsNothing() throws Exception {
        String file = "logback-marker-debug-only.xml";
        assertThat(load(file, "AUDIT").known()).isFalse();
        // The whole rate bounds what a marker lets through from above: the history it gives is no warning.
        assertThat(lint(file, "retention")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.NOTE);
            assertThat(f.message()).isEqualTo("appender \"AUDIT\" keeps an unknown history: lint cannot tell what reaches it,"
                    + " and were it the whole 38k events/s it would keep only 13 s.");
            assertThat(f.why()).contains("a filter lint does not read (EvaluatorFilter) on appender \"AUDIT\"");
        });
        assertThat(load(file, "TRACE_FILE").none()).isTrue();
        assertThat(lint(file, "caller-data")).isEmpty();
        assertThat(lint(file, "immediate-flush")).singleElement().satisfies(f -> {
            assertThat(f.message()).doesNotContain("WARN and above");
            assertThat(f.locations()).extracting(Finding.Location::line).containsExactly(4, 15);
        });
    }

    @Test
    void aContextWideDynamicThresholdFilterOpensLevelsBelowTheRootsForSomeEvents() throws Exception {
        for (String file : List.of("log4j2-dynamic-threshold.xml", "logback-dynamic-threshold.xml")) {
            String appender = file.startsWith("log4j2") ? "File" : "FILE";
            Load load = load(file, appender);
            assertThat(load.known()).as(file).isFalse();
            assertThat(load.unknowns()).as(file).singleElement().asString()
                    .startsWith("a context-wide DynamicThresholdFilter accepts DEBUG and above for the events whose");
            JudgedFile judged = JudgedFile.of(ConfigFile.read(DIR.resolve(file), Map.of()));
            assertThat(judged.routing().reach(judged.model().definitions(appender).get(0)).floor()).as(file).isEqualTo(Level.DEBUG);
            assertThat(lint(file, "immediate-flush")).as(file).singleElement()
                    .satisfies(f -> assertThat(f.message()).doesNotContain("WARN and above"));
        }
        assertThat(lint("log4j2-dynamic-threshold.xml", "retention")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.NOTE);
            assertThat(f.message()).contains("keeps an unknown history");
        });
    }

    @Test
    void aConsoleEveryEventReachesIsStillAWarning() throws Exception {
        assertThat(load("logback-console-threshold.xml", "FILE").describe(LevelShares.ASSUMED)).isEmpty();
        assertThat(Linter.lint(ConfigFile.read(Path.of("src/test/resources/lint/stdout").resolve("logback-console-and-file.xml"), Map.of()), RATE, 60, null))
                .anyMatch(f -> f.rule().equals("console-at-rate") && f.severity() == Severity.WARNING);
    }
}
