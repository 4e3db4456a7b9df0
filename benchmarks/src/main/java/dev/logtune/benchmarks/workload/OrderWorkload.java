package dev.logtune.benchmarks.workload;

import java.nio.charset.StandardCharsets;

/**
 * The events every benchmark writes: an order-router line (INFO, four parameters, about 240 bytes once the
 * standard pattern adds timestamp, thread, level and logger) and a rejection logged with a stack trace (ERROR).
 * Every event's message starts with {@link #MARKER}, which is how the loss audit finds events in the output; the
 * rest of the message follows from the order id, so the audit can tell a whole event from a cut one.
 * Order ids carry the thread in their top bits: {@code (thread << 40) + sequence}.
 */
public final class OrderWorkload {
    public static final String LOGGER_NAME = "orders.OrderRouter";
    public static final String MARKER = "ORD-";
    public static final String ROUTED = "ORD-{} routed to {} in {} us: {}";
    public static final String REJECTED = "ORD-{} rejected by {}: {}";
    /** The service's name, where a layout prints one (Spring Boot's ECS: service.name, from spring.application.name). */
    public static final String SERVICE_NAME = "order-router";
    public static final String SPRING_APPLICATION_NAME = "spring.application.name";
    /** MDC / ThreadContext key the sifting setups split files by. */
    public static final String TENANT_KEY = "tenant";
    /** Bytes of one routed line with the standard pattern, about: what rates become in bytes, buffers in time. */
    public static final double LINE_BYTES = 240;
    /** Order ids are {@code (thread << THREAD_SHIFT) + sequence}. */
    public static final int THREAD_SHIFT = 40;

    private static final String[] GATEWAYS = {"NSE-EQ-1", "NSE-FO-2", "BSE-EQ-1"};
    private static final String[] PAYLOADS = {
            "side=BUY qty=100 px=2451.35 sym=RELIANCE acct=ZX10432 tif=DAY algo=twap slice=3/12 client=9f3a2c1e venue=NSE",
            "side=SELL qty=25 px=1619.80 sym=HDFCBANK acct=ZX20981 tif=IOC algo=none slice=1/1 client=4b7e90d2 venue=NSE",
            "side=BUY qty=300 px=418.15 sym=ITC acct=ZX33107 tif=DAY algo=vwap slice=7/20 client=c21f8a6b venue=BSE-EQ",
            "side=SELL qty=50 px=3877.00 sym=TCS acct=ZX48810 tif=GTT algo=pov slice=2/9 client=7d0e5b33 venue=NSE-EQ"
    };
    private static final RuntimeException REJECTION = OrderRejection.capturedAtDepth(24);

    // The message's pieces as bytes, so the audit can build what it expects after each id without allocating.
    private static final byte[][] GATEWAY_BYTES = ascii(GATEWAYS);
    private static final byte[][] PAYLOAD_BYTES = ascii(PAYLOADS);
    private static final byte[] ROUTED_TO = ascii(" routed to ");
    private static final byte[] IN = ascii(" in ");
    private static final byte[] MICROS = ascii(" us: ");
    private static final byte[] REJECTED_BY = ascii(" rejected by ");
    private static final byte[] REASON_FOLLOWS = ascii(": ");
    /** Room for what {@link #writeRoutedTail} or {@link #writeRejectedTail} writes; 20 bytes hold any long. */
    public static final int MAX_TAIL_BYTES = ROUTED_TO.length + longest(GATEWAY_BYTES) + IN.length + 20 + MICROS.length
            + longest(PAYLOAD_BYTES);

    private OrderWorkload() {
    }

    public static String gateway(long orderId) {
        return GATEWAYS[(int) (orderId % GATEWAYS.length)];
    }

    /** A latency in microseconds that varies with the order so lines differ the way real ones do. */
    public static long latencyMicros(long orderId) {
        return 180 + (orderId * 7919) % 820;
    }

    public static String payload(int thread) {
        return PAYLOADS[thread % PAYLOADS.length];
    }

    /** The thread an order id belongs to. */
    public static int threadOf(long orderId) {
        return (int) (orderId >>> THREAD_SHIFT);
    }

    /** The {@code sequence}-th order of {@code thread}. */
    public static long orderId(int thread, long sequence) {
        return ((long) thread << THREAD_SHIFT) + sequence;
    }

    public static String tenant(int thread, int tenants) {
        return "tenant" + (thread % tenants);
    }

    public static RuntimeException rejection() {
        return REJECTION;
    }

    /** The message {@link #ROUTED} formats to, for checking lines that were read back. */
    public static String routedMessage(long orderId, int thread) {
        return MARKER + orderId + " routed to " + gateway(orderId) + " in " + latencyMicros(orderId) + " us: " + payload(thread);
    }

    /**
     * The fixed start of the message {@link #REJECTED} formats to: everything before the exception's message, which
     * the emitter supplies.
     */
    public static String rejectedPrefix(long orderId) {
        return MARKER + orderId + " rejected by " + gateway(orderId) + ": ";
    }

    /**
     * Writes what follows {@code MARKER + orderId} in {@link #routedMessage} into {@code into} from index 0 and returns
     * its length. The same text, built byte by byte: the audit checks every event it reads against it.
     */
    public static int writeRoutedTail(long orderId, int thread, byte[] into) {
        int at = put(ROUTED_TO, into, 0);
        at = put(GATEWAY_BYTES[(int) (orderId % GATEWAYS.length)], into, at);
        at = put(IN, into, at);
        at = ServiceArg.putDecimal(latencyMicros(orderId), into, at);
        at = put(MICROS, into, at);
        return put(PAYLOAD_BYTES[thread % PAYLOADS.length], into, at);
    }

    /** Writes what follows {@code MARKER + orderId} in {@link #rejectedPrefix} into {@code into}; returns its length. */
    public static int writeRejectedTail(long orderId, byte[] into) {
        int at = put(REJECTED_BY, into, 0);
        at = put(GATEWAY_BYTES[(int) (orderId % GATEWAYS.length)], into, at);
        return put(REASON_FOLLOWS, into, at);
    }

    private static int put(byte[] piece, byte[] into, int at) {
        System.arraycopy(piece, 0, into, at, piece.length);
        return at + piece.length;
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    private static byte[][] ascii(String[] texts) {
        byte[][] bytes = new byte[texts.length][];
        for (int i = 0; i < texts.length; i++) {
            bytes[i] = ascii(texts[i]);
        }
        return bytes;
    }

    private static int longest(byte[][] pieces) {
        int longest = 0;
        for (byte[] piece : pieces) {
            longest = Math.max(longest, piece.length);
        }
        return longest;
    }
}
