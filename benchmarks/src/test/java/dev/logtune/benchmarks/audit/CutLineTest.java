package dev.logtune.benchmarks.audit;

import dev.logtune.benchmarks.undertest.LoggingUnderTest;
import dev.logtune.benchmarks.workload.OrderWorkload;
import dev.logtune.configs.matrix.Matrix;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.BufferedReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Real lines, written by the frameworks with the matrix's layouts, cut at every byte: as a crash leaves a file (it
 * ends there) and as a torn write does (another whole line follows the cut). An event counts only once its message is
 * whole and its line has ended; where the bytes arrive in chunks never matters.
 */
class CutLineTest {
    // Thread 3's payload holds a '/', which Logback's JSON encoder writes as "\/"; its sequence is past 2^31.
    private static final long ROUTED = OrderWorkload.orderId(3, (1L << 33) + 5);
    private static final long REJECTED = OrderWorkload.orderId(1, 2);
    private static final long FOLLOWING = OrderWorkload.orderId(0, 1);

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"logback-file", "log4j2-file", "logback-file-buffered-json", "logback-file-buffered-logstash",
            "log4j2-raf-buffered-json"})
    void aCutEventNeverCountsAndWholeOnesAlwaysDo(String setup) throws Exception {
        Output output = realOutput(setup);
        byte[] cut = output.cutText().getBytes(StandardCharsets.US_ASCII);
        byte[] following = output.following().getBytes(StandardCharsets.US_ASCII);
        int routedLineEnd = output.cutText().indexOf('\n', output.cutText().indexOf(marker(ROUTED)));
        int rejectedLineEnd = output.json() ? Integer.MAX_VALUE
                : output.cutText().indexOf('\n', output.cutText().indexOf(marker(REJECTED)));

        // Checked at every position, reported together: a handful of assertions each would be most of the test's time.
        List<String> wrong = new ArrayList<>();
        for (int at = 0; at <= cut.length; at++) {
            boolean routedWhole = routedLineEnd < at;
            boolean rejectedWhole = rejectedLineEnd < at;
            long whole = (routedWhole ? 1 : 0) + (rejectedWhole ? 1 : 0);

            EventIdCounter ended = new EventIdCounter();
            ended.accept(cut, 0, at);
            ended.endOfFile();
            check(wrong, "file ends at " + at, ended, markers(cut, at, null), routedWhole, rejectedWhole, whole);

            EventIdCounter torn = new EventIdCounter();
            torn.accept(cut, 0, at);
            torn.accept(following, 0, following.length);
            torn.endOfFile();
            check(wrong, "torn at " + at, torn, markers(cut, at, following), routedWhole, rejectedWhole, whole + 1);
            if (!torn.contains(FOLLOWING)) {
                wrong.add("torn at " + at + ": the whole line after the cut was not counted");
            }
        }
        assertThat(wrong).as(setup).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"logback-file", "log4j2-file", "logback-file-buffered-json", "log4j2-raf-buffered-json"})
    void chunkBoundariesAnywhereGiveTheSameCount(String setup) throws Exception {
        Output output = realOutput(setup);
        byte[] lines = (output.cutText() + output.following()).getBytes(StandardCharsets.US_ASCII);
        long inLines = output.json() ? 2 : 3;
        List<String> wrong = new ArrayList<>();
        for (int split = 0; split <= lines.length; split++) {
            long[] counts = count(lines, split, lines.length - split);
            if (counts[0] != inLines || counts[1] != inLines) {
                wrong.add("split at " + split + ": " + counts[0] + " ids, " + counts[1] + " markers");
            }
        }
        // The whole file, the rejection's stack trace included: byte by byte, and in random chunks.
        byte[] file = output.file();
        assertThat(count(file, 1)).as("byte by byte").containsExactly(3, 3);
        Random random = new Random(11);
        for (int round = 0; round < 100; round++) {
            int[] sizes = random.ints(file.length, 1, 2 + random.nextInt(4096)).toArray();
            long[] counts = count(file, sizes);
            if (counts[0] != 3 || counts[1] != 3) {
                wrong.add("random chunks, round " + round + ": " + counts[0] + " ids, " + counts[1] + " markers");
            }
        }
        assertThat(wrong).as(setup).isEmpty();
    }

    /**
     * The setup's file after a routed order, a rejection and another routed order, and the lines to cut: the first
     * routed line and, where the layout puts it on a line of its own, the rejection's message line. (A JSON rejection
     * is one line holding its whole stack trace, tens of KB under JUnit's stack: cutting it everywhere costs seconds
     * and shows nothing the routed line does not.)
     */
    private record Output(byte[] file, String cutText, String following, boolean json) {
    }

    private Output realOutput(String setup) throws Exception {
        LoggingUnderTest logging = LoggingUnderTest.start(Matrix.require(setup), dir.resolve(setup),
                LoggingUnderTest.Options.inProcess());
        logging.emitter().routed(ROUTED, OrderWorkload.threadOf(ROUTED));
        logging.emitter().rejected(REJECTED, OrderWorkload.threadOf(REJECTED));
        logging.emitter().routed(FOLLOWING, OrderWorkload.threadOf(FOLLOWING));
        logging.drainAndStop(Duration.ofSeconds(10));
        byte[] file = Files.readAllBytes(logging.logs().resolve("app.log"));
        String text = new String(file, StandardCharsets.US_ASCII);
        assertThat(text).as("one file, ending with a line end").endsWith("\n");
        assertThat(plainLineCount(text)).as("whole event lines, counted with a reader").isEqualTo(3);
        boolean json = text.startsWith("{");
        String cutText = lineOf(text, ROUTED) + (json ? "" : lineOf(text, REJECTED));
        return new Output(file, cutText, lineOf(text, FOLLOWING), json);
    }

    private static String marker(long orderId) {
        return OrderWorkload.MARKER + orderId + " ";
    }

    private static String lineOf(String text, long orderId) {
        int marker = text.indexOf(marker(orderId));
        assertThat(marker).as("event %d in the output", orderId).isNotNegative();
        return text.substring(text.lastIndexOf('\n', marker) + 1, text.indexOf('\n', marker) + 1);
    }

    private static void check(List<String> wrong, String where, EventIdCounter ids, long markers, boolean routedWhole,
                              boolean rejectedWhole, long expected) {
        if (ids.contains(ROUTED) != routedWhole || ids.contains(REJECTED) != rejectedWhole || ids.distinct() != expected
                || markers != expected) {
            wrong.add(String.format("%s: routed %s (whole: %s), rejected %s (whole: %s), %d ids and %d markers, expected %d",
                    where, ids.contains(ROUTED), routedWhole, ids.contains(REJECTED), rejectedWhole, ids.distinct(), markers,
                    expected));
        }
    }

    private static long markers(byte[] cut, int at, byte[] following) {
        MarkerCounter counter = new MarkerCounter();
        counter.accept(cut, 0, at);
        if (following != null) {
            counter.accept(following, 0, following.length);
        }
        counter.endOfFile();
        return counter.count();
    }

    /** Distinct ids and markers, the bytes fed in chunks of the given sizes (the last size repeating). */
    private static long[] count(byte[] bytes, int... sizes) {
        EventIdCounter ids = new EventIdCounter();
        MarkerCounter markers = new MarkerCounter();
        int at = 0;
        for (int chunk = 0; at < bytes.length; chunk++) {
            int size = Math.min(sizes[Math.min(chunk, sizes.length - 1)], bytes.length - at);
            ids.accept(bytes, at, size);
            markers.accept(bytes, at, size);
            at += size;
        }
        ids.endOfFile();
        markers.endOfFile();
        return new long[] {ids.distinct(), markers.count()};
    }

    // Independent of the scanner: lines read with a reader that hold a message in full (with '/' as JSON may escape it).
    private static long plainLineCount(String text) throws Exception {
        long lines = 0;
        try (BufferedReader reader = new BufferedReader(new StringReader(text))) {
            String line;
            while ((line = reader.readLine()) != null) {
                String unescaped = line.replace("\\/", "/");
                if (unescaped.contains(OrderWorkload.routedMessage(ROUTED, OrderWorkload.threadOf(ROUTED)))
                        || unescaped.contains(OrderWorkload.rejectedPrefix(REJECTED))
                        || unescaped.contains(OrderWorkload.routedMessage(FOLLOWING, OrderWorkload.threadOf(FOLLOWING)))) {
                    lines++;
                }
            }
        }
        return lines;
    }
}
