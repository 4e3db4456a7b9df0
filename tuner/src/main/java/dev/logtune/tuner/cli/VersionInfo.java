package dev.logtune.tuner.cli;

import picocli.CommandLine;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The tuner's version and the framework versions it was built and measured with. */
public final class VersionInfo implements CommandLine.IVersionProvider {
    private static final Properties PROPERTIES = load();

    public static String version() {
        return PROPERTIES.getProperty("version", "unknown");
    }

    @Override
    public String[] getVersion() {
        return new String[] {
                "logtune " + version(),
                "built with Logback " + PROPERTIES.getProperty("logback") + ", Log4j2 " + PROPERTIES.getProperty("log4j")
                        + ", LMAX Disruptor " + PROPERTIES.getProperty("disruptor"),
                "running on Java " + Runtime.version() + " (" + System.getProperty("java.vm.name") + ")"
        };
    }

    private static Properties load() {
        Properties properties = new Properties();
        try (InputStream in = VersionInfo.class.getResourceAsStream("/dev/logtune/tuner/version.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties;
    }
}
