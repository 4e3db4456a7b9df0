package dev.logtune.tuner.tune;

import dev.logtune.tuner.TunerRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * tune --change-output: the caller converters leave the patterns lint's caller-data rule finds (in place, or in the
 * variable or {@code <Property>} they are set through) and DEBUG/TRACE loggers lint warns of go to INFO, in both
 * frameworks; the file written loads in the real framework and lint no longer finds either. Without the option the
 * same edits are advice and the file keeps its output.
 */
class OutputChangeTuneTest {
    @TempDir
    Path dir;

    @Test
    void logbackPatternsThroughAVariableAndInCdataLoseTheirCallerConverters() throws Exception {
        Path file = fixture("logback-output-variable/logback.xml");
        assertThat(lint(file)).contains("[caller-data]").contains("[verbose-level]");

        TunerRun run = tune(file, "--change-output", "--write");

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("- LINE (the pattern of FILE) %d{HH:mm:ss.SSS} [%thread] %-5level %logger{36}:%L - %msg%n ->"
                        + " %d{HH:mm:ss.SSS} [%thread] %-5level %logger{36} - %msg%n: the pattern prints caller data")
                .contains("every pattern set through ${LINE} changes alike")
                .contains("- org.springframework/level DEBUG -> INFO:")
                .contains("- org.hibernate.SQL/level TRACE -> INFO:")
                .contains("- root/level ${APP_LEVEL:INFO} -> ${APP_LEVEL:-INFO}:");
        String tuned = Files.readString(file);
        assertThat(tuned).contains("<property name=\"LINE\" value=\"%d{HH:mm:ss.SSS} [%thread] %-5level %logger{36} - %msg%n\"/>")
                .contains("<pattern>${LINE}</pattern>")
                .contains("<pattern><![CDATA[%d <%X{user}> - %msg%n]]></pattern>")
                .contains("<logger name=\"org.springframework\" level=\"INFO\"/>")
                .contains("<level value=\"INFO\"/>")
                .contains("<root level=\"${APP_LEVEL:-INFO}\">");
        assertThat(lint(file)).doesNotContain("[caller-data]").doesNotContain("[verbose-level]");
    }

    @Test
    void withoutTheOptionEachIsAdviceAndTheOutputStays() throws Exception {
        Path file = fixture("logback-output-variable/logback.xml");
        TunerRun run = tune(file, "--write");

        assertThat(run.out()).contains("advice: FILE/pattern ${LINE} (")
                .contains("advice: org.springframework/level DEBUG -> INFO:")
                .contains("advice: root/level ${APP_LEVEL:INFO} -> ${APP_LEVEL:-INFO}:")
                .contains("(--change-output applies it)")
                .doesNotContain("- org.springframework/level")
                // each logger and pattern named once, by its advice, not again as lint's finding left
                .doesNotContain("lint WARNING verbose-level").doesNotContain("lint WARNING caller-data");
        assertThat(Files.readString(file)).contains("level=\"DEBUG\"").contains("%logger{36}:%L").contains("${APP_LEVEL:INFO}");
    }

    @Test
    void log4j2PatternsInAPropertyAndAPatternElementAndADebugLogger() throws Exception {
        Path file = fixture("log4j2-output-variable/log4j2.xml");

        TunerRun run = tune(file, "--change-output", "--write");

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("- property LINE (File/pattern) %d{ISO8601} %-5p [%t] %C{1.}.%M(%F:%L) - %m%n ->"
                        + " %d{ISO8601} %-5p [%t] - %m%n: the pattern prints location")
                .contains("- org.hibernate/level DEBUG -> INFO:");
        String tuned = Files.readString(file);
        assertThat(tuned).contains("<Property name=\"LINE\">%d{ISO8601} %-5p [%t] - %m%n</Property>")
                .contains("<PatternLayout pattern=\"${LINE}\"/>")
                .contains("<Logger name=\"org.hibernate\" level=\"INFO\"/>");
        assertThat(lint(file)).doesNotContain("[caller-data]").doesNotContain("[verbose-level]");
    }

