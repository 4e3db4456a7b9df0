package dev.logtune.benchmarks.workload;

import dev.logtune.configs.model.LogLevel;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static dev.logtune.benchmarks.workload.ServiceArg.hex;
import static dev.logtune.benchmarks.workload.ServiceArg.num;
import static dev.logtune.benchmarks.workload.ServiceArg.pick;
import static dev.logtune.benchmarks.workload.ServiceArg.twoDigits;
import static dev.logtune.configs.model.LogLevel.DEBUG;
import static dev.logtune.configs.model.LogLevel.ERROR;
import static dev.logtune.configs.model.LogLevel.INFO;
import static dev.logtune.configs.model.LogLevel.TRACE;
import static dev.logtune.configs.model.LogLevel.WARN;

/**
 * A service's logging, as the volume it writes: {@value #SITE_COUNT} call sites over the service's own loggers and its
 * libraries' (Hibernate, HikariCP, Netty, Kafka's client, Spring), with their real logger names and templates. A few sites
 * make most events (the access log a third of all calls); a fifth of all calls are DEBUG and TRACE that a service's INFO
 * level disables; of what INFO lets through, 99.6% is INFO, 0.35% WARN and 0.05% ERROR, some ERRORs with a stack trace,
 * one repeating the same template often. Rare INFO sites fire about 2, 1 and 0.2 times a second at 230,000 calls/s:
 * what a per-site budget must keep whole.
 *
 * <p>Every message starts with {@link #MARKER} and the event's id, {@code (thread << 40) + sequence} as the order
 * workload's, and everything about the event follows from the id: the site is a fixed table of {@link #TABLE_SIZE}
 * site indexes (each site's share of entries, shuffled with a fixed seed) walked by each thread from its own start with
 * its own odd stride, so over each full turn of the table every thread makes every site's share of calls exactly; the
 * arguments (user ids, paths, durations, SQL parameters) are drawn from a cheap random number of the id, so lines vary
 * and compress like a service's rather than one line repeated. The audit maps an id found in the output back to its
 * site and level, and checks the rest of the message byte by byte, without parsing it.
 */
public final class ServiceWorkload {
    public static final String MARKER = "SVC-";
    /** Site indexes in the table: a site's share of calls is a whole number of {@code 1 / TABLE_SIZE}. */
    public static final int TABLE_SIZE = 1 << 20;
    private static final int TABLE_MASK = TABLE_SIZE - 1;
    /** The rate the rare sites' shares are sized at: 1 slot is 0.22 events/s there, 4 slots 0.9/s, 9 slots 2.0/s. */
    public static final double SIZED_AT_RATE = 230_000;
    public static final int SITE_COUNT = 38;
    private static final long SEED = 0x5EC71CE5L;
    private static final long SEQUENCE_MASK = (1L << OrderWorkload.THREAD_SHIFT) - 1;
    /** The site whose share is what the others leave: the access log. */
    private static final int FILL = -1;

    private static final String[] METHODS = {"GET", "GET", "GET", "GET", "GET", "GET", "POST", "POST", "PUT", "DELETE"};
    private static final String[] PATHS = {"/api/v1/products", "/api/v1/products", "/api/v1/orders", "/api/v1/cart",
            "/api/v1/customers", "/api/v1/inventory", "/api/v1/payments", "/api/v1/search", "/api/v1/recommendations"};
    private static final String[] STATUSES = {"200", "200", "200", "200", "200", "200", "200", "200", "200", "200", "200",
            "201", "201", "204", "304", "400", "404"};
    private static final String[] CURRENCIES = {"EUR", "EUR", "USD", "GBP", "INR"};
    private static final String[] WAREHOUSES = {"FRA-1", "FRA-2", "AMS-1", "DUB-1", "BLR-1"};
    private static final String[] REGIONS = {"products", "prices", "categories", "customers"};
    private static final String[] SQL = {
            "select p1_0.id,p1_0.name,p1_0.price,p1_0.stock,p1_0.version from product p1_0 where p1_0.id=?",
            "select o1_0.id,o1_0.customer_id,o1_0.status,o1_0.total,o1_0.created_at from orders o1_0 where o1_0.id=?",
            "insert into orders (customer_id,status,total,created_at,version,id) values (?,?,?,?,?,?)",
            "update inventory set reserved=?,version=? where id=? and version=?",
            "select c1_0.id,c1_0.email,c1_0.tier from customer c1_0 where c1_0.id=?",
            "insert into order_line (order_id,sku,quantity,unit_price,id) values (?,?,?,?,?)"};
    private static final String[] HANDLERS = {"ProductController#get(Long)", "OrderController#create(OrderRequest, Principal)",
            "CartController#add(CartItem, Principal)", "SearchController#search(String, Pageable)",
            "OrderController#get(Long, Principal)", "PaymentController#authorize(PaymentRequest)"};
    private static final String[] EVENTS = {"OrderPlaced", "OrderPaid", "OrderShipped", "PaymentAuthorized", "StockReserved"};
    private static final String[] GATEWAYS = {"adyen", "stripe", "razorpay"};
    private static final String[] CLIENTS = {"okhttp/4.12.0", "Mozilla/5.0", "ReactorNetty/1.1.22", "curl/8.5.0",
            "Apache-HttpClient/5.3.1"};
    private static final String[] JOBS = {"daily-sales-report", "abandoned-cart-mailer", "price-index-rebuild",
            "sitemap-export"};
    private static final String[] FLAGS = {"checkout.one-click", "search.semantic-ranking", "cart.save-for-later"};
    private static final String[] SAMPLE_NUMBERS = {"true", "false"};

