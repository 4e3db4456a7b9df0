package dev.logtune.tuner.tune;

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import dev.logtune.tuner.TunerMain;
import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.Linter;
import dev.logtune.tuner.lint.rules.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** tune end to end on hand-written files in the shapes teams use: only knob lines change, the rest byte for byte. */
class TuneCommandTest {
    private static final String[] TARGET = {"--rate", "38k", "--threads", "200", "--stall", "2s"};

    @TempDir
    Path dir;

    /** Changed only where the measured capacity says a full, deeper queue cannot drain in Logback's 1 s. */
    private static final String MAYBE = "maxFlushTime";
    /** The lines of a queue put in front of a console at the rate: its appender, and the references moved to it. */
    private static final List<String> CONSOLE_QUEUE = List.of("CONSOLE", "</appender>");

    /**
     * @param knobs each is changed, and every line the tune changes (before and after) names one of these or {@link #MAYBE}
     * @param properties knobs changed in log4j2.component.properties beside it, or none
     * @param added elements a change adds whole (a Delete and its conditions): their lines are changed lines too
     */
    record Case(String fixture, String file, List<String> knobs, List<String> properties, List<String> added) {
        Case(String fixture, String file, List<String> knobs, List<String> properties) {
            this(fixture, file, knobs, properties, List.of());
        }

        @Override
        public String toString() {
            return fixture;
        }
    }

