package dev.logtune.benchmarks.workload;

import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.JsonLayout;
import dev.logtune.configs.model.Layout;
import dev.logtune.configs.model.PatternLayout;
import org.apache.logging.log4j.ThreadContext;
import org.slf4j.MDC;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The MDC a traced service carries on its request threads: a trace id and a span id, as Micrometer Tracing and
 * OpenTelemetry put them. Each benchmark thread holds its own for the whole trial. Only setups whose line prints the MDC
 * get it, so a line that says "the MDC in each line" is measured with one, and every other setup runs as before.
 */
public final class TraceContext {
    public static final String TRACE_ID = "traceId";
    public static final String SPAN_ID = "spanId";

    // %X{key}, %X, %mdc, %MDC{...}: the MDC in either framework's pattern.
    private static final Pattern MDC_IN_PATTERN = Pattern.compile("%-?\\d*(?:\\.-?\\d+)?(?:X|mdc|MDC)(?![A-Za-z])");

    private TraceContext() {
    }

    /** Whether a line in this layout prints the MDC: every JSON layout does, a pattern where it asks for it. */
    public static boolean printedBy(Layout layout) {
        return layout instanceof JsonLayout
                || layout instanceof PatternLayout pattern && MDC_IN_PATTERN.matcher(pattern.pattern()).find();
    }

    /** The 32 hex digits of this thread's trace id. */
    public static String traceId(int thread) {
        return String.format(Locale.ROOT, "%016x%016x", 0x6f2a1c9e4b7d3a05L + thread, 0x1d4e8b2f6a3c9e71L * (thread + 1));
    }

    /** The 16 hex digits of this thread's span id. */
    public static String spanId(int thread) {
        return String.format(Locale.ROOT, "%016x", 0x3b9e6d1a2c7f4e85L ^ ((long) thread << 20));
    }

    public static void put(Framework framework, int thread) {
        if (framework == Framework.LOGBACK) {
            MDC.put(TRACE_ID, traceId(thread));
            MDC.put(SPAN_ID, spanId(thread));
        } else {
            ThreadContext.put(TRACE_ID, traceId(thread));
            ThreadContext.put(SPAN_ID, spanId(thread));
        }
    }
}
