package dev.logtune.tuner.fuzz;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/** The formats of configuration a team hands to lint and tune, as the fuzzer tells a fixture's. */
enum SeedFormat {
    LOGBACK_XML, LOG4J2_XML, LOG4J2_JSON, LOG4J2_YAML, LOG4J2_PROPERTIES, SPRING_PROPERTIES, SPRING_YAML;

    /** The format of a fixture file, or empty where it is not a configuration (a build file, a component file). */
    static Optional<SeedFormat> of(Path file, String text) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.equals("log4j2.component.properties") || name.equals("pom.xml")) {
            return Optional.empty();
        }
        if (name.startsWith("application.") || name.startsWith("application-")) {
            return name.endsWith(".properties") ? Optional.of(SPRING_PROPERTIES)
                    : name.endsWith(".yml") || name.endsWith(".yaml") ? Optional.of(SPRING_YAML) : Optional.empty();
        }
        if (name.endsWith(".json")) {
            return Optional.of(LOG4J2_JSON);
        }
        if (name.endsWith(".yaml") || name.endsWith(".yml")) {
            return Optional.of(LOG4J2_YAML);
        }
        if (name.endsWith(".properties")) {
            return Optional.of(LOG4J2_PROPERTIES);
        }
        if (name.endsWith(".xml")) {
            boolean log4j2 = name.contains("log4j2") || text.contains("<Configuration") || text.contains("<Appenders");
            return Optional.of(log4j2 ? LOG4J2_XML : LOGBACK_XML);
        }
        return Optional.empty();
    }

    boolean xml() {
        return this == LOGBACK_XML || this == LOG4J2_XML;
    }

    boolean yaml() {
        return this == LOG4J2_YAML || this == SPRING_YAML;
    }

    boolean properties() {
        return this == LOG4J2_PROPERTIES || this == SPRING_PROPERTIES;
    }
}
