package dev.logtune.configs.render;

import dev.logtune.configs.model.Framework;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A setup rendered for its framework: the XML, and for Log4j2 the JVM-wide properties it needs
 * (context selector, ring buffer, wait strategy, queue-full policy), each with the reason it is set.
 */
public record RenderedSetup(String id, Framework framework, String xml, SortedMap<String, Property> properties) {

    /** A system property the setup needs, and why. */
    public record Property(String value, String reason) {
    }

    public RenderedSetup {
        properties = Collections.unmodifiableSortedMap(new TreeMap<>(properties));
    }

    public String xmlFileName() {
        return id + ".xml";
    }

    public String propertiesFileName() {
        return id + ".properties";
    }

    public Map<String, String> systemProperties() {
        SortedMap<String, String> values = new TreeMap<>();
        properties.forEach((key, property) -> values.put(key, property.value()));
        return values;
    }

    /** The properties as {@code -Dkey=value} flags for a JVM that loads this setup. */
    public List<String> jvmFlags() {
        List<String> flags = new ArrayList<>();
        properties.forEach((key, property) -> flags.add("-D" + key + "=" + property.value()));
        return flags;
    }

    /** The properties as a {@code log4j2.component.properties} file, or an empty string when none are needed. */
    public String componentProperties() {
        if (properties.isEmpty()) {
            return "";
        }
        StringBuilder text = new StringBuilder();
        text.append("# logtune setup ").append(id).append(": JVM-wide Log4j2 properties.\n");
        text.append("# Put this file on the classpath as log4j2.component.properties, or pass each line as -Dkey=value.\n");
        properties.forEach((key, property) -> text.append("# ").append(property.reason()).append('\n')
                .append(key).append('=').append(property.value()).append('\n'));
        return text.toString();
    }
}
