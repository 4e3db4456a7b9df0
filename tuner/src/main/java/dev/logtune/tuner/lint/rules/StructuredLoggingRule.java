package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.support.format.Numbers;
import dev.logtune.tuner.advice.StructuredLoggingReference;
import dev.logtune.tuner.advice.StructuredLoggingReference.Figure;
import dev.logtune.tuner.buildinfo.FoundVersion;
import dev.logtune.tuner.buildinfo.Library;
import dev.logtune.tuner.buildinfo.ServiceBuild;
import dev.logtune.tuner.buildinfo.VersionNumber;
import dev.logtune.tuner.configfile.ConfigElement;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Spring Boot's structured logging (its StructuredLogEncoder, StructuredLogLayout, or {@code logging.structured.format.*}
 * which puts one in), judged for the Spring Boot release the service's build resolves. The release decides how the
 * JSON is turned into bytes: before 4.1.0 through two buffers an event (spring-boot issue 49428), from 4.1.0 through a
 * buffer kept per thread, which 4.1.0 did not clear after a failed encode (issue 51154, fixed in 4.1.1) and which split
 * surrogate pairs until 4.1.2 (issue 51464). The cost is quoted from the releases logtune measured, as shipped, for the
 * nearest one.
 */
public final class StructuredLoggingRule extends NamedRule {
    /** The release that has structured logging at all. */
    static final String STRUCTURED_SINCE = "3.4";
    /** The release that moved WritableJson's bytes into a buffer kept per thread. */
    static final String PER_THREAD_BUFFER_SINCE = "4.1.0";
    /** The one release whose buffer keeps a failed event's bytes for the next event. */
    static final String CORRUPTS = "4.1.0";
    static final String CORRUPTION_FIXED_IN = "4.1.1";
    /** The per-thread buffer also lost the first half of a surrogate pair between writes until this release. */
    static final String SUPPLEMENTARY_FIXED_IN = "4.1.2";
    private static final String ENCODER = "org.springframework.boot.logging.logback.StructuredLogEncoder";
    private static final String LOG4J2_LAYOUT = "StructuredLogLayout";

