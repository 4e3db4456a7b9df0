package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.lint.Linter;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.advice.Figures;
import dev.logtune.tuner.advice.SyntheticResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Each rule on a small config that breaks it, and stays quiet on one that does not. */
class LintRulesTest {
    @TempDir
    Path dir;

    private List<Finding> lint(String name, String xml) throws Exception {
        return lint(name, xml, null, null, null);
    }

    private List<Finding> lint(String name, String xml, Double rate, Integer threads, Figures figures) throws Exception {
        Path file = Files.writeString(dir.resolve(name), xml);
        return Linter.lint(ConfigFile.read(file, Map.of()), rate, threads, figures);
    }

    private static List<Finding> of(List<Finding> findings, String rule) {
        return findings.stream().filter(f -> f.rule().equals(rule)).toList();
    }

    private static final String FILE_APPENDER = """
            <appender name="FILE" class="ch.qos.logback.core.FileAppender">
              <file>app.log</file>
              %s
              <encoder><pattern>%%d %%-5level %%logger - %%msg%%n</pattern></encoder>
            </appender>
            """;

    private static String logback(String body) {
        return "<configuration>\n" + body + "\n<root level=\"INFO\"><appender-ref ref=\"FILE\"/></root>\n</configuration>\n";
    }

    @Test
    void log4j2AppendersUnderAnArbiterAreJudgedLikeAnyOther() throws Exception {
        // Log4j2 builds the appender of the branch that holds; each branch is judged as the file would run with it.
        List<Finding> findings = lint("log4j2.xml", """
                <Configuration>
                  <Appenders>
                    <SpringProfile name="dev"><Console name="Out"><PatternLayout pattern="%m%n"/></Console></SpringProfile>
                    <SpringProfile name="!dev"><File name="Out" fileName="out.log"><PatternLayout pattern="%m%n"/></File></SpringProfile>
                  </Appenders>
                  <Loggers><Root level="info"><AppenderRef ref="Out"/></Root></Loggers>
                </Configuration>
                """, 38_000.0, 60, null);
        assertThat(of(findings, "console-at-rate")).singleElement().satisfies(f -> {
            assertThat(f.line()).isEqualTo(3);
            assertThat(f.element()).isEqualTo("<Console name=\"Out\"> (springProfile dev)");
        });
        assertThat(of(findings, "immediate-flush")).singleElement().satisfies(f -> assertThat(f.line()).isEqualTo(4));
        assertThat(of(findings, "plain-file")).singleElement().satisfies(f -> assertThat(f.element()).endsWith("(springProfile !dev)"));
    }

    @Test
    void immediateFlushOnTheAppenderAndInTheLegacyEncoderPlace() throws Exception {
        assertThat(of(lint("a.xml", logback(FILE_APPENDER.formatted(""))), "immediate-flush")).singleElement()
                .satisfies(f -> assertThat(f.message()).contains("Logback's default"));
        String legacy = """
                <configuration><appender name="FILE" class="ch.qos.logback.core.FileAppender"><file>a.log</file>
                <encoder><pattern>%msg%n</pattern><immediateFlush>false</immediateFlush></encoder></appender>
                <root level="INFO"><appender-ref ref="FILE"/></root></configuration>
                """;
        assertThat(of(lint("b.xml", legacy), "immediate-flush")).singleElement()
                .satisfies(f -> assertThat(f.message()).contains("legacy place"));
        assertThat(of(lint("c.xml", logback(FILE_APPENDER.formatted("<immediateFlush>false</immediateFlush>"))
                .replace("<configuration>", "<configuration><shutdownHook/>")), "immediate-flush")).isEmpty();
        assertThat(of(lint("d.xml", """
                <Configuration><Appenders><File name="F" fileName="a.log"><PatternLayout pattern="%m%n"/></File></Appenders>
                <Loggers><Root level="INFO"><AppenderRef ref="F"/></Root></Loggers></Configuration>
                """), "immediate-flush")).hasSize(1);
    }

