package dev.logtune.lab.results;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.logtune.support.input.InputProblem;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.Objects;
import java.util.Set;

/**
 * Joins runs made on one machine into one results file, so a long sweep can be measured in parts (an interrupted run
 * and the run that measured what it left out). JMH trials must come from runs with the same JMH settings and be
 * measured once. A crash test measured again in a later run replaces the earlier one. Open-loop runs keep their session,
 * and a session's point stays whole (every setup and the control of its blocks): a later session's runs of a point
 * stand beside an earlier one's, since blocks of two sessions were never interleaved and are never paired.
 */
public final class ResultsMerge {
    private ResultsMerge() {
    }

    /** Thrown when the runs cannot be read as one: another machine, other settings, or a trial measured twice. */
    public static final class MergeException extends Exception implements InputProblem {
        MergeException(String message) {
            super(message);
        }
    }

    public static BenchResults merge(List<BenchResults> runs) throws MergeException {
        if (runs.isEmpty()) {
            throw new MergeException("no results to merge");
        }
        if (runs.size() == 1) {
            return runs.get(0);
        }
        BenchResults first = runs.get(0);
        ArrayNode jmh = JsonNodeFactory.instance.arrayNode();
        List<TrialAudit> audits = new ArrayList<>();
        List<RateRecord> rates = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        List<CrashRecord> crashes = new ArrayList<>();
        List<String> profiles = new ArrayList<>();
        List<String> commands = new ArrayList<>();
        Set<String> trialKeys = new HashSet<>();
        String started = first.started();
        String finished = first.finished();
        RunSettings jmhSettings = null;
        List<BenchResults> byStart = runs.stream().sorted(java.util.Comparator.comparing(BenchResults::started,
                java.util.Comparator.nullsFirst(java.util.Comparator.naturalOrder()))).toList();
        Map<String, MachineInfo> sessionMachines = new TreeMap<>();
        for (BenchResults run : byStart) {
            sessionMachines.putAll(run.sessionMachines());
            boolean openLoopOnly = run.trials().isEmpty() && run.crashes().isEmpty();
            if (openLoopOnly && (!run.machine().sameHardwareAs(first.machine()) && sameKind(first.machine(), run.machine())
                    || !Objects.equals(first.machine().jdk(), run.machine().jdk()) && threadKindsOnly(first.machine(), run))) {
                // Open-loop sessions only: each is compared within its own blocks, so another processor of the same
                // kind may add points, each said with its own machine. JMH's absolute figures are not paired.
                run.rates().stream().map(r -> r.session() == null ? run.started() : r.session()).distinct()
                        .forEach(session -> sessionMachines.put(session, run.machine()));
            } else {
                requireSameMachine(first.machine(), run.machine());
            }
            if (!run.trials().isEmpty()) {
                if (jmhSettings != null) {
                    requireSameSettings(jmhSettings, run.settings());
                } else {
                    jmhSettings = run.settings();
                }
            }
            for (JmhTrial trial : run.trials()) {
                String key = trial.setup() + " " + trial.message() + " x" + trial.threads() + " " + trial.mode();
                if (!trialKeys.add(key)) {
                    throw new MergeException("two runs both measured " + key + "; merge runs that measured different trials");
                }
            }
            // Runs from before sessions were recorded belong to the sitting their file came from.
            String session = run.started();
            List<RateRecord> incoming = run.rates().stream().map(r -> r.session() == null ? r.inSession(session) : r).toList();
            // A point is whole in its session: a later session's runs stand beside an earlier one's, never in their place
            // (they are compared only within their own blocks). Only the same session's record of the same block, read
            // again (a resumed run, a file merged twice), replaces itself; and only a measurement replaces a measurement.
            Set<String> newer = new HashSet<>();
            incoming.stream().filter(r -> r.response() != null).forEach(r -> newer.add(sessionKey(r)));
            rates.removeIf(r -> newer.contains(sessionKey(r)));
            Set<String> measured = new HashSet<>();
            rates.stream().filter(r -> r.response() != null).forEach(r -> measured.add(sessionKey(r)));
            Set<String> retested = new HashSet<>();
            run.crashes().stream().filter(c -> !c.isFailure()).forEach(c -> retested.add(c.setup()));
            crashes.removeIf(c -> retested.contains(c.setup()));
            Set<String> tested = new HashSet<>();
            crashes.forEach(c -> tested.add(c.setup()));
            if (run.jmh() != null && run.jmh().isArray()) {
                run.jmh().forEach(node -> jmh.add(node.deepCopy()));
            }
            audits.addAll(run.audits());
            incoming.stream().filter(r -> r.response() != null || !measured.contains(sessionKey(r))).forEach(rates::add);
            failures.addAll(run.failures());
            run.crashes().stream().filter(c -> !c.isFailure() || !tested.contains(c.setup())).forEach(crashes::add);
            profiles.add(run.settings().profile());
            commands.add(run.settings().command());
            started = min(started, run.started());
            finished = max(finished, run.finished());
        }
        RunSettings s = jmhSettings != null ? jmhSettings : first.settings();
        RunSettings merged = new RunSettings(String.join(" + ", profiles), String.join(" ; then ", commands),
                s.warmupIterations(), s.warmupSeconds(), s.measurementIterations(), s.measurementSeconds(), s.forks(), s.jvmArgs());
        // A merge of parts is as partial as its most partial part.
        boolean partial = runs.stream().anyMatch(BenchResults::partial);
        return new BenchResults(first.format(), started, finished, first.machine(), merged, jmh, audits, rates, failures, crashes,
                partial, sessionMachines);
    }

