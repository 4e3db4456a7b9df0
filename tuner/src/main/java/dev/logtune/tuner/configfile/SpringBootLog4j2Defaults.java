package dev.logtune.tuner.configfile;

import java.util.Map;

/**
 * What Spring Boot's own Log4j2 configurations hold (spring-boot's {@code org/springframework/boot/logging/log4j2/
 * log4j2.xml}, and {@code log4j2-file.xml} when a log file is set), modelled as {@link SpringBootIncludes} models the
 * Logback ones: written from what those files do, not copied. A synchronous Console (following System.out), a
 * synchronous RollingFile that rolls at 10 MB and compresses (both immediateFlush, Log4j2's default), thresholds from
 * {@code logging.threshold.*}, patterns from the same system properties as Logback's, the root at INFO.
 */
final class SpringBootLog4j2Defaults {
    private static final String PATTERN = "%d{${sys:LOG_DATEFORMAT_PATTERN:-yyyy-MM-dd'T'HH:mm:ss.SSSXXX}}"
            + " ${sys:LOG_LEVEL_PATTERN:-%5p} [%t] %-40.40c{1.} : %m%n";

    private SpringBootLog4j2Defaults() {
    }

    static String text(boolean file, Map<String, String> system, Map<String, String> loggers, String rootLevel) {
        StringBuilder xml = new StringBuilder("<Configuration status=\"WARN\">\n<Appenders>\n");
        xml.append("<Console name=\"Console\" target=\"SYSTEM_OUT\" follow=\"true\">\n");
        xml.append(layout("CONSOLE", system));
        threshold(xml, "CONSOLE", system);
        xml.append("</Console>\n");
        if (file) {
            xml.append("<RollingFile name=\"File\" fileName=\"${sys:LOG_FILE}\"")
                    .append(" filePattern=\"${sys:LOG_PATH:-.}/$${date:yyyy-MM}/app-%d{yyyy-MM-dd-HH}-%i.log.gz\">\n");
            xml.append(layout("FILE", system));
            threshold(xml, "FILE", system);
            xml.append("<Policies><SizeBasedTriggeringPolicy size=\"${sys:LOG_FILE_MAX_SIZE:-10 MB}\"/></Policies>\n");
            xml.append("</RollingFile>\n");
        }
        xml.append("</Appenders>\n<Loggers>\n");
        loggers.forEach((name, level) -> xml.append("<Logger name=\"").append(SpringBootModel.escape(name)).append("\" level=\"")
                .append(SpringBootModel.escape(level)).append("\"/>\n"));
        xml.append("<Root level=\"").append(SpringBootModel.escape(rootLevel)).append("\">\n<AppenderRef ref=\"Console\"/>\n");
        if (file) {
            xml.append("<AppenderRef ref=\"File\"/>\n");
        }
        return xml.append("</Root>\n</Loggers>\n</Configuration>\n").toString();
    }

    private static String layout(String side, Map<String, String> system) {
        if (system.containsKey(side + "_LOG_STRUCTURED_FORMAT")) {
            return "<StructuredLogLayout format=\"${sys:" + side + "_LOG_STRUCTURED_FORMAT}\" charset=\"${sys:" + side
                    + "_LOG_CHARSET:-UTF-8}\"/>\n";
        }
        return "<PatternLayout pattern=\"${sys:" + side + "_LOG_PATTERN:-" + SpringBootModel.escape(PATTERN) + "}\" charset=\"${sys:"
                + side + "_LOG_CHARSET:-UTF-8}\"/>\n";
    }

    private static void threshold(StringBuilder xml, String side, Map<String, String> system) {
        if (system.containsKey(side + "_LOG_THRESHOLD")) {
            xml.append("<ThresholdFilter level=\"${sys:").append(side).append("_LOG_THRESHOLD}\"/>\n");
        }
    }
}
