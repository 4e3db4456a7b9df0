package dev.logtune.tuner.lint.rules;

import dev.logtune.lab.audit.Verdict;
import dev.logtune.lab.results.JmhTrial;
import dev.logtune.support.format.Numbers;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.SecureXml;
import dev.logtune.tuner.configfile.VirtualThreads;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.JudgedFile;
import dev.logtune.tuner.configfile.model.Load;
import dev.logtune.tuner.configfile.model.LoggingConfig;
import dev.logtune.tuner.configfile.model.Reach;
import dev.logtune.tuner.advice.Capacity;
import dev.logtune.tuner.advice.Figures;
import dev.logtune.tuner.advice.LineBytes;
import dev.logtune.tuner.advice.Recommendation;
import dev.logtune.tuner.advice.RatePick;
import dev.logtune.tuner.buildinfo.ServiceVersions;

import java.util.Comparator;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.Optional;
import java.util.ArrayList;
import dev.logtune.tuner.volume.DiskBudget;
import dev.logtune.tuner.volume.History;
import dev.logtune.tuner.volume.VolumeProfile;
import dev.logtune.tuner.volume.LevelShares;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What rules see: the configuration as judged (its facts, model and routing, built once), the target rate and threads
 * when given, and the measured figures when there are results to quote.
 *
 * @param file the configuration, its facts, model and routing
 * @param rate total events/s, or null when not given
 * @param threads logging threads, or null when not given
 * @param figures measured results, or null when there are none
 * @param closest the matrix setup nearest this configuration
 * @param recommendation what recommend answers for this file's framework at the target (with its durability limit),
 *     or null without a target or results: a rule that would move a file away from a setup the recommendation calls
 *     level says so as a note, so lint and recommend never contradict each other
 * @param versions the framework version the file is judged for (from an option, the service's build, or what logtune
 *     ships) and the other libraries the build names: every version-dependent rule asks here
 * @param virtualThreads whether the service runs on virtual threads (Spring Boot's spring.threads.virtual.enabled)
 */
public record LintContext(JudgedFile file, Double rate, Integer threads, Figures figures, String closest,
                          Recommendation recommendation, ServiceVersions versions, VirtualThreads virtualThreads) {

    /** Virtual threads as the application files beside the configuration say. */
    public LintContext(JudgedFile file, Double rate, Integer threads, Figures figures, String closest,
                       Recommendation recommendation, ServiceVersions versions) {
        this(file, rate, threads, figures, closest, recommendation, versions, VirtualThreads.near(file.config().path()));
    }

    public LintContext(JudgedFile file, Double rate, Integer threads, Figures figures, String closest) {
        this(file, rate, threads, figures, closest, null);
    }

    /** The versions read from the build the file belongs to. */
    public LintContext(JudgedFile file, Double rate, Integer threads, Figures figures, String closest,
                       Recommendation recommendation) {
        this(file, rate, threads, figures, closest, recommendation,
                ServiceVersions.of(file.config().path(), file.config().framework(), null));
    }

    public ConfigFile config() {
        return file.config();
    }

    public ConfigFacts facts() {
        return file.facts();
    }

    /**
     * Whether the recommendation at the target ranks {@code setup} level with its pick: the measurements cannot
     * separate it from the best that meets the target. A finding against it is then a note, with this as the reason.
     */
    public Optional<String> levelWithPick(String setup) {
        if (recommendation == null || !recommendation.found()) {
            return Optional.empty();
        }
        boolean level = recommendation.chosen().setup().equals(setup)
                || recommendation.level().stream().anyMatch(c -> c.setup().equals(setup));
        if (!level) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, " Recommend at %s/s over %d threads ranks %s level with its pick, %s"
                        + " (their p99 intervals overlap), so this is a note, not a warning.", Numbers.human(recommendation.rate()),
                recommendation.threads(), setup, recommendation.chosen().setup()));
    }

    public Framework framework() {
        return config().framework();
    }

    /** How far back the team's logs must reach (--history), or null where none was named. */
    public History history() {
        return recommendation == null ? null : recommendation.target().history();
    }

    /** The disk the log directory may take (--disk-budget). */
    /** The profile of the service's own logs (--volume), or null. */
    public VolumeProfile profile() {
        return recommendation == null ? null : recommendation.target().volume();
    }

    public DiskBudget diskBudget() {
        return recommendation == null ? DiskBudget.DEFAULT : recommendation.target().diskBudget();
    }

    /**
     * How the rate's events divide among levels: the mix the log-less plan rests on for this target (the service's own
     * logs' where --volume names them), so an appender is judged at its share, and a history planned, as the answer plans.
     */
    public LevelShares levelShares() {
        return LevelShares.of(profile());
    }

    /** The typed model of the file: its appenders, loggers, settings and rolling, built once per file. */
    public LoggingConfig model() {
        return file.model();
    }

    /** What reaches the appender this element defines; empty for an element the model has no appender for. */
    public Optional<Load> load(ConfigElement appender) {
        return file.routing().load(appender);
    }

    /** Which levels reach the appender this element defines, and whether it writes for an async stage; empty as above. */
    public Optional<Reach> reach(ConfigElement appender) {
        return file.routing().reach(appender);
    }

    /**
     * The events/s that surely reach this appender at the target rate: the rate times the share of the levels every
     * logger's events reach it with; the whole rate where lint cannot tell. Null without a rate.
     */
    public Double rateAt(ConfigElement appender) {
        if (rate == null) {
            return null;
        }
        return load(appender).filter(Load::known).map(l -> rate * l.sureShare(levelShares())).orElse(rate);
    }

    /**
     * " (under 1% of events: the WARN and ERROR reach it; the service-shaped workload's mix ...)", or empty when the whole
     * rate reaches it.
     */
    public String share(ConfigElement appender) {
        LevelShares mix = levelShares();
        return load(appender).flatMap(l -> l.describe(mix).map(text -> " (" + text + (l.known() ? " reach it; " + mix.source() : "") + ")"))
                .orElse("");
    }

    /** The bytes an event takes in this appender's line: its framework's, in JSON or the pattern as it writes. */
    public LineBytes lineBytes(ConfigElement appender) {
        LineFormat format = facts().writesJson(appender) ? LineFormat.JSON : LineFormat.PATTERN;
        return figures == null ? LineBytes.of(framework(), format) : figures.lineBytes(framework(), format);
    }

    public boolean hasTarget() {
        return rate != null && threads != null;
    }

    public Finding finding(String rule, Severity severity, ConfigElement element, String message, String why, String fix) {
        String file = element == null ? config().path().toString() : config().sourceOf(element).toString();
        int line = element == null ? 0 : element.line();
        return new Finding(rule, severity, file, line, element != null ? describe(element) + conditions(element) : "", message, why, fix);
    }

    /**
     * Whether a finding speaks of the speed, flushing or loss of an appender no event reaches (at it or at an element
     * inside it): none of that happens as the file stands, and unreachable-appender is the one thing to say there.
     */
    public boolean aboutUnreachedAppender(Finding finding) {
        return aboutUnreachedAppender(finding, unreachedAppenderPlaces());
    }

    /** As {@link #aboutUnreachedAppender(Finding)}, with the places {@link #unreachedAppenderPlaces()} gave, found once. */
    public boolean aboutUnreachedAppender(Finding finding, Set<Finding.Location> places) {
        // What a wiring rule says of such an appender still holds.
        if (Rules.info(finding.rule()).map(RuleInfo::wiring).orElse(false)) {
            return false;
        }
        return !places.isEmpty() && places.containsAll(finding.locations());
    }

    /** Every place at or inside an appender no event reaches. */
    public Set<Finding.Location> unreachedAppenderPlaces() {
        Set<Finding.Location> places = new HashSet<>();
        LoggingConfig model = model();
        for (AppenderDef appender : model.appenders()) {
            if (!appender.external() && !model.reachableOrUnknown(appender)) {
                for (ConfigElement element : appender.element().all()) {
                    places.add(new Finding.Location(config().sourceOf(element).toString(), element.line(), describe(element) + conditions(element)));
                }
            }
        }
        return places;
    }

    /**
     * Where the element only sometimes applies: inside a Spring Boot {@code <springProfile name="prod">}, or a
     * branch of Logback's {@code <if condition="...">}. " (springProfile prod; else branch of if ...)", or empty.
     */
    static String conditions(ConfigElement element) {
        List<String> where = new ArrayList<>();
        for (ConfigElement parent : element.ancestors()) {
            String name = parent.tag();
            if (name.equalsIgnoreCase("springProfile")) {
                where.add(0, "springProfile " + parent.attribute("name"));
            } else if ((name.equals("then") || name.equals("else")) && parent.parent().filter(branch -> branch.tag().equals("if")).isPresent()) {
                String condition = parent.parent().get().attribute("condition");
                where.add(0, name + " branch of if" + (condition.isEmpty() ? "" : " " + condition.strip()));
            }
        }
        return where.isEmpty() ? "" : " (" + String.join("; ", where) + ")";
    }

    /** An element as it starts in the file, with its identifying attributes: {@code <appender name="ASYNC">}. */
    public static String describe(ConfigElement element) {
        StringBuilder text = new StringBuilder("<").append(element.tag());
        for (String attribute : new String[] {"name", "class", "ref", "level"}) {
            if (element.hasAttribute(attribute)) {
                String value = element.attribute(attribute);
                if (attribute.equals("class")) {
                    value = value.substring(value.lastIndexOf('.') + 1);
                }
                text.append(' ').append(attribute).append("=\"").append(value).append('"');
            }
        }
        return text.append('>').toString();
    }

    /** The measured capacity of a matrix setup at the target's threads, when there is a target and results. */
    public Optional<Capacity> capacity(String setup) {
        if (figures == null || threads == null) {
            return Optional.empty();
        }
        return figures.capacity(setup, threads);
    }

    /** The measured open-loop point of a matrix setup nearest the target. */
    public Optional<RatePick> pick(String setup) {
        if (figures == null || !hasTarget()) {
            return Optional.empty();
        }
        return figures.pick(setup, rate, threads);
    }

    /** "measured at 60 threads: logback-file 170k events/s against logback-file-buffered 640k (3.8x)", or empty. */
    public String compare(String setup, String better) {
        Optional<Capacity> a = capacity(setup);
        Optional<Capacity> b = capacity(better);
        if (a.isEmpty() || b.isEmpty()) {
            return "";
        }
        double ratio = b.get().eventsPerSecond() / a.get().eventsPerSecond();
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, " Measured at %d threads: %s %s events/s against %s %s (%.1fx).",
                threads, setup, Numbers.human(a.get().eventsPerSecond()), better, Numbers.human(b.get().eventsPerSecond()), ratio));
        Optional<RatePick> pa = pick(setup);
        Optional<RatePick> pb = pick(better);
        if (pa.isPresent() && pb.isPresent()) {
            text.append(String.format(Locale.ROOT, " Response p99 near %s/s: %s us against %s us.", Numbers.human(rate),
                    Numbers.human(pa.get().p99Micros()), Numbers.human(pb.get().p99Micros())));
        }
        return text.toString();
    }

    /**
     * Whether the file is written for Spring Boot, which then stops the logging system from its own JVM shutdown hook
     * ({@code logging.register-shutdown-hook}, on by default; for Log4j2 it also switches Log4j2's own hook off): a
     * name ending in {@code -spring.xml}, an include of one of Spring Boot's resources, or Spring Boot's own elements
     * and lookups ({@code <springProfile>}, {@code <springProperty>}, {@code <SpringProfile>}, {@code ${spring:...}}).
     */
    public boolean springBoot() {
        String name = config().path().getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith("-spring.xml")) {
            return true;
        }
        ConfigElement root = config().rootElement();
        if (!root.descendants("springProfile").isEmpty() || !root.descendants("springProperty").isEmpty()) {
            return true;
        }
        for (ConfigElement element : root.all()) {
            for (String value : element.attributeValues()) {
                if (value.contains("org/springframework/boot/logging/") || value.contains("${spring:")) {
                    return true;
                }
            }
        }
        return false;
    }

    /** "Measured: it dropped 98% of events in the closed loop at 16 threads.", from the audits, or empty. */
    /** Where the setup lost events no policy accounts for in the closed loop, the thread counts and how many. */
    public String measuredLoss(String setup) {
        if (figures == null) {
            return "";
        }
        String lossy = figures.throughput().stream()
                .filter(t -> t.setup().equals(setup) && t.audit() != null && t.audit().verdict() == Verdict.LOSSY)
                .sorted(Comparator.comparingInt(JmhTrial::threads))
                .map(t -> String.format(Locale.ROOT, "%,d at %d threads", t.audit().lost(), t.threads()))
                .collect(Collectors.joining(", "));
        return lossy.isEmpty() ? "" : " Measured (" + setup + "): lost " + lossy + " in the closed loop, beyond any policy's count.";
    }

    public String measuredDrops(String setup) {
        if (figures == null) {
            return "";
        }
        int near = threads == null ? 16 : threads;
        return figures.throughput().stream()
                .filter(t -> t.setup().equals(setup) && t.audit() != null && t.audit().verdict() == Verdict.DROPPED)
                .min(Comparator.comparingDouble((JmhTrial t) -> Math.abs(Math.log(t.threads()) - Math.log(near))))
                .map(t -> String.format(Locale.ROOT, " Measured (%s): it dropped %.1f%% of events in the closed loop at %d threads.",
                        setup, 100 * (1 - t.audit().deliveredFraction()), t.threads()))
                .orElse("");
    }
}
