package dev.logtune.tuner.tune;

import dev.logtune.tuner.TunerRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * tune fixes the volume filters that drop WARN or ERROR with one edit each: a DuplicateMessageFilter goes, a BurstFilter's
 * level comes down to INFO, in the file's own syntax; what --allow-drop admits, and a BurstFilter already below WARN, stay.
 */
class VolumeFilterTuneTest {
    private static final String[] TARGET = {"--rate", "2000", "--threads", "8"};

    @TempDir
    Path dir;

    private TunerRun tune(Path file, String... extra) {
        return TunerRun.of(Stream.concat(Stream.of("tune", file.toString()), Stream.concat(Stream.of(TARGET), Stream.of(extra)))
                .toArray(String[]::new));
    }

    private static final String LOGBACK = """
            <configuration>
              <turboFilter class="ch.qos.logback.classic.turbo.DuplicateMessageFilter">
                <AllowedRepetitions>3</AllowedRepetitions>
              </turboFilter>
              <appender name="CONSOLE" class="ch.qos.logback.core.ConsoleAppender">
                <encoder><pattern>%d %-5level %logger - %msg%n</pattern></encoder>
              </appender>
              <root level="INFO">
                <appender-ref ref="CONSOLE"/>
              </root>
            </configuration>
            """;

    @Test
    void aDuplicateMessageFilterIsRemovedAndTheChangeSaysWhatItKeeps() throws Exception {
        Path file = Files.writeString(dir.resolve("logback.xml"), LOGBACK);

        TunerRun run = tune(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("""
                @@ -1,7 +1,4 @@
                 <configuration>
                -  <turboFilter class="ch.qos.logback.classic.turbo.DuplicateMessageFilter">
                -    <AllowedRepetitions>3</AllowedRepetitions>
                -  </turboFilter>
                   <appender name="CONSOLE" class="ch.qos.logback.core.ConsoleAppender">
                """);
        assertThat(run.out()).contains("- turboFilter DuplicateMessageFilter present (AllowedRepetitions 3, CacheSize 100) -> removed:"
                + " it drops a repeated ERROR or WARN once its message template has been logged 4 times, silently and with no"
                + " time window", "keeps every event the loggers' levels let through, WARN and ERROR included",
                "tuner recommend with --history plans a per-call-site sampler");
        assertThat(Files.readString(file)).doesNotContain("DuplicateMessageFilter").contains("<root level=\"INFO\">");
    }

    @Test
    void allowDropErrorKeepsIt() throws Exception {
        Path file = Files.writeString(dir.resolve("logback.xml"), LOGBACK);

        TunerRun run = tune(file, "--allow-drop", "ERROR");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).doesNotContain("-  <turboFilter")
                .contains("turboFilter DuplicateMessageFilter: --allow-drop ERROR admits dropping a repeated ERROR");
    }

    @Test
    void aBurstFilterAtErrorComesDownToInfoInXml() throws Exception {
        Path file = Files.writeString(dir.resolve("log4j2.xml"), """
                <Configuration>
                  <BurstFilter level="ERROR" rate="16" maxBurst="100"/>
                  <Appenders><Console name="C"><PatternLayout pattern="%m%n"/></Console></Appenders>
                  <Loggers><Root level="INFO"><AppenderRef ref="C"/></Root></Loggers>
                </Configuration>
                """);

        TunerRun run = tune(file);

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("-  <BurstFilter level=\"ERROR\" rate=\"16\" maxBurst=\"100\"/>\n"
                        + "+  <BurstFilter level=\"INFO\" rate=\"16\" maxBurst=\"100\"/>",
                "- BurstFilter/level ERROR -> INFO: it drops ERROR, WARN and INFO events silently once its one budget (16 events/s,"
                        + " bursts of up to 100) is spent; every WARN and ERROR passes; INFO and below keep the same budget and"
                        + " are still dropped silently past it");
    }

