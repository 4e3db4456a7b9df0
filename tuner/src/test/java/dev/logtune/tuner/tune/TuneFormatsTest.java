package dev.logtune.tuner.tune;

import ch.qos.logback.classic.AsyncAppender;
import ch.qos.logback.core.FileAppender;
import dev.logtune.configs.load.LoadedLog4j2;
import dev.logtune.configs.load.LoadedLogback;
import dev.logtune.configs.load.Log4j2Loader;
import dev.logtune.configs.load.LogbackLoader;
import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.lint.Linter;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * tune reads what lint reads: a DOCTYPE with internal entities, and Log4j2's JSON, YAML and properties configurations,
 * each tuned in its own syntax with the same changes as its XML twin, the rest of the text byte for byte.
 */
class TuneFormatsTest {
    private static final String[] TARGET = {"--rate", "38k", "--threads", "200", "--stall", "2s"};

    @TempDir
    Path dir;

    /** The diff each format gets for one configuration: an Async appender that drops, an async logger walking stacks. */
    private static final Map<String, String> DIFFS = Map.of("xml", """
            @@ -5,12 +5,12 @@
                 <File name="FILE" fileName="${sys:LOG_DIR}/orders.log">
                   <PatternLayout pattern="%d %-5level [%t] %logger - %msg%n"/>
                 </File>
            -    <Async name="ASYNC" blocking="false">
            +    <Async name="ASYNC" blocking="true" bufferSize="114000">
                   <AppenderRef ref="FILE"/>
                 </Async>
               </Appenders>
               <Loggers>
            -    <AsyncLogger name="com.example.orders" level="info" includeLocation="true" additivity="false">
            +    <AsyncLogger name="com.example.orders" level="info" includeLocation="false" additivity="false">
                   <AppenderRef ref="FILE"/>
                 </AsyncLogger>
                 <Root level="info">
            """, "yaml", """
            @@ -8,15 +8,16 @@
                   PatternLayout:
                     pattern: '%d %-5level [%t] %logger - %msg%n'
                 Async:
            +      bufferSize: 114000
                   name: ASYNC
            -      blocking: false   # set when the disk was slow
            +      blocking: true   # set when the disk was slow
                   AppenderRef:
                     ref: FILE
               Loggers:
                 AsyncLogger:
                   - name: com.example.orders
                     level: info
            -        includeLocation: true
            +        includeLocation: false
                     additivity: false
                     AppenderRef:
                       - ref: FILE
            """, "json", """
            @@ -6,14 +6,15 @@
                   "File": {"name": "FILE", "fileName": "${sys:LOG_DIR}/orders.log",
                     "PatternLayout": {"pattern": "%d %-5level [%t] %logger - %msg%n"}},
                   "Async": {
            +        "bufferSize": 114000,
                     "name": "ASYNC",
            -        "blocking": "false",
            +        "blocking": "true",
                     "AppenderRef": {"ref": "FILE"}
                   }
                 },
                 "Loggers": {
                   "AsyncLogger": [
            -        {"name": "com.example.orders", "level": "info", "includeLocation": true, "additivity": false,
            +        {"name": "com.example.orders", "level": "info", "includeLocation": false, "additivity": false,
                       "AppenderRef": [{"ref": "FILE"}]}
                   ],
                   "Root": {"level": "info", "AppenderRef": {"ref": "ASYNC"}}
            """, "properties", """
            @@ -9,14 +9,15 @@
            \s
             appender.async.type = Async
             appender.async.name = ASYNC
            -appender.async.blocking = false
            +appender.async.blocking = true
             appender.async.ref.type = AppenderRef
             appender.async.ref.ref = FILE
            +appender.async.bufferSize = 114000
            \s
             logger.orders.type = AsyncLogger
             logger.orders.name = com.example.orders
             logger.orders.level = info
            -logger.orders.includeLocation = true
            +logger.orders.includeLocation = false
             logger.orders.additivity = false
             logger.orders.appenderRef.file.ref = FILE
            \s
            """);

