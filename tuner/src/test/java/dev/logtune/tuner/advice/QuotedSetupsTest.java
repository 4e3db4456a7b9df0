package dev.logtune.tuner.advice;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The setups tune, lint and the report quote, found by what they are, are the ones they quoted by id before. */
class QuotedSetupsTest {

    @Test
    void eachDescriptionFindsTheSetupItNamedBefore() throws Exception {
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("LOGBACK_FILE", "logback-file");
        expected.put("LOGBACK_FILE_BUFFERED", "logback-file-buffered");
        expected.put("LOGBACK_CALLER_DATA", "logback-file-buffered-caller");
        expected.put("LOGBACK_ASYNC_DEFAULTS", "logback-async-default");
        expected.put("LOGBACK_ASYNC_DISCARDING", "logback-async-q8192-t20");
        expected.put("LOGBACK_ASYNC_NEVER_BLOCK", "logback-async-q8192-neverblock");
        expected.put("LOGBACK_ASYNC", "logback-async-q8192-t0");
        expected.put("LOGBACK_ASYNC_BUFFERED", "logback-async-q8192-t0-buffered");
        expected.put("LOGBACK_ASYNC_CONSOLE", "logback-async-q8192-t0-console");
        expected.put("LOGBACK_DISRUPTOR", "logback-disruptor-q8192-buffered");
        expected.put("LOGBACK_PRUDENT", "logback-prudent");
        expected.put("LOGBACK_SIFTING", "logback-sifting-4");
        expected.put("LOG4J2_FILE", "log4j2-file");
        expected.put("LOG4J2_FILE_BUFFERED", "log4j2-file-buffered");
        expected.put("LOG4J2_ALL_ASYNC", "log4j2-async-raf");
        expected.put("LOG4J2_ALL_ASYNC_LOCATION", "log4j2-async-raf-location");
        expected.put("LOG4J2_ALL_ASYNC_YIELD", "log4j2-async-raf-wait-yield");
        expected.put("LOG4J2_ALL_ASYNC_DISCARD", "log4j2-async-raf-discard");
        expected.put("LOG4J2_ASYNC_CONSOLE", "log4j2-asyncappender-1024-console");
        expected.put("LOG4J2_JSON_TEMPLATE", "log4j2-raf-buffered-json");
        expected.put("LOG4J2_JSON_LAYOUT", "log4j2-raf-buffered-jsonlayout");
        Map<String, String> quoted = new LinkedHashMap<>();
        for (Field field : QuotedSetups.class.getFields()) {
            if (Modifier.isStatic(field.getModifiers()) && field.getType() == String.class) {
                quoted.put(field.getName(), (String) field.get(null));
            }
        }
        assertThat(quoted).isEqualTo(expected);
    }
}
