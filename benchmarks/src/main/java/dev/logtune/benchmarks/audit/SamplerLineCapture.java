package dev.logtune.benchmarks.audit;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps the lines of log output that hold a logtune-sampler summary, as bytes stream past: from the byte before the
 * summary's first words (a JSON string's opening quote tells a JSON line from a pattern one) to the end of the line.
 * A summary carries no event marker, so it is never an event; what it counts is read from these lines.
 */
final class SamplerLineCapture {
    static final String PREFIX = "logtune-sampler dropped ";
    private static final byte[] WORDS = PREFIX.getBytes(StandardCharsets.US_ASCII);
    /** A summary names at most ten sites; a line this long is something else. */
    private static final int MAX_LINE = 1 << 20;

    private final List<String> lines = new ArrayList<>();
    private ByteArrayOutputStream capture;
    private int matched;
    private byte beforeMatch = '\n';
    private byte last = '\n';

    void accept(byte[] bytes, int offset, int length) {
        int end = offset + length;
        byte first = WORDS[0];
        for (int i = offset; i < end; i++) {
            byte b = bytes[i];
            if (capture != null) {
                if (b == '\n') {
                    finish();
                } else if (capture.size() < MAX_LINE) {
                    capture.write(b);
                }
                continue;
            }
            if (matched == 0 && b != first) {
                continue;
            }
            if (b == WORDS[matched]) {
                if (matched == 0) {
                    beforeMatch = i > offset ? bytes[i - 1] : last;
                }
                if (++matched == WORDS.length) {
                    matched = 0;
                    capture = new ByteArrayOutputStream(512);
                    capture.write(beforeMatch);
                    capture.writeBytes(WORDS);
                }
            } else if (b == first) {
                matched = 1;
                beforeMatch = i > offset ? bytes[i - 1] : last;
            } else {
                matched = 0;
            }
        }
        if (length > 0) {
            last = bytes[end - 1];
        }
    }

    /** The file ended: a summary under way ends with it (if it was cut, it will not parse, and says so). */
    void endOfFile() {
        if (capture != null) {
            finish();
        }
        matched = 0;
        last = '\n';
    }

    /** Each captured line: the byte before the summary, the summary, and the rest of its line. */
    List<String> lines() {
        return List.copyOf(lines);
    }

    private void finish() {
        lines.add(capture.toString(StandardCharsets.UTF_8));
        capture = null;
    }
}
