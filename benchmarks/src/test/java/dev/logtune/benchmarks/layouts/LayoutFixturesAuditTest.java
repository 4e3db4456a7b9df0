package dev.logtune.benchmarks.layouts;

import dev.logtune.benchmarks.audit.EventIdCounter;
import dev.logtune.benchmarks.audit.MarkerCounter;
import dev.logtune.benchmarks.workload.OrderWorkload;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Hand-written lines in the shape of each layout the matrix measures: the audit counts a whole order line and a whole
 * rejection whose stack trace is one JSON string, once each, wherever the bytes are split, and not a line cut short.
 */
class LayoutFixturesAuditTest {
    private static final long ORDER = OrderWorkload.orderId(3, 41);
    private static final long REJECTION = OrderWorkload.orderId(1, 7);
    private static final String TRACE = "dev.example.Rejected: limit\\n\\tat dev.example.Risk.check(Risk.java:12)\\n\\tat dev.example.Router.route(Router.java:40)";

    static Stream<Arguments> fixtures() {
        String order = OrderWorkload.routedMessage(ORDER, OrderWorkload.threadOf(ORDER));
        String rejected = OrderWorkload.rejectedPrefix(REJECTION) + "exposure limit";
        return Stream.of(
                Arguments.of("Spring Boot ecs",
                        "{\"@timestamp\":\"2026-11-25T09:15:02.123456Z\",\"log\":{\"level\":\"INFO\",\"logger\":\"orders.OrderRouter\"},"
                                + "\"process\":{\"pid\":4242,\"thread\":{\"name\":\"http-nio-8080-exec-4\"}},\"service\":{\"name\":\"order-router\"},"
                                + "\"message\":\"" + order + "\",\"traceId\":\"0af7651916cd43dd8448eb211c80319c\",\"spanId\":\"b7ad6b7169203331\",\"ecs\":{\"version\":\"8.11\"}}\n",
                        "{\"@timestamp\":\"2026-11-25T09:15:02.2Z\",\"log\":{\"level\":\"ERROR\",\"logger\":\"orders.OrderRouter\"},"
                                + "\"message\":\"" + rejected + "\",\"traceId\":\"0af7651916cd43dd8448eb211c80319c\",\"error\":{\"type\":\"dev.example.Rejected\","
                                + "\"message\":\"limit\",\"stack_trace\":\"" + TRACE + "\"},\"ecs\":{\"version\":\"8.11\"}}\n"),
                Arguments.of("Spring Boot logstash",
                        "{\"@timestamp\":\"2026-11-25T09:15:02.123Z\",\"@version\":\"1\",\"message\":\"" + order + "\",\"logger_name\":\"orders.OrderRouter\","
                                + "\"thread_name\":\"http-nio-8080-exec-4\",\"level\":\"INFO\",\"level_value\":20000,\"traceId\":\"0af7651916cd43dd\"}\n",
                        "{\"@timestamp\":\"2026-11-25T09:15:02.2Z\",\"@version\":\"1\",\"message\":\"" + rejected + "\",\"logger_name\":\"orders.OrderRouter\","
                                + "\"level\":\"ERROR\",\"level_value\":40000,\"stack_trace\":\"" + TRACE + "\"}\n"),
                Arguments.of("Logback JsonEncoder ('/' escaped)",
                        "{\"sequenceNumber\":0,\"timestamp\":1795606858090,\"level\":\"INFO\",\"threadName\":\"http-nio-8080-exec-4\","
                                + "\"loggerName\":\"orders.OrderRouter\",\"mdc\": {\"traceId\":\"0af7\"},\"formattedMessage\":\"" + order.replace("/", "\\/")
                                + "\",\"throwable\":null}\n",
                        "{\"level\":\"ERROR\",\"formattedMessage\":\"" + rejected + "\",\"throwable\":{\"className\":\"dev.example.Rejected\","
                                + "\"stepArray\":[{\"className\":\"dev.example.Risk\",\"methodName\":\"check\",\"lineNumber\":12}]}}\n"),
                Arguments.of("Log4j2 JsonLayout (compact)",
                        "{\"instant\":{\"epochSecond\":1795606858,\"nanoOfSecond\":586848024},\"thread\":\"http-nio-8080-exec-4\",\"level\":\"INFO\","
                                + "\"loggerName\":\"orders.OrderRouter\",\"message\":\"" + order + "\",\"contextMap\":{\"spanId\":\"b7ad\"},\"endOfBatch\":false}\n",
                        "{\"thread\":\"http-nio-8080-exec-2\",\"level\":\"ERROR\",\"message\":\"" + rejected + "\",\"thrown\":{\"name\":\"dev.example.Rejected\","
                                + "\"extendedStackTrace\":\"" + TRACE + "\"},\"endOfBatch\":false}\n"),
                Arguments.of("pattern with the MDC",
                        "2026-11-25T09:15:02.123+05:30 [http-nio-8080-exec-4] INFO  orders.OrderRouter {spanId=b7ad, traceId=0af7} - " + order + "\n",
                        "2026-11-25T09:15:02.200+05:30 [http-nio-8080-exec-2] ERROR orders.OrderRouter [traceId=0af7] - " + rejected
                                + "\ndev.example.Rejected: limit\n\tat dev.example.Risk.check(Risk.java:12)\n"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void countsEachWholeEventOnceWhereverSplitAndNoCutLine(String layout, String orderLine, String rejectionLine) {
        byte[] whole = (orderLine + rejectionLine).getBytes(StandardCharsets.UTF_8);
        for (int split = 0; split <= whole.length; split++) {
            MarkerCounter markers = new MarkerCounter();
            EventIdCounter ids = new EventIdCounter();
            markers.accept(whole, 0, split);
            markers.accept(whole, split, whole.length - split);
            markers.endOfFile();
            ids.accept(whole, 0, split);
            ids.accept(whole, split, whole.length - split);
            ids.endOfFile();
            assertThat(markers.count()).as("%s split at %d", layout, split).isEqualTo(2);
            assertThat(ids.contains(ORDER) && ids.contains(REJECTION)).as("%s split at %d", layout, split).isTrue();
        }
        // Cut inside the order's message (a crash mid-write), then the file ends inside the rejection's first line.
        String cutOrder = orderLine.substring(0, orderLine.indexOf(" us: ") + 8);
        String cutRejection = rejectionLine.substring(0, rejectionLine.indexOf("exposure limit") + 14);
        byte[] cut = (cutOrder + "\n" + cutRejection).getBytes(StandardCharsets.UTF_8);
        MarkerCounter markers = new MarkerCounter();
        markers.accept(cut, 0, cut.length);
        markers.endOfFile();
        assertThat(markers.count()).as("%s: cut lines are not events", layout).isZero();
    }
}
