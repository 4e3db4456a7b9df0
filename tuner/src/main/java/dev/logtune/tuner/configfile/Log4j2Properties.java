package dev.logtune.tuner.configfile;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Log4j2 accepts one property under several spellings ({@code log4j2.contextSelector}, {@code Log4jContextSelector},
 * {@code AsyncLogger.RingBufferSize}...); this compares them the way it does, by their words.
 */
public final class Log4j2Properties {
    public static final String CONTEXT_SELECTOR = "contextselector";
    public static final String QUEUE_FULL_POLICY = "asyncqueuefullpolicy";
    public static final String DISCARD_THRESHOLD = "discardthreshold";
    public static final String RING_BUFFER_SIZE = "asyncloggerringbuffersize";
    public static final String CONFIG_RING_BUFFER_SIZE = "asyncloggerconfigringbuffersize";
    public static final String WAIT_STRATEGY = "asyncloggerwaitstrategy";
    public static final String CONFIG_WAIT_STRATEGY = "asyncloggerconfigwaitstrategy";
    public static final String ALL_ASYNC_SELECTOR = "org.apache.logging.log4j.core.async.AsyncLoggerContextSelector";
    private static final String BASIC_ASYNC_SELECTOR = "org.apache.logging.log4j.core.async.BasicAsyncLoggerContextSelector";

    private Log4j2Properties() {
    }

    /** "log4j2.asyncLoggerRingBufferSize", "AsyncLogger.RingBufferSize" both become "asyncloggerringbuffersize". */
    public static String normalize(String key) {
        String lower = key.toLowerCase(Locale.ROOT);
        for (String prefix : new String[] {"log4j2.", "log4j.", "log4j2", "log4j"}) {
            if (lower.startsWith(prefix)) {
                lower = lower.substring(prefix.length());
                break;
            }
        }
        return lower.replaceAll("[^a-z0-9]", "");
    }

    public static Optional<String> get(Map<String, String> properties, String normalizedName) {
        return properties.entrySet().stream().filter(e -> normalize(e.getKey()).equals(normalizedName))
                .map(Map.Entry::getValue).findFirst();
    }

    /** The key as written, for properties that must be rewritten in place. */
    public static Optional<String> key(Map<String, String> properties, String normalizedName) {
        return properties.keySet().stream().filter(k -> normalize(k).equals(normalizedName)).findFirst();
    }

    public static boolean allAsync(Map<String, String> properties) {
        return get(properties, CONTEXT_SELECTOR).map(String::strip)
                .filter(v -> v.equals(ALL_ASYNC_SELECTOR) || v.equals(BASIC_ASYNC_SELECTOR)).isPresent();
    }
}
