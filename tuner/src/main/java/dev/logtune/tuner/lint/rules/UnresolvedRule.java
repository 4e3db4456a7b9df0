package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.Unread;
import dev.logtune.tuner.configfile.Variables;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** What lint could not read or resolve, said plainly rather than guessed at. */
public final class UnresolvedRule extends NamedRule {
    public UnresolvedRule() {
        super(RuleInfo.byHand("unresolved", "An include or a ${...} that lint could not resolve; what depends on it was not checked",
                "what was not read (a resource, a URL, an unset variable) cannot be edited from here").aboutWiring());
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        for (Unread unread : context.config().unresolved()) {
            Finding finding = context.finding(id(), Severity.NOTE, null, "not read: " + unread.words() + ".",
                    "Lint reads files beside the config only: it does not search the classpath or fetch URLs.",
                    "Lint the included file on its own, or pass its values with -D.");
            // An include not read is said at the include, not at the file as a whole.
            findings.add(finding.line() == 0 ? UnreadInclude.pointAt(context.config(), finding, unread) : finding);
        }
        Set<String> names = new LinkedHashSet<>();
        ConfigElement first = null;
        Variables variables = context.model().variables();
        Set<String> keys = discriminatorKeys(context);
        boolean springBoot = context.springBoot();
        for (ConfigElement element : context.config().rootElement().all()) {
            List<String> values = new ArrayList<>(element.attributeValues());
            values.addAll(element.ownTexts());
            boolean inSift = element.ancestors().stream().anyMatch(a -> a.isTag("sift"));
            for (String value : values) {
                Variables.Resolved resolved = variables.resolve(value);
                if (!resolved.complete() && isChecked(context, element)) {
                    List<String> unknown = resolved.unresolved().stream()
                            .filter(n -> !(inSift && keys.contains(n)) && !(springBoot && SPRING_BOOT_SETS.contains(n))).toList();
                    names.addAll(unknown);
                    first = first == null && !unknown.isEmpty() ? element : first;
                }
            }
        }
        if (!names.isEmpty()) {
            findings.add(context.finding(id(), Severity.NOTE, first,
                    "could not resolve " + String.join(", ", names.stream().map(n -> "${" + n + "}").toList()) + ".",
                    "They are not defined in the file and were not given with -D; knobs that use them were not checked.",
                    "Pass them to lint: " + String.join(" ", names.stream().map(n -> "-D" + n + "=...").toList())));
        }
        return findings;
    }

    /**
     * The system properties Spring Boot sets for its logging system before Logback or Log4j2 reads the file
     * (LoggingSystemProperties, LogbackLoggingSystemProperties): known when the service runs, whatever lint is given.
     */
    static final Set<String> SPRING_BOOT_SETS = Set.of("PID", "LOG_FILE", "LOG_PATH", "LOG_TEMP", "CONSOLE_LOG_PATTERN", "FILE_LOG_PATTERN",
            "LOG_EXCEPTION_CONVERSION_WORD", "LOG_LEVEL_PATTERN", "LOG_DATEFORMAT_PATTERN", "LOG_CORRELATION_PATTERN", "CONSOLE_LOG_CHARSET",
            "FILE_LOG_CHARSET", "CONSOLE_LOG_THRESHOLD", "FILE_LOG_THRESHOLD", "CONSOLE_LOG_STRUCTURED_FORMAT", "FILE_LOG_STRUCTURED_FORMAT",
            "ROLLING_FILE_NAME_PATTERN", "LOG_FILE_MAX_SIZE", "LOG_FILE_MAX_HISTORY", "LOG_FILE_TOTAL_SIZE_CAP",
            "LOG_FILE_CLEAN_HISTORY_ON_START", "APPLICATION_NAME", "APPLICATION_GROUP", "APPLICATION_VERSION");

    // A SiftingAppender's discriminator keys: inside its <sift>, ${key} is the event's value, not a property.
    private static Set<String> discriminatorKeys(LintContext context) {
        Set<String> keys = new LinkedHashSet<>();
        for (ConfigElement discriminator : context.config().rootElement().descendants("discriminator")) {
            discriminator.childText("key").map(String::strip).filter(k -> !k.isEmpty()).ifPresent(keys::add);
        }
        return keys;
    }

    // Sifting keys and file names resolve per event or do not matter to any rule.
    private static boolean isChecked(LintContext context, ConfigElement element) {
        String tag = element.tag();
        if (context.framework() == Framework.LOGBACK) {
            return !List.of("file", "fileNamePattern", "pattern", "appender", "key", "defaultValue").contains(tag);
        }
        return !List.of("Property", "File", "RollingFile", "RandomAccessFile", "RollingRandomAccessFile", "Routes", "PatternLayout")
                .contains(tag);
    }
}
