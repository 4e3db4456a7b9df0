package dev.logtune.tuner.lint.rules;

import dev.logtune.support.format.Numbers;
import dev.logtune.tuner.configfile.model.Guard;
import dev.logtune.tuner.configfile.model.Level;
import dev.logtune.tuner.configfile.model.LoggerDef;
import dev.logtune.tuner.configfile.model.LoggerLevels;
import dev.logtune.tuner.configfile.model.LoggingConfig;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Levels as load: the root or a broad logger at ALL, TRACE or DEBUG in a production file turns every library's DEBUG
 * into events written, on top of the rate; and a level that the framework reads as something else than written
 * (Logback's {@code ${x:INFO}}, which is DEBUG: see {@link LoggerLevels}). A file for tests (its name says so) and loggers
 * inside a development or test profile are not production.
 */
public final class VerboseLevelRule extends NamedRule {
    /** Libraries whose DEBUG is known to be heavy: a logger at or below these at DEBUG is load, not the service's own detail. */
    private static final List<String> LIBRARIES = List.of("org.springframework", "org.hibernate", "org.apache", "io.netty", "com.zaxxer",
            "io.grpc", "org.eclipse.jetty", "software.amazon", "com.amazonaws", "org.mongodb", "io.lettuce", "reactor", "kafka",
            "org.elasticsearch", "com.datastax", "okhttp3", "io.micrometer", "org.jboss", "io.undertow", "com.mongodb", "org.jooq");
    private static final Pattern NOT_PRODUCTION = Pattern.compile("(?i)\\b(dev|develop|development|local|test|testing|debug|ci|it)\\b");

    public VerboseLevelRule() {
        super(RuleInfo.byHand("verbose-level", "The root or a broad logger at ALL, TRACE or DEBUG, or a level read as another than written",
                "logger levels are the service's choice: tune sets INFO only with --change-output, and shows it as advice without"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        LoggingConfig model = context.model();
        LoggerLevels levels = new LoggerLevels(model);
        boolean testFile = context.config().path().getFileName().toString().toLowerCase(Locale.ROOT).contains("test");
        List<Finding> findings = new ArrayList<>();
        for (LoggerDef logger : model.loggers()) {
            Optional<LoggerLevels.Effective> own = levels.own(logger);
            if (own.isPresent() && own.get().readAs() != null && logger.level().contains("${")) {
                findings.add(misread(context, logger, own.get()));
                continue;
            }
            if (testFile || !production(logger)) {
                continue;
            }
            LoggerLevels.Effective level = logger.root() ? levels.effective(logger) : own.orElse(null);
            if (level == null || !level.known() || level.level().atLeast(Level.INFO) || own.map(o -> o.readAs() != null).orElse(false)) {
                continue;
            }
            boolean broad = logger.root() || logger.name().split("[.$]").length <= 2;
            boolean library = LIBRARIES.stream().anyMatch(p -> logger.name().equals(p) || logger.name().startsWith(p + "."));
            if (!broad && !library) {
                own(context, levels, logger, level).ifPresent(findings::add);
                continue;
            }
            String who = logger.root() ? "the root logger" : "logger \"" + logger.name() + "\"";
            String written = own.isEmpty() ? " (it sets no level, and Logback's root defaults to DEBUG)" : "";
            findings.add(context.finding(id(), broad ? Severity.WARNING : Severity.NOTE, logger.element(),
                    who + " runs at " + level.level() + written + (logger.level() != null && logger.level().strip().equalsIgnoreCase("ALL") ? " (ALL)" : "")
                            + " in a production file: every " + (logger.root() ? "library's" : "\"" + logger.name() + "\"")
                            + " " + level.level() + " event below it is written, on top of the rate.",
                    "Frameworks and clients log at DEBUG per request, per connection, per query: often many times the service's"
                            + " own INFO volume, each event formatted and written like any other." + cost(context),
                    (logger.root() ? "<root level=\"INFO\">" : "INFO (or remove the logger)") + "; turn DEBUG on for one"
                            + " logger at a time when needed (Spring Boot: logging.level.<name> or the loggers actuator).").about(new Subject(Subject.Kind.VERBOSE_LEVEL, logger.root() ? null : logger.name(), String.valueOf(level.level()))));
        }
        return findings;
    }

    /**
     * The service's own logger at TRACE or DEBUG under a root that is not: its detail is what the service itself says per
     * request or per item, on top of the rate, in a share lint cannot tell from the file.
     */
    private Optional<Finding> own(LintContext context, LoggerLevels levels, LoggerDef logger, LoggerLevels.Effective level) {
        Optional<LoggerLevels.Effective> root = context.model().loggers().stream().filter(LoggerDef::root).findFirst().map(levels::effective);
        if (root.isEmpty() || !root.get().known() || !root.get().level().atLeast(Level.INFO)) {
            return Optional.empty();
        }
        return Optional.of(context.finding(id(), Severity.NOTE, logger.element(),
                "logger \"" + logger.name() + "\" runs at " + level.level() + " under a root at " + root.get().level()
                        + " in a production file: every " + level.level() + " event of the service's own code below it is written,"
                        + " on top of the rate.",
                "A service's own " + level.level() + " lines are often per request or per item, in its busiest code: lint"
                        + " cannot tell their share from the file (tuner volume on the service's logs can)." + cost(context),
                "INFO for \"" + logger.name() + "\" (or remove the logger); turn " + level.level() + " on when needed"
                        + " (Spring Boot: logging.level." + logger.name() + " or the loggers actuator).").about(new Subject(Subject.Kind.VERBOSE_LEVEL, logger.name(), String.valueOf(level.level()))));
    }

    private Finding misread(LintContext context, LoggerDef logger, LoggerLevels.Effective level) {
        String who = logger.root() ? "the root logger" : "logger \"" + logger.name() + "\"";
        String name = logger.level().strip();
        String meant = meant(name);
        return context.finding(id(), Severity.WARNING, logger.element(),
                "level " + name + " on " + who + " never resolves: Logback runs it at DEBUG.",
                level.readAs() + " (logback-core subst.Tokenizer and NodeToStringTransformer; Level.toLevel). The level meant as"
                        + " the default is never used, and every DEBUG event below it is written." + cost(context),
                "Write " + meant + ".").about(Subject.of(Subject.Kind.UNRESOLVED_LEVEL, logger.root() ? null : logger.name()));
    }

    /** {@code ${x:INFO}} as meant: {@code ${x:-INFO}}, the default Logback reads. */
    public static String meant(String written) {
        return written.replaceFirst("\\$\\{([^:}]+):(?!-)", "\\${$1:-");
    }

    /** The closest measured setup's capacity, which every extra line comes out of; empty without figures. */
    private static String cost(LintContext context) {
        return context.capacity(context.closest()).map(c -> String.format(Locale.ROOT, " The matrix measures INFO lines only: the"
                + " closest setup, %s, wrote at most %s events/s at %d threads, and every DEBUG line is one of them.",
                context.closest(), Numbers.human(c.eventsPerSecond()), context.threads())).orElse("");
    }

    // Outside every profile, or in one that is not named for development or tests.
    private static boolean production(LoggerDef logger) {
        for (Guard guard : logger.guards()) {
            if (guard.kind() == Guard.Kind.PROFILE && !guard.expression().strip().startsWith("!")
                    && NOT_PRODUCTION.matcher(guard.expression()).find()) {
                return false;
            }
        }
        return true;
    }
}
