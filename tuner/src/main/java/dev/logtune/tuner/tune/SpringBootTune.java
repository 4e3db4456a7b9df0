package dev.logtune.tuner.tune;

import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.PatternLayout;
import dev.logtune.tuner.lint.rules.ConsoleAtRateRule;
import dev.logtune.tuner.advice.Capacity;
import dev.logtune.tuner.advice.Figures;
import dev.logtune.tuner.advice.QueueSizing;
import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.model.JudgedFile;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.SpringBootProperties;
import dev.logtune.tuner.configfile.SpringBootService;
import dev.logtune.tuner.lint.Linter;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.LintContext;
import dev.logtune.tuner.lint.rules.Severity;
import dev.logtune.tuner.lint.rules.SyncNearCapacityRule;
import dev.logtune.tuner.userfiles.UserFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * tune on a service Spring Boot configures from its application properties. Their logging.* keys size the file's
 * history and name levels and patterns ({@link SpringBootKeys}), but hold no speed or loss knob: Spring Boot's appenders
 * are synchronous (console, and a rolling file flushing every event). Where the
 * target needs a queue (a stall to absorb, a rate past the synchronous file's knee, a console lint warns of at the
 * rate), the knob has no property, so tune writes the {@code logback-spring.xml} it needs, built on Spring Boot's own
 * includes (which read the same {@code logging.*} keys, so nothing else changes), with an AsyncAppender in front of the
 * file, the console or both; and the properties
 * change where they would lose that queue at exit ({@code logging.register-shutdown-hook=false}). The new file is
 * read back, linted and loaded in real Logback before it is shown.
 */
final class SpringBootTune {
    static final String EMITTED = "logback-spring.xml";
    /** The measured AsyncAppender depth that holds at the reference loads (logback-async-q8192-t20). */
    static final int MIN_QUEUE = 8192;

    /**
     * What tune would do.
     *
     * @param tunedProperties the application file with its edits, equal to the original when none
     * @param emitted the logback-spring.xml to add, or null for none
     */
    record Plan(String properties, String tunedProperties, String emitted, List<Change> changes, List<String> kept) {
        boolean changesNothing() {
            return changes.isEmpty();
        }
    }

    private SpringBootTune() {
    }

