package dev.logtune.tuner.tune;

import dev.logtune.configs.model.ByteSizes;
import dev.logtune.support.format.Durations;
import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.SpringBootProperties;
import dev.logtune.tuner.configfile.SpringBootService;
import dev.logtune.configs.model.PatternLayout;
import dev.logtune.tuner.lint.rules.CallerDataRule;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.LintContext;
import dev.logtune.tuner.lint.rules.RetentionRule;
import dev.logtune.tuner.lint.rules.Severity;
import dev.logtune.tuner.lint.rules.Subject;
import dev.logtune.tuner.lint.rules.VerboseLevelRule;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The logging.* keys tune sets in a service's application properties where Spring Boot builds the configuration from
 * them: the rolling policy of Spring Boot's file (logging.logback.rollingpolicy.*) where lint warns of its history, sized
 * as emit sizes a file for the rate and --disk-budget; and, with --change-output, a logging.level.* lint warns of. A key
 * written in this file is changed in place; a new one goes at the end of a .properties file, or into a YAML file's
 * mappings ({@link YamlKeys}); one set in another file is named there.
 */
final class SpringBootKeys {
    private static final String ROLLING = "logging.logback.rollingpolicy.";
    private final SpringBootService service;
    private final String text;
    private final List<TextEdit> edits;
    private final List<Change> changes;
    private final List<String> kept;
    private final List<String> added = new ArrayList<>();
    private final YamlKeys yamlKeys;
    private final Set<Finding> handled = new HashSet<>();

    private SpringBootKeys(SpringBootService service, String text, List<TextEdit> edits, List<Change> changes, List<String> kept) {
        this.service = service;
        this.text = text;
        this.edits = edits;
        this.changes = changes;
        this.kept = kept;
        this.yamlKeys = new YamlKeys(text);
    }

    /**
     * What the keys planned answer.
     *
     * @param answered the lint findings they answer, no longer to be listed as left
     * @param callerFree Spring Boot's appenders ("FILE", "CONSOLE") whose pattern no longer prints caller data
     */
    record Planned(Set<Finding> answered, Set<String> callerFree) {
    }

    /** Plans the keys into {@code edits}, {@code changes} and {@code kept}. */
    static Planned plan(SpringBootService service, String text, Target target, LintContext context, boolean changeOutput,
                        List<TextEdit> edits, List<Change> changes, List<String> kept) {
        SpringBootKeys keys = new SpringBootKeys(service, text, edits, changes, kept);
        keys.retention(target, context);
        keys.levels(context, changeOutput);
        Set<String> callerFree = keys.patterns(context, changeOutput);
        keys.append();
        return new Planned(keys.handled, callerFree);
    }

    /** logging.pattern.file and .console that lint finds printing caller data: the converters leave them (--change-output). */
    private Set<String> patterns(LintContext context, boolean changeOutput) {
        Set<String> callerFree = new HashSet<>();
        List<Finding> findings = new CallerDataRule().check(context);
        for (String appender : List.of("FILE", "CONSOLE")) {
            String key = "logging.pattern." + appender.toLowerCase(Locale.ROOT);
            Optional<SpringBootProperties.Entry> entry = service.properties().get(key);
            Optional<Finding> finding = entry.filter(e -> PatternLayout.asksForCallerData(e.value()))
                    .flatMap(e -> findings.stream().filter(f -> f.line() == e.line()).findFirst());
            if (finding.isEmpty()) {
                continue;
            }
            handled.add(finding.get());
            String value = entry.get().value().strip();
            String to = CallerFreePattern.of(value);
            String why = "the pattern prints caller data, a stack walk per event on the calling thread (lint caller-data)";
            if (!changeOutput) {
                kept.add(key + "=" + value + " -> " + to + ": " + why + "; not applied: it changes what the logs say, the team's call"
                        + " (--change-output applies it)");
                continue;
            }
            Optional<TextEdit> edit = !sameFile(entry.get()) ? Optional.empty() : yaml() ? yamlKeys.replace(key, to)
                    : wholeValue(entry.get().line()).map(span -> new TextEdit(span.start(), span.end(), to));
            if (edit.isEmpty()) {
                kept.add(key + " at " + entry.get().where() + ": set it to " + to + " there (" + why + ")");
                continue;
            }
            edits.add(edit.get());
            changes.add(new Change(key, value, to, why, "lines lose class, method, file and line; the logger name usually names"
                    + " the class"));
            callerFree.add(appender);
        }
        return callerFree;
    }

    /** The whole value of the .properties line {@code line} (1-based), spaces and all, to the end of the line. */
    private Optional<TextEdit> wholeValue(int line) {
        int[] span = SpringBootTune.lineSpan(text, line);
        if (span == null) {
            return Optional.empty();
        }
        String row = text.substring(span[0], span[1]).stripTrailing();
        java.util.regex.Matcher pair = java.util.regex.Pattern.compile("^\\s*[^=:\\s]+\\s*[=:]\\s*").matcher(row);
        if (!pair.find() || row.endsWith("\\") || pair.end() > row.length()) {
            return Optional.empty();
        }
        return Optional.of(new TextEdit(span[0] + pair.end(), span[0] + row.length(), ""));
    }

