package dev.logtune.support.json;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The one JSON mapper: indented for people, tolerant of fields a newer logtune added. Results files, the harness's
 * records and every command's --format json go through it, so they read and print alike.
 */
public final class Json {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            // The reference holds some 160,000 decimals; the JDK's parser was a fifth of reading it. Same values, exactly.
            .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
            .build();

    private Json() {
    }

    /** Shared and thread-safe once configured; callers must not reconfigure it. */
    public static ObjectMapper mapper() {
        return MAPPER;
    }
}