    @Test
    void withAllowDropWarnItComesDownOnlyToWarn() throws Exception {
        Path file = Files.writeString(dir.resolve("log4j2.xml"), """
                <Configuration>
                  <BurstFilter level="ERROR"/>
                  <Appenders><Console name="C"><PatternLayout pattern="%m%n"/></Console></Appenders>
                  <Loggers><Root level="INFO"><AppenderRef ref="C"/></Root></Loggers>
                </Configuration>
                """);

        TunerRun run = tune(file, "--allow-drop", "WARN");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("+  <BurstFilter level=\"WARN\"/>", "- BurstFilter/level ERROR -> WARN:", "every ERROR passes");
    }

    @Test
    void anUnsetLevelOnAnAppenderIsWrittenInJson() throws Exception {
        Path file = Files.writeString(dir.resolve("log4j2.json"), """
                {
                  "Configuration": {
                    "Appenders": {
                      "Console": {
                        "name": "C",
                        "PatternLayout": {"pattern": "%m%n"},
                        "BurstFilter": {"rate": 100}
                      }
                    },
                    "Loggers": {"Root": {"level": "info", "AppenderRef": {"ref": "C"}}}
                  }
                }
                """);

        TunerRun run = tune(file);

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("""
                -        "BurstFilter": {"rate": 100}
                +        "BurstFilter": {"level": "INFO", "rate": 100}
                """, "- C/BurstFilter/level unset (WARN) -> INFO: it drops WARN and INFO events silently once its one budget"
                + " (100 events/s, bursts of up to 10,000) is spent; every WARN and ERROR passes");
    }

    @Test
    void aReferencesFilterIsEditedInYaml() throws Exception {
        Path file = Files.writeString(dir.resolve("log4j2.yaml"), """
                Configuration:
                  Appenders:
                    Console:
                      name: C
                      PatternLayout:
                        pattern: "%m%n"
                  Loggers:
                    Logger:
                      - name: com.example.orders
                        level: info
                        additivity: false
                        AppenderRef:
                          ref: C
                          BurstFilter:
                            level: ERROR
                            rate: 20
                    Root:
                      level: info
                      AppenderRef:
                        ref: C
                """);

        TunerRun run = tune(file);

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("-            level: ERROR\n+            level: \"INFO\"",
                "- com.example.orders->C/BurstFilter/level ERROR -> INFO:");
    }

    @Test
    void propertiesGetTheLevelOnTheFiltersOwnKeys() throws Exception {
        Path file = Files.writeString(dir.resolve("log4j2.properties"), """
                filter.burst.type = BurstFilter
                filter.burst.rate = 10

                appender.console.type = Console
                appender.console.name = C
                appender.console.layout.type = PatternLayout
                appender.console.layout.pattern = %m%n

                logger.orders.name = com.example.orders
                logger.orders.level = info
                logger.orders.additivity = false
                logger.orders.appenderRef.console.ref = C
                logger.orders.appenderRef.console.filter.limit.type = BurstFilter
                logger.orders.appenderRef.console.filter.limit.level = ERROR

                rootLogger.level = info
                rootLogger.appenderRef.console.ref = C
                """);

        TunerRun run = tune(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("- BurstFilter/level unset (WARN) -> INFO:", "- com.example.orders->C/BurstFilter/level ERROR -> INFO:");
        assertThat(Files.readString(file)).contains("filter.burst.rate = 10\nfilter.burst.level = INFO\n",
                "logger.orders.appenderRef.console.filter.limit.level = INFO\n");
    }

    @Test
    void aBurstFilterBelowWarnIsLeftAsItIs() throws Exception {
        Path file = Files.writeString(dir.resolve("log4j2.xml"), """
                <Configuration>
                  <BurstFilter level="INFO" rate="400"/>
                  <Appenders><Console name="C"><PatternLayout pattern="%m%n"/></Console></Appenders>
                  <Loggers><Root level="INFO"><AppenderRef ref="C"/></Root></Loggers>
                </Configuration>
                """);

        TunerRun run = tune(file);

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).doesNotContain("BurstFilter/level", "-  <BurstFilter");
    }
}
