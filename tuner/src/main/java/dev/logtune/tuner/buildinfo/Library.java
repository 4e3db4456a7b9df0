package dev.logtune.tuner.buildinfo;

import java.util.List;

/**
 * A library whose version changes what a logging configuration does, as a build names it: its group, the artifacts
 * that carry its version (the first is the one a service depends on), and the property Spring Boot's dependency
 * management reads for it, where Spring Boot manages it.
 */
public enum Library {
    LOGBACK("Logback", "ch.qos.logback", List.of("logback-classic", "logback-core"), "logback.version"),
    LOG4J2("Log4j2", "org.apache.logging.log4j", List.of("log4j-core", "log4j-api", "log4j-slf4j2-impl", "log4j-bom"), "log4j2.version"),
    DISRUPTOR("LMAX Disruptor", "com.lmax", List.of("disruptor"), null),
    JANINO("Janino", "org.codehaus.janino", List.of("janino", "commons-compiler"), "janino.version"),
    LOGSTASH_ENCODER("logstash-logback-encoder", "net.logstash.logback", List.of("logstash-logback-encoder"), null),
    /** Spring Boot itself: its version is the parent's or the BOM's where no dependency names one. */
    SPRING_BOOT("Spring Boot", "org.springframework.boot", List.of("spring-boot", "spring-boot-dependencies"), null);

    private final String displayName;
    private final String group;
    private final List<String> artifacts;
    private final String bootProperty;

    Library(String displayName, String group, List<String> artifacts, String bootProperty) {
        this.displayName = displayName;
        this.group = group;
        this.artifacts = artifacts;
        this.bootProperty = bootProperty;
    }

    public String displayName() {
        return displayName;
    }

    /** "ch.qos.logback:logback-classic". */
    public String coordinates() {
        return group + ":" + artifacts.get(0);
    }

    /** Whether {@code group:artifact} carries this library's version. */
    public boolean matches(String groupId, String artifactId) {
        return group.equals(groupId) && artifacts.contains(artifactId);
    }

    /** The property Spring Boot's dependency management reads for this library, or null where it manages none. */
    String bootProperty() {
        return bootProperty;
    }
}
