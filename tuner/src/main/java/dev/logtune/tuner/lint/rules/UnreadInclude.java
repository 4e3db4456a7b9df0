package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.Unread;

import java.nio.file.Path;
import java.util.Objects;

/** Where an include lint could not read sits: the element itself is gone from the merged document only where it was read. */
final class UnreadInclude {

    private UnreadInclude() {
    }

    /** A finding about what could not be read, pointed at the include's own line where an include named it. */
    static Finding pointAt(ConfigFile config, Finding finding, Unread unread) {
        if (unread.kind() == Unread.Kind.XINCLUDE) {
            return finding.at(finding.file(), unread.line(), includeElement(config, config.path(), unread.line(), "xi:include"));
        }
        if (unread.kind() != Unread.Kind.INCLUDE || unread.line() == 0) {
            return finding;
        }
        String name = unread.file();
        Path file = config.path().getFileName().toString().equals(name) ? config.path() : includedFile(config, name);
        return file == null ? finding : finding.at(file.toString(), unread.line(), includeElement(config, file, unread.line(), "include"));
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