    @Test
    void log4j2PropertiesShortRootLevelAndLayoutPatternKeys() throws Exception {
        Path file = fixture("log4j2-output-properties/log4j2.properties");

        TunerRun run = tune(file, "--change-output", "--write");

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        String tuned = Files.readString(file);
        assertThat(tuned).contains("appender.console.layout.pattern = %d %-5p [%t] %c{1} - %m%n")
                .contains("rootLogger = INFO, STDOUT")
                .doesNotContain("rootLogger.level");
        assertThat(lint(file)).doesNotContain("[caller-data]").doesNotContain("[verbose-level]");
    }

    @Test
    void anAsyncRootCapturingLocationForAPatternLosesBoth() throws Exception {
        Path file = fixture("log4j2-output-async/log4j2.xml");
        TunerRun without = tune(file);
        assertThat(without.out()).contains("AsyncRoot/includeLocation true: a layout prints location")
                .contains("--change-output makes it");

        TunerRun run = tune(file, "--change-output", "--write");

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("- File/pattern %d %-5p [%t] %C{1}.%M:%L - %m%n -> %d %-5p [%t] - %m%n")
                .contains("captured for it by AsyncRoot/includeLocation")
                .contains("- AsyncRoot/includeLocation true -> false: no layout prints location once its converters are gone");
        assertThat(Files.readString(file)).contains("<PatternLayout pattern=\"%d %-5p [%t] - %m%n\"/>")
                .contains("includeLocation=\"false\"");
        assertThat(lint(file)).doesNotContain("[caller-data]");
    }

    @Test
    void aConverterOnlyTheServiceHasStaysTheOriginalsErrorThoughThePatternAroundItChanged() throws Exception {
        // %appversion is a converter the service's own plugin adds: Log4j2 here reports it, for the original too, at
        // another position once %L has gone from before it.
        Path file = Files.writeString(dir.resolve("log4j2.xml"), """
                <Configuration>
                  <Appenders>
                    <Console name="Console"><PatternLayout pattern="%d %c %L [%t] %-5p - [%appversion] %m%n"/></Console>
                  </Appenders>
                  <Loggers><Root level="info"><AppenderRef ref="Console"/></Root></Loggers>
                </Configuration>
                """);

        TunerRun run = tune(file, "--change-output");

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("+    <Console name=\"Console\"><PatternLayout pattern=\"%d %c [%t] %-5p - [%appversion] %m%n\"/>")
                .contains("reports the same for the original file, so the tune did not cause it: Unrecognized conversion specifier"
                        + " [appversion]");
    }

    @Test
    void aConsoleQueuedInTheSameTuneCarriesNoCallerDataItsPatternNoLongerPrints() throws Exception {
        Path file = Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <appender name="CONSOLE" class="ch.qos.logback.core.ConsoleAppender">
                    <encoder><pattern>%d %-5level [%thread] %logger{36}:%line - %msg%n</pattern></encoder>
                  </appender>
                  <root level="INFO"><appender-ref ref="CONSOLE"/></root>
                </configuration>
                """);

        TunerRun run = tune(file, "--change-output", "--write");

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(Files.readString(file)).contains("<pattern>%d %-5level [%thread] %logger{36} - %msg%n</pattern>")
                .contains("<appender name=\"ASYNC_CONSOLE\"").doesNotContain("includeCallerData");
        assertThat(lint(file)).doesNotContain("[caller-data]").contains("0 errors, 0 warnings");
    }

    private Path fixture(String name) throws IOException {
        return TuneRuns.fixture(name, dir.resolve(name.substring(0, name.indexOf('/'))));
    }

    private static TunerRun tune(Path file, String... more) {
        return TuneRuns.tune(file, more);
    }

    private static String lint(Path file) {
        return TuneRuns.lint(file);
    }
}