    /** The table: logger, level, entries of {@link #TABLE_SIZE}, template, arguments after the id, exception. */
    private static final List<Definition> DEFINITIONS = List.of(
            // --- The service's own INFO: most of the volume, in a Zipf-like fall.
            site("com.acme.shop.web.RequestLog", INFO, FILL, "SVC-{} {} {}/{} -> {} in {}ms user={} client={}",
                    pick(METHODS), pick(PATHS), num(1, 2_000_000), pick(STATUSES), num(1, 480), num(100_000, 9_999_999),
                    pick(CLIENTS)),
            site("com.acme.shop.order.OrderService", INFO, 140_000,
                    "SVC-{} order {} created for customer {} items={} total={}.{} {}",
                    num(10_000_000, 99_999_999), num(100_000, 9_999_999), num(1, 12), num(3, 1_999), twoDigits(),
                    pick(CURRENCIES)),
            site("com.acme.shop.payment.PaymentService", INFO, 100_000,
                    "SVC-{} payment {} authorized amount={}.{} {} via {} in {}ms",
                    num(100_000_000, 999_999_999), num(3, 1_999), twoDigits(), pick(CURRENCIES), pick(GATEWAYS), num(40, 900)),
            site("com.acme.shop.inventory.InventoryService", INFO, 75_000,
                    "SVC-{} reserved {} units of sku {} warehouse={} remaining={}",
                    num(1, 6), num(100_000, 999_999), pick(WAREHOUSES), num(0, 5_000)),
            site("com.acme.shop.web.SessionFilter", INFO, 50_000, "SVC-{} session {} refreshed for user {} ttl={}s",
                    hex(4_096, 16), num(100_000, 9_999_999), pick("1800", "1800", "3600")),
            site("com.acme.shop.order.OrderEventPublisher", INFO, 38_000,
                    "SVC-{} published {} order={} to topic orders partition={} offset={}",
                    pick(EVENTS), num(10_000_000, 99_999_999), num(0, 11), num(1_000_000, 99_999_999)),
            site("com.acme.shop.pricing.PricingService", INFO, 28_000,
                    "SVC-{} price quote sku={} base={}.{} discount={}% final={}.{}",
                    num(100_000, 999_999), num(1, 999), twoDigits(), num(0, 40), num(1, 999), twoDigits()),
            site("com.acme.shop.order.OrderEventListener", INFO, 22_000, "SVC-{} consumed {} for order {} lag={}ms",
                    pick(EVENTS), num(10_000_000, 99_999_999), num(0, 250)),
            site("org.hibernate.engine.internal.StatisticalLoggingSessionEventListener", INFO, 16_000,
                    "SVC-{} Session Metrics { {} nanoseconds spent acquiring {} JDBC connections; {} nanoseconds spent"
                            + " preparing {} JDBC statements; {} nanoseconds spent executing {} JDBC statements }",
                    num(2_000, 90_000), num(1, 2), num(5_000, 400_000), num(1, 9), num(90_000, 9_000_000), num(1, 9)),
            site("com.acme.shop.cache.CatalogCache", INFO, 9_000, "SVC-{} cache refresh region={} entries={} took {}ms",
                    pick(REGIONS), num(1_000, 250_000), num(2, 900)),
            site("com.acme.shop.scheduler.ReconciliationJob", INFO, 6_000,
                    "SVC-{} reconciled batch {} of {} records={} mismatches={}",
                    num(1, 400), num(400, 400), num(500, 500), num(0, 3)),
            site("com.acme.shop.inventory.StockSyncJob", INFO, 3_500, "SVC-{} stock sync to {} pushed {} changes in {}ms",
                    pick(WAREHOUSES), num(0, 3_000), num(20, 4_000)),

            // --- Rare INFO: about 2/s, 1/s and 0.2/s at 230,000 calls/s. A budget per site must keep these whole.
            site("org.apache.kafka.clients.consumer.internals.ConsumerCoordinator", INFO, 9,
                    "SVC-{} [Consumer clientId=consumer-orders-{}, groupId=orders] Setting offset for partition orders-{}"
                            + " to the committed offset FetchPosition{offset={}, offsetEpoch=Optional.empty,"
                            + " currentLeader=LeaderAndEpoch{leader=Optional[kafka-{}:9092 (id: {} rack: null)], epoch={}}}",
                    num(1, 4), num(0, 11), num(1_000_000, 99_999_999), num(0, 2), num(0, 2), num(10, 14)),
            site("com.acme.shop.payment.PaymentGatewayClient", INFO, 9,
                    "SVC-{} gateway {} circuit CLOSED after {} successful probes", pick(GATEWAYS), num(3, 5)),
            site("com.zaxxer.hikari.pool.HikariPool", INFO, 4,
                    "SVC-{} HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@{}", hex(4_096, 8)),
            site("com.acme.shop.scheduler.ReportScheduler", INFO, 4, "SVC-{} job {} finished in {}ms, next run in {}s",
                    pick(JOBS), num(200, 60_000), num(60, 3_600)),
            site("org.springframework.kafka.listener.KafkaMessageListenerContainer", INFO, 1,
                    "SVC-{} orders-group: partitions assigned: [orders-{}, orders-{}]", num(0, 5), num(6, 11)),
            site("org.apache.kafka.clients.NetworkClient", INFO, 1,
                    "SVC-{} [Consumer clientId=consumer-orders-{}, groupId=orders] Node {} disconnected.",
                    num(1, 4), num(0, 2)),
            site("com.acme.shop.config.FeatureFlags", INFO, 1, "SVC-{} feature flag {} set to {} by {}",
                    pick(FLAGS), pick(SAMPLE_NUMBERS), pick("flag-service", "ops-console")),

            // --- WARN: 0.35% of what INFO lets through.
            site("com.acme.shop.payment.PaymentService", WARN, 1_000,
                    "SVC-{} payment {} retry {} of 3 after gateway timeout ({}ms) at {}",
                    num(100_000_000, 999_999_999), num(1, 2), num(2_000, 5_000), pick(GATEWAYS)),
            site("com.acme.shop.inventory.InventoryService", WARN, 800,
                    "SVC-{} low stock sku={} warehouse={} remaining={} below threshold {}",
                    num(100_000, 999_999), pick(WAREHOUSES), num(0, 9), pick("10", "25", "50")),
            site("com.acme.shop.web.RequestLog", WARN, 500, "SVC-{} slow request {} {}/{} took {}ms (threshold 1000ms)",
                    pick(METHODS), pick(PATHS), num(1, 2_000_000), num(1_000, 9_000)),
            site("com.zaxxer.hikari.pool.HikariPool", WARN, 300,
                    "SVC-{} HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta={}s{}ms).",
                    num(1, 59), num(0, 999)),
            site("org.hibernate.engine.jdbc.spi.SqlExceptionHelper", WARN, 200, "SVC-{} SQL Error: 0, SQLState: 23505"),
            site("org.apache.kafka.clients.consumer.internals.ConsumerCoordinator", WARN, 136,
                    "SVC-{} [Consumer clientId=consumer-orders-{}, groupId=orders] Offset commit failed on partition"
                            + " orders-{} at offset {}: The request timed out.",
                    num(1, 4), num(0, 11), num(1_000_000, 99_999_999)),

            // --- ERROR: 0.05%. The duplicate key repeats one template with no stack trace; the others carry one.
            site("org.hibernate.engine.jdbc.spi.SqlExceptionHelper", ERROR, 200,
                    "SVC-{} ERROR: duplicate key value violates unique constraint uk_orders_idempotency_key"
                            + "  Detail: Key (idempotency_key)=({}) already exists.", hex(65_536, 16)),
            failing(site("com.acme.shop.payment.PaymentService", ERROR, 150, "SVC-{} payment {} declined by {}: {}",
                    num(100_000_000, 999_999_999), pick(GATEWAYS), pick("card_declined", "insufficient_funds",
                            "expired_card")), ServiceFailures.GATEWAY_DECLINED),
            failing(site("com.acme.shop.order.OrderService", ERROR, 60, "SVC-{} order {} failed for customer {}",
                    num(10_000_000, 99_999_999), num(100_000, 9_999_999)), ServiceFailures.ORDER_FAILED),
            failing(site("com.acme.shop.scheduler.ReconciliationJob", ERROR, 9, "SVC-{} batch {} failed after {} attempts",
                    num(1, 400), num(3, 3)), ServiceFailures.BATCH_FAILED),

            // --- DEBUG and TRACE: a fifth of all calls, which INFO disables. The call is still made.
            site("org.hibernate.SQL", DEBUG, 70_000, "SVC-{} {}", pick(SQL)),
            site("org.hibernate.orm.jdbc.bind", TRACE, 20_000, "SVC-{} binding parameter (1:BIGINT) <- [{}]",
                    num(1, 99_999_999)),
            site("org.springframework.web.servlet.DispatcherServlet", DEBUG, 30_000, "SVC-{} Completed {} {}",
                    pick(STATUSES), pick("OK", "OK", "CREATED")),
            site("org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping", DEBUG, 25_000,
                    "SVC-{} Mapped to com.acme.shop.web.{}", pick(HANDLERS)),
            site("org.springframework.security.web.FilterChainProxy", DEBUG, 20_000, "SVC-{} Secured {} {}/{}",
                    pick(METHODS), pick(PATHS), num(1, 2_000_000)),
            site("com.acme.shop.cache.CatalogCache", DEBUG, 25_000, "SVC-{} cache hit key=product:{} region={} age={}ms",
                    num(100_000, 999_999), pick(REGIONS), num(0, 600_000)),
            site("io.netty.handler.logging.LoggingHandler", DEBUG, 10_000,
                    "SVC-{} [id: 0x{}, L:/10.0.{}.{}:8080 - R:/10.0.{}.{}:{}] READ: {}B",
                    hex(1_024, 8), num(0, 3), num(2, 254), num(0, 3), num(2, 254), num(32_768, 60_999), num(64, 16_384)),
            site("com.zaxxer.hikari.pool.HikariPool", DEBUG, 5_000,
                    "SVC-{} HikariPool-1 - Pool stats (total={}, active={}, idle={}, waiting={})",
                    num(10, 10), num(0, 10), num(0, 10), num(0, 4)),
            site("org.apache.kafka.clients.consumer.internals.AbstractFetch", DEBUG, 4_715,
                    "SVC-{} [Consumer clientId=consumer-orders-{}, groupId=orders] Fetch READ_UNCOMMITTED at offset {}"
                            + " for partition orders-{} returned fetch data (error=NONE, highWaterMark={})",
                    num(1, 4), num(1_000_000, 99_999_999), num(0, 11), num(1_000_000, 99_999_999)));

