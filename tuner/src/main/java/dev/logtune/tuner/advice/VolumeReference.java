package dev.logtune.tuner.advice;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.lab.results.ResultsFile.ResultsException;
import dev.logtune.lab.run.Workload;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * The reductions measured on the service-shaped workload, shipped beside the reference results in a file of their own
 * ({@code reports/reference/volume/results.json}): the answers that read the order router's runs never see them. A
 * team's own results are read first where they hold service runs.
 */
final class VolumeReference {
    static final String RESOURCE = "/dev/logtune/tuner/reference/volume/results.json";
    private static List<RateRecord> runs;

    private VolumeReference() {
    }

    /** The service-workload runs of {@code own} where it has any, else the shipped ones (none where this build has none). */
    static List<RateRecord> serviceRuns(BenchResults own) {
        if (own != null && own.rates().stream().anyMatch(r -> r.ofWorkload(Workload.SERVICE))) {
            return own.rates();
        }
        return shipped();
    }

    private static synchronized List<RateRecord> shipped() {
        if (runs == null) {
            try (InputStream in = VolumeReference.class.getResourceAsStream(RESOURCE)) {
                runs = in == null ? List.of() : ResultsFile.parse(in, "the volume reference results").rates();
            } catch (IOException | ResultsException e) {
                throw new IllegalStateException("cannot read the volume reference results shipped with logtune: " + e.getMessage(), e);
            }
        }
        return runs;
    }
}