    static Plan plan(SpringBootService service, String text, Target target, Figures figures, Permissions permissions) {
        ConfigFile config = service.config();
        List<Change> changes = new ArrayList<>();
        List<String> kept = new ArrayList<>();
        List<TextEdit> edits = new ArrayList<>();
        if (config.framework() != Framework.LOGBACK) {
            kept.add("Spring Boot's Log4j2 defaults are synchronous; an async stage (AsyncLogger, <Async>) needs a log4j2-spring.xml"
                    + " of the service's own, which tune does not write: tuner recommend --framework log4j2 --emit log4j2-spring.xml");
            return new Plan(text, text, null, changes, kept);
        }
        JudgedFile judged = JudgedFile.of(config);
        ConfigFacts facts = judged.facts();
        String closest = Linter.closestSetup(judged);
        LintContext context = new LintContext(judged, target.rate(), target.threads(), figures, closest);
        Optional<Capacity> capacity = context.capacity(closest);
        boolean pastKnee = capacity.isPresent() && capacity.get().eventsPerSecond() < target.rate() / TunePlanner.KNEE;
        Optional<ConfigElement> file = facts.appenders().stream().filter(a -> a.attribute("name").equals("FILE")).findFirst();
        String wrapped = file.isPresent() ? "FILE" : "CONSOLE";
        SpringBootKeys.Planned keys = SpringBootKeys.plan(service, text, target, context, permissions.changeOutput(), edits, changes, kept);
        Set<Finding> answered = keys.answered();
        // Spring Boot's console gets every event too: where lint warns of it at the rate, it is queued for its reader.
        boolean consoleAtRate = judged.model().appenders().stream().filter(a -> a.name().equals("CONSOLE")).findFirst()
                .flatMap(console -> new ConsoleAtRateRule().judge(context, console))
                .filter(f -> f.severity() == Severity.WARNING).isPresent();
        boolean wrappedNeedsQueue = pastKnee || target.stall() != null;
        String load = "at " + target.load() + capacity.map(c -> ", " + closest + " delivers " + Numbers.human(c.eventsPerSecond())
                + " events/s at " + target.threads() + " threads").orElse("");
        if (!wrappedNeedsQueue && consoleAtRate && file.isPresent()) {
            kept.add("FILE: no queue is needed " + load + " (give --stall to size one for a disk stall)");
        }
        if (!wrappedNeedsQueue && !consoleAtRate) {
            kept.add("Spring Boot's appenders are synchronous and hold nothing a crash or an exit could lose; " + load + ", no queue is"
                    + " needed (give --stall to size one for a disk stall)");
            // What lint still warns of is outside tune's knobs here: said, never passed over as "tuned".
            for (Finding finding : Linter.lint(judged, target.rate(), target.threads(), figures)) {
                if (finding.severity() != Severity.NOTE && answered.stream().noneMatch(a -> same(a, finding))) {
                    kept.add("lint " + finding.severity() + " " + finding.rule() + " at " + Path.of(finding.file()).getFileName()
                            + (finding.line() > 0 ? ":" + finding.line() : "") + ": " + finding.message() + " (outside these knobs)");
                }
            }
            return new Plan(text, TextEdit.apply(text, edits), null, changes, kept);
        }
        String queued = wrappedNeedsQueue ? wrapped : "CONSOLE";
        if (config.defines().containsKey(queued + "_LOG_STRUCTURED_FORMAT")) {
            kept.add("logging.structured.format." + queued.toLowerCase(Locale.ROOT) + "=" + config.defines().get(queued
                    + "_LOG_STRUCTURED_FORMAT") + ": an async stage would go in a logback-spring.xml on Spring Boot's structured-"
                    + queued.toLowerCase(Locale.ROOT) + "-appender.xml, which tune cannot check here; not written");
            return new Plan(text, TextEdit.apply(text, edits), null, changes, kept);
        }
        long needed = Math.max(MIN_QUEUE, QueueSizing.needed(target, capacity.map(Capacity::eventsPerSecond).orElse(Double.MAX_VALUE)));
        long readerQueue = consoleAtRate ? QueueSizing.console(target, target.rate()) : 0;
        // A console alone takes the deeper of the two: the target's and its reader's pause.
        int queue = !wrappedNeedsQueue ? 0 : (int) Math.min(file.isPresent() ? needed : Math.max(needed, readerQueue), Integer.MAX_VALUE);
        long consoleQueue = file.isPresent() ? readerQueue : Math.max(queue, readerQueue);
        String pattern = config.variables().resolve("${" + wrapped + "_LOG_PATTERN}").text();
        boolean caller = PatternLayout.asksForCallerData(pattern) && !keys.callerFree().contains(wrapped);
        String why = pastKnee
                ? String.format(Locale.ROOT, "its closest measured setup, %s, delivers %s events/s at %d threads, so %s/s keeps the"
                        + " write lock past the %.0f%% knee where p99 climbs", closest, Numbers.human(capacity.get().eventsPerSecond()),
                target.threads(), Numbers.human(target.rate()), 100 * TunePlanner.KNEE)
                : wrappedNeedsQueue ? QueueSizing.stallReason(target)
                : "lint console-at-rate: every event goes to the console at " + Numbers.human(target.rate()) + "/s, through System.out's"
                        + " lock and a pipe whose reader can pause";
        boolean consoleCaller = PatternLayout.asksForCallerData(config.variables().resolve("${CONSOLE_LOG_PATTERN}").text())
                && !keys.callerFree().contains("CONSOLE");
        boolean consoleBeside = consoleAtRate && (file.isPresent() || !wrappedNeedsQueue);
        String emitted = logbackSpring(service, file.isPresent(), file.isPresent() ? queue : 0, caller, why, consoleQueue, consoleCaller);
        if (consoleBeside) {
            changes.add(new Change(EMITTED + " ASYNC_CONSOLE", "none (Spring Boot's CONSOLE appender, synchronous)",
                    "AsyncAppender queueSize " + Numbers.count(consoleQueue) + ", discardingThreshold 0" + (consoleCaller
                            ? ", includeCallerData true" : ""), "lint console-at-rate: every event " + (file.isPresent() ? "also " : "")
                            + "goes to the console at " + Numbers.human(target.rate()) + "/s, through System.out's lock and a pipe whose"
                            + " reader can pause" + (wrappedNeedsQueue ? "" : "; no logging.* key adds a queue, so it takes a "
                            + EMITTED + " on Spring Boot's own includes"),
                    "the queue holds a " + Durations.brief(QueueSizing.READER_PAUSE) + " pause of the reader; no event is dropped;"
                            + " a full queue makes callers wait"));
        }
        if (wrappedNeedsQueue) {
            changes.add(new Change(EMITTED + " ASYNC_" + wrapped, "none (Spring Boot's " + wrapped + " appender, synchronous)",
                    "AsyncAppender queueSize " + Numbers.count(queue) + ", discardingThreshold 0" + (caller ? ", includeCallerData true" : ""),
                    why + "; no logging.* key adds a queue, so it takes a logback-spring.xml on Spring Boot's own includes",
                    "the queue, not the callers, waits out a slow " + (file.isPresent() ? "disk" : "reader") + " (" + Numbers.count(queue)
                            + " events last " + Durations.brief(target.lasts(queue)) + " at " + Numbers.human(target.rate()) + "/s); no event is"
                            + " dropped for its level; a full queue makes callers wait"));
        }
        if (caller && wrappedNeedsQueue) {
            kept.add("the " + wrapped.toLowerCase(Locale.ROOT) + " pattern prints caller data (" + pattern.strip() + "): the AsyncAppender"
                    + " captures it on the calling thread so the lines still carry it; dropping it from logging.pattern."
                    + wrapped.toLowerCase(Locale.ROOT) + " is a layout change, not a knob");
        }
        Optional<SpringBootProperties.Entry> hook = service.properties().get("logging.register-shutdown-hook");
        if (hook.isPresent() && hook.get().value().strip().equalsIgnoreCase("false")) {
            if (hook.get().file().equals(service.properties().file()) || hook.get().file().toAbsolutePath().equals(service.properties().file().toAbsolutePath())) {
                valueEdit(text, hook.get().line(), "true").ifPresent(edits::add);
                changes.add(new Change("logging.register-shutdown-hook", "false", "true", "the new AsyncAppender holds up to "
                        + Numbers.count(Math.max(queue, consoleQueue)) + " events, and with the hook off nothing stops the LoggerContext at exit (the file has"
                        + " no <shutdownHook/>: Spring Boot's hook is how it is stopped)",
                        "at a normal exit Spring Boot stops Logback, and the queue drains into its appender"));
            } else {
                kept.add("logging.register-shutdown-hook=false at " + hook.get().where() + ": set it to true there (the new queue is"
                        + " lost at exit without it)");
            }
        }
        return new Plan(text, TextEdit.apply(text, edits), emitted, changes, kept);
    }

