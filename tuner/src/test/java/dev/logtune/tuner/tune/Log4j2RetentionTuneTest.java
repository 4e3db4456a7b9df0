package dev.logtune.tuner.tune;

import dev.logtune.tuner.TunerRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * tune on Log4j2 rolling files whose history, archive names or rolling lint warns of: each edit loads in Log4j2 before
 * it is shown, and lint on the file --write wrote no longer warns of what was fixed.
 */
class Log4j2RetentionTuneTest {
    @TempDir
    Path dir;

    private Path fixture(String name) throws IOException {
        return TuneRuns.fixture(name, dir);
    }

    private static Path fixture(String name, Path into) throws IOException {
        return TuneRuns.fixture(name, into);
    }

    private static TunerRun tuneAndWrite(Path file, String... more) {
        return TuneRuns.tune(file, more);
    }

    private static String lint(Path file) {
        return TuneRuns.lint(file);
    }

    @Test
    void aPaddedIndexWindowOfSecondsGetsADeleteSizedToTheBudgetAndNoRenames() throws Exception {
        Path file = fixture("log4j2-padded-window/log4j2.xml");
        assertThat(lint(file)).contains("keeps only 20 s of history").contains("fileIndex=\"min\" renames every archive");

        TunerRun run = tuneAndWrite(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("File/SizeBasedTriggeringPolicy/size 20 MB -> 960 MB: appender \"File\" keeps only 20 s of history")
                .contains("rolls about every 2 min")
                .contains("File/DefaultRolloverStrategy/fileIndex min -> nomax")
                .contains("File/DefaultRolloverStrategy/Delete none -> <Delete basePath=\"logs\" maxDepth=\"1\">");
        assertThat(Files.readString(file)).contains("""
                      <SizeBasedTriggeringPolicy size="960 MB"/>
                      <DefaultRolloverStrategy fileIndex="nomax" max="8">
                        <Delete basePath="logs" maxDepth="1">
                          <IfFileName glob="orders-*.log.gz">
                            <IfAny>
                              <IfLastModified age="P7D"/>
                              <IfAccumulatedFileSize exceeds="8320 MB"/>
                            </IfAny>
                          </IfFileName>
                        </Delete>
                      </DefaultRolloverStrategy>
                    </RollingFile>
                """);
        assertThat(lint(file)).doesNotContain("keeps only 20 s").doesNotContain("fileIndex=\"min\"").doesNotContain("WARNING retention");
    }

    @Test
    void aDatedPatternUnderASizeTriggerGetsAnIndexAndADeleteOneDirectoryDown() throws Exception {
        Path file = fixture("log4j2-date-no-index/log4j2.xml");
        assertThat(lint(file)).contains("has no %i").contains("never deletes its rolled files");

        TunerRun run = tuneAndWrite(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        String tuned = Files.readString(file);
        assertThat(tuned).contains("filePattern=\"${dir}/$${date:yyyy-MM}/orders-%d{yyyy-MM-dd}-%i.log.gz\"")
                .contains("<Delete basePath=\"${dir}\" maxDepth=\"2\">")
                .contains("<IfFileName glob=\"*/orders-*-*.log.gz\">");
        assertThat(run.out()).contains("each roll of a period takes the next index, so no archive replaces another");
        assertThat(lint(file)).doesNotContain("has no %i").doesNotContain("never deletes").doesNotContain("matches none of its archives");
    }

    @Test
    void aMinIndexWithHoursOfHistoryTakesTheDefaultIndexAndKeepsItsWindow() throws Exception {
        Path file = fixture("log4j2-min-index/log4j2.xml");
        assertThat(lint(file)).contains("fileIndex=\"min\" renames every archive");

        TunerRun run = tuneAndWrite(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("File/DefaultRolloverStrategy/fileIndex min -> max: the newest archive takes the lowest index,"
                + " so every roll first renames each older archive up by one (up to 40 renames)");
        assertThat(Files.readString(file)).contains("<DefaultRolloverStrategy fileIndex=\"max\" max=\"40\"/>")
                .doesNotContain("<Delete");
        assertThat(lint(file)).doesNotContain("fileIndex=\"min\"");
    }

    @Test
    void theIndexAddedBesideADeleteOpensNoWindowOfSeconds() throws Exception {
        Path file = fixture("log4j2-date-no-index-delete/log4j2.xml");
        assertThat(lint(file)).contains("has no %i");

        TunerRun run = tuneAndWrite(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readString(file)).contains("orders-%d{yyyy-MM-dd}-%i.log.gz").contains("<DefaultRolloverStrategy fileIndex=\"nomax\">")
                .contains("<SizeBasedTriggeringPolicy size=\"960 MB\"/>").contains("<IfAny>").contains("<IfAccumulatedFileSize exceeds=");
        assertThat(lint(file)).doesNotContain("has no %i").doesNotContain("WARNING");
    }

    @Test
    void aDeleteGlobOfTheWrongDepthIsMadeToReachTheArchives() throws Exception {
        Path file = fixture("log4j2-glob-miss/log4j2.xml");
        assertThat(lint(file)).contains("matches none of its archives");

        TunerRun run = tuneAndWrite(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("File/Delete/IfFileName/glob */orders-*.log.gz -> orders-*-*.log.gz");
        assertThat(lint(file)).doesNotContain("matches none of its archives");
    }

    @Test
    void propertiesTakeTheDeleteAsKeysOfTheirOwn() throws Exception {
        Path file = fixture("log4j2-padded-window-properties/log4j2.properties");

        TunerRun run = tuneAndWrite(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readString(file)).contains("""
                appender.file.policy.size = 960 MB
                appender.file.strategy.type = DefaultRolloverStrategy
                appender.file.strategy.fileIndex = nomax
                appender.file.strategy.max = 8
                appender.file.strategy.delete.type = Delete
                appender.file.strategy.delete.basePath = logs
                appender.file.strategy.delete.maxDepth = 1
                appender.file.strategy.delete.name.type = IfFileName
                appender.file.strategy.delete.name.glob = orders-*.log.gz
                appender.file.strategy.delete.name.any.type = IfAny
                appender.file.strategy.delete.name.any.age.type = IfLastModified
                appender.file.strategy.delete.name.any.age.age = P7D
                appender.file.strategy.delete.name.any.size.type = IfAccumulatedFileSize
                appender.file.strategy.delete.name.any.size.exceeds = 8320 MB
                rootLogger.level = info
                """);
        assertThat(lint(file)).doesNotContain("fileIndex=\"min\"").doesNotContain("keeps only 20 s");
    }

    @Test
    void yamlTakesTheValuesAndTheDeleteAsAFlowMapping() throws Exception {
        Path file = fixture("log4j2-date-no-index-yaml/log4j2.yaml");
        assertThat(lint(file)).contains("never deletes its rolled files");

        TunerRun run = tuneAndWrite(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readString(file)).contains("filePattern: \"logs/orders-%d{yyyy-MM-dd}-%i.log.gz\"")
                .contains("size: \"960 MB\"")
                .contains("      DefaultRolloverStrategy: {\"fileIndex\": \"nomax\", \"Delete\": {\"basePath\": \"logs\", \"maxDepth\": 1,"
                        + " \"IfFileName\": {\"glob\": \"orders-*-*.log.gz\", \"IfAny\": {\"IfLastModified\": {\"age\": \"P7D\"},"
                        + " \"IfAccumulatedFileSize\": {\"exceeds\": \"8320 MB\"}}}}}\n      name: File\n");
        assertThat(run.out()).contains("- File/DefaultRolloverStrategy/Delete none -> Delete: {\"basePath\": \"logs\"");
        assertThat(lint(file)).doesNotContain("has no %i").doesNotContain("never deletes");
    }

    @Test
    void jsonTakesTheDeleteInItsStrategyAndAMinIndexBesideItBecomesNomax() throws Exception {
        Path file = fixture("log4j2-date-no-index-json/log4j2.json");

        TunerRun run = tuneAndWrite(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readString(file)).contains("\"filePattern\": \"logs/orders-%d{yyyy-MM-dd}-%i.log.gz\"")
                .contains("\"DefaultRolloverStrategy\": { \"Delete\": {\"basePath\": \"logs\", \"maxDepth\": 1, \"IfFileName\":"
                        + " {\"glob\": \"orders-*-*.log.gz\", \"IfAny\": {\"IfLastModified\": {\"age\": \"P7D\"},"
                        + " \"IfAccumulatedFileSize\": {\"exceeds\": \"8320 MB\"}}}}, \"fileIndex\": \"nomax\"");
        assertThat(run.out()).contains("File/DefaultRolloverStrategy/fileIndex min -> nomax");
        assertThat(lint(file)).doesNotContain("has no %i").doesNotContain("fileIndex=\"min\"").doesNotContain("never deletes");
    }

    @Test
    void aPlainFileBecomesARollingFileKeepingWhatWasWrittenInIt() throws Exception {
        // In a service's resources, where a file that never rolls is a warning, not a note.
        Path file = fixture("log4j2-plain-file/log4j2.xml", dir.resolve("src/main/resources"));
        assertThat(lint(file)).contains("writes a file that never rolls: it grows until the disk is full.");

        TunerRun run = tuneAndWrite(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("+    <RollingFile name=\"File\" fileName=\"${dir}/orders.log\""
                + " filePattern=\"${dir}/orders-%d{yyyy-MM-dd}-%i.log.gz\" immediateFlush=\"false\">")
                .contains("+    </RollingFile>")
                .contains("File/type File (never rolls) -> RollingFile");
        assertThat(Files.readString(file)).contains("""
                      <ThresholdFilter level="info" onMatch="ACCEPT" onMismatch="DENY"/>
                      <PatternLayout>
                        <Pattern>%d %-5p [%t] %c - %m%n</Pattern>
                      </PatternLayout>
                      <Policies>
                        <TimeBasedTriggeringPolicy/>
                        <SizeBasedTriggeringPolicy size="960 MB"/>
                      </Policies>
                      <DefaultRolloverStrategy fileIndex="nomax">
                        <Delete basePath="${dir}" maxDepth="1">
                          <IfFileName glob="orders-*-*.log.gz">
                """);
        assertThat(lint(file)).doesNotContain("never rolls").doesNotContain("never deletes");
    }

    @Test
    void aPlainFileInPropertiesBecomesARollingFileOfKeys() throws Exception {
        Path file = fixture("log4j2-plain-file-properties/log4j2.properties", dir.resolve("src/main/resources"));
        assertThat(lint(file)).contains("writes a file that never rolls: it grows until the disk is full.");

        TunerRun run = tuneAndWrite(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("File/type File (never rolls) -> RollingFile");
        assertThat(Files.readString(file)).contains("""
                appender.file.type = RollingFile
                appender.file.name = File
                appender.file.fileName = ${dir}/orders.log
                appender.file.immediateFlush = false
                appender.file.filter.threshold.type = ThresholdFilter
                appender.file.filter.threshold.level = info
                appender.file.layout.type = PatternLayout
                appender.file.layout.pattern = %d %-5p [%t] %c - %m%n
                appender.file.filePattern = ${dir}/orders-%d{yyyy-MM-dd}-%i.log.gz
                appender.file.policies.type = Policies
                appender.file.policies.time.type = TimeBasedTriggeringPolicy
                appender.file.policies.size.type = SizeBasedTriggeringPolicy
                appender.file.policies.size.size = 960 MB
                appender.file.strategy.type = DefaultRolloverStrategy
                appender.file.strategy.fileIndex = nomax
                appender.file.strategy.delete.type = Delete
                appender.file.strategy.delete.basePath = ${dir}
                appender.file.strategy.delete.maxDepth = 1
                appender.file.strategy.delete.name.type = IfFileName
                appender.file.strategy.delete.name.glob = orders-*-*.log.gz
                """);
        assertThat(lint(file)).doesNotContain("never rolls").doesNotContain("never deletes");
    }

    @Test
    void aPlainFileInJsonOrYamlIsRenamedAndTakesItsPoliciesAsObjects() throws Exception {
        Path json = fixture("log4j2-plain-file-json/log4j2.json", dir.resolve("json/src/main/resources"));
        Path yaml = fixture("log4j2-plain-file-yaml/log4j2.yaml", dir.resolve("yaml/src/main/resources"));

        TunerRun jsonRun = tuneAndWrite(json, "--write");
        TunerRun yamlRun = tuneAndWrite(yaml, "--write");

        String delete = "{\"fileIndex\": \"nomax\", \"Delete\": {\"basePath\": \"${dir}\", \"maxDepth\": 1, \"IfFileName\":"
                + " {\"glob\": \"orders-*-*.log.gz\", \"IfAny\": {\"IfLastModified\": {\"age\": \"P7D\"}, \"IfAccumulatedFileSize\":"
                + " {\"exceeds\": \"8320 MB\"}}}}}";
        assertThat(jsonRun.exit()).as(jsonRun.err()).isZero();
        assertThat(Files.readString(json)).contains("""
                      "RollingFile": {
                        "filePattern": "${dir}/orders-%d{yyyy-MM-dd}-%i.log.gz",
                        "Policies": {"TimeBasedTriggeringPolicy": {}, "SizeBasedTriggeringPolicy": {"size": "960 MB"}},
                """ + "        \"DefaultRolloverStrategy\": " + delete + ",\n        \"name\": \"File\",\n");
        assertThat(yamlRun.exit()).as(yamlRun.err()).isZero();
        assertThat(Files.readString(yaml)).contains("""
                    RollingFile:
                      filePattern: "${dir}/orders-%d{yyyy-MM-dd}-%i.log.gz"
                      Policies: {"TimeBasedTriggeringPolicy": {}, "SizeBasedTriggeringPolicy": {"size": "960 MB"}}
                """ + "      DefaultRolloverStrategy: " + delete + "\n      name: File\n");
        assertThat(lint(json)).doesNotContain("never rolls").doesNotContain("never deletes");
        assertThat(lint(yaml)).doesNotContain("never rolls").doesNotContain("never deletes");
    }

    @Test
    void aPlainFileInAListWhoseItemsShareTheKeyIsToldNotRenamed() throws Exception {
        Path json = Files.createDirectories(dir.resolve("src/main/resources")).resolve("log4j2.json");
        String text = """
                {"Configuration": {"Appenders": {"File": [
                  {"name": "Orders", "fileName": "logs/orders.log", "PatternLayout": {"pattern": "%m%n"}},
                  {"name": "Audit", "fileName": "logs/audit.log", "PatternLayout": {"pattern": "%m%n"}}]},
                  "Loggers": {"Root": {"level": "info", "AppenderRef": [{"ref": "Orders"}, {"ref": "Audit"}]}}}}
                """;
        Files.writeString(json, text);

        TunerRun run = tuneAndWrite(json, "--write");

        assertThat(run.out()).contains("Orders/type shares its key with the other items of a list");
        assertThat(Files.readString(json)).doesNotContain("RollingFile");
    }

    @Test
    void aHistoryTheBudgetCannotHoldIsSaid() throws Exception {
        Path file = fixture("log4j2-padded-window/log4j2.xml");

        TunerRun run = tuneAndWrite(file, "--history", "7d", "--disk-budget", "10GB");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("File/history: the 10 GB budget cannot hold 7 days at 38k events/s")
                .contains("<IfLastModified age=\"P7D\"/>");
    }

    @Test
    void callerDataAndHotLevelsAreSuggestedNotApplied() throws Exception {
        Path file = fixture("log4j2-output/log4j2.xml");

        TunerRun run = tuneAndWrite(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        // The console at the rate gets its queue; the pattern and the levels stay as written.
        assertThat(Files.readString(file)).contains("<PatternLayout pattern=\"%d %-5p [%t] %C{1}.%M:%L - %m%n\"/>")
                .contains("<Logger name=\"com.example.orders\" level=\"debug\"/>").contains("<Logger name=\"org.hibernate.SQL\" level=\"debug\"/>");
        assertThat(run.out()).contains("advice: log4j2.xml:5: the pattern prints location (%C %M %L %F %l)")
                .contains("Not applied: it changes every line's output")
                .contains("advice: org.hibernate.SQL/level DEBUG -> INFO")
                .contains("not applied: it changes which lines are written");
    }
}
