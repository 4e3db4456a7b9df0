package dev.logtune.tuner.emit;

import dev.logtune.configs.Versions;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.JsonEncoding;
import dev.logtune.configs.model.JsonLayout;
import dev.logtune.configs.model.Log4j2AsyncLoggers;
import dev.logtune.configs.model.LogstashDisruptorAppender;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.render.FileConventions;
import dev.logtune.tuner.buildinfo.AnswerVersions;
import dev.logtune.tuner.buildinfo.ServiceVersions;
import dev.logtune.tuner.configfile.ConfigFile;

import java.util.ArrayList;
import java.util.List;

/**
 * What a setup needs besides its XML: the JVM-wide properties file and where it must live, the LMAX Disruptor
 * (and which version), the SLF4J provider, the JSON layout's module. Printed with the file, never buried in it.
 */
public final class Requirements {
    private Requirements() {
    }

    /** For a service with no build read: the versions measured. */
    public static List<Requirement> of(SetupSpec spec, EmitTarget target, boolean propertiesWritten) {
        return of(spec, target, propertiesWritten, ServiceVersions.shipped(spec.framework()));
    }

    /**
     * @param service the framework version the service's build resolves; where it differs from the one measured, the
     *     need says so and what to change in the build
     */
    public static List<Requirement> of(SetupSpec spec, EmitTarget target, boolean propertiesWritten, ServiceVersions service) {
        List<Requirement> needs = new ArrayList<>();
        boolean spring = target.conventions() == FileConventions.SPRING_BOOT;
        if (spec.framework() == Framework.LOG4J2) {
            if (propertiesWritten) {
                needs.add(new Requirement(ConfigFile.COMPONENT_PROPERTIES + " (written beside " + target.file().getFileName()
                        + ") must be on the classpath: Log4j2 reads it from there, not from beside the config. Put it in"
                        + " src/main/resources, or pass each line as -Dkey=value. Without it "
                        + (allAsync(spec) ? "every logger runs synchronously, silently" : "the ring buffer and wait strategy fall back to Log4j2's defaults")
                        + ".", List.of()));
            }
            if (spec.async() instanceof Log4j2AsyncLoggers) {
                String disruptor = Versions.disruptor();
                needs.add(new Requirement("The LMAX Disruptor " + disruptor + " on the classpath: Log4j2's async loggers are"
                        + " built on it and fail to start without it. Not 4.0.0: with Log4j2 2.24 to 2.26 it loses events"
                        + " silently once the ring buffer fills (MultiProducerSequencer claims a slot before waiting, so"
                        + " Log4j2 reads negative capacity and discards; apache/logging-log4j2 issue 4356). Measured here:"
                        + " 20-50% of events delivered from 4 threads with 4.0.0, all of them with 3.4.4.",
                        List.of(maven("com.lmax", "disruptor", disruptor), gradle("com.lmax", "disruptor", disruptor))));
            }
            String log4j = Versions.log4j();
            needs.add(new Requirement(spring
                    ? "Log4j2 as Spring Boot's logging system: exclude spring-boot-starter-logging from your starters and add"
                            + " spring-boot-starter-log4j2 (one SLF4J provider per classpath; Spring Boot then reads log4j2-spring.xml)."
                            + againstBuild(service, "log4j2.version")
                    : service.fromBuild()
                    ? "Log4j2 as the SLF4J provider: log4j-core and log4j-slf4j2-impl, and no logback-classic on the classpath"
                            + " (SLF4J binds one provider, the first it finds)." + againstBuild(service, "log4j2.version")
                    : "Log4j2 as the SLF4J provider: log4j-core and log4j-slf4j2-impl " + log4j + ", and no logback-classic on"
                            + " the classpath (SLF4J binds one provider, the first it finds).",
                    service.fromBuild() ? change(service, "log4j2.version", List.of("org.apache.logging.log4j:log4j-core",
                            "org.apache.logging.log4j:log4j-slf4j2-impl"))
                    : spring ? List.of("Maven: <dependency><groupId>org.springframework.boot</groupId><artifactId>spring-boot-starter-log4j2</artifactId></dependency>"
                                    + " and, in each starter, <exclusions><exclusion><groupId>org.springframework.boot</groupId><artifactId>spring-boot-starter-logging</artifactId></exclusion></exclusions>",
                            "Gradle: implementation 'org.springframework.boot:spring-boot-starter-log4j2' and"
                                    + " configurations.all { exclude group: 'org.springframework.boot', module: 'spring-boot-starter-logging' }")
                            : List.of(maven("org.apache.logging.log4j", "log4j-core", log4j), maven("org.apache.logging.log4j", "log4j-slf4j2-impl", log4j),
                            gradle("org.apache.logging.log4j", "log4j-core", log4j), gradle("org.apache.logging.log4j", "log4j-slf4j2-impl", log4j))));
            if (spec.layout() instanceof JsonLayout) {
                needs.add(new Requirement("JsonTemplateLayout lives in its own module, log4j-layout-template-json " + log4j + ".",
                        List.of(maven("org.apache.logging.log4j", "log4j-layout-template-json", log4j),
                                gradle("org.apache.logging.log4j", "log4j-layout-template-json", log4j))));
            }
        } else {
            String logback = Versions.logback();
            needs.add(new Requirement(spring
                    ? "Logback is Spring Boot's default logging system (spring-boot-starter-logging); Spring Boot reads logback-spring.xml"
                            + " and stops logging at shutdown with its own hook, which flushes what this file buffers or queues."
                            + againstBuild(service, "logback.version")
                    : "logback-classic " + (service.fromBuild() ? "" : logback + " ") + "as the SLF4J provider"
                            + (spec.layout() instanceof JsonLayout ? " (JsonEncoder needs 1.3.8 or newer)" : "")
                            + ", and no other provider (log4j-slf4j2-impl, slf4j-simple) on the classpath."
                            + againstBuild(service, "logback.version"),
                    service.fromBuild() ? change(service, "logback.version", List.of("ch.qos.logback:logback-classic"))
                    : spring ? List.of() : List.of(maven("ch.qos.logback", "logback-classic", logback), gradle("ch.qos.logback", "logback-classic", logback))));
            if (spec.layout() instanceof JsonLayout json && json.encoding() == JsonEncoding.LOGSTASH
                    && !(spec.async() instanceof LogstashDisruptorAppender)) {
                String encoder = Versions.logstashEncoder();
                needs.add(new Requirement("logstash-logback-encoder " + encoder + " for LogstashEncoder (it brings Jackson).",
                        List.of(maven("net.logstash.logback", "logstash-logback-encoder", encoder),
                                gradle("net.logstash.logback", "logstash-logback-encoder", encoder))));
            }
            if (spec.async() instanceof LogstashDisruptorAppender) {
                String encoder = Versions.logstashEncoder();
                needs.add(new Requirement("logstash-logback-encoder " + encoder + " for LoggingEventAsyncDisruptorAppender (it"
                        + " brings Jackson and shades its own LMAX Disruptor, so a Log4j2 Disruptor pin elsewhere is untouched)."
                        + " Its threads are daemons: without a shutdown hook"
                        + (spring ? " (Spring Boot's is on by default)" : " (this file registers Logback's)")
                        + " what is still in the ring at exit is lost.",
                        List.of(maven("net.logstash.logback", "logstash-logback-encoder", encoder),
                                gradle("net.logstash.logback", "logstash-logback-encoder", encoder))));
            }
        }
        if (spec.reduction().sampler() != null) {
            String version = Versions.logtune();
            needs.add(new Requirement("logtune-sampler " + version + " (dev.logtune:logtune-sampler, this repository's sampler"
                    + " module: ./mvnw -pl sampler install puts it in your local repository) for the site sampler: "
                    + (spec.framework() == Framework.LOGBACK ? "a Logback TurboFilter" : "a Log4j2 filter plugin, found by its"
                    + " plugin descriptor") + ", the framework as a provided dependency and nothing else.",
                    List.of(maven("dev.logtune", "logtune-sampler", version), gradle("dev.logtune", "logtune-sampler", version))));
        }
        return needs;
    }

