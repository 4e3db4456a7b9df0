package dev.logtune.lab.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.logtune.support.files.AtomicFiles;
import dev.logtune.support.files.FileProblem;
import dev.logtune.support.input.InputProblem;
import dev.logtune.support.json.Json;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads and writes results files, with one-line errors a person can act on. */
public final class ResultsFile {
    public static final String NAME = "results.json";
    private static final ObjectMapper JSON = Json.mapper();

    private ResultsFile() {
    }

    /** The mapper results are read with: {@link Json#mapper()}, kept here for the readers that name it. */
    public static ObjectMapper mapper() {
        return JSON;
    }

    public static BenchResults read(Path file) throws ResultsException {
        // a missing file keeps its own wording below; a directory or an unreadable file is named as such
        String problem = Files.exists(file) ? FileProblem.ofInput(file, "results file") : null;
        if (problem != null) {
            throw new ResultsException(problem);
        }
        try (InputStream in = Files.newInputStream(file)) {
            return parse(in, file.toString());
        } catch (NoSuchFileException e) {
            throw new ResultsException("results file " + file + " does not exist");
        } catch (IOException e) {
            throw new ResultsException("cannot read results file " + file + ": " + FileProblem.of(e));
        }
    }

    public static BenchResults parse(InputStream in, String source) throws ResultsException {
        BenchResults results;
        try {
            results = JSON.readValue(in, BenchResults.class);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ")";
            throw new ResultsException("results file " + source + " is not valid results JSON" + where + ": "
                    + e.getOriginalMessage());
        } catch (IOException e) {
            throw new ResultsException("cannot read results file " + source + ": " + e.getMessage());
        }
        if (results == null || !BenchResults.FORMAT.equals(results.format())) {
            throw new ResultsException("results file " + source + " is not a logtune results file (expected \"format\": \""
                    + BenchResults.FORMAT + "\")");
        }
        if (results.machine() == null) {
            throw new ResultsException("results file " + source + " has no \"machine\" section");
        }
        if (results.jmh() == null || !results.jmh().isArray()) {
            throw new ResultsException("results file " + source + " has no \"jmh\" array");
        }
        return results;
    }

    /** Writes through a temporary file and a rename, so a reader never sees half a file. */
    public static void write(BenchResults results, Path file) throws IOException {
        AtomicFiles.write(file, JSON.writeValueAsString(results));
    }

    /** A results file that cannot be used; the message says which file and why, on one line. */
    public static final class ResultsException extends Exception implements InputProblem {
        public ResultsException(String message) {
            super(message);
        }
    }
}