    // The same finding, read twice: by its rule alone and in the whole lint.
    private static boolean same(Finding a, Finding b) {
        return a.rule().equals(b.rule()) && a.file().equals(b.file()) && a.line() == b.line() && a.message().equals(b.message());
    }

    /** Replaces the value written on {@code line} (1-based) of a properties or YAML text. */
    static Optional<TextEdit> valueEdit(String text, int line, String value) {
        int[] span = lineSpan(text, line);
        if (span == null) {
            return Optional.empty();
        }
        String row = text.substring(span[0], span[1]);
        java.util.regex.Matcher matcher = java.util.regex.Pattern.compile("^(\\s*[^=:\\s]+\\s*[=:]\\s*)(\\S+?)(\\s*(#.*)?)$").matcher(row);
        if (!matcher.find()) {
            return Optional.empty();
        }
        return Optional.of(new TextEdit(span[0] + matcher.start(2), span[0] + matcher.end(2), value));
    }

    /** Where line {@code line} (1-based) of {@code text} starts and ends, its terminator left out; null past the end. */
    static int[] lineSpan(String text, int line) {
        int start = 0;
        for (int i = 1; i < line; i++) {
            int next = text.indexOf('\n', start);
            if (next < 0) {
                return null;
            }
            start = next + 1;
        }
        int end = text.indexOf('\n', start);
        end = end < 0 ? text.length() : end;
        return new int[] {start, end > start && text.charAt(end - 1) == '\r' ? end - 1 : end};
    }

    /**
     * Spring Boot's own appenders on its includes, with an AsyncAppender in front of the file where {@code fileQueue} is
     * above 0 and in front of the console where {@code consoleQueue} is.
     */
    private static String logbackSpring(SpringBootService service, boolean file, int fileQueue, boolean fileCaller, String why,
                                        long consoleQueue, boolean consoleCaller) {
        String includes = "org/springframework/boot/logging/logback/";
        String fronted = fileQueue > 0 && consoleQueue > 0 ? "FILE and CONSOLE" : fileQueue > 0 ? "FILE" : "CONSOLE";
        StringBuilder xml = new StringBuilder();
        xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        xml.append("<!-- Spring Boot's own appenders, as ").append(service.properties().file().getFileName())
                .append(" configures them (its includes read the same logging.* keys),\n");
        xml.append("     with an AsyncAppender in front of ").append(fronted).append(": ").append(XmlComment.comment(why)).append(". -->\n");
        xml.append("<configuration>\n");
        xml.append("    <include resource=\"").append(includes).append("defaults.xml\"/>\n");
        if (file) {
            xml.append("    <property name=\"LOG_FILE\" value=\"${LOG_FILE:-${LOG_PATH:-${LOG_TEMP:-${java.io.tmpdir:-/tmp}}}/spring.log}\"/>\n");
        }
        xml.append("    <include resource=\"").append(includes).append("console-appender.xml\"/>\n");
        if (file) {
            xml.append("    <include resource=\"").append(includes).append("file-appender.xml\"/>\n");
        }
        if (fileQueue > 0) {
            asyncAppender(xml, "FILE", fileQueue, fileCaller, "sized for the target; 0: no event is dropped for its level, a full queue"
                    + " makes callers wait");
        }
        if (consoleQueue > 0) {
            asyncAppender(xml, "CONSOLE", consoleQueue, consoleCaller, "sized for a 2 s pause of the console's reader (or the"
                    + " stall, where that needs more); 0: no event is dropped, a full queue makes callers wait");
        }
        xml.append("    <root level=\"INFO\">\n");
        xml.append("        <appender-ref ref=\"").append(consoleQueue > 0 ? "ASYNC_CONSOLE" : "CONSOLE").append("\"/>\n");
        if (file) {
            xml.append("        <appender-ref ref=\"").append(fileQueue > 0 ? "ASYNC_FILE" : "FILE").append("\"/>\n");
        }
        xml.append("    </root>\n");
        xml.append("</configuration>\n");
        return xml.toString();
    }

