package dev.logtune.lab.reading;

import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.SetupSpec;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What the service workload's lines weigh in each framework's standard file layout, and how well they compress, as the
 * benchmarks' {@code ServiceLineSizes} measured them: the rows of {@value #FILE}, a resource beside this class.
 */
public final class ServiceLineReference {
    /** The measured figures: the rows {@code ServiceLineSizes --tsv} prints. */
    static final String FILE = "service-lines.tsv";

    private ServiceLineReference() {
    }

    /**
     * The service workload's lines in a framework's standard file layout, as measured.
     *
     * @param setup        the setup measured: the framework's plain file setup in that line format
     * @param bytes        mean bytes an event written (its stack trace included)
     * @param bytesPerCall bytes per call made, disabled DEBUG and TRACE included: times a rate of calls, bytes a second
     * @param gzipRatio    the raw file's bytes over the same file gzipped at java.util.zip's default level
     */
    public record Measured(String setup, double bytes, double bytesPerCall, double gzipRatio) {
    }

    /** The measured lines of {@code framework}'s standard file layout in {@code format}; empty where none was measured. */
    public static Optional<Measured> of(Framework framework, LineFormat format) {
        SetupSpec standard = Matrix.defaults(framework, Destination.FILE, format, true);
        return Optional.ofNullable(Table.ROWS.get(standard.id()));
    }

    /** Read once, on first use. */
    private static final class Table {
        static final Map<String, Measured> ROWS = read();

        private static Map<String, Measured> read() {
            Map<String, Measured> rows = new TreeMap<>();
            try (InputStream in = ServiceLineReference.class.getResourceAsStream(FILE)) {
                if (in == null) {
                    return rows;
                }
                for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                    if (line.isBlank() || line.startsWith("#") || line.startsWith("setup\t")) {
                        continue;
                    }
                    String[] cells = line.strip().split("\t");
                    rows.put(cells[0], new Measured(cells[0], Double.parseDouble(cells[1]), Double.parseDouble(cells[2]),
                            Double.parseDouble(cells[3])));
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + FILE, e);
            }
            return rows;
        }
    }
}
