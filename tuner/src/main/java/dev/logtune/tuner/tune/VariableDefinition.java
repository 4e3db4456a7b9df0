package dev.logtune.tuner.tune;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where the variable a value is set through is defined in the file itself, for an edit made there instead: the value is
 * {@code ${NAME}} alone, and the first Logback {@code <property>}/{@code <variable>} or Log4j2 {@code <Property>} of
 * that name (the one the framework reads) writes its value as an attribute or, in XML, as text.
 *
 * @param attribute the attribute that holds the value, or null where it is the element's text
 */
record VariableDefinition(String name, ConfigElement element, String attribute) {
    private static final Pattern ALONE = Pattern.compile("\\$\\{([^:}${]+)}");

    static Optional<VariableDefinition> of(Tuning tuning, String written) {
        Matcher alone = ALONE.matcher(written.strip());
        if (!alone.matches()) {
            return Optional.empty();
        }
        String name = alone.group(1).strip();
        List<String> tags = tuning.config.framework() == Framework.LOGBACK ? List.of("property", "variable") : List.of("Property");
        for (String tag : tags) {
            for (ConfigElement element : tuning.config.rootElement().descendants(tag)) {
                if (!element.attribute("name").strip().equals(name)) {
                    continue;
                }
                if (element.hasAttribute("value")) {
                    return Optional.of(new VariableDefinition(name, element, "value"));
                }
                // The first definition is the one read: one this tune cannot edit ends the search.
                return tuning.xml != null && !element.hasAttribute("file") && !element.hasAttribute("resource")
                        ? Optional.of(new VariableDefinition(name, element, null)) : Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** The value as written, or empty where it is not in this file's text. */
    Optional<String> written(Tuning tuning) {
        if (attribute != null) {
            return tuning.edits.writtenValue(element, attribute);
        }
        return tuning.xml.inFile(element) ? Optional.of(tuning.xml.writtenText(element)) : Optional.empty();
    }

    void set(Tuning tuning, String value) {
        if (attribute != null) {
            tuning.edits.setAttribute(element, attribute, value);
        } else {
            tuning.xml.setText(element, value);
        }
    }
}
