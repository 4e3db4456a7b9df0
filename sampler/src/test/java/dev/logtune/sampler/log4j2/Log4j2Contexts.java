package dev.logtune.sampler.log4j2;

import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.ConfigurationSource;
import org.apache.logging.log4j.core.config.xml.XmlConfiguration;

import java.io.IOException;
import java.io.InputStream;
import java.util.UUID;

/** A fresh Log4j2 context per test, configured from an XML resource: no selector, no state shared between tests. */
final class Log4j2Contexts {
    private Log4j2Contexts() {
    }

    static LoggerContext start(String resource) throws IOException {
        LoggerContext context = new LoggerContext("sampler-test-" + UUID.randomUUID());
        try (InputStream in = Log4j2Contexts.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("no resource " + resource);
            }
            context.start(new XmlConfiguration(context, new ConfigurationSource(in)));
        }
        return context;
    }
}