    private static final List<ServiceSite> SITES;
    /** Per site: the template's pieces around its placeholders, as bytes; the first is the marker. */
    private static final byte[][][] PIECES;
    private static final ServiceArg[][] ARGS;
    private static final Throwable[] FAILURES;
    private static final String[] TEMPLATES;
    private static final byte[] TABLE;
    /** Room for what {@link #writeTail} writes. */
    public static final int MAX_TAIL_BYTES;

    static {
        int fixed = DEFINITIONS.stream().filter(d -> d.slots != FILL).mapToInt(d -> d.slots).sum();
        List<ServiceSite> sites = new ArrayList<>();
        PIECES = new byte[DEFINITIONS.size()][][];
        ARGS = new ServiceArg[DEFINITIONS.size()][];
        FAILURES = new Throwable[DEFINITIONS.size()];
        TEMPLATES = new String[DEFINITIONS.size()];
        int longest = 0;
        for (int i = 0; i < DEFINITIONS.size(); i++) {
            Definition d = DEFINITIONS.get(i);
            int slots = d.slots == FILL ? TABLE_SIZE - fixed : d.slots;
            sites.add(new ServiceSite(i, d.logger, d.level, d.template, slots, d.failure != null));
            String[] pieces = d.template.split("\\{}", -1);
            if (!pieces[0].equals(MARKER) || pieces.length - 2 != d.args.length) {
                throw new IllegalStateException("site " + i + ": a template starts with " + MARKER + "{} and has a"
                        + " placeholder for each argument: " + d.template);
            }
            if (!d.template.matches("[\\x20-\\x7e]*") || d.template.contains("\"") || d.template.contains("\\")) {
                throw new IllegalStateException("site " + i + ": printable ASCII that no layout escapes: " + d.template);
            }
            PIECES[i] = new byte[pieces.length][];
            int bytes = 0;
            for (int p = 0; p < pieces.length; p++) {
                PIECES[i][p] = pieces[p].getBytes(StandardCharsets.US_ASCII);
                bytes += p == 0 ? 0 : PIECES[i][p].length;
            }
            for (ServiceArg arg : d.args) {
                bytes += arg.maxBytes();
            }
            longest = Math.max(longest, bytes);
            ARGS[i] = d.args;
            FAILURES[i] = d.failure;
            TEMPLATES[i] = d.template;
        }
        if (sites.size() != SITE_COUNT || sites.stream().mapToInt(ServiceSite::slots).anyMatch(s -> s <= 0)) {
            throw new IllegalStateException("the table has " + sites.size() + " sites, each with a share");
        }
        SITES = List.copyOf(sites);
        MAX_TAIL_BYTES = longest;
        TABLE = fill(SITES);
    }

