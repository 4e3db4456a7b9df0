package dev.logtune.tuner.configfile.model;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;

import java.util.Optional;

/**
 * One element's settings as its framework reads them, {@code ${...}} resolved: Logback sets a property from a child
 * element ({@code <queueSize>8192</queueSize>}), Log4j2 from an attribute ({@code bufferSize="8192"}). Rules ask here
 * instead of choosing between child text and attribute and resolving variables themselves.
 */
public final class Settings {
    private final ConfigFacts facts;
    private final ConfigElement element;

    Settings(ConfigFacts facts, ConfigElement element) {
        this.facts = facts;
        this.element = element;
    }

    /** The value as set (a Logback child element's trimmed text, a Log4j2 attribute as written), resolved; empty when unset. */
    public Optional<String> get(String name) {
        return facts.config().framework() == Framework.LOGBACK ? facts.value(element, name) : facts.attribute(element, name);
    }

    /** The value as a whole number ({@code 8_192} too); empty when unset or not a number. */
    public Optional<Integer> integer(String name) {
        return get(name).flatMap(ConfigFacts::parseInt);
    }

    /** Whether it is set to true (spaces and case aside); false when unset. */
    public boolean flag(String name) {
        return get(name).map(v -> v.strip().equalsIgnoreCase("true")).orElse(false);
    }

    /** Where a finding about the setting points: the child element that sets it (Logback's way), else the element. */
    public ConfigElement where(String name) {
        return element.child(name).orElse(element);
    }

    /** The class a Logback element's {@code class} names, as Logback resolves it (variables, {@code <import>}s); empty without one. */
    public String className() {
        return facts.className(element);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Settings settings && settings.element.equals(element);
    }

    @Override
    public int hashCode() {
        return element.hashCode();
    }
}