    /** An AsyncAppender ASYNC_{@code wrapped} in front of Spring Boot's {@code wrapped} appender that never drops. */
    private static void asyncAppender(StringBuilder xml, String wrapped, long queue, boolean caller, String comment) {
        xml.append("    <appender name=\"ASYNC_").append(wrapped).append("\" class=\"ch.qos.logback.classic.AsyncAppender\">\n");
        xml.append("        <!-- ").append(comment).append(" -->\n");
        xml.append("        <queueSize>").append(queue).append("</queueSize>\n");
        xml.append("        <discardingThreshold>0</discardingThreshold>\n");
        if (caller) {
            xml.append("        <!-- the pattern prints caller data: capture it on the calling thread -->\n");
            xml.append("        <includeCallerData>true</includeCallerData>\n");
        }
        xml.append("        <appender-ref ref=\"").append(wrapped).append("\"/>\n");
        xml.append("    </appender>\n");
    }

    /**
     * Holds the plan to what any tuned file is held to: the emitted file, read as lint reads it (Spring Boot's includes
     * from their model, the service's logging.* keys as the system properties Spring Boot sets), has no ERROR, and loads
     * clean in real Logback. Returns why not, or null.
     */
    static String check(SpringBootService service, Plan plan, Target target, Map<String, String> defines, Figures figures,
                        Path scratch) throws IOException {
        if (!plan.properties().equals(plan.tunedProperties())) {
            // The keys tune set, read back as Spring Boot reads them: they parse, and lint finds no ERROR in what they build.
            Path dir = Files.createDirectories(scratch.resolve("properties"));
            Path copy = Files.writeString(dir.resolve(service.properties().file().getFileName()), plan.tunedProperties(),
                    StandardCharsets.UTF_8);
            try {
                SpringBootService tuned = SpringBootService.read(copy, defines);
                for (Finding finding : Linter.lint(tuned.config(), target.rate(), target.threads(), figures)) {
                    if (finding.severity() == Severity.ERROR && !finding.rule().equals(SyncNearCapacityRule.ID)) {
                        return "the tuned properties still have a lint ERROR " + finding.rule() + ": " + finding.message();
                    }
                }
            } catch (ConfigException e) {
                return "the tuned properties do not read back (" + e.getMessage() + ")";
            }
        }
        if (plan.emitted() == null) {
            return null;
        }
        Path dir = Files.createDirectories(scratch.resolve("emitted"));
        Path copy = Files.writeString(dir.resolve(EMITTED), plan.emitted(), StandardCharsets.UTF_8);
        ConfigFile emitted;
        try {
            emitted = ConfigFile.read(copy, service.config().defines());
        } catch (ConfigException e) {
            return "the " + EMITTED + " written does not parse (" + e.getMessage() + ")";
        }
        for (Finding finding : Linter.lint(emitted, target.rate(), target.threads(), figures)) {
            if (finding.severity() == Severity.ERROR && !finding.rule().equals(SyncNearCapacityRule.ID)) {
                return "the " + EMITTED + " written still has a lint ERROR " + finding.rule() + ": " + finding.message();
            }
        }
        List<String> errors = LoadCheck.errors(emitted, Files.createDirectories(scratch.resolve("load")));
        return errors.isEmpty() ? null : "Logback refused the " + EMITTED + " written: " + String.join("; ", errors);
    }

    static Path emittedPath(Path file) {
        return file.toAbsolutePath().resolveSibling(EMITTED);
    }

    /** The files --write writes: the application file, replaced in place, and the logback-spring.xml beside it. */
    static UserFiles files(Path file, Plan plan) {
        UserFiles files = UserFiles.named();
        if (!plan.properties().equals(plan.tunedProperties())) {
            files.replace(file, plan.properties(), plan.tunedProperties());
        }
        if (plan.emitted() != null) {
            files.create(emittedPath(file), plan.emitted());
        }
        return files;
    }
}
