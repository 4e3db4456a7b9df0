package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.lint.Linter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Volume filters that drop WARN or ERROR, or drop without a count: Logback's DuplicateMessageFilter and Log4j2's
 * BurstFilter, in every format lint reads, judged at what reaches them; logtune's own sampler is never flagged.
 */
class VolumeFilterRulesTest {
    private static final Path DIR = Path.of("src/test/resources/lint/volume");
    private static final String DUPLICATES = "duplicate-message-filter";
    private static final String BURST = "burst-filter";

    @TempDir
    Path dir;

    private static List<Finding> lint(Path file, String rule) throws Exception {
        return Linter.lint(ConfigFile.read(file, Map.of()), null, null, null).stream()
                .filter(f -> f.rule().equals(rule)).toList();
    }

    private static List<Finding> lint(String name, String rule) throws Exception {
        return lint(DIR.resolve(name), rule);
    }

    @Test
    void aDuplicateMessageFilterWithItsDefaultsDropsARepeatedErrorOrWarnForGood() throws Exception {
        assertThat(lint("logback-dedup-default.xml", DUPLICATES)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.line()).isEqualTo(2);
            assertThat(f.element()).isEqualTo("<turboFilter class=\"DuplicateMessageFilter\">");
            assertThat(f.message()).contains("drops a repeated ERROR or WARN once its message template has been logged 6 times"
                    + " (AllowedRepetitions unset: 5), silently", "among the 100 it remembers (CacheSize unset)",
                    "no time window", "for the life of the process");
            assertThat(f.why()).contains("format string alone", "ignores the level", "counts nothing", "before the level check",
                    "synchronized LRU map", "disabled DEBUG call");
            assertThat(f.fix()).startsWith("Remove it (tuner tune does).").contains("--history", "logtune-sampler",
                    "keep every WARN and ERROR", "count of what it drops");
        });
    }

    @Test
    void explicitSettingsImportedByItsShortNameAreQuotedAndOnlyTheLevelsLoggedAreNamed() throws Exception {
        assertThat(lint("logback-dedup-explicit.xml", DUPLICATES)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.line()).isEqualTo(9);
            // Every logger is at ERROR: a WARN is never logged, so only ERROR is said.
            assertThat(f.message()).contains("drops a repeated ERROR once its message template has been logged 3 times"
                    + " (AllowedRepetitions 2)", "among the 500 it remembers (CacheSize)");
        });
    }

    @Test
    void nothingLoggedNothingDropped() throws Exception {
        assertThat(lint("logback-dedup-off.xml", DUPLICATES)).isEmpty();
    }

    @Test
    void theSamplerAndOtherTurboFiltersAreNotFlagged() throws Exception {
        assertThat(Linter.lint(ConfigFile.read(DIR.resolve("logback-sampler.xml"), Map.of()), null, null, null))
                .extracting(Finding::rule).doesNotContain(DUPLICATES, BURST);
        // SiteBudgetFilter beside a BurstFilter that limits nothing (ALL) and one whose over-budget events pass (NEUTRAL).
        assertThat(Linter.lint(ConfigFile.read(DIR.resolve("log4j2-sampler.xml"), Map.of()), null, null, null))
                .extracting(Finding::rule).doesNotContain(DUPLICATES, BURST);
    }

    @Test
    void aContextWideBurstFilterAtItsDefaultLevelDropsWarn() throws Exception {
        assertThat(lint("log4j2-burst-default.xml", BURST)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.line()).isEqualTo(2);
            assertThat(f.message()).contains("BurstFilter (context-wide, level unset: Log4j2's default, WARN) drops WARN and INFO"
                    + " events silently once its budget is spent: 50 events/s on average in bursts of up to 5,000 (maxBurst unset:"
                    + " 100 x the rate, Log4j2's default), one budget for every logger and call site together.");
            assertThat(f.why()).contains("no counter", "a hot call site spends it", "before the logger's level check");
            assertThat(f.fix()).startsWith("level=\"INFO\" (tuner tune sets it): WARN and ERROR then always pass")
                    .contains("--history", "logtune-sampler");
        });
    }

    @Test
    void aContextWideBurstFilterAtErrorInFiltersDropsErrors() throws Exception {
        assertThat(lint("log4j2-burst-error.xml", BURST)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.line()).isEqualTo(3);
            assertThat(f.message()).contains("(context-wide, level ERROR) drops ERROR, WARN and INFO events silently",
                    "16 events/s on average in bursts of up to 100,");
            assertThat(f.why()).contains("An ERROR dropped here");
        });
    }

    @Test
    void aBurstFilterAtInfoIsANoteAboutSilenceAndOneSharedBudget() throws Exception {
        assertThat(lint("log4j2-burst-info.xml", BURST)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.NOTE);
            assertThat(f.message()).contains("drops INFO events silently", "one budget for every logger and call site together;"
                    + " WARN and ERROR always pass.");
            assertThat(f.why()).contains("the rare ones", "no counter");
            assertThat(f.fix()).doesNotContain("level=\"INFO\"").contains("--history", "logtune-sampler");
        });
    }

    @Test
    void onAReferenceOrAnAppenderWhatReachesItDecides() throws Exception {
        List<Finding> findings = lint("log4j2-burst-refs.xml", BURST);
        assertThat(findings).extracting(Finding::line, Finding::severity)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(18, Severity.ERROR), org.assertj.core.groups.Tuple.tuple(11, Severity.WARNING));
        assertThat(findings.get(0).message()).contains("(on the reference to \"Console\" from \"com.example.orders\", level ERROR)"
                + " drops ERROR, WARN and INFO events");
        // A ThresholdFilter ahead of it lets only WARN and above in: of what it limits, only WARN arrives.
        assertThat(findings.get(1).message()).contains("(on appender \"Audit\", level unset: Log4j2's default, WARN) drops WARN events");
        // The reference to "Alerts" passes only ERROR (its level), which a BurstFilter at WARN never limits: no finding at line 27.
    }

    @Test
    void yamlPropertiesAndJsonAreReadAsXmlIsWithTheirOwnLines() throws Exception {
        assertThat(lint("log4j2-burst-refs.yaml", BURST)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.line()).isEqualTo(16);
            assertThat(f.message()).contains("(on the reference to \"Console\" from \"com.example.orders\", level ERROR)");
        });
        assertThat(lint("log4j2-burst.properties", BURST)).extracting(Finding::line, Finding::severity)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(15, Severity.ERROR), org.assertj.core.groups.Tuple.tuple(3, Severity.WARNING));
        assertThat(lint("log4j2-burst-appender.json", BURST)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.line()).isEqualTo(9);
            assertThat(f.message()).contains("(on appender \"Console\", level unset: Log4j2's default, WARN) drops WARN and INFO",
                    "100 events/s on average in bursts of up to 500,");
        });
    }

    /** Log4j2 compares intLevels: OFF (0) limits every event, ALL (Integer.MAX_VALUE) none. */
    @ParameterizedTest(name = "level={0}")
    @CsvSource({"OFF,ERROR", "fatal,ERROR", "ERROR,ERROR", "WARN,WARNING", "INFO,NOTE", "DEBUG,NOTE", "${sys:burst.level},NOTE"})
    void theSeverityFollowsTheMostSevereLevelItLimits(String level, Severity severity) throws Exception {
        Path file = Files.writeString(dir.resolve("log4j2.xml"), "<Configuration>\n  <BurstFilter level=\"" + level + "\"/>\n"
                + "  <Appenders><Console name=\"C\"><PatternLayout pattern=\"%m%n\"/></Console></Appenders>\n"
                + "  <Loggers><Root level=\"DEBUG\"><AppenderRef ref=\"C\"/></Root></Loggers>\n</Configuration>\n");
        assertThat(lint(file, BURST)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(severity);
            assertThat(f.line()).isEqualTo(2);
        });
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"level=\"ALL\"", "onMismatch=\"NEUTRAL\"", "onMismatch=\"ACCEPT\""})
    void aBurstFilterThatLimitsNothingOrDropsNothingIsNotFlagged(String attribute) throws Exception {
        Path file = Files.writeString(dir.resolve("log4j2.xml"), "<Configuration>\n  <BurstFilter " + attribute + "/>\n"
                + "  <Appenders><Console name=\"C\"><PatternLayout pattern=\"%m%n\"/></Console></Appenders>\n"
                + "  <Loggers><Root level=\"INFO\"><AppenderRef ref=\"C\"/></Root></Loggers>\n</Configuration>\n");
        assertThat(lint(file, BURST)).isEmpty();
    }

    @Test
    void strictXmlNamesItByItsTypeAndALoggersFilterSeesThatLoggersLevels() throws Exception {
        Path file = Files.writeString(dir.resolve("log4j2.xml"), """
                <Configuration strict="true">
                  <Appenders><Appender type="Console" name="C"><Layout type="PatternLayout" pattern="%m%n"/></Appender></Appenders>
                  <Loggers>
                    <Logger name="com.example.noisy" level="ERROR">
                      <Filter type="BurstFilter" level="WARN"/>
                    </Logger>
                    <Logger name="com.example.chatty" level="INFO">
                      <Filter type="BurstFilter" level="ERROR"/>
                    </Logger>
                    <Root level="INFO"><AppenderRef ref="C"/></Root>
                  </Loggers>
                </Configuration>
                """);
        // com.example.noisy logs only ERROR, above the first filter's WARN: nothing it limits arrives.
        assertThat(lint(file, BURST)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.line()).isEqualTo(8);
            assertThat(f.message()).contains("(on logger \"com.example.chatty\", level ERROR)");
        });
    }

    @Test
    void aFilterAheadOfItThatAcceptsWarnAndErrorKeepsThemFromIt() throws Exception {
        Path file = Files.writeString(dir.resolve("log4j2.xml"), """
                <Configuration>
                  <Filters>
                    <ThresholdFilter level="WARN" onMatch="ACCEPT" onMismatch="NEUTRAL"/>
                    <BurstFilter level="ERROR" rate="100"/>
                  </Filters>
                  <Appenders><Console name="C"><PatternLayout pattern="%m%n"/></Console></Appenders>
                  <Loggers><Root level="INFO"><AppenderRef ref="C"/></Root></Loggers>
                </Configuration>
                """);
        assertThat(lint(file, BURST)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.NOTE);
            assertThat(f.line()).isEqualTo(4);
            assertThat(f.message()).contains("level ERROR) drops INFO events", "WARN and ERROR always pass");
        });
    }

    @Test
    void aDuplicateMessageFilterInAProfileSaysWhereItApplies() throws Exception {
        Path file = Files.writeString(dir.resolve("logback-spring.xml"), """
                <configuration>
                  <springProfile name="prod">
                    <turboFilter class="ch.qos.logback.classic.turbo.DuplicateMessageFilter"/>
                  </springProfile>
                  <appender name="C" class="ch.qos.logback.core.ConsoleAppender"><encoder><pattern>%m%n</pattern></encoder></appender>
                  <root level="INFO"><appender-ref ref="C"/></root>
                </configuration>
                """);
        assertThat(lint(file, DUPLICATES)).singleElement().satisfies(f -> {
            assertThat(f.line()).isEqualTo(3);
            assertThat(f.element()).endsWith("(springProfile prod)");
        });
    }

    @Test
    void bothRulesAreListedForSarifAndTune() {
        assertThat(Rules.info(DUPLICATES)).hasValueSatisfying(info -> {
            assertThat(info.tune()).isEqualTo(TuneScope.KNOB);
            assertThat(info.admittedAt()).isEqualTo(dev.logtune.configs.model.LogLevel.ERROR);
        });
        assertThat(Rules.info(BURST)).hasValueSatisfying(info -> assertThat(info.tune()).isEqualTo(TuneScope.KNOB));
    }
}