    private ServiceWorkload() {
    }

    /** Every call site, in index order: logger, level, template and share of calls. */
    public static List<ServiceSite> sites() {
        return SITES;
    }

    public static ServiceSite site(int index) {
        return SITES.get(index);
    }

    /**
     * The share of all calls at each level (disabled ones included): DEBUG and TRACE about 20%, the rest INFO, WARN,
     * ERROR. What a rate given as "calls per second" becomes by level.
     */
    public static Map<LogLevel, Double> levelMix() {
        Map<LogLevel, Double> mix = new EnumMap<>(LogLevel.class);
        for (ServiceSite site : SITES) {
            mix.merge(site.level(), site.weight(), Double::sum);
        }
        return Collections.unmodifiableMap(mix);
    }

    /**
     * Of the calls a logger level of {@code threshold} lets through, the share at each level: at INFO, 99.6% INFO,
     * 0.35% WARN, 0.05% ERROR. What a rate given as "events written per second" becomes by level.
     */
    public static Map<LogLevel, Double> enabledMix(LogLevel threshold) {
        double enabled = enabledShare(threshold);
        Map<LogLevel, Double> mix = new EnumMap<>(LogLevel.class);
        for (ServiceSite site : SITES) {
            if (site.enabledAt(threshold)) {
                mix.merge(site.level(), site.weight() / enabled, Double::sum);
            }
        }
        return Collections.unmodifiableMap(mix);
    }

