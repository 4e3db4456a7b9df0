package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.Variables;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** What lint could not read or resolve, said plainly rather than guessed at. */
public final class UnresolvedRule extends NamedRule {
    public UnresolvedRule() {
        super("unresolved", "An include or a ${...} that lint could not resolve; what depends on it was not checked");
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        for (String unresolved : context.config().unresolved()) {
            findings.add(context.finding(id(), Severity.NOTE, null, "not read: " + unresolved + ".",
                    "Lint reads files beside the config only: it does not search the classpath or fetch URLs.",
                    "Lint the included file on its own, or pass its values with -D."));
        }
        Set<String> names = new LinkedHashSet<>();
        ConfigElement first = null;
        Variables variables = context.facts().variables();
        for (ConfigElement element : context.config().rootElement().all()) {
            List<String> values = new ArrayList<>(element.attributeValues());
            values.addAll(element.ownTexts());
            for (String value : values) {
                Variables.Resolved resolved = variables.resolve(value);
                if (!resolved.complete() && isChecked(context, element)) {
                    names.addAll(resolved.unresolved());
                    first = first == null ? element : first;
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
