package dev.logtune.benchmarks.harness;

import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.results.RunEvidence;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * One record of a point measured from several JVMs sharing a file. Calls, lines and losses add up, each JVM having
 * counted its own events in the shared file. The latencies are the worst JVM's at each percentile: the union's
 * percentile is at most that, and a service sees the slower of its instances.
 */
final class SharedFileRecord {
    private SharedFileRecord() {
    }

    static RateRecord of(List<RateRecord> jvms, RatePoint point) {
        RateRecord slowest = jvms.stream().max(Comparator.comparingDouble(r -> r.response() == null ? Double.MAX_VALUE
                : r.response().p99())).orElseThrow();
        List<String> disturbances = new ArrayList<>();
        jvms.forEach(r -> {
            if (r.evidence() != null) {
                disturbances.addAll(r.evidence().disturbances());
            }
        });
        RunEvidence evidence = slowest.evidence() == null ? null : new RunEvidence(slowest.evidence().pacerWake(),
                slowest.evidence().gcCount(), slowest.evidence().gcMillis(), slowest.evidence().safepoints(),
                slowest.evidence().safepointMillis(), slowest.evidence().maxSafepointMillis(), slowest.evidence().lagFirstMillis(),
                slowest.evidence().lagLastMillis(), jvms.stream().mapToLong(r -> r.evidence() == null ? 0 : r.evidence().unstarted()).sum(),
                slowest.evidence().heap(), disturbances.stream().distinct().toList(), slowest.evidence().pacerSpinNanos());
        String note = String.format(Locale.ROOT, "%d JVMs appending to one file, %d threads and %s events/s each;"
                        + " percentiles are the slowest JVM's", jvms.size(), slowest.threads(), Math.round(point.rate() / jvms.size()))
                + jvms.stream().map(RateRecord::note).filter(n -> n != null && !n.isEmpty()).map(n -> "; " + n)
                .reduce("", String::concat);
        return new RateRecord(slowest.setup(), point.scenario().name(), point.scenario().detail(), point.threads(), point.rate(),
                slowest.seconds(), jvms.stream().mapToDouble(RateRecord::achievedRate).sum(), jvms.stream().allMatch(RateRecord::held),
                worst(jvms, RateRecord::response), worst(jvms, RateRecord::service), null, worst(jvms, RateRecord::pacerLateness),
                jvms.stream().mapToDouble(RateRecord::maxBlockedMillis).max().orElse(0),
                jvms.stream().mapToLong(RateRecord::maxQueueDepth).max().orElse(-1), slowest.queueCapacity(),
                jvms.stream().mapToLong(RateRecord::calls).sum(), jvms.stream().mapToLong(RateRecord::written).sum(),
                jvms.stream().mapToLong(RateRecord::discarded).sum(), jvms.stream().mapToLong(RateRecord::lost).sum(),
                jvms.stream().map(RateRecord::verdict).filter(v -> v != null).max(Comparator.naturalOrder()).orElse(null),
                note, 0, evidence, null).withWorkload(point.workload());
    }

    private static Latency worst(List<RateRecord> jvms, Function<RateRecord, Latency> which) {
        List<Latency> all = jvms.stream().map(which).filter(l -> l != null).toList();
        if (all.size() < jvms.size()) {
            return null;
        }
        return new Latency(all.stream().mapToLong(Latency::count).sum(), max(all, Latency::p50), max(all, Latency::p90),
                max(all, Latency::p99), max(all, Latency::p999), max(all, Latency::max));
    }

    private static double max(List<Latency> all, java.util.function.ToDoubleFunction<Latency> which) {
        return all.stream().mapToDouble(which).max().orElse(0);
    }
}