    /** The share of calls a logger level of {@code threshold} lets through (0.8 at INFO). */
    public static double enabledShare(LogLevel threshold) {
        return SITES.stream().filter(s -> s.enabledAt(threshold)).mapToDouble(ServiceSite::weight).sum();
    }

    /** The event id of a thread's {@code sequence}-th call: the order workload's, {@code (thread << 40) + sequence}. */
    public static long id(int thread, long sequence) {
        return OrderWorkload.orderId(thread, sequence);
    }

    /** The site of an event, from its id alone. */
    public static int siteOf(long id) {
        return siteOf(OrderWorkload.threadOf(id), id & SEQUENCE_MASK);
    }

    /** The site of a thread's {@code sequence}-th call: its walk through the table, from its own start by its own stride. */
    public static int siteOf(int thread, long sequence) {
        return TABLE[(int) ((start(thread) + sequence * stride(thread)) & TABLE_MASK)];
    }

    /**
     * Calls per site of threads that each made the given number of calls (their sequences 0 to calls - 1), indexed by
     * site: what the audit sets against what it found.
     */
    public static long[] callsBySite(Map<Integer, Long> callsByThread) {
        long[] calls = new long[SITES.size()];
        for (Map.Entry<Integer, Long> thread : callsByThread.entrySet()) {
            long start = start(thread.getKey());
            long stride = stride(thread.getKey());
            long made = thread.getValue();
            // Whole turns of the table give each site its slots exactly; the rest is walked.
            long turns = made / TABLE_SIZE;
            if (turns > 0) {
                for (ServiceSite site : SITES) {
                    calls[site.index()] += turns * site.slots();
                }
            }
            for (long sequence = turns * TABLE_SIZE; sequence < made; sequence++) {
                calls[TABLE[(int) ((start + sequence * stride) & TABLE_MASK)]]++;
            }
        }
        return calls;
    }