    /** A record's place: its session, point and block. */
    private static String sessionKey(RateRecord r) {
        return r.session() + " " + (r.isControl() ? "control" : "") + r.pointKey() + " #" + r.block();
    }

    /**
     * A session whose every run names its callers (virtual against platform threads, beside bystanders) on the same
     * cores and frameworks: its JDK may differ (virtual threads need 21 or newer), since its points are compared only
     * with each other and never with the reference's own.
     */
    private static boolean threadKindsOnly(MachineInfo a, BenchResults run) {
        return a.cores() == run.machine().cores() && Objects.equals(a.frameworks(), run.machine().frameworks())
                && !run.rates().isEmpty() && run.rates().stream().allMatch(r -> r.callers() != null);
    }

    /** The same cores, JDK and framework versions, whatever the processor. */
    private static boolean sameKind(MachineInfo a, MachineInfo b) {
        return a.cores() == b.cores() && Objects.equals(a.jdk(), b.jdk()) && Objects.equals(a.frameworks(), b.frameworks());
    }

    private static void requireSameMachine(MachineInfo a, MachineInfo b) throws MergeException {
        if (!Objects.equals(a.cpuModel(), b.cpuModel()) || a.cores() != b.cores() || !Objects.equals(a.jdk(), b.jdk())
                || !Objects.equals(a.frameworks(), b.frameworks())) {
            throw new MergeException("the runs come from different machines, JDKs or framework versions ("
                    + a.cores() + " cores, JDK " + a.jdk() + " vs " + b.cores() + " cores, JDK " + b.jdk() + ")");
        }
    }

    private static void requireSameSettings(RunSettings a, RunSettings b) throws MergeException {
        if (a.warmupIterations() != b.warmupIterations() || a.warmupSeconds() != b.warmupSeconds()
                || a.measurementIterations() != b.measurementIterations() || a.measurementSeconds() != b.measurementSeconds()
                || a.forks() != b.forks()) {
            throw new MergeException("the runs measured differently (" + a.describe() + " vs " + b.describe() + ")");
        }
    }

    private static String min(String a, String b) {
        return a == null ? b : b == null ? a : a.compareTo(b) <= 0 ? a : b;
    }

    private static String max(String a, String b) {
        return a == null ? b : b == null ? a : a.compareTo(b) >= 0 ? a : b;
    }
}
