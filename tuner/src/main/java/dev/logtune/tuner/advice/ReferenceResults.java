package dev.logtune.tuner.advice;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.lab.results.ResultsFile.ResultsException;

import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

/** The reference results shipped inside the tuner, read once a run: the answer, its disk-full facts and its line sizes quote them. */
final class ReferenceResults {
    private static BenchResults results;
    private static ResultsException failure;

    private ReferenceResults() {
    }

    static synchronized BenchResults get() throws ResultsException {
        if (results == null && failure == null) {
            try (InputStream in = ReferenceResults.class.getResourceAsStream(DataSource.REFERENCE_RESOURCE)) {
                if (in == null) {
                    failure = new ResultsException("this build has no reference results; measure with `tuner bench --profile full`"
                            + " or give --results FILE");
                } else {
                    results = ResultsFile.parse(in, "reference results");
                }
            } catch (IOException e) {
                failure = new ResultsException("cannot read the reference results: " + e.getMessage());
            } catch (ResultsException e) {
                failure = e;
            }
        }
        if (failure != null) {
            throw failure;
        }
        return results;
    }

    /** The reference, or none where this build cannot read it: for facts an answer adds where it can. */
    static Optional<BenchResults> ifAny() {
        try {
            return Optional.of(get());
        } catch (ResultsException e) {
            return Optional.empty();
        }
    }
}