    /** The template of a site, as the emitter passes it. */
    static String template(int site) {
        return TEMPLATES[site];
    }

    /** Arguments after the id. */
    static int argCount(int site) {
        return ARGS[site].length;
    }

    /** The {@code k}-th argument after the id (1-based) of event {@code id} at its site, as the framework gets it. */
    static Object arg(long id, int site, int k) {
        return ARGS[site][k - 1].value(random(id, k));
    }

    /** The exception the site logs, or null; public for the tests that write a service's log without the harness. */
    public static Throwable failure(int site) {
        return FAILURES[site];
    }

    /**
     * Writes what follows {@code MARKER + id} in the event's message into {@code into} from index 0 and returns its
     * length: the same text the framework formats, built byte by byte, so the audit checks each event it reads.
     */
    public static int writeTail(long id, byte[] into) {
        int site = siteOf(id);
        byte[][] pieces = PIECES[site];
        ServiceArg[] args = ARGS[site];
        int at = 0;
        for (int k = 1; k < pieces.length; k++) {
            if (k > 1) {
                at = args[k - 2].write(random(id, k - 1), into, at);
            }
            byte[] piece = pieces[k];
            System.arraycopy(piece, 0, into, at, piece.length);
            at += piece.length;
        }
        return at;
    }

    /** The whole message of event {@code id}, as the framework formats it; for tests and samples. */
    public static String message(long id) {
        byte[] tail = new byte[MAX_TAIL_BYTES];
        int length = writeTail(id, tail);
        return MARKER + id + new String(tail, 0, length, StandardCharsets.US_ASCII);
    }

    // SplitMix64's finaliser: cheap, and every bit of the input moves every bit of the output.
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static long random(long id, int k) {
        return mix(id * 0x9E3779B97F4A7C15L + k * 0xD1B54A32D192ED03L + SEED);
    }

    private static long start(int thread) {
        return mix(thread ^ 0x6A09E667F3BCC908L);
    }

    // Odd, so the walk visits every entry once per turn of the table.
    private static long stride(int thread) {
        return mix(thread ^ 0xBB67AE8584CAA73BL) | 1;
    }

    private static byte[] fill(List<ServiceSite> sites) {
        byte[] table = new byte[TABLE_SIZE];
        int at = 0;
        for (ServiceSite site : sites) {
            for (int i = 0; i < site.slots(); i++) {
                table[at++] = (byte) site.index();
            }
        }
        if (at != TABLE_SIZE) {
            throw new IllegalStateException("the sites fill " + at + " of " + TABLE_SIZE + " entries");
        }
        SplittableRandom random = new SplittableRandom(SEED);
        for (int i = TABLE_SIZE - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            byte swap = table[i];
            table[i] = table[j];
            table[j] = swap;
        }
        return table;
    }

    private static Definition site(String logger, LogLevel level, int slots, String template, ServiceArg... args) {
        return new Definition(logger, level, slots, template, args, null);
    }

    private static Definition failing(Definition site, Throwable failure) {
        return new Definition(site.logger, site.level, site.slots, site.template, site.args, failure);
    }

    private record Definition(String logger, LogLevel level, int slots, String template, ServiceArg[] args,
                              Throwable failure) {
    }
}