    @ParameterizedTest(name = "log4j2.{0}")
    @ValueSource(strings = {"xml", "yaml", "json", "properties"})
    void eachLog4j2FormatIsTunedInItsOwnSyntaxWithTheChangesOfItsXmlTwin(String format) throws Exception {
        Path file = fixture("log4j2-formats").resolve("log4j2." + format);
        String original = Files.readString(file);

        TunerRun run = tune(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(diff(run.out(), file)).isEqualTo("--- " + file + "\n+++ " + file + " (tuned)\n" + DIFFS.get(format));
        assertThat(changeLines(run.out())).isEqualTo(changeLines(tune(fixture("log4j2-xml-twin", "log4j2-formats")
                .resolve("log4j2.xml")).out()));
        String tuned = Files.readString(file);
        assertThat(Files.readString(file.resolveSibling("log4j2." + format + ".bak"))).isEqualTo(original);

        ConfigFile before = read(file, original);
        ConfigFile after = read(file, tuned);
        assertThat(LoadCheck.errors(after, Files.createDirectories(dir.resolve("load")))).isEmpty();
        assertThat(warnings(before)).contains("never-block");
        assertThat(warnings(after)).doesNotContain("never-block").isEmpty();
    }

    @ParameterizedTest(name = "log4j2.{0}")
    @ValueSource(strings = {"xml", "json", "properties"})
    void realLog4j2ReadsTheTunedTextItselfWithTheNewValues(String format) throws Exception {
        // YAML is left out: Log4j2 reads it through jackson-dataformat-yaml, which is not on this classpath.
        Path file = fixture("log4j2-formats").resolve("log4j2." + format);
        assertThat(tune(file, "--write").exit()).isZero();
        Path logs = Files.createDirectories(dir.resolve("logs"));
        LoadedLog4j2 loaded = Log4j2Loader.loadPrivate(file, Map.of("LOG_DIR", logs.toString()));
        try {
            var configuration = loaded.context().getConfiguration();
            org.apache.logging.log4j.core.appender.AsyncAppender async = configuration.getAppender("ASYNC");
            assertThat(async.getQueueCapacity()).isEqualTo(114_000);
            assertThat(async.isBlocking()).isTrue();
            assertThat(configuration.getLoggerConfig("com.example.orders").isIncludeLocation()).isFalse();
        } finally {
            loaded.stop(Duration.ofSeconds(10));
        }
    }

    @Test
    void elementStyleLog4j2IsTunedInTheElementsTextWithTheChangesOfItsAttributeTwin() throws Exception {
        // <blocking>false</blocking> is Log4j2's blocking="false": an attribute added beside it would not count.
        Path file = fixture("log4j2-element-style").resolve("log4j2.xml");

        TunerRun run = tune(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(diff(run.out(), file)).isEqualTo("--- " + file + "\n+++ " + file + " (tuned)\n" + """
                @@ -10,9 +10,9 @@
                         <Pattern>%d %-5level [%t] %logger - %msg%n</Pattern>
                       </PatternLayout>
                     </File>
                -    <Async>
                +    <Async bufferSize="114000">
                       <name>ASYNC</name>
                -      <blocking>false</blocking>
                +      <blocking>true</blocking>
                       <AppenderRef>
                         <ref>FILE</ref>
                       </AppenderRef>
                @@ -22,7 +22,7 @@
                     <AsyncLogger>
                       <name>com.example.orders</name>
                       <level>info</level>
                -      <includeLocation>true</includeLocation>
                +      <includeLocation>false</includeLocation>
                       <additivity>false</additivity>
                       <AppenderRef>
                         <ref>FILE</ref>
                """);
        assertThat(changeLines(run.out())).isEqualTo(changeLines(tune(fixture("log4j2-xml-twin", "log4j2-formats")
                .resolve("log4j2.xml")).out()));

        Path logs = Files.createDirectories(dir.resolve("logs"));
        LoadedLog4j2 loaded = Log4j2Loader.loadPrivate(file, Map.of("LOG_DIR", logs.toString()));
        try {
            var configuration = loaded.context().getConfiguration();
            org.apache.logging.log4j.core.appender.AsyncAppender async = configuration.getAppender("ASYNC");
            assertThat(async.getQueueCapacity()).isEqualTo(114_000);
            assertThat(async.isBlocking()).isTrue();
            assertThat(configuration.getLoggerConfig("com.example.orders").isIncludeLocation()).isFalse();
        } finally {
            loaded.stop(Duration.ofSeconds(10));
        }
    }

    @Test
    void anElementStyleKnobTuneCannotWriteInPlaceIsNamedNotEdited() throws Exception {
        // <bufferSize/> is Log4j2's bufferSize="", read over any attribute added beside it.
        Path file = Files.writeString(dir.resolve("log4j2.xml"), """
                <Configuration>
                  <Appenders>
                    <File name="FILE" fileName="${sys:LOG_DIR}/orders.log"><PatternLayout pattern="%m%n"/></File>
                    <Async><name>ASYNC</name><blocking>false</blocking><bufferSize/><AppenderRef ref="FILE"/></Async>
                  </Appenders>
                  <Loggers><Root level="info"><AppenderRef ref="ASYNC"/></Root></Loggers>
                </Configuration>
                """);

        TunerRun run = tune(file);

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("-    <Async><name>ASYNC</name><blocking>false</blocking><bufferSize/>",
                        "+    <Async><name>ASYNC</name><blocking>true</blocking><bufferSize/>")
                .contains("not changed: ASYNC/bufferSize is written as an empty <bufferSize/>, which Log4j2 reads over any"
                        + " bufferSize attribute: write the value inside it by hand");
    }

    @ParameterizedTest(name = "log4j2.{0}")
    @ValueSource(strings = {"xml", "yaml", "json", "properties"})
    void aSynchronousFileAtARateItHoldsIsAlreadyTunedInEveryFormatAsInXml(String format) throws Exception {
        Path file = fixture("log4j2-sync").resolve("log4j2." + format);
        TunerRun run = tune(file);
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("already tuned for 38k events/s over 200 threads").doesNotContain("---");
    }

    @ParameterizedTest(name = "log4j2.{0}")
    @ValueSource(strings = {"xml", "yaml", "json", "properties"})
    void aFileLintWarnsOfThatTuneCannotFixIsNeverCalledAlreadyTuned(String format) throws Exception {
        Path file = fixture("log4j2-sync").resolve("log4j2." + format);
        byte[] before = Files.readAllBytes(file);

        TunerRun run = TunerRun.of("tune", file.toString(), "--rate", "9M", "--threads", "60", "--write");

        assertThat(run.exit()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).startsWith("nothing applied to " + file + " for 9.00M events/s over 60 threads: lint still warns"
                        + " of what tune cannot change here:")
                .doesNotContain("already tuned", "---")
                .containsPattern("(?m)^not changed: lint (ERROR|WARNING) sync-near-capacity at log4j2\\." + format + ":\\d+: .*"
                        + " Why tune leaves it: no knob makes a synchronous appender faster; an async stage in front of it does");
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(file.resolveSibling("log4j2." + format + ".bak")).doesNotExist();
    }

    @Test
    void aDoctypeWithInternalEntitiesIsTunedAndKeptByteForByte() throws Exception {
        Path file = fixture("doctype-entities").resolve("logback.xml");
        String original = Files.readString(file);
        String doctype = original.substring(original.indexOf("<!DOCTYPE"), original.indexOf("]>") + 2);

        TunerRun run = tune(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(diff(run.out(), file)).isEqualTo("--- " + file + "\n+++ " + file + " (tuned)\n" + """
                @@ -12,8 +12,9 @@
                     &layout;
                   </appender>
                   <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender">
                +    <queueSize>114000</queueSize>
                     <discardingThreshold>&dropAt;</discardingThreshold>
                -    <neverBlock>true</neverBlock>
                +    <neverBlock>false</neverBlock>
                     <appender-ref ref="FILE"/>
                   </appender>
                   <root level="INFO">
                """);
        // A knob whose value an entity gives is named, not edited: the reference stays, the declaration too.
        assertThat(run.out()).contains("not changed: ASYNC/discardingThreshold is set through entity &dropAt; (20): set it to 0"
                + " where the DOCTYPE declares it");
        String tuned = Files.readString(file);
        assertThat(tuned).startsWith(original.substring(0, original.indexOf("]>") + 2)).contains(doctype,
                "<file>&logdir;/orders.log</file>", "\n    &layout;\n", "<discardingThreshold>&dropAt;</discardingThreshold>");

        assertThat(LoadCheck.errors(read(file, tuned), Files.createDirectories(dir.resolve("load")))).isEmpty();
        // Logback itself reads the tuned text, DOCTYPE and all: the entities are in force, the new knobs too.
        Path logs = Files.createDirectories(dir.resolve("logs"));
        LoadedLogback loaded = LogbackLoader.loadPrivate(file, Map.of("LOG_DIR", logs.toString()));
        try {
            AsyncAppender async = (AsyncAppender) loaded.context().getLogger("ROOT").getAppender("ASYNC");
            assertThat(async.getQueueSize()).isEqualTo(114_000);
            assertThat(async.isNeverBlock()).isFalse();
            assertThat(async.getDiscardingThreshold()).isEqualTo(20);
            assertThat(((FileAppender<?>) async.getAppender("FILE")).getFile()).isEqualTo(logs.resolve("orders.log").toString());
        } finally {
            loaded.stop(Duration.ofSeconds(10));
        }
    }

    @Test
    void anExternalEntityIsStillRefusedInOneLine() throws Exception {
        Path file = Files.writeString(dir.resolve("logback.xml"), """
                <?xml version="1.0"?>
                <!DOCTYPE configuration [ <!ENTITY logdir SYSTEM "file:///etc/hostname"> ]>
                <configuration><property name="LOGS" value="&logdir;"/></configuration>
                """);
        TunerRun run = tune(file, "--write");
        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err().strip()).isEqualTo("tuner: " + file + ":2: malformed XML: a DOCTYPE is not allowed to declare an"
                + " external entity (logdir SYSTEM \"file:///etc/hostname\"); external entities are never read");
        assertThat(run.out()).isEmpty();
    }

    /** The unified diff: from "---" to the blank line before the change lines. */
    private static String diff(String out, Path file) {
        return out.substring(out.indexOf("--- " + file), out.indexOf("\n\n") + 1);
    }

    private static List<String> changeLines(String out) {
        return out.substring(out.indexOf("\n\n") + 2).lines().filter(line -> line.startsWith("- ")).toList();
    }

    /** The rules that warn of loss or blocking (WARNING and ERROR) on a configuration at the test's rate. */
    private static Set<String> warnings(ConfigFile config) {
        return Linter.lint(config, 38_000.0, 200, null).stream().filter(f -> f.severity() != Severity.NOTE)
                .map(Finding::rule).collect(Collectors.toSet());
    }

    private TunerRun tune(Path file, String... extra) {
        return TunerRun.of(Stream.concat(Stream.of("tune", file.toString()), Stream.concat(Stream.of(TARGET), Stream.of(extra)))
                .toArray(String[]::new));
    }

    private ConfigFile read(Path file, String text) throws Exception {
        return ScratchConfig.read(file, text, null, Map.of(), Files.createTempDirectory(dir, "read-"));
    }

    private Path fixture(String name) throws Exception {
        return fixture(name, name);
    }

    /** A copy of the fixture {@code source} under {@code name}, so one test may hold two copies. */
    private Path fixture(String name, String source) throws Exception {
        Path from = Path.of(TuneFormatsTest.class.getResource("/tune/" + source).toURI());
        Path target = Files.createDirectories(dir.resolve(name));
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.toList()) {
                Files.write(target.resolve(file.getFileName().toString()), Files.readAllBytes(file));
            }
        }
        return target;
    }
}