    private void retention(Target target, LintContext context) {
        Optional<ConfigElement> file = context.model().appenders().stream().filter(a -> a.name().equals("FILE")).findFirst()
                .map(a -> a.element());
        Optional<Finding> finding = new RetentionRule().check(context).stream().filter(f -> f.severity() != Severity.NOTE)
                .filter(f -> f.subject() != null && "FILE".equals(f.subject().name())).findFirst();
        Double rate = file.map(context::rateAt).orElse(null);
        if (file.isEmpty() || finding.isEmpty() || rate == null || !(rate > 0)) {
            return;
        }
        // Spring Boot's file rolls into .gz archives; it is the one file its configuration writes.
        RetentionSizing sized = RetentionSizing.of(target, rate, context.lineBytes(file.get()).bytes(), true, 1);
        // The days the service keeps (Spring Boot's 7 by default) are the history the budget is held to, unless --history says.
        Optional<Long> days = service.properties().get(ROLLING + "max-history").flatMap(e -> ConfigFacts.parseInt(e.value().strip()))
                .map(Integer::longValue);
        if (target.history() == null && days.isPresent() && days.get() > 0) {
            sized = sized.keeping(days.get() * 86_400.0, days.get() + " days (" + ROLLING + "max-history)");
        }
        String why = finding.get().message().strip().replaceAll("\\.$", "");
        String effect = "Spring Boot's file-appender.xml reads it; a roll minutes apart, and the rolled files held to the rolled"
                + " part of " + sized.budgetText() + " (" + Durations.span(sized.heldBy(sized.capBytes())) + " at " + sized.pace() + ")";
        raise(ROLLING + "max-file-size", sized.fileBytes(), why, effect);
        raise(ROLLING + "total-size-cap", sized.capBytes(), why, effect);
        if (target.history() != null) {
            set(ROLLING + "max-history", String.valueOf(sized.periods(86_400)), why, "archives older than "
                    + sized.historyText() + " are deleted");
        }
        String shortfall = sized.shortfall();
        if (!shortfall.isEmpty()) {
            kept.add("FILE: " + shortfall);
        }
        handled.add(finding.get());
    }

    private void levels(LintContext context, boolean changeOutput) {
        for (Finding finding : new VerboseLevelRule().check(context)) {
            Subject subject = finding.subject();
            if (subject == null || subject.kind() != Subject.Kind.VERBOSE_LEVEL) {
                continue;
            }
            String key = "logging.level." + (subject.name() == null ? "root" : subject.name());
            String why = "every " + subject.level() + " event below it is written, on top of the rate (lint verbose-level)";
            if (!changeOutput) {
                kept.add(key + "=" + subject.level() + " -> INFO: " + why + "; not applied: it changes which lines are written, the"
                        + " team's call (--change-output applies it)");
            } else {
                set(key, "INFO", why, "its " + subject.level() + " lines are no longer written; turn " + subject.level()
                        + " on for one logger when needed (the loggers actuator)");
            }
            handled.add(finding);
        }
    }

    /**
     * A size key set to {@code bytes} where it is unset or smaller: a larger one written is the team's call, as tune only
     * raises a bound it sizes (a cap of 0, Spring Boot's "no cap", is unset).
     */
    private void raise(String key, long bytes, String why, String effect) {
        Optional<Long> written = service.properties().get(key).flatMap(e -> ConfigFacts.parseSize(e.value().strip()));
        if (written.isPresent() && written.get() > 0 && written.get() >= bytes) {
            return;
        }
        set(key, ByteSizes.human(bytes), why, effect);
    }

    /** {@code key} set to {@code value}: in place where this file writes it, else added (or named where it is set). */
    private void set(String key, String value, String why, String effect) {
        Optional<SpringBootProperties.Entry> entry = service.properties().get(key);
        if (entry.isPresent() && entry.get().value().strip().equalsIgnoreCase(value)) {
            return;
        }
        if (entry.isPresent() && !sameFile(entry.get())) {
            kept.add(key + " is set at " + entry.get().where() + " (" + entry.get().value() + "): set it to " + value + " there ("
                    + why + ")");
            return;
        }
        Optional<TextEdit> edit = entry.flatMap(e -> (yaml() ? yamlKeys.replace(key, value) : Optional.<TextEdit>empty())
                .or(() -> SpringBootTune.valueEdit(text, e.line(), value)));
        if (entry.isPresent() && edit.isEmpty()) {
            kept.add(key + " at " + entry.get().where() + " is written in a way tune does not edit: set it to " + value + " (" + why + ")");
            return;
        }
        if (edit.isEmpty() && yaml() && !yamlKeys.add(key, value)) {
            kept.add(key + ": add \"" + key + ": " + value + "\" to the logging section of " + service.properties().file().getFileName()
                    + " (" + why + "; " + effect + ")");
            return;
        }
        if (edit.isPresent()) {
            edits.add(edit.get());
        } else if (!yaml()) {
            added.add(key + "=" + value);
        }
        changes.add(new Change(key, entry.map(e -> e.value().strip()).orElse("unset"), value, why, effect));
    }

    /** The new keys: at the end of a .properties file, each on a line of its own; in a YAML file's own mappings. */
    private void append() {
        edits.addAll(yamlKeys.edits());
        if (added.isEmpty()) {
            return;
        }
        String eol = TextTree.eol(text);
        StringBuilder lines = new StringBuilder(text.isEmpty() || text.endsWith("\n") ? "" : eol);
        added.forEach(line -> lines.append(line).append(eol));
        edits.add(new TextEdit(text.length(), text.length(), lines.toString()));
    }

    private boolean sameFile(SpringBootProperties.Entry entry) {
        return entry.file().toAbsolutePath().normalize().equals(service.properties().file().toAbsolutePath().normalize());
    }

    private boolean yaml() {
        String name = service.properties().file().getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".yml") || name.endsWith(".yaml");
    }
}
