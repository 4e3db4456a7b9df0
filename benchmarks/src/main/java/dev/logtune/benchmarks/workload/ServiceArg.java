package dev.logtune.benchmarks.workload;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * One argument of a service call site, drawn from the event's own random number: the emitter passes it to the framework
 * as an object, the audit writes the same text as bytes without making one. Numbers print as {@code Long.toString}
 * does, which is what SLF4J's and Log4j2's {@code {}} make of a Long; a pick is one of a fixed set of strings.
 */
abstract sealed class ServiceArg permits ServiceArg.Num, ServiceArg.Pick {
    /** Digits of any long, with its sign. */
    static final int MAX_NUMBER_BYTES = 20;

    /** The argument of the event whose random number is {@code random}, as the framework gets it. */
    abstract Object value(long random);

    /** Its text as bytes into {@code into} at {@code at}; returns the index after it. */
    abstract int write(long random, byte[] into, int at);

    /** The most bytes {@link #write} writes. */
    abstract int maxBytes();

    /** A whole number from {@code low} to {@code high}, both included. */
    static Num num(long low, long high) {
        return new Num(low, high);
    }

    /** One of {@code values}, each as likely (repeat a value to make it likelier). */
    static Pick pick(String... values) {
        return new Pick(values);
    }

    /** Two digits, 00 to 99: cents, the fraction of a price. */
    static Pick twoDigits() {
        String[] values = new String[100];
        for (int i = 0; i < 100; i++) {
            values[i] = String.format(Locale.ROOT, "%02d", i);
        }
        return new Pick(values);
    }

    /** {@code count} hex strings of {@code digits} digits: channel and connection ids. */
    static Pick hex(int count, int digits) {
        String[] values = new String[count];
        long x = 0x2545F4914F6CDD1DL;
        for (int i = 0; i < count; i++) {
            x = ServiceWorkload.mix(x + i);
            values[i] = String.format(Locale.ROOT, "%016x", x).substring(16 - digits);
        }
        return new Pick(values);
    }

    static final class Num extends ServiceArg {
        private final long low;
        private final long span;

        private Num(long low, long high) {
            if (high < low) {
                throw new IllegalArgumentException("an empty range " + low + ".." + high);
            }
            this.low = low;
            this.span = high - low + 1;
        }

        long number(long random) {
            return low + Long.remainderUnsigned(random, span);
        }

        @Override
        Object value(long random) {
            return number(random);
        }

        @Override
        int write(long random, byte[] into, int at) {
            return putDecimal(number(random), into, at);
        }

        @Override
        int maxBytes() {
            return MAX_NUMBER_BYTES;
        }
    }

    static final class Pick extends ServiceArg {
        private final String[] values;
        private final byte[][] bytes;
        private final int longest;

        private Pick(String[] values) {
            if (values.length == 0) {
                throw new IllegalArgumentException("a pick needs values");
            }
            this.values = values.clone();
            this.bytes = new byte[values.length][];
            int most = 0;
            for (int i = 0; i < values.length; i++) {
                if (!values[i].matches("[\\x20-\\x7e]*") || values[i].contains("\"") || values[i].contains("\\")
                        || values[i].contains("{}")) {
                    throw new IllegalArgumentException("a value must be printable ASCII that no layout escapes"
                            + " and no formatter reads as a placeholder: " + values[i]);
                }
                bytes[i] = values[i].getBytes(StandardCharsets.US_ASCII);
                most = Math.max(most, bytes[i].length);
            }
            this.longest = most;
        }

        private int index(long random) {
            return (int) Long.remainderUnsigned(random, values.length);
        }

        @Override
        Object value(long random) {
            return values[index(random)];
        }

        @Override
        int write(long random, byte[] into, int at) {
            byte[] piece = bytes[index(random)];
            System.arraycopy(piece, 0, into, at, piece.length);
            return at + piece.length;
        }

        @Override
        int maxBytes() {
            return longest;
        }
    }

    /** Long.toString's digits without the String. */
    static int putDecimal(long value, byte[] into, int at) {
        if (value == Long.MIN_VALUE) {
            byte[] min = Long.toString(value).getBytes(StandardCharsets.US_ASCII);
            System.arraycopy(min, 0, into, at, min.length);
            return at + min.length;
        }
        if (value < 0) {
            into[at++] = '-';
            value = -value;
        }
        int digits = 1;
        for (long rest = value / 10; rest > 0; rest /= 10) {
            digits++;
        }
        for (int i = at + digits - 1; i >= at; i--) {
            into[i] = (byte) ('0' + value % 10);
            value /= 10;
        }
        return at + digits;
    }
}
