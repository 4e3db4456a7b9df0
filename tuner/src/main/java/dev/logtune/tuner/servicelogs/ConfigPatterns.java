package dev.logtune.tuner.servicelogs;

import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.Variables;

import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The layout patterns a service's logging config writes with (Logback's {@code <pattern>}, Log4j2's PatternLayout in
 * any of its formats, Spring Boot's {@code logging.pattern.*} through the config Boot builds), variables resolved as
 * the framework resolves them: the first shapes its logs are read in.
 */
final class ConfigPatterns {
    private ConfigPatterns() {
    }

    static List<String> of(Path config) throws ConfigException {
        ConfigFile file = ConfigFile.read(config, Map.of());
        Variables variables = file.variables();
        Set<String> patterns = new LinkedHashSet<>();
        for (ConfigElement element : file.rootElement().all()) {
            if (element.isTag("pattern") && element.children("pattern").isEmpty() && !element.text().isBlank()) {
                patterns.add(variables.resolve(element.text().strip()).text());
            }
            if (element.isTag("PatternLayout")) {
                element.findAttribute("pattern").ifPresent(pattern -> patterns.add(variables.resolve(pattern).text()));
            }
        }
        patterns.removeIf(p -> !p.contains("%"));
        return List.copyOf(patterns);
    }
}
