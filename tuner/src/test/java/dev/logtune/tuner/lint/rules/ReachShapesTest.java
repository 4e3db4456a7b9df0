package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.lint.Linter;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Shapes of real files lint misread: each false alarm gone, each miss found, on files of the same shape. */
class ReachShapesTest {
    private static final Path DIR = Path.of("src/test/resources/lint/reach");
    private static final double RATE = 38_000;

    private static List<Finding> lint(String name) throws Exception {
        return Linter.lint(ConfigFile.read(DIR.resolve(name), Map.of()), RATE, 60, null);
    }

    private static List<Finding> lint(String name, String rule) throws Exception {
        return lint(name).stream().filter(f -> f.rule().equals(rule)).toList();
    }

    @Test
    void callerDataReachingAPatternThroughALookupsDefaultIsCallerData() throws Exception {
        assertThat(lint("log4j2-lookup-default.xml", "caller-data")).singleElement()
                .satisfies(f -> assertThat(f.line()).isEqualTo(9));
    }

    @Test
    void logbacksDefaultOfAVariableWithNoValueIsThePatternJudged() throws Exception {
        assertThat(lint("logback-default-pattern.xml", "caller-data")).singleElement()
                .satisfies(f -> assertThat(f.line()).isEqualTo(6));
    }

    @Test
    void aRefThroughAPropertysFallbackResolvesAlikeInEveryFormat() throws Exception {
        for (String format : List.of("xml", "properties", "yaml", "json")) {
            String file = "fallback/log4j2." + format;
            List<Finding> findings = lint(file);
            assertThat(findings).as(file).extracting(Finding::rule).doesNotContain("undefined-appender", "unreachable-appender", "unresolved");
            // The root's ${sys:log.target} is the file's property: every event; the audit logger's default gets only its own.
            assertThat(findings).as(file).filteredOn(f -> f.rule().equals("console-at-rate")).extracting(Finding::element, Finding::severity)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("<Console name=\"JSON_OUT\">", Severity.WARNING),
                            org.assertj.core.groups.Tuple.tuple("<Console name=\"PLAIN_OUT\">", Severity.NOTE));
        }
    }

    @Test
    void consolesOfAnotherClassAreConsolesAtTheRate() throws Exception {
        for (String file : List.of("log4j2-terminal-console.xml", "logback-jline-console.xml")) {
            assertThat(lint(file, "console-at-rate")).as(file).singleElement().satisfies(f -> {
                assertThat(f.severity()).isEqualTo(Severity.WARNING);
                assertThat(f.why()).contains("a console of another class");
            });
        }
    }

    @Test
    void anAsyncAppenderNothingReferencesFeedsNothing() throws Exception {
        List<Finding> findings = lint("logback-unreferenced-async.xml");
        // The console is written on the caller's thread: the pattern's caller data is a stack walk, not a '?'.
        assertThat(findings).filteredOn(f -> f.rule().equals("caller-data")).singleElement()
                .satisfies(f -> assertThat(f.message()).contains("a stack walk for every event"));
        assertThat(findings).filteredOn(f -> f.rule().equals("console-at-rate")).singleElement()
                .satisfies(f -> assertThat(f.message()).doesNotContain("behind a queue"));
        assertThat(findings).filteredOn(f -> f.rule().equals("no-shutdown-hook")).isEmpty();
        assertThat(findings).filteredOn(f -> f.rule().equals("unreachable-appender")).hasSize(1);
    }

    @Test
    void aLevelSetWhenTheServiceRunsIsSaidOnceForEveryLoggerThatHasIt() throws Exception {
        assertThat(lint("log4j2-runtime-levels.xml", "retention")).singleElement().satisfies(f -> {
            assertThat(f.why()).containsOnlyOnce("${main:\\--level:-info}")
                    .contains("loggers \"com.acme.billing\", \"com.acme.catalog\", \"com.acme.checkout\", \"com.acme.shipping\", \"com.acme.search\"");
        });
    }

    @Test
    void theServicesOwnLoggerAtDebugUnderAnInfoRootIsSaid() throws Exception {
        assertThat(lint("logback-service-debug.xml", "verbose-level")).extracting(Finding::line, Finding::severity)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(15, Severity.NOTE), org.assertj.core.groups.Tuple.tuple(16, Severity.NOTE));
        assertThat(lint("logback-service-debug.xml", "verbose-level").get(1).message()).contains("\"com.acme.orders.pricing\" runs at TRACE");
    }

    @Test
    void aWeekBasedYearInADatePatternIsWrongAroundNewYear() throws Exception {
        List<Finding> found = lint("log4j2-week-year.xml", "week-year");
        // The file name pattern and the layout; the console's quoted 'week' and its yyyy are fine.
        assertThat(found).extracting(Finding::line).containsExactly(4, 5);
        assertThat(found.get(0).fix()).contains("%d{yyyy-MM-dd}");
        assertThat(WeekYearRule.weekYear("%d{yyyy-MM-dd 'Year' HH:mm}")).isNull();
        assertThat(WeekYearRule.weekYear("%date{YYYY-MM-dd HH:mm:ss, UTC}")).isEqualTo("YYYY-MM-dd HH:mm:ss, UTC");
    }

    @Test
    void aPropertiesLoggerItsLoggersKeyLeavesOutAppliesToNothing() throws Exception {
        assertThat(lint("log4j2-unlisted-logger.properties", "unknown-level")).singleElement().satisfies(f -> {
            assertThat(f.line()).isEqualTo(14);
            assertThat(f.message()).isEqualTo("logger.cache.level = ERROR applies to nothing: the loggers key lists http, db, not cache.");
        });
    }

    @Test
    void retentionIsJudgedAgainstTheDiskBudgetAndWithoutARateWhereTheFileAloneSaysSomething() throws Exception {
        // Without a rate: a history bounded by age alone is said from the file.
        List<Finding> age = Linter.lint(ConfigFile.read(DIR.resolve("logback-age-only.xml"), Map.of()), null, null, null).stream()
                .filter(f -> f.rule().equals("retention")).toList();
        assertThat(age).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.NOTE);
            assertThat(f.message()).isEqualTo("appender \"APP\" bounds its history by age only: nothing caps the disk it takes.");
        });
        // A total the file caps above the default budget is the team's sizing: said only against a budget they give.
        assertThat(Linter.lint(ConfigFile.read(DIR.resolve("log4j2-cap-over-budget.xml"), Map.of()), null, null, null))
                .filteredOn(f -> f.rule().equals("retention")).isEmpty();
        assertThat(lint("log4j2-cap-over-budget.xml", "retention")).isEmpty();
        // At a rate, more disk than the budget, nothing capping it, is a warning.
        assertThat(lint("logback-age-only.xml", "retention")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("takes 20 TB of disk, more than the 10 GB disk budget");
        });
    }
}
