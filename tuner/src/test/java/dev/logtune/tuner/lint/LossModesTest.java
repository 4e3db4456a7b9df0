package dev.logtune.tuner.lint;

import dev.logtune.tuner.lint.rules.Severity;
import dev.logtune.tuner.lint.rules.Finding;
import com.fasterxml.jackson.databind.JsonNode;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.tuner.TunerMain;
import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.advice.Figures;
import dev.logtune.tuner.advice.SyntheticResults;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.configfile.ConfigFile;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Loss modes and slow paths the other rules miss (Log4j2 blocking=false, network appenders, synchronous compression,
 * location in every layout form), findings collapsed over their places, and lint's JSON and SARIF shapes.
 */
class LossModesTest {
    @TempDir
    Path dir;

    /** Under the working directory, so SARIF can name files relative to it. */
    private Path local;

    @AfterEach
    void removeLocal() throws Exception {
        if (local != null && Files.exists(local)) {
            try (Stream<Path> walk = Files.walk(local)) {
                walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static Path fixture(String name) throws Exception {
        return Path.of(LossModesTest.class.getResource("/lint/loss/" + name).toURI());
    }

    private List<Finding> lint(String name, String xml) throws Exception {
        return lint(Files.writeString(dir.resolve(name), xml));
    }

    private static List<Finding> lint(Path file) throws Exception {
        return Linter.lint(ConfigFile.read(file, Map.of()), null, null, null);
    }

    private static List<Finding> of(List<Finding> findings, String rule) {
        return findings.stream().filter(f -> f.rule().equals(rule)).toList();
    }

    private static String log4j2(String appenders, String rootRefs) {
        return "<Configuration><Appenders>\n" + appenders + "\n</Appenders>\n<Loggers><Root level=\"INFO\">" + rootRefs
                + "</Root></Loggers></Configuration>\n";
    }

    private static final String LOG4J2_FILE = "<File name=\"F\" fileName=\"a.log\" immediateFlush=\"false\"><PatternLayout pattern=\"%m%n\"/></File>";

    // 0. Log4j2 async loggers: a full ring buffer can discard without asking the policy

    @Test
    void asyncLoggersCarryANoteThatAFullRingBufferCanLoseAnEventWithTheFiguresThatShowIt() throws Exception {
        String xml = "<Configuration><Appenders>" + LOG4J2_FILE + "</Appenders>\n"
                + "<Loggers><AsyncRoot level=\"INFO\"><AppenderRef ref=\"F\"/></AsyncRoot></Loggers></Configuration>\n";
        Path file = Files.writeString(dir.resolve("log4j2.xml"), xml);
        Figures figures = new Figures(new SyntheticResults().throughput("log4j2-async-raf", 1, 900_000, 100)
                .lossy("log4j2-async-raf", 8, 1_500_000, 1).build());

        List<Finding> withFigures = of(Linter.lint(ConfigFile.read(file, Map.of()), null, null, figures), "async-silent-drop");
        assertThat(withFigures).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.NOTE);
            assertThat(f.message()).contains("even with the Default policy");
            assertThat(f.why()).contains("Measured (log4j2-async-raf): lost 1 at 8 threads");
        });
        assertThat(of(lint(file), "async-silent-drop")).singleElement()
                .satisfies(f -> assertThat(f.why()).doesNotContain("Measured"));
        // A synchronous config has no ring buffer to fill.
        assertThat(of(lint("sync.xml", log4j2(LOG4J2_FILE, "<AppenderRef ref=\"F\"/>")), "async-silent-drop")).isEmpty();
    }

    // 1. Log4j2 <Async blocking="false">

