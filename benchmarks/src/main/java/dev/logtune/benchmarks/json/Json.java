package dev.logtune.benchmarks.json;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/**
 * The one JSON mapper: indented for people, tolerant of fields a newer logtune added. Results files, the harness's
 * records and every command's --format json go through it, so they read and print alike.
 */
public final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private Json() {
    }

    /** Shared and thread-safe once configured; callers must not reconfigure it. */
    public static ObjectMapper mapper() {
        return MAPPER;
    }
}
