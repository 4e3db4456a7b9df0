package dev.logtune.lab.results;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ResultsMergeTest {
    private static BenchResults withCrashes(CrashRecord... crashes) {
        return run("2026-11-21T10:00:00Z", List.of(), crashes);
    }

    private static BenchResults run(String started, List<RateRecord> rates, CrashRecord... crashes) {
        BenchResults sample = ResultsFileTest.sample();
        return new BenchResults(sample.format(), started, sample.finished(), sample.machine(), sample.settings(),
                com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.arrayNode(), List.of(), rates, sample.failures(),
                List.of(crashes));
    }

    private static RateRecord block(String setup, int block, double p99) {
        Latency latency = new Latency(100, p99 / 2, p99, p99, p99, p99);
        return new RateRecord(setup, "steady", "", 60, 38_000, 3, 38_000, true, latency, latency, latency, latency, 1, -1, 0,
                100, 100, 0, 0, dev.logtune.lab.audit.Verdict.COMPLETE, "", block, null, null);
    }

    private static CrashRecord crash(String setup, long onDisk) {
        return new CrashRecord(setup, 201, onDisk, onDisk == 201, 2000, onDisk * 240, "");
    }

    private static BenchResults on(BenchResults run, MachineInfo machine) {
        return new BenchResults(run.format(), run.started(), run.finished(), machine, run.settings(), run.jmh(), run.audits(),
                run.rates(), run.failures(), run.crashes());
    }

    private static MachineInfo otherProcessor(MachineInfo m) {
        return new MachineInfo("Another CPU", m.cores(), m.memoryBytes(), m.os(), m.arch(), m.jdk(), m.jvm(), m.logFilesystem(),
                m.frameworks());
    }

    @Test
    void anOpenLoopSessionFromAnotherProcessorOfTheSameKindJoinsAndKeepsItsMachine() throws Exception {
        BenchResults first = run("2026-11-21T10:00:00Z", List.of(block("logback-file", 0, 500), block(HarnessLabels.CONTROL, 0, 60)));
        MachineInfo other = otherProcessor(first.machine());
        BenchResults later = on(run("2026-11-26T10:00:00Z", List.of(block("logback-file", 0, 300),
                block(HarnessLabels.CONTROL, 0, 50))), other);
        BenchResults merged = ResultsMerge.merge(List.of(first, later));
        assertThat(merged.machine()).isEqualTo(first.machine());
        assertThat(merged.sessionMachines()).containsOnlyKeys("2026-11-26T10:00:00Z");
        assertThat(merged.machineOf("2026-11-26T10:00:00Z").cpuModel()).isEqualTo("Another CPU");
        assertThat(merged.machineOf("2026-11-21T10:00:00Z")).isEqualTo(first.machine());
        // read again with a third run, the session keeps its machine
        BenchResults again = ResultsMerge.merge(List.of(merged, run("2026-11-27T10:00:00Z", List.of(block("log4j2-file", 0, 90)))));
        assertThat(again.machineOf("2026-11-26T10:00:00Z").cpuModel()).isEqualTo("Another CPU");
    }

    private static MachineInfo otherJdk(MachineInfo m) {
        return new MachineInfo(m.cpuModel(), m.cores(), m.memoryBytes(), m.os(), m.arch(), "Eclipse Adoptium 25.0.1", m.jvm(),
                m.logFilesystem(), m.frameworks());
    }

    private static RateRecord onThreads(RateRecord record, dev.logtune.lab.run.Callers callers) {
        return record.withCallers(callers, new BystanderRecord(8, 1, 16_000, 15_990, record.response(), null, null));
    }

    @Test
    void aSessionOfThreadKindsOnAnotherJdkJoinsWithItsJdkAndIsReadApart() throws Exception {
        BenchResults first = run("2026-11-21T10:00:00Z", List.of(block("logback-file", 0, 500), block(HarnessLabels.CONTROL, 0, 60)));
        var virtual = dev.logtune.lab.run.Callers.VIRTUAL;
        BenchResults later = on(run("2026-11-26T10:00:00Z", List.of(onThreads(block("logback-file", 1, 900), virtual),
                onThreads(block(HarnessLabels.CONTROL, 1, 70), virtual))), otherJdk(first.machine()));
        BenchResults merged = ResultsMerge.merge(List.of(first, later));

        assertThat(merged.machineOf("2026-11-26T10:00:00Z").jdk()).isEqualTo("Eclipse Adoptium 25.0.1");
        // The reference's own readers see only its own runs; the thread kinds are read where asked for.
        assertThat(dev.logtune.lab.reading.OpenLoopPoint.group(merged.rates())).singleElement()
                .satisfies(p -> assertThat(p.p99().median()).isEqualTo(500));
        assertThat(dev.logtune.lab.reading.OpenLoopPoint.group(merged.rates(),
                dev.logtune.lab.run.Workload.ORDERS, virtual)).singleElement()
                .satisfies(p -> assertThat(p.p99().median()).isEqualTo(900));
    }

    @Test
    void aSessionOnAnotherJdkThatMeasuredTheReferencesOwnPointsIsRefused() {
        BenchResults first = run("2026-11-21T10:00:00Z", List.of(block("logback-file", 0, 500)));
        BenchResults later = on(run("2026-11-26T10:00:00Z", List.of(block("logback-file", 1, 400))), otherJdk(first.machine()));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> ResultsMerge.merge(List.of(first, later)))
                .isInstanceOf(ResultsMerge.MergeException.class).hasMessageContaining("JDK");
    }

    @Test
    void aCrashTestFromAnotherProcessorIsRefused() {
        BenchResults first = withCrashes(crash("logback-file", 201));
        BenchResults other = on(withCrashes(crash("log4j2-file", 201)), otherProcessor(first.machine()));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> ResultsMerge.merge(List.of(first, other)))
                .isInstanceOf(ResultsMerge.MergeException.class).hasMessageContaining("different machines");
    }

    @Test
    void aMergeKeepsEveryRunsCrashTests() throws Exception {
        BenchResults merged = ResultsMerge.merge(List.of(withCrashes(crash("logback-file", 201)),
                withCrashes(crash("logback-file-buffered", 0), crash("log4j2-file", 201))));
        assertThat(merged.crashes()).extracting(CrashRecord::setup)
                .containsExactly("logback-file", "logback-file-buffered", "log4j2-file");
    }

    @Test
    void aLaterCrashTestOfASetupReplacesTheEarlierOne() throws Exception {
        BenchResults merged = ResultsMerge.merge(List.of(run("2026-11-22T10:00:00Z", List.of(), crash("logback-file", 200)),
                run("2026-11-21T10:00:00Z", List.of(), crash("logback-file", 201))));
        assertThat(merged.crashes()).singleElement().extracting(CrashRecord::eventsOnDisk).isEqualTo(200L);
    }

    @Test
    void aPointMeasuredAgainInALaterSessionStandsBesideTheEarlierOneWhichStaysWhole() throws Exception {
        BenchResults older = run("2026-11-21T10:00:00Z", List.of(block("logback-file", 0, 500), block("log4j2-file", 0, 90),
                block(HarnessLabels.CONTROL, 0, 60)));
        BenchResults newer = run("2026-11-21T20:00:00Z", List.of(block("logback-file", 1, 300), block("logback-file", 2, 310)));
        BenchResults merged = ResultsMerge.merge(List.of(newer, older));
        assertThat(merged.rates()).extracting(RateRecord::setup, RateRecord::block, RateRecord::session)
                .containsExactlyInAnyOrder(org.assertj.core.groups.Tuple.tuple("logback-file", 0, "2026-11-21T10:00:00Z"),
                        org.assertj.core.groups.Tuple.tuple("log4j2-file", 0, "2026-11-21T10:00:00Z"),
                        org.assertj.core.groups.Tuple.tuple(HarnessLabels.CONTROL, 0, "2026-11-21T10:00:00Z"),
                        org.assertj.core.groups.Tuple.tuple("logback-file", 1, "2026-11-21T20:00:00Z"),
                        org.assertj.core.groups.Tuple.tuple("logback-file", 2, "2026-11-21T20:00:00Z"));
    }

    @Test
    void aRunMergedTwiceIsCountedOnce() throws Exception {
        BenchResults once = run("2026-11-21T10:00:00Z", List.of(block("logback-file", 1, 500), block(HarnessLabels.CONTROL, 1, 60)));
        BenchResults merged = ResultsMerge.merge(List.of(once, ResultsMerge.merge(List.of(once, run("2026-11-22T10:00:00Z", List.of())))));
        assertThat(merged.rates()).hasSize(2);
    }

    @Test
    void runsFromBeforeSessionsBelongToTheirFilesSittingAndAreNeverPairedAcrossIt() throws Exception {
        List<RateRecord> monday = new java.util.ArrayList<>();
        List<RateRecord> tuesday = new java.util.ArrayList<>();
        for (int b = 1; b <= 6; b++) {
            monday.add(block(HarnessLabels.CONTROL, b, 60));
            monday.add(block("logback-file", b, 500));
            tuesday.add(block(HarnessLabels.CONTROL, b, 4_000));
            tuesday.add(block("log4j2-file", b, 9_000));
        }
        BenchResults merged = ResultsMerge.merge(List.of(run("2026-11-21T10:00:00Z", monday), run("2026-11-22T10:00:00Z", tuesday)));
        assertThat(merged.rates()).extracting(RateRecord::session).containsOnly("2026-11-21T10:00:00Z", "2026-11-22T10:00:00Z");
        List<dev.logtune.lab.reading.Blocks> sessions = dev.logtune.lab.reading.Blocks.group(merged.rates());
        assertThat(sessions).hasSize(2).allSatisfy(blocks -> {
            assertThat(blocks.compare("logback-file", "log4j2-file", 2, false)).isNull();
            assertThat(blocks.blocks()).isEqualTo(6);
        });
    }

    @Test
    void aSetupMeasuredThroughAHarnessFoundWrongIsRetiredWholeSoItsNewRunsMerge() throws Exception {
        com.fasterxml.jackson.databind.node.ArrayNode jmh = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.arrayNode();
        jmh.addObject().putObject("params").put("setup", "logback-console");
        jmh.addObject().putObject("params").put("setup", "logback-file");
        BenchResults old = run("2026-11-21T10:00:00Z", List.of(block("logback-console", 0, 55_000), block("logback-file", 0, 500),
                block(HarnessLabels.CONTROL, 0, 60)), crash("logback-console", 201), crash("logback-file", 201));
        old = new BenchResults(old.format(), old.started(), old.finished(), old.machine(), old.settings(), jmh, old.audits(),
                old.rates(), List.of("logback-console x4 thrpt: failed", "logback-console-json x4 thrpt: failed"), old.crashes());

        BenchResults retired = old.without(List.of("logback-console"));

        assertThat(retired.jmh()).hasSize(1);
        assertThat(retired.jmh().get(0).path("params").path("setup").asText()).isEqualTo("logback-file");
        assertThat(retired.rates()).extracting(RateRecord::setup).containsExactly("logback-file", HarnessLabels.CONTROL);
        assertThat(retired.crashes()).extracting(CrashRecord::setup).containsExactly("logback-file");
        assertThat(retired.failures()).containsExactly("logback-console-json x4 thrpt: failed");
        assertThat(old.jmh()).as("the results read stay as they were").hasSize(2);
    }

    @Test
    void lostCountsWhatTheCrashTook() {
        assertThat(crash("logback-file-buffered", 0).lost()).isEqualTo(201);
        assertThat(CrashRecord.failed("x", 201, 2000, "no JVM").lost()).isZero();
        assertThat(CrashRecord.failed("x", 201, 2000, "no JVM").isFailure()).isTrue();
    }
}