    static Stream<Case> cases() {
        return Stream.of(
                // its history is bounded by age alone: tune caps it and sizes its files for the rate
                new Case("spring", "logback-spring.xml", List.of("queueSize", "neverBlock", "discardingThreshold", "totalSizeCap",
                        "maxFileSize"), List.of()),
                new Case("async-default", "logback.xml", List.of("queueSize", "discardingThreshold"), List.of()),
                // Its rolling file never deletes an archive: tune sizes its roll and adds the Delete that bounds them.
                new Case("log4j2-mixed", "log4j2.xml", List.of("includeLocation", "size", "fileIndex"),
                        List.of("WaitStrategy"), List.of("DefaultRolloverStrategy", "Delete", "IfFileName", "IfAny", "IfLastModified",
                                "IfAccumulatedFileSize")),
                new Case("sifting", "logback.xml", List.of("queueSize", "discardingThreshold", "immediateFlush"), List.of()),
                new Case("fixed-window", "logback.xml", List.of("immediateFlush"), List.of()),
                new Case("log4j2-async-appender", "log4j2.xml", List.of("blocking"), List.of()),
                new Case("crlf-doctype", "logback.xml", List.of("queueSize", "discardingThreshold"), List.of()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void withoutWriteTheFileIsUntouchedAndTheDiffIsShown(Case c) throws Exception {
        Path file = fixture(c.fixture()).resolve(c.file());
        byte[] before = Files.readAllBytes(file);
        List<Path> filesBefore = listing(file.getParent());

        TunerRun run = tune(file);

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("--- " + file, "+++ " + file + " (tuned)");
        for (String knob : c.knobs()) {
            assertThat(run.out()).containsPattern("(?m)^- \\S*" + knob + " .* -> ");
        }
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(listing(file.getParent())).isEqualTo(filesBefore);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void writeChangesOnlyKnobLinesKeepsTheOriginalAsBakAndTheResultLoadsAndLintsClean(Case c) throws Exception {
        Path home = fixture(c.fixture());
        Path file = home.resolve(c.file());
        String original = Files.readString(file);
        Path properties = home.resolve(ConfigFile.COMPONENT_PROPERTIES);
        String originalProperties = Files.isRegularFile(properties) ? Files.readString(properties) : null;
        // A team's file may be group-writable; the tuned one keeps whatever it had.
        var permissions = java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw----");
        Files.setPosixFilePermissions(file, permissions);

        TunerRun run = tune(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(permissions);
        assertThat(Files.readString(home.resolve(c.file() + ".bak"))).isEqualTo(original);
        String tuned = Files.readString(file);
        assertThat(tuned).isNotEqualTo(original);
        List<String> allowed = new ArrayList<>(c.knobs());
        allowed.add(MAYBE);
        allowed.addAll(c.added());
        allowed.addAll(CONSOLE_QUEUE);
        assertOnlyKnobLinesDiffer(original, tuned, allowed);
        if (original.contains("\r\n")) {
            assertThat(tuned.replace("\r\n", "")).as("every line still ends in CRLF").doesNotContain("\n");
        }
        if (c.properties().isEmpty()) {
            assertThat(home.resolve(ConfigFile.COMPONENT_PROPERTIES + ".bak")).doesNotExist();
        } else {
            assertThat(Files.readString(home.resolve(ConfigFile.COMPONENT_PROPERTIES + ".bak"))).isEqualTo(originalProperties);
            assertOnlyKnobLinesDiffer(originalProperties, Files.readString(properties), c.properties());
        }

        ConfigFile config = readBack(file, tuned, Files.isRegularFile(properties) ? Files.readString(properties) : null);
        assertThat(LoadCheck.errors(config, Files.createDirectories(dir.resolve("load")))).isEmpty();
        List<Finding> errors = Linter.lint(config, 38_000.0, 200, null).stream()
                .filter(f -> f.severity() == Severity.ERROR).toList();
        assertThat(errors).isEmpty();
    }

    @Test
    void theOriginalsFailLintWhereTheTunedFilesPass() throws Exception {
        // Guards the test above: the fixtures are not clean to begin with.
        for (String name : List.of("spring/logback-spring.xml", "async-default/logback.xml", "crlf-doctype/logback.xml")) {
            String fixture = name.substring(0, name.indexOf('/'));
            Path file = fixture(fixture).resolve(name.substring(fixture.length() + 1));
            ConfigFile config = readBack(file, Files.readString(file), null);
            assertThat(Linter.lint(config, 38_000.0, 200, null)).as(fixture)
                    .anyMatch(f -> f.severity() == Severity.ERROR);
        }
    }

    @Test
    void theDefaultAsyncAppenderGetsADeepQueueAndNoSilentDrops() throws Exception {
        Path file = fixture("async-default").resolve("logback.xml");
        TunerRun run = tune(file, "--write");
        assertThat(run.exit()).as(run.err()).isZero();
        String tuned = Files.readString(file);
        // 38,000/s x (2 s x 1.25 + 0.5 s), the stall sizing.
        assertThat(tuned).contains("    <queueSize>114000</queueSize>\n", "    <discardingThreshold>0</discardingThreshold>\n");
        assertThat(run.out()).contains("- ASYNC/discardingThreshold unset (queueSize/5 = 22,800) -> 0:");
    }

    @Test
    void allowedADependencyTheAsyncAppenderBecomesTheDisruptorRingOverTheBufferedFile() throws Exception {
        Path file = fixture("async-default").resolve("logback.xml");
        TunerRun run = TunerRun.of("tune", file.toString(), "--rate", "230k", "--threads", "60", "--allow-dependency", "--write");
        assertThat(run.exit()).as(run.err()).isZero();
        String tuned = Files.readString(file);
        assertThat(tuned).contains("<appender name=\"ASYNC\" class=\"net.logstash.logback.appender.LoggingEventAsyncDisruptorAppender\">",
                "    <appendTimeout>-1</appendTimeout>\n",
                "    <shutdownGracePeriod>1 second</shutdownGracePeriod>\n", "    <immediateFlush>false</immediateFlush>\n",
                "    <bufferSize>256KB</bufferSize>\n", "    <appender-ref ref=\"FILE\" />\n");
        // The AsyncAppender's own knobs go: Logback would report each as an error on the disruptor appender.
        assertThat(tuned).doesNotContain("queueSize", "discardingThreshold", "ringBufferSize");
        assertThat(run.out()).contains("- ASYNC/class AsyncAppender -> LoggingEventAsyncDisruptorAppender:",
                "- FILE/immediateFlush unset (true) -> false:", "added to the build: logstash-logback-encoder");
    }

    @Test
    void withoutLeaveToAddADependencyTuneKeepsToStockLogbackAndSaysWhatItWouldDo() throws Exception {
        Path file = fixture("async-default").resolve("logback.xml");
        TunerRun run = TunerRun.of("tune", file.toString(), "--rate", "230k", "--threads", "60", "--write");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readString(file)).contains("class=\"ch.qos.logback.classic.AsyncAppender\"")
                .doesNotContain("Disruptor");
        assertThat(run.out()).contains("with --allow-dependency, tune would move ASYNC to logstash-logback-encoder's disruptor");
    }

    @Test
    void aQueueTooDeepToDrainInLogbacksSecondGetsALongerMaxFlushTime() throws Exception {
        Path file = fixture("async-default").resolve("logback.xml");
        TunerRun run = TunerRun.of("tune", file.toString(), "--rate", "38k", "--threads", "60", "--stall", "60s", "--write");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("- ASYNC/maxFlushTime unset (1000 ms) -> ");
        assertThat(Files.readString(file)).containsPattern("\n    <maxFlushTime>\\d+</maxFlushTime>\n");
    }

    @Test
    void aFileAlreadyTunedIsLeftAlone() throws Exception {
        Path file = fixture("tuned").resolve("logback.xml");
        byte[] before = Files.readAllBytes(file);
        TunerRun run = tune(file, "--write");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("already tuned for 38k events/s over 200 threads").doesNotContain("---");
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(file.resolveSibling("logback.xml.bak")).doesNotExist();
    }

    @Test
    void allowingInfoDropsKeepsTheThresholdAndNoStallKeepsTheQueue() throws Exception {
        Path file = fixture("async-default").resolve("logback.xml");
        TunerRun run = TunerRun.of("tune", file.toString(), "--rate", "38k", "--threads", "200", "--allow-drop", "INFO");
        assertThat(run.exit()).as(run.err()).isZero();
        // The drops are admitted; the queue lost at exit without a shutdown hook is not, and no knob here adds one.
        assertThat(run.out()).startsWith("nothing applied to " + file).doesNotContain("already tuned", "async-silent-drop")
                .contains("not changed: ASYNC/discardingThreshold 51: --allow-drop INFO",
                        "not changed: ASYNC/queueSize 256 holds 6.7 ms of events at 38k/s: give --stall",
                        "not changed: lint WARNING no-shutdown-hook at logback.xml:");
    }

    @Test
    void lintPassesWhatTuneWroteOnceTheQueueCanNoLongerDrop() throws Exception {
        // Logback's default queue of 256, kept at this rate: with discardingThreshold 0 and callers blocking it drops nothing.
        Path file = fixture("async-stock-queue").resolve("logback.xml");
        String[] target = {"--rate", "2000", "--threads", "4"};
        TunerRun tuned = TunerRun.of(Stream.concat(Stream.of("tune", file.toString(), "--write"), Stream.of(target)).toArray(String[]::new));
        assertThat(tuned.exit()).as(tuned.err()).isZero();
        assertThat(Files.readString(file)).contains("<discardingThreshold>0</discardingThreshold>").doesNotContain("<queueSize>");
        assertThat(tuned.out()).doesNotContain("async-silent-drop");

        TunerRun lint = TunerRun.of(Stream.concat(Stream.of("lint", file.toString(), "--fail-on", "warning"), Stream.of(target)).toArray(String[]::new));
        assertThat(lint.out()).doesNotContain("async-silent-drop", "queueSize is 256");
        assertThat(lint.exit()).as(lint.out()).isZero();
    }

    @Test
    void knobsInAnIncludedFileAreNamedNotEdited() throws Exception {
        Path home = fixture("with-include");
        byte[] included = Files.readAllBytes(home.resolve("async-appenders.xml"));
        TunerRun run = tune(home.resolve("logback.xml"), "--write");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("not changed: ASYNC/neverBlock lives in included file " + home.resolve("async-appenders.xml"));
        assertThat(Files.readAllBytes(home.resolve("async-appenders.xml"))).isEqualTo(included);
        assertThat(home.resolve("logback.xml.bak")).doesNotExist();
    }

    @Test
    void aSecondAppenderRefIsReportedNotFixedAndLintsErrorIsShownAsLeftAlone() throws Exception {
        Path file = Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <appender name="A" class="ch.qos.logback.core.FileAppender"><file>a.log</file>
                    <encoder><pattern>%msg%n</pattern></encoder></appender>
                  <appender name="B" class="ch.qos.logback.core.FileAppender"><file>b.log</file>
                    <encoder><pattern>%msg%n</pattern></encoder></appender>
                  <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender">
                    <neverBlock>true</neverBlock>
                    <appender-ref ref="A"/>
                    <appender-ref ref="B"/>
                  </appender>
                  <root level="INFO"><appender-ref ref="ASYNC"/></root>
                </configuration>
                """);
        TunerRun run = tune(file, "--write");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("- ASYNC/neverBlock true -> false:",
                "not changed: ASYNC/appender-ref: 2 refs, but Logback's AsyncAppender attaches only the first (A)",
                "not changed: lint ERROR async-several-refs");
        assertThat(Files.readString(file)).contains("<appender-ref ref=\"B\"/>");
    }

    @Test
    void aSynchronousFilePastItsKneeGetsAdviceNotAnEdit() throws Exception {
        Path file = Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>app.log</file>
                    <encoder><pattern>%d %-5level %logger - %msg%n</pattern></encoder>
                  </appender>
                  <root level="INFO"><appender-ref ref="FILE"/></root>
                </configuration>
                """);
        TunerRun fast = TunerRun.of("tune", file.toString(), "--rate", "9M", "--threads", "60");
        assertThat(fast.exit()).as(fast.err()).isZero();
        // Lint warns of it, so the file is not "already tuned": what is left is named, with why no knob changes it.
        assertThat(fast.out()).startsWith("nothing applied to " + file).doesNotContain("already tuned")
                .contains("advice: synchronous: its closest measured setup, logback-file,")
                .containsPattern("not changed: lint (ERROR|WARNING) sync-near-capacity at logback.xml:2: ");
        TunerRun slow = TunerRun.of("tune", file.toString(), "--rate", "100", "--threads", "2");
        assertThat(slow.out()).startsWith("already tuned").doesNotContain("advice:");
    }

    @Test
    void anErrorTheOriginalHasTooIsNamedThoughTheLineItNamesMoved() throws Exception {
        // Two appenders of one file: lint's ERROR names the first's line, which the hook tune adds moves down by one.
        Path file = Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <appender name="MAIN" class="ch.qos.logback.core.FileAppender"><file>logs/app.log</file>
                    <encoder><pattern>%msg%n</pattern></encoder></appender>
                  <appender name="AUDIT" class="ch.qos.logback.core.FileAppender"><file>logs/app.log</file>
                    <encoder><pattern>%msg%n</pattern></encoder></appender>
                  <appender name="CONSOLE" class="ch.qos.logback.core.ConsoleAppender">
                    <encoder><pattern>%msg%n</pattern></encoder></appender>
                  <logger name="audit" additivity="false"><appender-ref ref="AUDIT"/></logger>
                  <root level="INFO"><appender-ref ref="MAIN"/><appender-ref ref="CONSOLE"/></root>
                </configuration>
                """);
        TunerRun run = tune(file);
        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("lint ERROR shared-file").contains("(the original file has it too)");
    }

    /** A queue whose discardingThreshold is written through a variable: %s is how. */
    private static final String DROP_AT_IN = """
                <configuration>
                  <property name="DROP_AT" value="20"/>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender"><file>a.log</file>
                    <encoder><pattern>%%msg%%n</pattern></encoder></appender>
                  <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender">
                    <queueSize>200000</queueSize>
                    <discardingThreshold>%s</discardingThreshold>
                    <appender-ref ref="FILE"/>
                  </appender>
                  <root level="INFO"><appender-ref ref="ASYNC"/></root>
                </configuration>
                """;

    @Test
    void aKnobSetThroughAVariableIsNamedNotEdited() throws Exception {
        Path file = Files.writeString(dir.resolve("logback.xml"), DROP_AT_IN.formatted("${DROP_AT}"));
        TunerRun run = tune(file, "--write");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("nothing to change in " + file + " itself")
                .contains("not changed: ASYNC/discardingThreshold is set through ${DROP_AT} (20): set that variable to 0");
        assertThat(file.resolveSibling("logback.xml.bak")).doesNotExist();
    }

    @Test
    void aKnobWhoseVariableNothingSetsHasItsDefaultTunedAndTheVariableKept() throws Exception {
        Path file = Files.writeString(dir.resolve("logback.xml"), DROP_AT_IN.formatted("${QUEUE_DROP_AT:-20}"));
        TunerRun run = tune(file, "--write");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("- ASYNC/discardingThreshold ${QUEUE_DROP_AT:-20} -> ${QUEUE_DROP_AT:-0}:")
                .contains("where the service sets QUEUE_DROP_AT, its value still wins");
        assertThat(Files.readString(file)).contains("<discardingThreshold>${QUEUE_DROP_AT:-0}</discardingThreshold>");
    }

    @Test
    void callerDataGoesOnlyWhereNoPatternPrintsIt() throws Exception {
        String config = """
                <configuration>
                  <shutdownHook/>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender"><file>a.log</file>
                    <encoder><pattern>%s</pattern></encoder></appender>
                  <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender">
                    <queueSize>200000</queueSize>
                    <discardingThreshold>0</discardingThreshold>
                    <includeCallerData>true</includeCallerData>
                    <appender-ref ref="FILE"/>
                  </appender>
                  <root level="INFO"><appender-ref ref="ASYNC"/></root>
                </configuration>
                """;
        Path plain = Files.writeString(Files.createDirectories(dir.resolve("plain")).resolve("logback.xml"),
                config.formatted("%d %logger - %msg%n"));
        TunerRun dropped = tune(plain, "--write");
        assertThat(dropped.exit()).as(dropped.err()).isZero();
        assertThat(dropped.out()).contains("- ASYNC/includeCallerData true -> false: no pattern behind it (FILE) prints caller data");
        assertThat(Files.readString(plain)).contains("<includeCallerData>false</includeCallerData>");

        Path caller = Files.writeString(Files.createDirectories(dir.resolve("caller")).resolve("logback.xml"),
                config.formatted("%d %class.%method:%line - %msg%n"));
        TunerRun kept = tune(caller, "--write");
        // The stack walk the pattern needs is still lint's warning, so the file is not called tuned.
        assertThat(kept.out()).startsWith("nothing applied to " + caller).doesNotContain("already tuned")
                .contains("not changed: ASYNC/includeCallerData true: the pattern of FILE prints caller data",
                        "not changed: lint WARNING caller-data at logback.xml:8: includeCallerData is true");
    }

    @Test
    void includeLocationStaysWhereALayoutPrintsLocation() throws Exception {
        Path home = fixture("log4j2-mixed");
        Path file = home.resolve("log4j2.xml");
        Files.writeString(file, Files.readString(file).replace("%c{1.} %X{traceId}", "%c{1.} %L %X{traceId}"));
        TunerRun run = tune(file);
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("not changed: AsyncRoot/includeLocation true: a layout prints location")
                .doesNotContain("includeLocation true -> false");
    }

    @Test
    void anExistingBackupIsNeverOverwrittenWithoutForce() throws Exception {
        Path file = fixture("async-default").resolve("logback.xml");
        Path backup = Files.writeString(file.resolveSibling("logback.xml.bak"), "an earlier original");
        byte[] before = Files.readAllBytes(file);

        TunerRun refused = tune(file, "--write");
        assertThat(refused.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(refused.err().strip()).contains("logback.xml.bak exists").doesNotContain("\n");
        assertThat(refused.out()).isEmpty();
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(Files.readString(backup)).isEqualTo("an earlier original");

        TunerRun forced = tune(file, "--write", "--force");
        assertThat(forced.exit()).as(forced.err()).isZero();
        assertThat(Files.readAllBytes(backup)).isEqualTo(before);
    }

    @Test
    void aTunedFileTheFrameworkRefusesIsNeverWritten() throws Exception {
        // The original loads clean; a tuned text whose AsyncAppender points at an appender that does not exist makes
        // Logback report an ERROR status on load that the original does not: refused.
        Path file = Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>${LOG_DIR:-logs}/app.log</file>
                    <encoder><pattern>%d %-5level %logger - %msg%n</pattern></encoder>
                  </appender>
                  <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender">
                    <appender-ref ref="FILE"/>
                  </appender>
                  <root level="INFO"><appender-ref ref="ASYNC"/></root>
                </configuration>
                """);
        ConfigText text = ConfigText.read(file);
        Path scratch = Files.createDirectories(dir.resolve("scratch"));
        ConfigFile read = ScratchConfig.read(file, text.forParser(), null, Map.of(), Files.createDirectories(scratch.resolve("original")));
        String tuned = text.text().replace("<appender-ref ref=\"FILE\"/>", "<appender-ref ref=\"MISSING\"/>");
        TunePlan plan = new TunePlan(read.framework(), text.text(), tuned, null, null,
                List.of(new Change("ASYNC/appender-ref", "FILE", "MISSING", "a test", "")), List.of(), List.of(), 0, java.util.Set.of());
        TunedCheck.Outcome outcome = TunedCheck.check(file, plan, text, read, dev.logtune.tuner.advice.Target.of(38_000, 60), Map.of(),
                null, scratch, dev.logtune.tuner.buildinfo.ServiceVersions.of(file, read.framework(), null));
        assertThat(outcome.refusal()).isNotNull().endsWith("nothing written");
    }

    @Test
    void propertiesOnlyTheServicesMachineHasDoNotRefuseTheTune() throws Exception {
        // Logback reports an ERROR for each missing properties source, on the original as on the tuned file: the
        // service's machine has them, this one does not. Each is named; the tune is shown.
        Path file = Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <property resource="service-only.properties"/>
                  <property file="/nonexistent-logtune-dir/service.properties"/>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>${LOG_DIR:-logs}/app.log</file>
                    <encoder><pattern>%d %-5level %logger - %msg%n</pattern></encoder>
                  </appender>
                  <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender">
                    <appender-ref ref="FILE"/>
                  </appender>
                  <root level="INFO"><appender-ref ref="ASYNC"/></root>
                </configuration>
                """);
        byte[] before = Files.readAllBytes(file);
        TunerRun run = tune(file);
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("+++ " + file + " (tuned)")
                .containsPattern("(?m)^not changed: Logback could not check here .*: Could not find resource \\[service-only.properties\\]")
                .containsPattern("(?m)^not changed: Logback could not check here .*: Could not find properties file \\[/nonexistent-logtune-dir/");
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
    }

    @Test
    void anErrorTheOriginalHasTooDoesNotStopTheDiff() throws Exception {
        // An appender with no encoder never starts, in the original as in the tuned file: lint's ERROR and Logback's
        // own are the file's, not the tune's. The queue's change is shown, the error named beside it.
        Path file = Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>${LOG_DIR:-logs}/app.log</file>
                    <encoder><pattern>%d %-5level %logger - %msg%n</pattern></encoder>
                  </appender>
                  <appender name="AUDIT" class="ch.qos.logback.core.FileAppender">
                    <file>${LOG_DIR:-logs}/audit.log</file>
                  </appender>
                  <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender">
                    <appender-ref ref="FILE"/>
                  </appender>
                  <logger name="audit" additivity="false"><appender-ref ref="AUDIT"/></logger>
                  <root level="INFO"><appender-ref ref="ASYNC"/></root>
                </configuration>
                """);
        byte[] before = Files.readAllBytes(file);
        TunerRun run = tune(file);
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("+++ " + file + " (tuned)")
                .containsPattern("(?m)^not changed: lint ERROR never-started at logback.xml:6: .*\\(the original file has it too\\)$");
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
    }

    @Test
    void theOriginalsOtherLoadErrorsAreNamedBesideAMissingPropertiesSource() throws Exception {
        // The AsyncAppender points at nothing in the original as in the tuned file: Logback's ERROR is the file's,
        // named beside the diff with the missing source, not a refusal.
        Path file = Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <property resource="service-only.properties"/>
                  <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender">
                    <appender-ref ref="MISSING"/>
                  </appender>
                  <root level="INFO"><appender-ref ref="ASYNC"/></root>
                </configuration>
                """);
        TunerRun run = tune(file);
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("+++ " + file + " (tuned)")
                .containsPattern("(?m)^not changed: Logback could not check here .*: Could not find resource \\[service-only.properties\\]")
                .containsPattern("(?m)^not changed: Logback reports the same for the original file, so the tune did not cause it: ");
    }

    @Test
    void badInputIsOneLineAndExitTwoWithNothingWritten() throws Exception {
        Path good = fixture("async-default").resolve("logback.xml");
        Path malformed = Files.writeString(dir.resolve("broken.xml"), "<configuration>\n  <appender name=\"A\">\n</configuration>\n");
        Path entity = Files.writeString(dir.resolve("entity.xml"), """
                <?xml version="1.0"?>
                <!DOCTYPE configuration [ <!ENTITY x SYSTEM "file:///etc/passwd"> ]>
                <configuration><property name="P" value="&x;"/></configuration>
                """);
        List<String[]> bad = List.of(
                new String[] {"tune", dir.resolve("missing.xml").toString(), "--rate", "38k", "--threads", "60", "--write"},
                new String[] {"tune", malformed.toString(), "--rate", "38k", "--threads", "60", "--write"},
                new String[] {"tune", entity.toString(), "--rate", "38k", "--threads", "60", "--write"},
                new String[] {"tune", good.toString(), "--rate", "-5", "--threads", "60", "--write"},
                new String[] {"tune", good.toString(), "--rate", "38k", "--threads", "0", "--write"},
                new String[] {"tune", good.toString(), "--rate", "38k", "--threads", "60", "--allow-drop", "LOUD", "--write"},
                new String[] {"tune", good.toString(), "--rate", "38k", "--threads", "60", "--max-unflushed", "soon", "--write"},
                new String[] {"tune", good.toString(), "--rate", "38k", "--threads", "60", "--no-such-option", "--write"},
                new String[] {"tune", good.toString(), "--rate", "38k", "--threads", "60", "--verify", "--rounds", "0", "--write"});
        List<Path> before = listing(dir);
        byte[] goodBefore = Files.readAllBytes(good);
        for (String[] args : bad) {
            TunerRun run = TunerRun.of(args);
            assertThat(run.exit()).as(Arrays.toString(args) + ": " + run.err()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(run.err().strip().lines().count()).as(run.err()).isEqualTo(1);
            assertThat(run.out()).isEmpty();
        }
        assertThat(listing(dir)).isEqualTo(before);
        assertThat(Files.readAllBytes(good)).isEqualTo(goodBefore);
        assertThat(TunerRun.of(bad.get(2)).err()).contains("DOCTYPE").doesNotContain("root:");
    }

    @Test
    void aBareDoctypeIsAcceptedAndKept() throws Exception {
        Path file = fixture("crlf-doctype").resolve("logback.xml");
        assertThat(Files.readString(file)).as("the fixture itself").contains("<!DOCTYPE configuration>\r\n");
        TunerRun run = tune(file, "--write");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readString(file)).startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<!DOCTYPE configuration>\r\n");
    }

    private TunerRun tune(Path file, String... extra) {
        List<String> args = new ArrayList<>(List.of("tune", file.toString()));
        args.addAll(List.of(TARGET));
        args.addAll(List.of(extra));
        return TunerRun.of(args.toArray(String[]::new));
    }

    /** Every line that differs, on either side, names one of the knobs; lines are compared with their terminators. */
    private static void assertOnlyKnobLinesDiffer(String original, String tuned, List<String> knobs) {
        List<String> before = Arrays.asList(original.split("(?<=\n)"));
        List<String> after = Arrays.asList(tuned.split("(?<=\n)"));
        List<AbstractDelta<String>> deltas = DiffUtils.diff(before, after).getDeltas();
        assertThat(deltas).isNotEmpty();
        for (AbstractDelta<String> delta : deltas) {
            List<String> touched = new ArrayList<>(delta.getSource().getLines());
            touched.addAll(delta.getTarget().getLines());
            for (String line : touched) {
                assertThat(knobs).as("changed line %s", line).anyMatch(line::contains);
            }
        }
        int changedLines = deltas.stream().mapToInt(d -> d.getSource().size()).sum();
        assertThat(before.size() - changedLines).as("lines kept byte for byte").isGreaterThan(before.size() / 2);
    }

    private ConfigFile readBack(Path file, String text, String properties) throws Exception {
        Path scratch = Files.createTempDirectory(dir, "read-");
        return ScratchConfig.read(file, new ConfigText(file, text).forParser(), properties, Map.of(), scratch);
    }

    private Path fixture(String name) throws Exception {
        Path source = Path.of(TuneCommandTest.class.getResource("/tune/" + name).toURI());
        Path target = Files.createDirectories(dir.resolve(name));
        try (Stream<Path> files = Files.list(source)) {
            for (Path file : files.toList()) {
                Files.write(target.resolve(file.getFileName().toString()), Files.readAllBytes(file));
            }
        }
        return target;
    }

    private static List<Path> listing(Path directory) throws Exception {
        try (Stream<Path> files = Files.list(directory)) {
            return files.sorted().toList();
        }
    }
}
