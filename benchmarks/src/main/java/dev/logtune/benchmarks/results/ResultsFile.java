package dev.logtune.benchmarks.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;

/** Reads and writes results files, with one-line errors a person can act on. */
public final class ResultsFile {
    public static final String NAME = "results.json";
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private ResultsFile() {
    }

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
        writeAtomically(file, JSON.writeValueAsString(results));
    }

    public static void writeAtomically(Path file, String content) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        if (Files.isDirectory(file)) {
            throw new FileSystemException(file.toString(), null, "is a directory; name the file to write");
        }
        Files.createDirectories(dir);
        Path temp;
        try {
            temp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
        } catch (FileSystemException e) {
            // the JDK names the temporary file, which the user never asked for: name the directory instead
            String why = e instanceof AccessDeniedException ? "permission denied"
                    : e.getReason() == null ? e.getClass().getSimpleName() : e.getReason();
            throw new FileSystemException(dir.toString(), null, "cannot write in this directory (" + why + ")");
        }
        try {
            Files.writeString(temp, content, StandardCharsets.UTF_8);
            // createTempFile makes it owner-only; what is written here is for people and services to read.
            if (Files.getFileStore(temp).supportsFileAttributeView("posix")) {
                Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rw-r--r--"));
            }
            try {
                Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** A results file that cannot be used; the message says which file and why, on one line. */
    public static final class ResultsException extends Exception {
        public ResultsException(String message) {
            super(message);
        }
    }
}
