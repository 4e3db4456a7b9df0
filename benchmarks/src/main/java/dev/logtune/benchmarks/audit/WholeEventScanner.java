package dev.logtune.benchmarks.audit;

import dev.logtune.benchmarks.workload.OrderWorkload;

import java.nio.charset.StandardCharsets;
import java.util.function.LongConsumer;

/**
 * Finds the workload's events in log output, byte by byte, and reports only whole ones. An event is whole when,
 * after {@code ORD-} and its id, the rest of its message is exactly what the id implies (a routed order: all of
 * {@link OrderWorkload#routedMessage}; a rejection: its fixed text up to the exception's message) and its line then
 * ends before the file does or another event begins. A line cut by a crash, or torn by a second writer, is not an
 * event that was written, even if its id made it to disk.
 * <p>
 * The expected text is built per id into reused buffers and compared as bytes stream past, so gigabytes scan without a
 * String per line. State survives the chunks {@link #accept} is fed in; {@link #endOfFile} drops a partial event.
 */
final class WholeEventScanner {
    private static final byte[] MARKER = OrderWorkload.MARKER.getBytes(StandardCharsets.US_ASCII);
    private static final int SEEK = 0;
    private static final int DIGITS = 1;
    private static final int TAIL = 2;

    private final LongConsumer onWholeEvent;
    private final byte[] routed = new byte[OrderWorkload.MAX_TAIL_BYTES];
    private final byte[] rejected = new byte[OrderWorkload.MAX_TAIL_BYTES];
    private int routedLength;
    private int rejectedLength;

    private int state = SEEK;
    /** Marker bytes matched so far. */
    private int matched;
    private long id;
    private int digits;
    /** Bytes of the tail matched so far, and which shapes still fit them. */
    private int at;
    private boolean routedFits;
    private boolean rejectedFits;
    /** A backslash was read where a '/' is due: JSON encoders may write '/' as "\/" (Logback's does). */
    private boolean escaped;
    /** A message matched whole; it counts once its line ends. */
    private boolean pending;
    private long pendingId;

    /** @param onWholeEvent called with the order id of each whole event */
    WholeEventScanner(LongConsumer onWholeEvent) {
        this.onWholeEvent = onWholeEvent;
    }

    void accept(byte[] bytes, int offset, int length) {
        int end = offset + length;
        int i = offset;
        // Each state runs over as many bytes as it can; a byte that breaks an id or a tail is given back to SEEK,
        // since it may start the next marker.
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

    /** The file ended: whatever was under way was cut, and the next file starts clean. */
    void endOfFile() {
        state = SEEK;
        matched = 0;
        pending = false;
        escaped = false;
    }

    private int seek(byte[] bytes, int i, int end) {
        byte first = MARKER[0];
        int m = matched;
        while (i < end) {
            byte b = bytes[i++];
            if (m == 0 && b != first && b != '\n') {
                continue; // most bytes: cheap
            }
            if (b == '\n' && pending) {
                pending = false;
                onWholeEvent.accept(pendingId);
            }
            if (b == MARKER[m]) {
                if (++m == MARKER.length) {
                    matched = 0;
                    // A new event before the last one's line ended: that line was torn.
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

    /** Reads the id's digits; at the first byte after them, sets up the tail that id implies. */
    private int digits(byte[] bytes, int i, int end) {
        while (i < end) {
            byte b = bytes[i];
            if (b >= '0' && b <= '9') {
                int value = b - '0';
                // A leading zero or a number past a long is nothing the workload wrote.
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
            routedLength = OrderWorkload.writeRoutedTail(id, OrderWorkload.threadOf(id), routed);
            rejectedLength = OrderWorkload.writeRejectedTail(id, rejected);
            at = 0;
            routedFits = true;
            rejectedFits = true;
            escaped = false;
            state = TAIL;
            return i;
        }
        return i;
    }

    /** Matches the tail; a byte that fits neither shape goes back to SEEK unread. */
    private int tail(byte[] bytes, int i, int end) {
        while (i < end) {
            if (routedFits && rejectedFits || escaped) {
                if (!step(bytes[i])) {
                    return i;
                }
                i++;
                if (state != TAIL) {
                    return i;
                }
                continue;
            }
            // One shape left: compare a run of bytes in a tight loop.
            byte[] expected = routedFits ? routed : rejected;
            int length = routedFits ? routedLength : rejectedLength;
            int a = at;
            while (i < end && bytes[i] == expected[a]) {
                i++;
                if (++a == length) {
                    break;
                }
            }
            at = a;
            if (a == length) {
                complete();
                return i;
            }
            if (i < end && !step(bytes[i])) {
                return i;
            }
            if (i < end) {
                i++;
            }
        }
        return i;
    }

    /** Matches one byte of the tail against every shape that still fits; false when none does. */
    private boolean step(byte b) {
        if (b == '\\' && !escaped && ((routedFits && routed[at] == '/') || (rejectedFits && rejected[at] == '/'))) {
            escaped = true;
            return true;
        }
        boolean afterEscape = escaped;
        escaped = false;
        if (afterEscape && b != '/') {
            state = SEEK;
            return false;
        }
        routedFits = routedFits && routed[at] == b;
        rejectedFits = rejectedFits && rejected[at] == b;
        at++;
        if ((routedFits && at == routedLength) || (rejectedFits && at == rejectedLength)) {
            complete();
            return true;
        }
        if (!routedFits && !rejectedFits) {
            state = SEEK;
            return false;
        }
        return true;
    }

    private void complete() {
        pending = true;
        pendingId = id;
        state = SEEK;
    }
}