    @Test
    void log4j2AsyncWithBlockingFalseDropsEveryLevel() throws Exception {
        String xml = log4j2(LOG4J2_FILE + "\n<Async name=\"A\" blocking=\"false\" bufferSize=\"512\"><AppenderRef ref=\"F\"/></Async>",
                "<AppenderRef ref=\"A\"/>");
        assertThat(of(lint("log4j2.xml", xml), "never-block")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.line()).isEqualTo(3);
            assertThat(f.message()).contains("blocking=\"false\"").contains("bufferSize 512").contains("dropped, whatever its level");
            assertThat(f.why()).contains("does not consult the queue-full policy");
        });
        // Names are case-insensitive in Log4j2.
        assertThat(of(lint("lower.xml", xml.replace("<Async ", "<async ").replace("</Async>", "</async>")
                .replace("blocking=", "BLOCKING=")), "never-block")).hasSize(1);
        // With an errorRef the event is not lost: it is written to that appender on the caller's thread.
        assertThat(of(lint("error-ref.xml", xml.replace("blocking=\"false\"", "blocking=\"false\" errorRef=\"F\"")), "never-block"))
                .singleElement().satisfies(f -> {
                    assertThat(f.severity()).isEqualTo(Severity.WARNING);
                    assertThat(f.message()).contains("goes to F instead");
                });
        assertThat(of(lint("blocking.xml", xml.replace(" blocking=\"false\"", "")), "never-block")).isEmpty();
        assertThat(of(lint("blocking-true.xml", xml.replace("blocking=\"false\"", "blocking=\"true\"")), "never-block")).isEmpty();
    }

    // 2. Location in every pattern and layout form

    @Test
    void locationInPatternElementsSelectorsAndJsonLayouts() throws Exception {
        Finding caller = of(lint(fixture("log4j2-patterns.xml")), "caller-data").stream()
                .filter(f -> f.message().startsWith("the pattern")).findFirst().orElseThrow();
        // <pattern> child (line 6), PatternMatch (12), ScriptPatternSelector defaultPattern (18): one finding, three places.
        assertThat(caller.locations()).extracting(Finding.Location::line).containsExactly(6, 12, 18);
        List<Finding> layouts = of(lint(fixture("log4j2-patterns.xml")), "caller-data").stream()
                .filter(f -> f.message().startsWith("the layout")).toList();
        assertThat(layouts).extracting(Finding::line).containsExactlyInAnyOrder(25, 28);
        assertThat(layouts).anySatisfy(f -> assertThat(f.message()).contains("locationInfoEnabled"));

        String clean = Files.readString(fixture("log4j2-patterns.xml")).replace("%C{1}.%M:%L", "%c").replace("%l", "%c")
                .replace("%F:%L", "%c").replace("locationInfo=\"true\"", "locationInfo=\"false\"")
                .replace("locationInfoEnabled=\"true\"", "");
        assertThat(of(lint("clean.xml", clean), "caller-data")).isEmpty();
    }

    @Test
    void logbackLayoutPatternsAndLogstashCallerData() throws Exception {
        String layout = """
                <configuration>
                  <appender name="C" class="ch.qos.logback.core.ConsoleAppender">
                    <encoder class="ch.qos.logback.core.encoder.LayoutWrappingEncoder">
                      <layout class="ch.qos.logback.classic.PatternLayout"><pattern>%d %method %msg%n</pattern></layout>
                    </encoder>
                  </appender>
                  <appender name="J" class="ch.qos.logback.core.FileAppender"><file>j.log</file>
                    <encoder class="net.logstash.logback.encoder.LogstashEncoder">
                      <includeCallerData>true</includeCallerData>
                    </encoder>
                  </appender>
                  <appender name="K" class="ch.qos.logback.core.FileAppender"><file>k.log</file>
                    <encoder class="net.logstash.logback.encoder.LoggingEventCompositeJsonEncoder">
                      <providers><timestamp/><message/><callerData/></providers>
                    </encoder>
                  </appender>
                  <root level="INFO"><appender-ref ref="C"/><appender-ref ref="J"/><appender-ref ref="K"/></root>
                </configuration>
                """;
        List<Finding> caller = of(lint("logback.xml", layout), "caller-data");
        assertThat(caller).anySatisfy(f -> assertThat(f.line()).isEqualTo(4));
        assertThat(caller).anySatisfy(f -> {
            assertThat(f.line()).isEqualTo(9);
            assertThat(f.message()).contains("includeCallerData is true");
        });
        assertThat(caller).anySatisfy(f -> {
            assertThat(f.line()).isEqualTo(14);
            assertThat(f.message()).contains("<callerData/>");
        });
        String clean = layout.replace("%method", "%logger").replace("<includeCallerData>true", "<includeCallerData>false")
                .replace("<callerData/>", "<loggerName/>");
        assertThat(of(lint("clean.xml", clean), "caller-data")).isEmpty();
    }

    // 3. Network appenders

    @Test
    void logbackNetworkAppendersOnTheCallersThreadAndBehindAQueue() throws Exception {
        List<Finding> network = of(lint(fixture("logback-network.xml")), "network-appender");
        assertThat(network).anySatisfy(f -> {
            assertThat(f.element()).contains("SOCKET");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("eventDelayLimit (100 milliseconds)").contains("dropped");
        });
        assertThat(network).anySatisfy(f -> {
            assertThat(f.element()).contains("SYSLOG");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("written on the thread that logs");
            assertThat(f.why()).contains("A UDP send does not wait for the remote end");
        });
        assertThat(network).anySatisfy(f -> {
            assertThat(f.element()).contains("\"DB\"");
            assertThat(f.severity()).isEqualTo(Severity.NOTE);
            assertThat(f.message()).contains("sits behind a queue");
        });
        assertThat(network).anySatisfy(f -> {
            assertThat(f.element()).contains("STASH");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("drops events of every level").contains("ringBufferSize 16384");
        });
        assertThat(network).hasSize(4);
        String local = """
                <configuration><shutdownHook/>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender"><file>a.log</file>
                    <immediateFlush>false</immediateFlush><encoder><pattern>%msg%n</pattern></encoder></appender>
                  <root level="INFO"><appender-ref ref="FILE"/></root>
                </configuration>
                """;
        assertThat(of(lint("local.xml", local), "network-appender")).isEmpty();
    }

    @Test
    void log4j2NetworkAppendersOnTheCallersThreadAndBehindAQueue() throws Exception {
        List<Finding> network = of(lint(fixture("log4j2-network.xml")), "network-appender");
        assertThat(network).anySatisfy(f -> {
            assertThat(f.element()).contains("KAFKA");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("syncSend is true by default").contains("on the thread that logs");
        });
        assertThat(network).anySatisfy(f -> {
            assertThat(f.element()).contains("HTTP");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.why()).contains("every thread that logs to it waits as long as it does");
        });
        assertThat(network).anySatisfy(f -> {
            assertThat(f.element()).contains("\"SOCKET\"");
            assertThat(f.severity()).isEqualTo(Severity.NOTE);
        });
        assertThat(network).hasSize(3);
        // Async loggers in front: a note, not a warning.
        String asyncRoot = Files.readString(fixture("log4j2-network.xml")).replace("<Root ", "<AsyncRoot ").replace("</Root>", "</AsyncRoot>")
                .replace("<Logger ", "<AsyncLogger ").replace("</Logger>", "</AsyncLogger>");
        assertThat(of(lint("async.xml", asyncRoot), "network-appender")).isNotEmpty().allSatisfy(f -> assertThat(f.severity()).isEqualTo(Severity.NOTE));
        assertThat(of(lint("plain.xml", log4j2(LOG4J2_FILE, "<AppenderRef ref=\"F\"/>")), "network-appender")).isEmpty();
    }

    // 4. FixedWindowRollingPolicy compressing at rollover

    @Test
    void fixedWindowCompressionIsSynchronous() throws Exception {
        assertThat(of(lint(fixture("logback-fixed-window.xml")), "sync-compression")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.line()).isEqualTo(6);
            assertThat(f.message()).contains(".zip").contains("under the appender's lock");
            assertThat(f.fix()).contains("SizeAndTimeBasedRollingPolicy").contains("AsyncAppender");
        });
        String xml = Files.readString(fixture("logback-fixed-window.xml"));
        assertThat(of(lint("gz.xml", xml.replace(".zip", ".gz")), "sync-compression")).hasSize(1);
        assertThat(of(lint("plain.xml", xml.replace(".log.zip", ".log")), "sync-compression")).isEmpty();
        assertThat(of(lint("time.xml", xml.replace("FixedWindowRollingPolicy", "SizeAndTimeBasedRollingPolicy")
                .replace("app.%i.log.zip", "app.%d.%i.log.gz")), "sync-compression")).isEmpty();
    }

    // 5. Identical findings collapsed

    @Test
    void theSameFindingAtSeveralPlacesIsOneFindingWithEveryPlace() throws Exception {
        String xml = log4j2("""
                <File name="A" fileName="a.log"><PatternLayout pattern="%C %m%n"/></File>
                <File name="B" fileName="b.log"><PatternLayout pattern="%L %m%n"/></File>""", "<AppenderRef ref=\"A\"/><AppenderRef ref=\"B\"/>");
        Path file = Files.writeString(dir.resolve("log4j2.xml"), xml);
        assertThat(of(lint(file), "caller-data")).singleElement().satisfies(f -> {
            assertThat(f.line()).isEqualTo(2);
            assertThat(f.alsoAt()).extracting(Finding.Location::line).containsExactly(3);
        });
        TunerRun text = TunerRun.of("lint", file.toString());
        assertThat(text.out()).contains("  also at log4j2.xml:3 <PatternLayout>");
        JsonNode sarif = ResultsFile.mapper().readTree(TunerRun.of("lint", file.toString(), "--format", "sarif").out());
        List<JsonNode> results = Stream.of(sarif.path("runs").get(0).path("results"))
                .flatMap(r -> java.util.stream.StreamSupport.stream(r.spliterator(), false))
                .filter(r -> r.path("ruleId").asText().equals("caller-data")).toList();
        assertThat(results).hasSize(2).allSatisfy(r -> assertThat(r.path("locations")).hasSize(1));
        assertThat(results).extracting(r -> r.path("locations").get(0).path("physicalLocation").path("region").path("startLine").asInt())
                .containsExactly(2, 3);
        JsonNode json = ResultsFile.mapper().readTree(TunerRun.of("lint", file.toString(), "--format", "json").out());
        JsonNode finding = json.path("findings").findParents("rule").stream()
                .filter(n -> n.path("rule").asText().equals("caller-data")).findFirst().orElseThrow();
        assertThat(finding.path("locations")).hasSize(2);
    }

    // 6. SARIF and JSON

    @Test
    void sarifForAMalformedFileIsAValidRunWithTheError() throws Exception {
        TunerRun run = TunerRun.of("lint", fixture("broken.xml").toString(), "--format", "sarif");
        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        JsonNode sarif = ResultsFile.mapper().readTree(run.out());
        assertThat(sarif.path("version").asText()).isEqualTo("2.1.0");
        JsonNode logtune = sarif.path("runs").get(0);
        assertThat(logtune.path("results").isArray()).isTrue();
        assertThat(logtune.path("results")).isEmpty();
        assertThat(logtune.path("tool").path("driver").path("rules").findValuesAsText("id")).contains("network-appender", "sync-compression");
        JsonNode invocation = logtune.path("invocations").get(0);
        assertThat(invocation.path("executionSuccessful").asBoolean(true)).isFalse();
        JsonNode notification = invocation.path("toolExecutionNotifications").get(0);
        assertThat(notification.path("level").asText()).isEqualTo("error");
        assertThat(notification.path("message").path("text").asText()).contains("malformed XML");
        assertThat(notification.path("locations").get(0).path("physicalLocation").path("region").path("startLine").asInt()).isEqualTo(3);
        assertThat(run.err()).contains("malformed XML");

        TunerRun missing = TunerRun.of("lint", dir.resolve("nope.xml").toString(), "--format", "sarif");
        assertThat(missing.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ResultsFile.mapper().readTree(missing.out()).path("runs").get(0).path("invocations").get(0)
                .path("toolExecutionNotifications").get(0).path("message").path("text").asText()).contains("no such file");
    }

    @Test
    void sarifUrisAreRelativeToTheWorkingDirectoryWithSrcroot() throws Exception {
        local = Files.createDirectories(Path.of("target", "loss-modes-" + System.nanoTime(), "conf dir")).getParent();
        Path file = Files.copy(fixture("logback-fixed-window.xml"), local.resolve("conf dir").resolve("logback.xml"));
        JsonNode run = ResultsFile.mapper().readTree(TunerRun.of("lint", file.toString(), "--format", "sarif").out()).path("runs").get(0);
        String base = run.path("originalUriBaseIds").path("%SRCROOT%").path("uri").asText();
        assertThat(base).startsWith("file:").endsWith("/");
        JsonNode artifact = run.path("results").get(0).path("locations").get(0).path("physicalLocation").path("artifactLocation");
        assertThat(artifact.path("uriBaseId").asText()).isEqualTo("%SRCROOT%");
        assertThat(artifact.path("uri").asText()).isEqualTo("target/" + local.getFileName() + "/conf%20dir/logback.xml");
        assertThat(java.net.URI.create(base).resolve(artifact.path("uri").asText())).isEqualTo(file.toAbsolutePath().toUri());
        JsonNode rule = run.path("tool").path("driver").path("rules").get(run.path("results").get(0).path("ruleIndex").asInt());
        assertThat(rule.path("id").asText()).isEqualTo(run.path("results").get(0).path("ruleId").asText());
        assertThat(rule.path("shortDescription").path("text").asText()).isNotBlank();
        assertThat(run.path("invocations").get(0).path("executionSuccessful").asBoolean()).isTrue();
    }

    @Test
    void jsonHasAVersionedShapeAndAnErrorDocument() throws Exception {
        Path file = fixture("logback-fixed-window.xml");
        TunerRun run = TunerRun.of("lint", file.toString(), "--format", "json");
        JsonNode json = ResultsFile.mapper().readTree(run.out());
        assertThat(json.path("schema").asText()).isEqualTo("logtune-lint/1");
        assertThat(json.path("file").asText()).isEqualTo(file.toString());
        assertThat(json.path("framework").asText()).isEqualTo("logback");
        assertThat(json.path("findings").isArray()).isTrue();
        assertThat(json.path("findings").findValuesAsText("rule")).contains("sync-compression");
        TunerRun broken = TunerRun.of("lint", fixture("broken.xml").toString(), "--format", "json");
        assertThat(broken.exit()).isEqualTo(ExitCode.BAD_INPUT);
        JsonNode error = ResultsFile.mapper().readTree(broken.out());
        assertThat(error.path("schema").asText()).isEqualTo("logtune-lint/1");
        assertThat(error.path("error").asText()).contains("malformed XML");
        assertThat(error.has("findings")).isFalse();
    }

    // 7. Include notes at the include's line

    @Test
    void anUnreadIncludeIsNotedAtItsLine() throws Exception {
        List<Finding> unresolved = of(lint("logback.xml", """
                <configuration>
                  <shutdownHook/>
                  <include resource="shared-logback.xml"/>
                  <include file="missing.xml"/>
                </configuration>
                """), "unresolved");
        assertThat(unresolved).anySatisfy(f -> {
            assertThat(f.message()).contains("shared-logback.xml");
            assertThat(f.line()).isEqualTo(3);
            assertThat(f.element()).isEqualTo("<include resource=\"shared-logback.xml\">");
        });
        assertThat(unresolved).anySatisfy(f -> {
            assertThat(f.message()).contains("missing.xml");
            assertThat(f.line()).isEqualTo(4);
        });
        // An include inside an included file: that file, that line.
        Files.writeString(dir.resolve("part.xml"), "<included>\n\n  <include url=\"http://config/inner.xml\"/>\n</included>\n");
        List<Finding> nested = of(lint("nested.xml", "<configuration>\n  <include file=\"part.xml\"/>\n</configuration>\n"), "unresolved");
        assertThat(nested).singleElement().satisfies(f -> {
            assertThat(Path.of(f.file()).getFileName()).hasToString("part.xml");
            assertThat(f.line()).isEqualTo(3);
            assertThat(f.element()).isEqualTo("<include url=\"http://config/inner.xml\">");
        });
    }
}
