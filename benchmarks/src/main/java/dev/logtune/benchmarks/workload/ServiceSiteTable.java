package dev.logtune.benchmarks.workload;

import dev.logtune.configs.model.LogLevel;

import java.util.List;

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
 * The {@link ServiceWorkload}'s call sites as data: each site's logger, level, share of the table, template, the values
 * its arguments are drawn from and the exception it logs. {@link ServiceWorkload} checks them and walks them.
 */
final class ServiceSiteTable {
    /** The site whose share is what the others leave: the access log. */
    static final int FILL = -1;

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

    /** The table: logger, level, entries of {@link ServiceWorkload#TABLE_SIZE}, template, arguments after the id, exception. */
    static final List<Definition> DEFINITIONS = List.of(
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

    private ServiceSiteTable() {
    }

    private static Definition site(String logger, LogLevel level, int slots, String template, ServiceArg... args) {
        return new Definition(logger, level, slots, template, args, null);
    }

    private static Definition failing(Definition site, Throwable failure) {
        return new Definition(site.logger, site.level, site.slots, site.template, site.args, failure);
    }

    record Definition(String logger, LogLevel level, int slots, String template, ServiceArg[] args,
                              Throwable failure) {
    }
}
