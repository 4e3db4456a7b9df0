package dev.logtune.tuner.verify;

import dev.logtune.benchmarks.audit.CountingAsyncAppender;
import dev.logtune.benchmarks.audit.CountingDisruptorAppender;
import dev.logtune.benchmarks.audit.CountingDiscardPolicy;
import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.VerifyCopy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class VerifyCopyTest {
    @TempDir
    Path dir;

    @Test
    void logbackFileLocationsAllLandInTheScratchDirectory() throws Exception {
        Path xml = Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <property name="LOG_DIR" value="/var/log/orders"/>
                  <appender name="FILE" class="ch.qos.logback.core.rolling.RollingFileAppender">
                    <file>${LOG_DIR}/app.log</file>
                    <rollingPolicy class="ch.qos.logback.core.rolling.TimeBasedRollingPolicy">
                      <fileNamePattern>${LOG_DIR}/app-%d.log</fileNamePattern>
                    </rollingPolicy>
                    <encoder><pattern>%msg%n</pattern></encoder>
                  </appender>
                  <appender name="ENV" class="ch.qos.logback.core.FileAppender">
                    <file>${FROM_ENVIRONMENT}</file>
                    <encoder><pattern>%msg%n</pattern></encoder>
                  </appender>
                  <appender name="SIFT" class="ch.qos.logback.classic.sift.SiftingAppender">
                    <discriminator><key>tenant</key><defaultValue>none</defaultValue></discriminator>
                    <sift>
                      <appender name="F-${tenant}" class="ch.qos.logback.core.FileAppender">
                        <file>/var/log/orders/${tenant}.log</file>
                        <encoder><pattern>%msg%n</pattern></encoder>
                      </appender>
                    </sift>
                  </appender>
                  <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender"><appender-ref ref="FILE"/></appender>
                  <appender name="NET" class="ch.qos.logback.classic.net.SocketAppender"><remoteHost>10.0.0.1</remoteHost></appender>
                  <root level="INFO"><appender-ref ref="ASYNC"/><appender-ref ref="NET"/><appender-ref ref="ENV"/></root>
                </configuration>
                """);
        Path scratch = dir.resolve("scratch");
        List<String> notes = new ArrayList<>();
        LoggingTarget target = VerifyCopy.prepare(ConfigFile.read(xml, Map.of()), scratch, notes);

        List<String> locations = values(target.xml(), "file", "fileNamePattern");
        assertThat(locations).hasSize(4).allSatisfy(location -> assertThat(location).startsWith(scratch.toString() + "/"));
        assertThat(locations).contains(scratch.resolve("app.log").toString(), scratch.resolve("app-%d.log").toString(),
                scratch.resolve("FROM_ENVIRONMENT").toString(), scratch.resolve("${tenant}.log").toString());
        assertThat(target.xml()).doesNotContain("SocketAppender").doesNotContain("ref=\"NET\"")
                .contains(CountingAsyncAppender.class.getName());
        assertThat(notes).anyMatch(n -> n.contains("left out appender NET"));
        assertThat(target.dropsByDesign()).as("the AsyncAppender's threshold is unset").isTrue();
    }

    @Test
    void theDisruptorAppenderIsKeptAndCountsItsDropsWhileBlockingOnlyWhenTheFileSaysSo() throws Exception {
        String file = """
                <configuration>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>/var/log/orders/app.log</file><immediateFlush>false</immediateFlush>
                    <encoder><pattern>%msg%n</pattern></encoder>
                  </appender>
                  <appender name="ASYNC" class="net.logstash.logback.appender.LoggingEventAsyncDisruptorAppender">
                    TIMEOUT<appender-ref ref="FILE"/>
                  </appender>
                  <root level="INFO"><appender-ref ref="ASYNC"/></root>
                </configuration>
                """;
        List<String> notes = new ArrayList<>();
        LoggingTarget blocking = VerifyCopy.prepare(ConfigFile.read(Files.writeString(dir.resolve("blocking.xml"),
                file.replace("TIMEOUT", "<appendTimeout>-1</appendTimeout>")), Map.of()), dir.resolve("scratch"), notes);
        assertThat(blocking.xml()).contains(CountingDisruptorAppender.class.getName()).contains("ref=\"FILE\"");
        assertThat(notes).noneMatch(n -> n.contains("left out"));
        assertThat(blocking.dropsByDesign()).isFalse();

        LoggingTarget defaults = VerifyCopy.prepare(ConfigFile.read(Files.writeString(dir.resolve("defaults.xml"),
                file.replace("TIMEOUT", "")), Map.of()), dir.resolve("scratch2"), new ArrayList<>());
        assertThat(defaults.dropsByDesign()).as("its default appendTimeout 0 drops on a full ring").isTrue();
    }

    @Test
    void log4j2LocationsAndDeleteActionsPointIntoTheScratchDirectory() throws Exception {
        Files.writeString(dir.resolve("log4j2.component.properties"), "log4j2.asyncQueueFullPolicy=Discard\n");
        Path xml = Files.writeString(dir.resolve("log4j2.xml"), """
                <Configuration>
                  <Properties><Property name="dir">/var/log/orders</Property></Properties>
                  <Appenders>
                    <RollingFile name="FILE" fileName="${dir}/app.log" filePattern="${dir}/app-%d{yyyy-MM-dd}.log">
                      <PatternLayout pattern="%msg%n"/>
                      <TimeBasedTriggeringPolicy/>
                      <DefaultRolloverStrategy><Delete basePath="${dir}"><IfLastModified age="P1D"/></Delete></DefaultRolloverStrategy>
                    </RollingFile>
                    <Console name="ERR" target="SYSTEM_ERR" direct="true"><PatternLayout pattern="%msg%n"/></Console>
                    <Kafka name="KAFKA" topic="logs"/>
                    <Async name="ASYNC"><AppenderRef ref="FILE"/></Async>
                  </Appenders>
                  <Loggers><Root level="INFO"><AppenderRef ref="ASYNC"/><AppenderRef ref="KAFKA"/><AppenderRef ref="ERR"/></Root></Loggers>
                </Configuration>
                """);
        Path scratch = dir.resolve("scratch");
        List<String> notes = new ArrayList<>();
        LoggingTarget target = VerifyCopy.prepare(ConfigFile.read(xml, Map.of()), scratch, notes);

        assertThat(target.xml()).contains("fileName=\"" + scratch.resolve("app.log") + "\"")
                .contains("filePattern=\"" + scratch.resolve("app-%d{yyyy-MM-dd}.log") + "\"")
                .contains("basePath=\"" + scratch + "\"")
                .doesNotContain("Kafka").doesNotContain("direct=")
                .contains("target=\"SYSTEM_OUT\"");
        assertThat(target.xml().lines().filter(line -> line.contains("/var/log")))
                .as("only the property definition still names the real directory")
                .singleElement().asString().contains("<Property name=\"dir\">");
        assertThat(target.systemProperties()).containsEntry("log4j2.asyncQueueFullPolicy", CountingDiscardPolicy.class.getName());
        assertThat(target.console()).isTrue();
        assertThat(target.dropsByDesign()).isTrue();
    }

    @Test
    void aProfileRunsOnlyTheSpringProfileBlocksItMakesActive() throws Exception {
        Path xml = Files.writeString(dir.resolve("logback-spring.xml"), """
                <configuration>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>/var/log/orders/app.log</file>
                    <encoder><pattern>%msg%n</pattern></encoder>
                  </appender>
                  <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender">
                    <discardingThreshold>0</discardingThreshold><appender-ref ref="FILE"/>
                  </appender>
                  <springProfile name="dev | local">
                    <root level="DEBUG"><appender-ref ref="FILE"/></root>
                  </springProfile>
                  <springProfile name="prod">
                    <root level="INFO"><appender-ref ref="ASYNC"/></root>
                  </springProfile>
                </configuration>
                """);
        ConfigFile config = ConfigFile.read(xml, Map.of());
        List<String> notes = new ArrayList<>();
        LoggingTarget prod = VerifyCopy.prepare(config, dir.resolve("prod"), java.util.Set.of("prod"), notes);

        assertThat(prod.xml()).doesNotContain("springProfile").contains("<root level=\"INFO\">").doesNotContain("DEBUG");
        assertThat(notes).anyMatch(n -> n.equals("profiles prod: ran the springProfile blocks prod, left out dev | local"));

        List<String> together = new ArrayList<>();
        LoggingTarget all = VerifyCopy.prepare(config, dir.resolve("all"), together);
        assertThat(all.xml()).contains("DEBUG").contains("<root level=\"INFO\">");
        assertThat(together).anyMatch(n -> n.startsWith("ran every springProfile block together (--profile NAME"));
    }

    @Test
    void anXIncludeOutsideTheCopyIsLeftOutAndAPlainRelativeOneKept() throws Exception {
        // Log4j2 follows XIncludes from the sandbox's copy: an absolute one would define appenders that write where it says.
        Path xml = Files.writeString(dir.resolve("log4j2.xml"), """
                <Configuration xmlns:xi="http://www.w3.org/2001/XInclude">
                  <xi:include href="/etc/acme/log4j2-appenders.xml"/>
                  <xi:include href="file:/etc/acme/log4j2-more.xml"/>
                  <xi:include href="../shared/log4j2-loggers.xml"/>
                  <xi:include href="log4j2-common.xml"/>
                  <Appenders><Console name="OUT"><PatternLayout pattern="%m%n"/></Console></Appenders>
                  <Loggers><Root level="INFO"><AppenderRef ref="OUT"/></Root></Loggers>
                </Configuration>
                """);
        List<String> notes = new ArrayList<>();
        LoggingTarget target = VerifyCopy.prepare(ConfigFile.read(xml, Map.of()), dir.resolve("scratch"), notes);

        assertThat(target.xml()).doesNotContain("/etc/acme", "../shared").contains("href=\"log4j2-common.xml\"");
        assertThat(notes).contains("left out the XInclude of /etc/acme/log4j2-appenders.xml: the sandbox reads no file outside its copy",
                "left out the XInclude of file:/etc/acme/log4j2-more.xml: the sandbox reads no file outside its copy",
                "left out the XInclude of ../shared/log4j2-loggers.xml: the sandbox reads no file outside its copy");
    }

    private static List<String> values(String xml, String... elements) {
        List<String> values = new ArrayList<>();
        for (String element : elements) {
            Matcher matcher = Pattern.compile("<" + element + ">([^<]*)</" + element + ">").matcher(xml);
            while (matcher.find()) {
                values.add(matcher.group(1));
            }
        }
        return values;
    }
}
