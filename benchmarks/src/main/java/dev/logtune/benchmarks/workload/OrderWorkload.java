package dev.logtune.benchmarks.workload;

/**
 * The events every benchmark writes: an order-router line (INFO, four parameters, about 240 bytes once the
 * standard pattern adds timestamp, thread, level and logger) and a rejection logged with a stack trace (ERROR).
 * Every event's message starts with {@link #MARKER}, which is how the loss audit counts events in the output.
 */
public final class OrderWorkload {
    public static final String LOGGER_NAME = "orders.OrderRouter";
    public static final String MARKER = "ORD-";
    public static final String ROUTED = "ORD-{} routed to {} in {} us: {}";
    public static final String REJECTED = "ORD-{} rejected by {}: {}";
    /** MDC / ThreadContext key the sifting setups split files by. */
    public static final String TENANT_KEY = "tenant";

    private static final String[] GATEWAYS = {"NSE-EQ-1", "NSE-FO-2", "BSE-EQ-1"};
    private static final String[] PAYLOADS = {
            "side=BUY qty=100 px=2451.35 sym=RELIANCE acct=ZX10432 tif=DAY algo=twap slice=3/12 client=9f3a2c1e venue=NSE",
            "side=SELL qty=25 px=1619.80 sym=HDFCBANK acct=ZX20981 tif=IOC algo=none slice=1/1 client=4b7e90d2 venue=NSE",
            "side=BUY qty=300 px=418.15 sym=ITC acct=ZX33107 tif=DAY algo=vwap slice=7/20 client=c21f8a6b venue=BSE-EQ",
            "side=SELL qty=50 px=3877.00 sym=TCS acct=ZX48810 tif=GTT algo=pov slice=2/9 client=7d0e5b33 venue=NSE-EQ"
    };
    private static final RuntimeException REJECTION = OrderRejection.capturedAtDepth(24);

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
}
