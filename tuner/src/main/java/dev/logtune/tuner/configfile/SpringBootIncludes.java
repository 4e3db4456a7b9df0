package dev.logtune.tuner.configfile;

import org.w3c.dom.Document;
import org.w3c.dom.Element;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.util.Optional;

/**
 * What Spring Boot's own Logback includes hold (spring-boot's
 * {@code org/springframework/boot/logging/logback/*.xml}), modelled here so that a {@code logback-spring.xml} that
 * includes them is read with the appenders they define. Written from what those files do, not copied: the knobs
 * the rules read (appender classes, rolling policy, sizes, history, the file, the root's refs) are Spring Boot's;
 * the patterns are plain Logback without Spring's colour and exception converters (they hold no caller data, as
 * Spring's do not). Where an include sat, it stays, marked {@link LogbackIncludes#inlined}, after what it brought in.
 */
final class SpringBootIncludes {
    static final String PREFIX = "org/springframework/boot/logging/logback/";

    private SpringBootIncludes() {
    }

    /** The modelled content of one of Spring Boot's includes, as an {@code <included>} document; empty if unknown. */
    static Optional<Document> resource(String resource) {
        String name = resource.startsWith("/") ? resource.substring(1) : resource;
        if (!name.startsWith(PREFIX)) {
            return Optional.empty();
        }
        Document document = newDocument();
        Element included = document.createElement("included");
        document.appendChild(included);
        switch (name.substring(PREFIX.length())) {
            case "defaults.xml" -> defaults(document, included);
            case "console-appender.xml" -> console(document, included);
            case "file-appender.xml" -> file(document, included);
            case "base.xml" -> base(document, included);
            default -> {
                return Optional.empty();
            }
        }
        return Optional.of(document);
    }

    // The two patterns (each overridable by a property of the same name), their charsets, and quiet loggers.
    // Spring's own patterns colour their output with its converters (%clr, %wEx, from conversionRules naming its
    // classes); these are plain Logback, so the model also runs where Spring Boot is not on the classpath.
    private static void defaults(Document document, Element included) {
        property(document, included, "CONSOLE_LOG_PATTERN", "${CONSOLE_LOG_PATTERN:-%d{${LOG_DATEFORMAT_PATTERN:-yyyy-MM-dd'T'HH:mm:ss.SSSXXX}}"
                + " ${LOG_LEVEL_PATTERN:-%5p} [%t] %-40.40logger{39} : %m%n}");
        property(document, included, "CONSOLE_LOG_CHARSET", "${CONSOLE_LOG_CHARSET:-${file.encoding:-UTF-8}}");
        property(document, included, "FILE_LOG_PATTERN", "${FILE_LOG_PATTERN:-%d{${LOG_DATEFORMAT_PATTERN:-yyyy-MM-dd'T'HH:mm:ss.SSSXXX}}"
                + " ${LOG_LEVEL_PATTERN:-%5p} [%t] %-40.40logger{39} : %m%n}");
        property(document, included, "FILE_LOG_CHARSET", "${FILE_LOG_CHARSET:-${file.encoding:-UTF-8}}");
        for (String[] logger : new String[][] {{"org.apache.catalina.startup.DigesterFactory", "ERROR"},
                {"org.apache.catalina.util.LifecycleBase", "ERROR"}, {"org.apache.coyote.http11.Http11NioProtocol", "WARN"},
                {"org.apache.sshd.common.util.SecurityUtils", "WARN"}, {"org.apache.tomcat.util.net.NioSelectorPool", "WARN"},
                {"org.eclipse.jetty.util.component.AbstractLifeCycle", "ERROR"},
                {"org.hibernate.validator.internal.util.Version", "WARN"},
                {"org.springframework.boot.actuate.endpoint.jmx", "WARN"}}) {
            Element element = add(document, included, "logger");
            element.setAttribute("name", logger[0]);
            element.setAttribute("level", logger[1]);
        }
    }

    private static void console(Document document, Element included) {
        Element appender = appender(document, included, "CONSOLE", ConfigFacts.LOGBACK_CONSOLE);
        Element encoder = add(document, appender, "encoder");
        text(document, encoder, "pattern", "${CONSOLE_LOG_PATTERN}");
        text(document, encoder, "charset", "${CONSOLE_LOG_CHARSET}");
    }

    private static void file(Document document, Element included) {
        Element appender = appender(document, included, "FILE", "ch.qos.logback.core.rolling.RollingFileAppender");
        Element encoder = add(document, appender, "encoder");
        text(document, encoder, "pattern", "${FILE_LOG_PATTERN}");
        text(document, encoder, "charset", "${FILE_LOG_CHARSET}");
        text(document, appender, "file", "${LOG_FILE}");
        Element policy = add(document, appender, "rollingPolicy");
        policy.setAttribute("class", "ch.qos.logback.core.rolling.SizeAndTimeBasedRollingPolicy");
        text(document, policy, "cleanHistoryOnStart", "${LOG_FILE_CLEAN_HISTORY_ON_START:-false}");
        text(document, policy, "fileNamePattern", "${ROLLING_FILE_NAME_PATTERN:-${LOG_FILE}.%d{yyyy-MM-dd}.%i.gz}");
        text(document, policy, "maxFileSize", "${LOG_FILE_MAX_SIZE:-10MB}");
        text(document, policy, "maxHistory", "${LOG_FILE_MAX_HISTORY:-7}");
        text(document, policy, "totalSizeCap", "${LOG_FILE_TOTAL_SIZE_CAP:-0}");
    }

    private static void base(Document document, Element included) {
        include(document, included, "defaults.xml");
        property(document, included, "LOG_FILE", "${LOG_FILE:-${LOG_PATH:-${LOG_TEMP:-${java.io.tmpdir:-/tmp}}}/spring.log}");
        include(document, included, "console-appender.xml");
        include(document, included, "file-appender.xml");
        Element root = add(document, included, "root");
        root.setAttribute("level", "INFO");
        for (String ref : new String[] {"CONSOLE", "FILE"}) {
            add(document, root, "appender-ref").setAttribute("ref", ref);
        }
    }

    private static Element appender(Document document, Element parent, String name, String type) {
        Element appender = add(document, parent, "appender");
        appender.setAttribute("name", name);
        appender.setAttribute("class", type);
        return appender;
    }

    private static void include(Document document, Element parent, String file) {
        add(document, parent, "include").setAttribute("resource", PREFIX + file);
    }

    private static void property(Document document, Element parent, String name, String value) {
        Element property = add(document, parent, "property");
        property.setAttribute("name", name);
        property.setAttribute("value", value);
    }

    private static void text(Document document, Element parent, String name, String text) {
        add(document, parent, name).setTextContent(text);
    }

    private static Element add(Document document, Element parent, String name) {
        Element element = document.createElement(name);
        parent.appendChild(element);
        return element;
    }

    private static Document newDocument() {
        try {
            return DocumentBuilderFactory.newInstance().newDocumentBuilder().newDocument();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }
}
