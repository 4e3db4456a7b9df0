package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFile;

import java.nio.file.Path;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where an include lint could not read sits: ConfigFile names it in the text ("include at logback.xml:3"), and the
 * element itself is gone from the merged document only where it was read.
 */
final class UnreadInclude {
    // How ConfigFile names the place of an include it could not read: "(include at logback.xml:3)", "(XInclude at line 7)".
    private static final Pattern INCLUDE_AT = Pattern.compile("\\((?:include at (.+?):(\\d+)|XInclude at line (\\d+))\\)");

    private UnreadInclude() {
    }

    /** A finding about an include that could not be read, pointed at the include's own line; others as they are. */
    static Finding pointAt(ConfigFile config, Finding finding) {
        Matcher at = INCLUDE_AT.matcher(finding.message());
        if (!at.find()) {
            return finding;
        }
        if (at.group(3) != null) {
            int line = Integer.parseInt(at.group(3));
            return finding.at(finding.file(), line, includeElement(config, config.path(), line, "xi:include"));
        }
        String name = at.group(1);
        int line = Integer.parseInt(at.group(2));
        Path file = config.path().getFileName().toString().equals(name) ? config.path() : includedFile(config, name);
        return file == null ? finding : finding.at(file.toString(), line, includeElement(config, file, line, "include"));
    }

    // The included file of that name, from the elements it gave the merged document.
    private static Path includedFile(ConfigFile config, String name) {
        return config.rootElement().all().stream().map(config::sourceOf).filter(Objects::nonNull)
                .filter(p -> p.getFileName() != null && p.getFileName().toString().equals(name)).findFirst().orElse(null);
    }

    private static String includeElement(ConfigFile config, Path file, int line, String tag) {
        for (ConfigElement element : config.rootElement().descendants(tag)) {
            if (element.line() == line && config.sourceOf(element).equals(file)) {
                return LintContext.describe(element).replace(">", include(element));
            }
        }
        return "<" + tag + ">";
    }

    private static String include(ConfigElement element) {
        for (String attribute : new String[] {"resource", "url", "file", "href"}) {
            if (element.hasAttribute(attribute)) {
                return " " + attribute + "=\"" + element.attribute(attribute) + "\">";
            }
        }
        return ">";
    }
}