    /**
     * What the service's build resolves against the version measured: "as measured", or what to change to run what was
     * measured; empty where no build was read.
     */
    private static String againstBuild(ServiceVersions service, String property) {
        if (!service.fromBuild()) {
            return "";
        }
        String measured = AnswerVersions.measured(service.framework());
        if (service.judged().version().equals(measured)) {
            return " Your build resolves " + service.describe() + ", the version measured.";
        }
        return " Your build resolves " + service.describe() + "; the figures were measured with " + measured
                + (managed(service) ? ": to run what was measured, set the " + property + " property to " + measured + "."
                : ": to run what was measured, set it to " + measured + ".");
    }

    /** The build lines that change the service's version to the one measured; none where they agree. */
    private static List<String> change(ServiceVersions service, String property, List<String> artifacts) {
        String measured = AnswerVersions.measured(service.framework());
        if (service.judged().version().equals(measured)) {
            return List.of();
        }
        if (managed(service)) {
            return List.of("Maven: <properties><" + property + ">" + measured + "</" + property + "></properties>",
                    "Gradle: ext['" + property + "'] = '" + measured + "'");
        }
        List<String> lines = new ArrayList<>();
        artifacts.forEach(a -> lines.add(maven(a.substring(0, a.indexOf(':')), a.substring(a.indexOf(':') + 1), measured)));
        artifacts.forEach(a -> lines.add(gradle(a.substring(0, a.indexOf(':')), a.substring(a.indexOf(':') + 1), measured)));
        return lines;
    }

    /** Whether Spring Boot manages the version: then its property, not a dependency's version, changes it. */
    private static boolean managed(ServiceVersions service) {
        return service.judged().source().contains("Spring Boot");
    }

    /** The requirements as text: a heading, then each with its snippets indented under it. */
    public static String text(List<Requirement> needs) {
        if (needs.isEmpty()) {
            return "";
        }
        StringBuilder text = new StringBuilder("What else it needs:\n");
        for (Requirement need : needs) {
            text.append("  - ").append(need.what()).append('\n');
            need.snippets().forEach(s -> text.append("      ").append(s).append('\n'));
        }
        return text.toString();
    }

    private static boolean allAsync(SetupSpec spec) {
        return spec.async() instanceof Log4j2AsyncLoggers loggers && loggers.allAsync();
    }

    private static String maven(String group, String artifact, String version) {
        return "Maven: <dependency><groupId>" + group + "</groupId><artifactId>" + artifact + "</artifactId><version>" + version
                + "</version></dependency>";
    }

    private static String gradle(String group, String artifact, String version) {
        return "Gradle: implementation '" + group + ":" + artifact + ":" + version + "'";
    }
}