    @Test
    void silentDropsFromTheDefaultThresholdAreAnError() throws Exception {
        String xml = logback(FILE_APPENDER.formatted("") + """
                <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender"><appender-ref ref="FILE"/></appender>
                """).replace("ref=\"FILE\"/></root>", "ref=\"ASYNC\"/></root>");
        List<Finding> drops = of(lint("a.xml", xml), "async-silent-drop");
        assertThat(drops).anySatisfy(f -> {
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.message()).contains("fewer than 51 of 256").contains("discardingThreshold unset");
        });
        // One finding per queue: the small default queue is said with the drops it hastens.
        assertThat(drops).singleElement().satisfies(f -> assertThat(f.why()).contains("queueSize is 256"));
        String smallOnly = xml.replace("<appender-ref ref=\"FILE\"/></appender>",
                "<discardingThreshold>0</discardingThreshold><appender-ref ref=\"FILE\"/></appender>");
        // At 0, with callers blocking, even the default queue drops nothing: how long callers wait is not this rule's.
        assertThat(of(lint("c.xml", smallOnly), "async-silent-drop")).isEmpty();
        String smallNeverBlock = smallOnly.replace("<discardingThreshold>0", "<neverBlock>true</neverBlock><discardingThreshold>0");
        assertThat(of(lint("e.xml", smallNeverBlock), "async-silent-drop")).singleElement()
                .satisfies(f -> assertThat(f.message()).contains("queueSize is 256"));
        String safe = xml.replace("<appender-ref ref=\"FILE\"/></appender>",
                "<queueSize>8192</queueSize><discardingThreshold>0</discardingThreshold><appender-ref ref=\"FILE\"/></appender>");
        assertThat(of(lint("b.xml", safe), "async-silent-drop")).isEmpty();
    }

    @Test
    void whatNoLoggerReachesGetsOnlyTheUnreachableFinding() throws Exception {
        String xml = logback(FILE_APPENDER.formatted("") + """
                <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender">
                  <queueSize>8192</queueSize><discardingThreshold>0</discardingThreshold><neverBlock>true</neverBlock>
                  <appender-ref ref="FILE"/>
                </appender>
                """);
        List<Finding> findings = lint("a.xml", xml);
        // neverBlock drops nothing where no event arrives: unreachable-appender is the one thing said about ASYNC.
        assertThat(of(findings, "never-block")).isEmpty();
        assertThat(findings).noneMatch(f -> f.element().contains("name=\"ASYNC\"") && !f.rule().equals("unreachable-appender"));
        assertThat(of(findings, "unreachable-appender")).singleElement()
                .satisfies(f -> assertThat(f.element()).contains("name=\"ASYNC\""));
    }

    @Test
    void neverBlockIsAnError() throws Exception {
        String xml = logback(FILE_APPENDER.formatted("") + """
                <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender">
                  <queueSize>8192</queueSize><discardingThreshold>0</discardingThreshold><neverBlock>true</neverBlock>
                  <appender-ref ref="FILE"/>
                </appender>
                """).replace("ref=\"FILE\"/></root>", "ref=\"ASYNC\"/></root>");
        assertThat(of(lint("a.xml", xml), "never-block")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.line()).isEqualTo(8);
        });
    }

    @Test
    void callerDataInAPatternAndBehindAnAsyncAppender() throws Exception {
        String caller = logback(FILE_APPENDER.formatted("").replace("%logger", "%class.%method:%line"));
        assertThat(of(lint("a.xml", caller), "caller-data")).singleElement()
                .satisfies(f -> assertThat(f.message()).contains("a stack walk for every event"));
        String behindAsync = caller.replace("<root level=\"INFO\"><appender-ref ref=\"FILE\"/></root>", """
                <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender"><appender-ref ref="FILE"/></appender>
                <root level="INFO"><appender-ref ref="ASYNC"/></root>""");
        assertThat(of(lint("b.xml", behindAsync), "caller-data")).singleElement()
                .satisfies(f -> assertThat(f.why()).contains("print as '?'"));
        assertThat(of(lint("c.xml", logback(FILE_APPENDER.formatted(""))), "caller-data")).isEmpty();
    }

    @Test
    void prudentAndLocking() throws Exception {
        assertThat(of(lint("a.xml", logback(FILE_APPENDER.formatted("<prudent>true</prudent>"))), "file-locking")).hasSize(1);
        assertThat(of(lint("b.xml", """
                <Configuration><Appenders><File name="F" fileName="a.log" locking="true"><PatternLayout pattern="%m%n"/></File></Appenders>
                <Loggers><Root level="INFO"><AppenderRef ref="F"/></Root></Loggers></Configuration>
                """), "file-locking")).hasSize(1);
    }

    @Test
    void chainedAsyncStages() throws Exception {
        String twoRefs = logback(FILE_APPENDER.formatted("") + FILE_APPENDER.formatted("").replace("name=\"FILE\"", "name=\"OTHER\"") + """
                <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender">
                  <appender-ref ref="FILE"/><appender-ref ref="OTHER"/>
                </appender>
                """).replace("ref=\"FILE\"/></root>", "ref=\"ASYNC\"/></root>");
        // Several refs on one AsyncAppender are a wiring mistake, said once, by async-several-refs.
        List<Finding> twoRefFindings = lint("a.xml", twoRefs);
        assertThat(of(twoRefFindings, "chained-async")).isEmpty();
        assertThat(of(twoRefFindings, "async-several-refs")).singleElement()
                .satisfies(f -> assertThat(f.severity()).isEqualTo(Severity.ERROR));
        Files.writeString(dir.resolve("log4j2.component.properties"),
                "log4j2.contextSelector=org.apache.logging.log4j.core.async.AsyncLoggerContextSelector\n");
        List<Finding> log4j2 = lint("log4j2.xml", """
                <Configuration><Appenders>
                  <RandomAccessFile name="F" fileName="a.log"><PatternLayout pattern="%m%n"/></RandomAccessFile>
                  <Async name="A"><AppenderRef ref="F"/></Async>
                </Appenders>
                <Loggers><AsyncRoot level="INFO"><AppenderRef ref="A"/></AsyncRoot></Loggers></Configuration>
                """);
        assertThat(of(log4j2, "chained-async")).anySatisfy(f -> assertThat(f.message()).contains("two ring buffers"))
                .anySatisfy(f -> assertThat(f.message()).contains("feeds the <Async> appender A"));
    }

    @Test
    void consoleAtAHighRate() throws Exception {
        String console = "<configuration><appender name=\"C\" class=\"ch.qos.logback.core.ConsoleAppender\">"
                + "<encoder><pattern>%msg%n</pattern></encoder></appender><root level=\"INFO\"><appender-ref ref=\"C\"/></root></configuration>";
        assertThat(of(lint("a.xml", console), "console-at-rate")).singleElement()
                .satisfies(f -> assertThat(f.severity()).isEqualTo(Severity.NOTE));
        assertThat(of(lint("b.xml", console, 38_000.0, 60, null), "console-at-rate")).singleElement()
                .satisfies(f -> assertThat(f.severity()).isEqualTo(Severity.WARNING));
        assertThat(of(lint("c.xml", console, 100.0, 4, null), "console-at-rate")).isEmpty();
    }

    @Test
    void unboundedAndTooDeepQueues() throws Exception {
        assertThat(of(lint("a.xml", """
                <Configuration><Appenders>
                  <File name="F" fileName="a.log" immediateFlush="false"><PatternLayout pattern="%m%n"/></File>
                  <Async name="A"><AppenderRef ref="F"/><LinkedTransferQueue/></Async>
                </Appenders><Loggers><Root level="INFO"><AppenderRef ref="A"/></Root></Loggers></Configuration>
                """), "unbounded-queue")).singleElement().satisfies(f -> assertThat(f.message()).contains("unbounded"));
        String deep = logback(FILE_APPENDER.formatted("") + """
                <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender">
                  <queueSize>2000000</queueSize><discardingThreshold>0</discardingThreshold><appender-ref ref="FILE"/>
                </appender>
                <logger name="com.example"><appender-ref ref="ASYNC"/></logger>""");
        assertThat(of(lint("b.xml", deep), "unbounded-queue")).singleElement().satisfies(f -> assertThat(f.why()).contains("discards"));
    }

    @Test
    void spinningWaitStrategies() throws Exception {
        Files.writeString(dir.resolve("log4j2.component.properties"), """
                log4j2.contextSelector=org.apache.logging.log4j.core.async.AsyncLoggerContextSelector
                AsyncLogger.WaitStrategy=BusySpin
                """);
        assertThat(of(lint("log4j2.xml", """
                <Configuration><Appenders><RandomAccessFile name="F" fileName="a.log" immediateFlush="false"><PatternLayout pattern="%m%n"/></RandomAccessFile></Appenders>
                <Loggers><Root level="INFO"><AppenderRef ref="F"/></Root></Loggers></Configuration>
                """), "spinning-wait")).singleElement().satisfies(f -> assertThat(f.message()).contains("=busyspin"));
    }

    @Test
    void bufferedOrAsyncWithoutAShutdownHook() throws Exception {
        assertThat(of(lint("a.xml", logback(FILE_APPENDER.formatted("<immediateFlush>false</immediateFlush>"))), "no-shutdown-hook"))
                .hasSize(1);
        assertThat(of(lint("b.xml", logback(FILE_APPENDER.formatted(""))), "no-shutdown-hook")).isEmpty();
        assertThat(of(lint("c.xml", """
                <Configuration shutdownHook="disable"><Appenders>
                  <File name="F" fileName="a.log" immediateFlush="false"><PatternLayout pattern="%m%n"/></File>
                </Appenders><Loggers><Root level="INFO"><AppenderRef ref="F"/></Root></Loggers></Configuration>
                """), "no-shutdown-hook")).hasSize(1);
    }

    @Test
    void siftingWithoutACap() throws Exception {
        String sifting = """
                <configuration>
                  <appender name="SIFT" class="ch.qos.logback.classic.sift.SiftingAppender">
                    <discriminator><key>user</key><defaultValue>none</defaultValue></discriminator>
                    <sift><appender name="F-${user}" class="ch.qos.logback.core.FileAppender"><file>${user}.log</file>
                      <encoder><pattern>%msg%n</pattern></encoder></appender></sift>
                  </appender>
                  <root level="INFO"><appender-ref ref="SIFT"/></root>
                </configuration>
                """;
        assertThat(of(lint("a.xml", sifting), "sifting-unbounded")).hasSize(1);
        assertThat(of(lint("b.xml", sifting.replace("<sift>", "<maxAppenderCount>50</maxAppenderCount><sift>")), "sifting-unbounded")).isEmpty();
    }

    @Test
    void theDisruptorVersionTheBuildDeclares() throws Exception {
        Files.writeString(dir.resolve("log4j2.component.properties"),
                "log4j2.contextSelector=org.apache.logging.log4j.core.async.AsyncLoggerContextSelector\n");
        String xml = """
                <Configuration><Appenders><RandomAccessFile name="F" fileName="a.log" immediateFlush="false"><PatternLayout pattern="%m%n"/></RandomAccessFile></Appenders>
                <Loggers><Root level="INFO"><AppenderRef ref="F"/></Root></Loggers></Configuration>
                """;
        String pom = """
                <project><properties><disruptor.version>%s</disruptor.version></properties><dependencies>
                  <dependency><groupId>org.apache.logging.log4j</groupId><artifactId>log4j-core</artifactId><version>2.26.1</version></dependency>
                  %s
                </dependencies></project>
                """;
        String dependency = "<dependency><groupId>com.lmax</groupId><artifactId>disruptor</artifactId><version>${disruptor.version}</version></dependency>";
        Files.writeString(dir.resolve("pom.xml"), pom.formatted("4.0.0", dependency));
        assertThat(of(lint("log4j2.xml", xml), "disruptor-version")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.why()).contains("20-50% of events");
        });
        Files.writeString(dir.resolve("pom.xml"), pom.formatted("3.4.4", dependency));
        assertThat(of(lint("log4j2.xml", xml), "disruptor-version")).isEmpty();
        Files.writeString(dir.resolve("pom.xml"), pom.formatted("3.4.4", ""));
        assertThat(of(lint("log4j2.xml", xml), "disruptor-version")).singleElement()
                .satisfies(f -> assertThat(f.message()).contains("declares no com.lmax:disruptor"));
    }

    @Test
    void whatCannotBeResolvedIsSaid() throws Exception {
        String xml = """
                <configuration>
                  <include resource="shared-logback.xml"/>
                  <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender">
                    <queueSize>${QUEUE}</queueSize><discardingThreshold>0</discardingThreshold>
                  </appender>
                </configuration>
                """;
        List<Finding> unresolved = of(lint("a.xml", xml), "unresolved");
        assertThat(unresolved).anySatisfy(f -> {
            assertThat(f.message()).contains("shared-logback.xml").contains("classpath");
            assertThat(f.line()).as("said at the include").isEqualTo(2);
        });
        assertThat(unresolved).anySatisfy(f -> {
            assertThat(f.message()).contains("${QUEUE}");
            assertThat(f.fix()).contains("-DQUEUE=");
        });
    }

    @Test
    void anXIncludeNotReadIsSaidAtItsLine() throws Exception {
        List<Finding> unresolved = of(lint("log4j2.xml", """
                <Configuration xmlns:xi="http://www.w3.org/2001/XInclude">
                  <Appenders>
                    <xi:include href="appenders.xml"/>
                  </Appenders>
                  <Loggers><Root level="INFO"/></Loggers>
                </Configuration>
                """), "unresolved");
        assertThat(unresolved).singleElement().satisfies(f -> {
            assertThat(f.message()).contains("appenders.xml (XInclude at line 3)");
            assertThat(f.line()).isEqualTo(3);
        });
    }

    @Test
    void aSynchronousAppenderNearItsMeasuredCapacity() throws Exception {
        Figures figures = new Figures(new SyntheticResults().throughput("logback-file", 32, 40_000, 2400)
                .throughput("logback-file", 64, 40_000, 2400).rate("logback-file", 38_000, 60, 900, true).build());
        List<Finding> findings = lint("a.xml", logback(FILE_APPENDER.formatted("")), 38_000.0, 60, figures);
        assertThat(of(findings, "sync-near-capacity")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.message()).contains("95% busy");
            assertThat(f.why()).contains("logback-file, delivers 40k events/s").contains("p99 900 us");
        });
        assertThat(of(lint("b.xml", logback(FILE_APPENDER.formatted("")), 5_000.0, 60, figures), "sync-near-capacity")).isEmpty();
    }
}