    public StructuredLoggingRule() {
        super(RuleInfo.byHand("structured-logging", "Spring Boot's structured logging, judged for the Spring Boot release the build resolves",
                "the Spring Boot release is the build's, not the configuration's"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<ConfigElement> used = structured(context);
        if (used.isEmpty()) {
            return List.of();
        }
        ConfigElement at = used.get(0);
        String format = format(context, at);
        StructuredLoggingReference reference = StructuredLoggingReference.shipped();
        Optional<FoundVersion> boot = context.versions().version(Library.SPRING_BOOT);
        if (boot.isEmpty() || !boot.get().known()) {
            return List.of(context.finding(id(), Severity.NOTE, at,
                    "Spring Boot's structured logging (" + format + "), and the Spring Boot release is unknown: " + unknown(context, boot) + ".",
                    measuredEach(reference, format) + " Spring Boot " + CORRUPTS + " writes what is left of an event it failed to encode"
                            + " in front of the next event on that thread (spring-boot issue 51154, fixed in " + CORRUPTION_FIXED_IN + "), and "
                            + CORRUPTS + " and " + CORRUPTION_FIXED_IN + " write characters beyond the Basic Multilingual Plane as '?'"
                            + " (issue 51464, fixed in " + SUPPLEMENTARY_FIXED_IN + ").",
                    "Lint the file inside its service (where a pom.xml or build.gradle names Spring Boot) to judge it for that release."));
        }
        FoundVersion found = boot.get();
        VersionNumber version = found.number();
        String judged = " Judged for " + found.describe() + ".";
        if (!version.atLeast(STRUCTURED_SINCE)) {
            return List.of(context.finding(id(), Severity.WARNING, at,
                    "Spring Boot " + found.version() + " has no structured logging (it came in " + STRUCTURED_SINCE + ").",
                    "There is no StructuredLogEncoder or StructuredLogLayout to load, and logging.structured.format.* is not read:"
                            + " the file gets no JSON." + judged,
                    "Move to Spring Boot " + STRUCTURED_SINCE + " or later, or write JSON with an encoder the build brings"
                            + " (logstash-logback-encoder, Log4j2's JsonTemplateLayout)."));
        }
        String supplementary = "a character beyond the Basic Multilingual Plane (most emoji, some CJK) in a message or value is"
                + " written as '?' (spring-boot issue 51464, fixed in " + SUPPLEMENTARY_FIXED_IN + ")";
        String fixed = "Use Spring Boot " + SUPPLEMENTARY_FIXED_IN + " or later." + measuredOne(reference, newestOnSide(reference, true), format);
        if (version.compareTo(VersionNumber.of(CORRUPTS)) == 0) {
            return List.of(context.finding(id(), Severity.WARNING, at,
                    "Spring Boot " + CORRUPTS + "'s structured logging writes what is left of an event it failed to encode in front of"
                            + " the next event on the same thread.",
                    CORRUPTS + " encodes each event into a buffer kept per thread and clears it only after a successful encode: an"
                            + " event whose JSON fails part-way (a value whose toString throws, a customizer that writes a name twice)"
                            + " is lost, and the next one on that thread is written as invalid JSON, which a log shipper drops or"
                            + " mangles (spring-boot issue 51154, fixed in " + CORRUPTION_FIXED_IN + "). And " + supplementary + "." + judged,
                    fixed));
        }
        if (version.atLeast(CORRUPTION_FIXED_IN) && !version.atLeast(SUPPLEMENTARY_FIXED_IN)) {
            return List.of(context.finding(id(), Severity.WARNING, at,
                    "Spring Boot " + found.version() + "'s structured logging writes a character beyond the Basic Multilingual Plane"
                            + " (most emoji) as '?'.",
                    "Since " + PER_THREAD_BUFFER_SINCE + " the JSON is turned into bytes a piece at a time, and the first half of a"
                            + " surrogate pair at the end of a piece was dropped: " + supplementary + "." + judged,
                    fixed));
        }
        Optional<String> nearest = nearest(reference, found.version());
        String on = nearest.map(n -> n.equals(found.version()) ? "" : " on " + n + ", the nearest release measured").orElse("");
        String cost = nearest.flatMap(n -> reference.figure(n, setup(format), 1))
                .map(f -> String.format(Locale.ROOT, ": %,.0f bytes allocated an event%s", f.bytesPerEvent(), on)).orElse("");
        return List.of(context.finding(id(), Severity.NOTE, at,
                "Spring Boot " + found.version() + "'s structured logging (" + format + ")" + cost + ".",
                (measuredOne(reference, nearest, format) + " " + lineFixed(reference, version, format)).strip() + judged,
                upgrade(reference, version, nearest, format)));
    }

    /** An upgrade where a later line measured less allocation, else nothing. */
    private static String upgrade(StructuredLoggingReference reference, VersionNumber version, Optional<String> nearest, String format) {
        Optional<String> later = newestOnSide(reference, true);
        if (version.atLeast(PER_THREAD_BUFFER_SINCE) || later.isEmpty() || nearest.isEmpty() || later.equals(nearest)) {
            return "Nothing to change for the release.";
        }
        Optional<Figure> own = reference.figure(nearest.get(), setup(format), 1);
        Optional<Figure> other = reference.figure(later.get(), setup(format), 1);
        if (own.isEmpty() || other.isEmpty() || other.get().bytesPerEvent() >= own.get().bytesPerEvent()) {
            return "Nothing to change for the release.";
        }
        return String.format(Locale.ROOT, "Spring Boot %s or later (not %s) allocates less an event: %s measured %,.0f bytes against %s's %,.0f.",
                SUPPLEMENTARY_FIXED_IN, CORRUPTS + " and " + CORRUPTION_FIXED_IN, later.get(), other.get().bytesPerEvent(), nearest.get(), own.get().bytesPerEvent());
    }

    /** The Logback encoders and Log4j2 layouts of Spring Boot's structured logging in the file's appenders. */
    private static List<ConfigElement> structured(LintContext context) {
        List<ConfigElement> found = new ArrayList<>();
        for (ConfigElement appender : context.facts().appenders()) {
            for (ConfigElement element : appender.all()) {
                boolean logback = context.framework() == Framework.LOGBACK && element.isTag("encoder")
                        && context.facts().className(element).equals(ENCODER);
                boolean log4j2 = context.framework() == Framework.LOG4J2 && element.isTag(LOG4J2_LAYOUT);
                if (logback || log4j2) {
                    found.add(element);
                }
            }
        }
        return found;
    }

    /** "ecs", "logstash", "gelf", or the class a custom format names, as written after variables. */
    private static String format(LintContext context, ConfigElement element) {
        Optional<String> written = context.framework() == Framework.LOGBACK ? context.facts().value(element, "format")
                : context.facts().attribute(element, "format");
        return written.map(String::strip).filter(f -> !f.isEmpty() && !f.contains("${")).orElse("format unresolved");
    }

    /** The measured setup quoted for a format: ECS and logstash were measured; others go through the same JSON writer. */
    private static String setup(String format) {
        return format.equalsIgnoreCase("logstash") ? "logback-file-buffered-spring-logstash" : "logback-file-buffered-spring-ecs";
    }

    /** The releases measured, oldest first. */
    private static List<String> releases(StructuredLoggingReference reference) {
        return reference.releases().stream().sorted(Comparator.comparing(VersionNumber::of)).toList();
    }

    /** The newest release measured on one side of the change to a per-thread buffer. */
    private static Optional<String> newestOnSide(StructuredLoggingReference reference, boolean perThread) {
        return releases(reference).stream().filter(r -> VersionNumber.of(r).atLeast(PER_THREAD_BUFFER_SINCE) == perThread).reduce((a, b) -> b);
    }

    private static String measuredFormat(String format) {
        return format.equalsIgnoreCase("logstash") ? "logstash" : "ecs";
    }

    /**
     * The measured release nearest {@code boot}: on the same side of the change to a per-thread buffer where one was
     * measured there, the nearest earlier, else the nearest later.
     */
    static Optional<String> nearest(StructuredLoggingReference reference, String boot) {
        VersionNumber wanted = VersionNumber.of(boot);
        boolean newer = wanted.atLeast(PER_THREAD_BUFFER_SINCE);
        List<String> releases = releases(reference);
        List<String> side = releases.stream().filter(r -> VersionNumber.of(r).atLeast(PER_THREAD_BUFFER_SINCE) == newer).toList();
        List<String> from = side.isEmpty() ? releases : side;
        Optional<String> earlier = from.stream().filter(r -> VersionNumber.of(r).compareTo(wanted) <= 0).reduce((a, b) -> b);
        return earlier.or(() -> from.stream().filter(r -> VersionNumber.of(r).compareTo(wanted) > 0).findFirst());
    }

    /** The measured figures of one release, both thread counts; empty where nothing was measured. */
    private static String measuredOne(StructuredLoggingReference reference, Optional<String> boot, String format) {
        if (boot.isEmpty()) {
            return "";
        }
        List<Figure> figures = reference.threads(boot.get(), setup(format)).stream()
                .map(t -> reference.figure(boot.get(), setup(format), t).orElseThrow()).toList();
        if (figures.isEmpty()) {
            return "";
        }
        String each = figures.stream().map(f -> String.format(Locale.ROOT, "%,.0f ± %,.0f bytes allocated and %s events/s (the %d runs'"
                        + " intervals span %s to %s) at %d thread%s", f.bytesPerEvent(), f.bytesError(), Numbers.human(f.eventsPerSecond()),
                f.runs(), Numbers.human(f.lowest()), Numbers.human(f.highest()), f.threads(), f.threads() == 1 ? "" : "s"))
                .collect(Collectors.joining("; "));
        return " Measured on Spring Boot " + boot.get() + " (" + measuredFormat(format) + " over a buffered FileAppender, JMH, "
                + reference.measured() + "): " + each + ".";
    }

    /** Every measured release's allocation, for a file whose release is unknown. */
    private static String measuredEach(StructuredLoggingReference reference, String format) {
        List<String> each = new ArrayList<>();
        for (String boot : releases(reference)) {
            reference.figure(boot, setup(format), 1).ifPresent(f -> each.add(String.format(Locale.ROOT,
                    "Spring Boot %s %,.0f bytes an event (%s events/s at 1 thread)", boot, f.bytesPerEvent(), Numbers.human(f.eventsPerSecond()))));
        }
        if (each.isEmpty()) {
            return "No measurement of Spring Boot's structured logging ships with this build.";
        }
        return "Measured (" + measuredFormat(format) + " over a buffered FileAppender, JMH, " + reference.measured() + "): "
                + String.join("; ", each) + ".";
    }

    /** What the release line changed, with the other side's measurement where there is one. */
    private static String lineFixed(StructuredLoggingReference reference, VersionNumber version, String format) {
        boolean newer = version.atLeast(PER_THREAD_BUFFER_SINCE);
        Optional<String> other = newestOnSide(reference, !newer);
        String compared = other.flatMap(o -> reference.figure(o, setup(format), 1).map(f -> String.format(Locale.ROOT,
                " (%s measured %,.0f bytes an event at 1 thread%s)", o, f.bytesPerEvent(), speed(reference, o, version, format)))).orElse("");
        if (newer) {
            return "From " + PER_THREAD_BUFFER_SINCE + " Spring Boot turns an event's JSON into bytes through a buffer kept per thread,"
                    + " where earlier releases used two buffers an event (spring-boot issue 49428)" + compared + "; " + CORRUPTION_FIXED_IN
                    + " fixed the corruption that buffer caused after a failed encode in " + CORRUPTS + " (issue 51154), " + SUPPLEMENTARY_FIXED_IN
                    + " the characters beyond the Basic Multilingual Plane it wrote as '?' (issue 51464).";
        }
        return "Before " + PER_THREAD_BUFFER_SINCE + " Spring Boot turns each event's JSON into bytes through two buffers, an"
                + " OutputStreamWriter's and a ByteArrayOutputStream's (spring-boot issue 49428); " + PER_THREAD_BUFFER_SINCE
                + " moved it to a buffer kept per thread" + compared + ", and " + CORRUPTS + " itself writes a failed event's"
                + " leftover before the next event (issue 51154, fixed in " + CORRUPTION_FIXED_IN + ") and, with " + CORRUPTION_FIXED_IN
                + ", writes characters beyond the Basic Multilingual Plane as '?' (issue 51464, fixed in " + SUPPLEMENTARY_FIXED_IN + ").";
    }

    /** Whether the interleaved runs decide the speed between the release quoted and the other side's: their intervals apart. */
    private static String speed(StructuredLoggingReference reference, String other, VersionNumber version, String format) {
        Optional<String> own = nearest(reference, version.text());
        if (own.isEmpty() || own.get().equals(other)) {
            return "";
        }
        Optional<Figure> a = reference.figure(own.get(), setup(format), 1);
        Optional<Figure> b = reference.figure(other, setup(format), 1);
        if (a.isEmpty() || b.isEmpty()) {
            return "";
        }
        boolean apart = a.get().highest() < b.get().lowest() || b.get().highest() < a.get().lowest();
        return apart ? String.format(Locale.ROOT, ", %s events/s against %s: the interleaved runs decide it",
                Numbers.human(b.get().eventsPerSecond()), Numbers.human(a.get().eventsPerSecond()))
                : ", the speed undecided: the interleaved runs' intervals overlap";
    }

    private static String unknown(LintContext context, Optional<FoundVersion> boot) {
        ServiceBuild build = context.versions().build();
        if (!build.found()) {
            return "no pom.xml or build.gradle found at or above the file";
        }
        String name = build.file().getFileName().toString();
        return boot.map(b -> name + " gives Spring Boot as " + b.version() + " (" + b.source() + "), which lint cannot resolve")
                .orElse(name + " names no Spring Boot version");
    }
}
