package dev.logtune.configs;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** logtune's version and the framework versions it was built with (filled in by the build). */
public final class Versions {
    private static final Properties PROPERTIES = load();

    private Versions() {
    }

    public static String logtune() {
        return get("logtune");
    }

    public static String logback() {
        return get("logback");
    }

    public static String slf4j() {
        return get("slf4j");
    }

    public static String log4j() {
        return get("log4j");
    }

    public static String disruptor() {
        return get("disruptor");
    }

    public static String logstashEncoder() {
        return get("logstashEncoder");
    }

    private static String get(String key) {
        return PROPERTIES.getProperty(key, "unknown");
    }

    private static Properties load() {
        Properties properties = new Properties();
        try (InputStream in = Versions.class.getResourceAsStream("versions.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties;
    }
}
