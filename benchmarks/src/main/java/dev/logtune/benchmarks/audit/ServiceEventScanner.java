package dev.logtune.benchmarks.audit;

import dev.logtune.benchmarks.workload.ServiceWorkload;

import java.nio.charset.StandardCharsets;
import java.util.function.LongConsumer;

/**
 * Finds the service workload's events in log output, byte by byte, and reports only whole ones, as
 * {@link WholeEventScanner} does for the order workload: after {@code SVC-} and its id, the rest of the message must be
 * exactly what the id implies ({@link ServiceWorkload#writeTail}: the site's template with the id's arguments), and its
 * line must then end before the file does or another event begins. Lines without the marker, the sampler's summaries
 * among them, are no events. A JSON encoder's {@code \/} for {@code /} is read as the {@code /} it stands for.
 */
final class ServiceEventScanner {
    private static final byte[] MARKER = ServiceWorkload.MARKER.getBytes(StandardCharsets.US_ASCII);
    private static final int SEEK = 0;
    private static final int DIGITS = 1;
    private static final int TAIL = 2;

    private final LongConsumer onWholeEvent;
    private final byte[] expected = new byte[ServiceWorkload.MAX_TAIL_BYTES];
    private int length;

    private int state = SEEK;
    private int matched;
    private long id;
    private int digits;
    private int at;
    private boolean escaped;
    private boolean pending;
    private long pendingId;
    /** A message just matched: the byte after it must end it (a line end, or a JSON string's closing quote). */
    private boolean checkNext;

    /** @param onWholeEvent called with the id of each whole event */
    ServiceEventScanner(LongConsumer onWholeEvent) {
        this.onWholeEvent = onWholeEvent;
    }

    void accept(byte[] bytes, int offset, int length) {
        int end = offset + length;
        int i = offset;
        while (i < end) {
            if (state == SEEK) {
                i = seek(bytes, i, end);
            } else if (state == DIGITS) {
                i = digits(bytes, i, end);
            } else {
                i = tail(bytes, i, end);
            }
        }
    }

    void endOfFile() {
        state = SEEK;
        matched = 0;
        pending = false;
        escaped = false;
        checkNext = false;
    }

    private int seek(byte[] bytes, int i, int end) {
        if (checkNext && i < end) {
            checkNext = false;
            byte next = bytes[i];
            // "remaining=12" matched in "remaining=123" is not the event the id implies
            if (next != '\n' && next != '\r' && next != '"') {
                pending = false;
            }
        }
        byte first = MARKER[0];
        int m = matched;
        while (i < end) {
            byte b = bytes[i++];
            if (m == 0 && b != first && b != '\n') {
                continue;
            }
            if (b == '\n' && pending) {
                pending = false;
                onWholeEvent.accept(pendingId);
            }
            if (b == MARKER[m]) {
                if (++m == MARKER.length) {
                    matched = 0;
                    pending = false;
                    state = DIGITS;
                    id = 0;
                    digits = 0;
                    return i;
                }
            } else {
                // The marker's first byte does not recur in it, so a mismatch restarts at 0 or 1.
                m = b == first ? 1 : 0;
            }
        }
        matched = m;
        return i;
    }

    private int digits(byte[] bytes, int i, int end) {
        while (i < end) {
            byte b = bytes[i];
            if (b >= '0' && b <= '9') {
                int value = b - '0';
                if ((digits == 1 && id == 0) || id > (Long.MAX_VALUE - value) / 10) {
                    state = SEEK;
                    return i;
                }
                id = id * 10 + value;
                digits++;
                i++;
                continue;
            }
            if (digits == 0) {
                state = SEEK;
                return i;
            }
            length = ServiceWorkload.writeTail(id, expected);
            at = 0;
            escaped = false;
            state = TAIL;
            if (length == 0) {
                complete();
            }
            return i;
        }
        return i;
    }

    private int tail(byte[] bytes, int i, int end) {
        while (i < end) {
            byte b = bytes[i];
            if (escaped) {
                escaped = false;
                if (b != '/') {
                    state = SEEK;
                    return i;
                }
            } else if (b == '\\' && expected[at] == '/') {
                escaped = true;
                i++;
                continue;
            }
            if (b != expected[at]) {
                state = SEEK;
                return i;
            }
            i++;
            if (++at == length) {
                complete();
                return i;
            }
        }
        return i;
    }

    private void complete() {
        pending = true;
        pendingId = id;
        checkNext = true;
        state = SEEK;
    }
}
