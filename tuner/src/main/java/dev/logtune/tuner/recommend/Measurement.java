package dev.logtune.tuner.recommend;

import dev.logtune.benchmarks.audit.LoggingTarget;
import dev.logtune.benchmarks.harness.HarnessLauncher;
import dev.logtune.benchmarks.harness.HarnessRequest;
import dev.logtune.benchmarks.harness.Scenario;
import dev.logtune.benchmarks.jmh.ForkFiles;
import dev.logtune.benchmarks.results.RateRecord;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.tuner.model.Candidate;
import dev.logtune.tuner.model.Recommendation;
import dev.logtune.tuner.model.Target;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** recommend --measure: the shortlist run on this machine in the open-loop harness, beside a baseline. */
final class Measurement {
    static final String REFERENCE = "logback-file";

    private Measurement() {
    }

    /** The chosen setup, the runners-up and the next best, tuned as they would be emitted, at most five. */
    static List<SetupSpec> shortlist(Recommendation recommendation) {
        Map<String, SetupSpec> picked = new LinkedHashMap<>();
        List<Candidate> order = new ArrayList<>();
        order.add(recommendation.chosen());
        order.addAll(recommendation.runnersUp());
        order.addAll(recommendation.ranked());
        for (Candidate candidate : order) {
            if (picked.size() < 5) {
                picked.putIfAbsent(candidate.setup(), candidate.tuned());
            }
        }
        return List.copyOf(picked.values());
    }

    /** The baseline first, then each shortlisted setup, then Logback's defaults for comparison. */
    static List<MeasuredCandidate> run(List<SetupSpec> shortlist, Target target, Duration warmup, Duration duration,
                                       PrintWriter progress) throws IOException, InterruptedException {
        Path scratch = Files.createTempDirectory("logtune-measure-");
        List<MeasuredCandidate> measured = new ArrayList<>();
        try {
            Scenario scenario = target.bursts() ? Scenario.burst(target.burstFactor(), target.burstLength().toNanos() / 1e9)
                    : Scenario.steady();
            measured.add(one(null, "baseline", scenario, target, warmup, duration, scratch, progress));
            List<SetupSpec> all = new ArrayList<>(shortlist);
            if (all.stream().noneMatch(s -> s.id().equals(REFERENCE))) {
                all.add(Matrix.require(REFERENCE));
            }
            for (SetupSpec spec : all) {
                String role = shortlist.contains(spec) ? "candidate" : "reference";
                measured.add(one(spec, role, scenario, target, warmup, duration, scratch, progress));
            }
        } finally {
            ForkFiles.deleteTree(scratch);
        }
        return measured;
    }

    private static MeasuredCandidate one(SetupSpec spec, String role, Scenario scenario, Target target, Duration warmup,
                                         Duration duration, Path scratch, PrintWriter progress)
            throws IOException, InterruptedException {
        String name = spec == null ? "baseline" : spec.id();
        Path work = scratch.resolve(name);
        HarnessRequest request = new HarnessRequest(spec == null ? null : LoggingTarget.of(spec, true), target.rate(),
                target.threads(), warmup.toNanos() / 1e9, duration.toNanos() / 1e9, scenario, null, work.resolve("work").toString(),
                HarnessRequest.DEFAULT_SPIN_NANOS);
        progress.println("measuring " + name + " ...");
        progress.flush();
        try {
            RateRecord record = HarnessLauncher.run(request, work, line -> { });
            return new MeasuredCandidate(name, role, record, null);
        } catch (HarnessLauncher.HarnessException e) {
            if (spec == null) {
                throw new IOException("the baseline run failed: " + e.getMessage(), e);
            }
            return new MeasuredCandidate(name, role, null, e.getMessage());
        }
    }
}
