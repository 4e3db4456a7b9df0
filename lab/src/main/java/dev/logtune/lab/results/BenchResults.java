package dev.logtune.lab.results;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.JsonNode;

import com.fasterxml.jackson.databind.node.ArrayNode;

import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A results file: JMH's own JSON array unchanged (so JMH's visualisers read it), the loss audit of every fork,
 * the open-loop rate records, and the machine it all came from.
 *
 * @param jmh the array JMH writes with {@code -rf json}
 * @param failures trials that did not produce a result, with why
 * @param crashes what reached the disk when a JVM died without its shutdown hooks, per setup
 * @param sessionMachines the open-loop sessions measured on another machine than {@code machine} (same cores, JDK and
 *                        frameworks, another processor), by session: a session's blocks are compared only with each
 *                        other, so its ratios stand, and its absolute figures are said with its own machine
 */
public record BenchResults(String format, String started, String finished, MachineInfo machine, RunSettings settings,
                           JsonNode jmh, List<TrialAudit> audits, List<RateRecord> rates, List<String> failures,
                           List<CrashRecord> crashes, boolean partial, Map<String, MachineInfo> sessionMachines) {
    public static final String FORMAT = "logtune-results/1";

    public BenchResults(String format, String started, String finished, MachineInfo machine, RunSettings settings,
                        JsonNode jmh, List<TrialAudit> audits, List<RateRecord> rates, List<String> failures,
                        List<CrashRecord> crashes, boolean partial) {
        this(format, started, finished, machine, settings, jmh, audits, rates, failures, crashes, partial, Map.of());
    }

    /** A complete run's results (files written before runs recorded {@code partial} read as complete). */
    public BenchResults(String format, String started, String finished, MachineInfo machine, RunSettings settings,
                        JsonNode jmh, List<TrialAudit> audits, List<RateRecord> rates, List<String> failures,
                        List<CrashRecord> crashes) {
        this(format, started, finished, machine, settings, jmh, audits, rates, failures, crashes, false);
    }

    public BenchResults {
        audits = audits == null ? List.of() : List.copyOf(audits);
        rates = rates == null ? List.of() : List.copyOf(rates);
        failures = failures == null ? List.of() : List.copyOf(failures);
        crashes = crashes == null ? List.of() : List.copyOf(crashes);
        sessionMachines = sessionMachines == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(sessionMachines));
    }

    /** The machine a session measured on. */
    public MachineInfo machineOf(String session) {
        return session == null ? machine : sessionMachines.getOrDefault(session, machine);
    }

    /** The same results with these open-loop runs in place of its own. */
    public BenchResults withRates(List<RateRecord> runs) {
        return new BenchResults(format, started, finished, machine, settings, jmh, audits, runs, failures, crashes, partial,
                sessionMachines);
    }

    /** The same results, marked as a run that was cut off (or is still going) or as complete. */
    public BenchResults withPartial(boolean cutOff) {
        return new BenchResults(format, started, finished, machine, settings, jmh, audits, rates, failures, crashes, cutOff,
                sessionMachines);
    }

    /**
     * The same results with nothing measured of {@code setups}: their trials, audits, open-loop runs, failures and
     * crash tests. For renewing a reference whose runs of a setup went through a harness since found wrong; the runs
     * that measure it again are read beside what is left.
     */
    public BenchResults without(Collection<String> setups) {
        ArrayNode kept = jmh == null ? null : jmh.deepCopy() instanceof ArrayNode array ? array : null;
        if (kept != null) {
            for (int i = kept.size() - 1; i >= 0; i--) {
                if (setups.contains(kept.get(i).path("params").path("setup").asText())) {
                    kept.remove(i);
                }
            }
        }
        return new BenchResults(format, started, finished, machine, settings, kept == null ? jmh : kept,
                audits.stream().filter(a -> !setups.contains(a.setup())).toList(),
                rates.stream().filter(r -> !setups.contains(r.setup())).toList(),
                failures.stream().filter(f -> setups.stream().noneMatch(s -> f.startsWith(s + " "))).toList(),
                crashes.stream().filter(c -> !setups.contains(c.setup())).toList(), partial, sessionMachines);
    }

    /** The JMH results flattened to one row per trial, with their audits. */
    @JsonIgnore
    public List<JmhTrial> trials() {
        return JmhTrial.from(jmh, audits);
    }
}
