package dev.logtune.tuner.configfile.model;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;

import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads how each rolling file appender rolls and what it keeps ({@link RollingSetup}), with each framework's defaults:
 * Logback's time-based policies keep every period unless {@code maxHistory} is above 0, FixedWindowRollingPolicy keeps
 * minIndex 1 to maxIndex 7 (at most 20 files), SizeBasedTriggeringPolicy rolls at 10 MB; Log4j2's
 * SizeBasedTriggeringPolicy rolls at 10 MB, DefaultRolloverStrategy keeps max 7 of an index (per period where the
 * pattern has a date), a Delete looks one level deep.
 */
public final class RollingSetups {
    static final String LOGBACK_TIME = "ch.qos.logback.core.rolling.TimeBasedRollingPolicy";
    static final String LOGBACK_SIZE_AND_TIME = "ch.qos.logback.core.rolling.SizeAndTimeBasedRollingPolicy";
    static final String LOGBACK_FIXED = "ch.qos.logback.core.rolling.FixedWindowRollingPolicy";
    static final String LOGBACK_SIZE_TRIGGER = "ch.qos.logback.core.rolling.SizeBasedTriggeringPolicy";
    static final long TEN_MB = 10L * 1024 * 1024;
    /** Log4j2's index: {@code %i}, or padded ({@code %2i}, zero-padded {@code %02i}), as AbstractRolloverStrategy reads it. */
    private static final Pattern LOG4J2_INDEX = Pattern.compile("%0?\\d*i");
    private static final Pattern DATE = Pattern.compile("%d(?:ate)?(?:\\{([^}]*)})?");
    private static final Pattern SIZE = Pattern.compile("(?i)^\\s*([0-9]+(?:[.,][0-9]+)?)\\s*([KMGT]?)(?:B|I?B)?S?\\s*$");
    private static final Pattern AGE = Pattern.compile("(?i)^P?(?:([0-9]+)D)?(?:T?(?:([0-9]+)H)?(?:([0-9]+)M)?(?:([0-9]+)(?:\\.[0-9]{0,3})?S)?)?$");
    private static final List<String> COMPRESSED = List.of(".gz", ".zip", ".bz2", ".xz", ".zst", ".deflate", ".pack200", ".lz4");

    private RollingSetups() {
    }

    public static List<RollingSetup> of(ConfigFacts facts) {
        List<RollingSetup> setups = new ArrayList<>();
        for (ConfigElement appender : facts.appenders()) {
            (facts.config().framework() == Framework.LOGBACK ? logback(facts, appender) : log4j2(facts, appender)).ifPresent(setups::add);
        }
        return setups;
    }

    private static Optional<RollingSetup> logback(ConfigFacts facts, ConfigElement appender) {
        Optional<ConfigElement> policy = appender.child("rollingPolicy");
        if (policy.isEmpty()) {
            return Optional.empty();
        }
        String type = facts.className(policy.get());
        String pattern = facts.value(policy.get(), "fileNamePattern").orElse("").strip();
        Optional<ConfigElement> trigger = appender.child("triggeringPolicy")
                .filter(t -> facts.className(t).equals(LOGBACK_SIZE_TRIGGER));
        Long size = trigger.map(t -> facts.value(t, "maxFileSize").flatMap(RollingSetups::size).orElse(TEN_MB)).orElse(null);
        ConfigElement sizeAt = trigger.flatMap(t -> t.child("maxFileSize").or(() -> Optional.of(t))).orElse(appender);
        boolean index = pattern.contains("%i");
        if (type.equals(LOGBACK_FIXED)) {
            int min = facts.intValue(policy.get(), "minIndex").orElse(1);
            int max = facts.intValue(policy.get(), "maxIndex").orElse(7);
            int window = Math.max(1, Math.min(20, max - min + 1));
            return Optional.of(new RollingSetup(Framework.LOGBACK, appender, policy.get(), RollingPolicy.LOGBACK_FIXED_WINDOW, pattern, null, 1,
                    false, index, compressed(pattern), size == null ? TEN_MB : size, sizeAt, null, null, window, null, null, List.of()));
        }
        if (!type.equals(LOGBACK_TIME) && !type.equals(LOGBACK_SIZE_AND_TIME)) {
            return Optional.empty();
        }
        if (type.equals(LOGBACK_SIZE_AND_TIME)) {
            size = facts.value(policy.get(), "maxFileSize").flatMap(RollingSetups::size).orElse(TEN_MB);
            sizeAt = policy.get().child("maxFileSize").orElse(policy.get());
        }
        Optional<ConfigElement> oldStyle = policy.get().child("timeBasedFileNamingAndTriggeringPolicy");
        if (oldStyle.isPresent() && oldStyle.get().child("maxFileSize").isPresent()) {
            size = facts.value(oldStyle.get(), "maxFileSize").flatMap(RollingSetups::size).orElse(TEN_MB);
            sizeAt = oldStyle.get().child("maxFileSize").get();
        }
        int maxHistory = Math.max(0, facts.intValue(policy.get(), "maxHistory").orElse(0));
        Long cap = facts.value(policy.get(), "totalSizeCap").flatMap(RollingSetups::size).filter(c -> c > 0).orElse(null);
        RollingPolicy kind = type.equals(LOGBACK_TIME) ? RollingPolicy.LOGBACK_TIME : RollingPolicy.LOGBACK_SIZE_AND_TIME;
        return Optional.of(new RollingSetup(Framework.LOGBACK, appender, policy.get(), kind, pattern, period(pattern), 1, true, index,
                compressed(pattern), size, sizeAt, maxHistory, cap, null, null, null, List.of()));
    }

    private static Optional<RollingSetup> log4j2(ConfigFacts facts, ConfigElement appender) {
        String type = facts.type(appender);
        if (!type.equalsIgnoreCase("RollingFile") && !type.equalsIgnoreCase("RollingRandomAccessFile")) {
            return Optional.empty();
        }
        String pattern = facts.attribute(appender, "filePattern").orElse("").strip();
        Optional<ConfigElement> time = first(appender, "TimeBasedTriggeringPolicy");
        Optional<ConfigElement> cron = first(appender, "CronTriggeringPolicy");
        Optional<ConfigElement> sizePolicy = first(appender, "SizeBasedTriggeringPolicy");
        Long size = sizePolicy.map(p -> facts.attribute(p, "size").flatMap(RollingSetups::size).orElse(TEN_MB)).orElse(null);
        int interval = time.flatMap(t -> facts.attribute(t, "interval")).flatMap(ConfigFacts::parseInt).filter(i -> i > 0).orElse(1);
        boolean index = LOG4J2_INDEX.matcher(pattern).find();
        Optional<ConfigElement> strategy = first(appender, "DefaultRolloverStrategy").or(() -> first(appender, "DirectWriteRolloverStrategy"));
        String fileIndex = strategy.flatMap(s -> facts.attribute(s, "fileIndex")).map(v -> v.strip().toLowerCase(Locale.ROOT)).orElse("max");
        Integer window = null;
        if (strategy.isPresent() && strategy.get().isTag("DirectWriteRolloverStrategy")) {
            window = facts.attribute(strategy.get(), "maxFiles").flatMap(ConfigFacts::parseInt).filter(m -> m > 0).orElse(null);
        } else if (index && !fileIndex.equals("nomax")) {
            int max = strategy.flatMap(s -> facts.attribute(s, "max")).flatMap(ConfigFacts::parseInt).orElse(7);
            int min = strategy.flatMap(s -> facts.attribute(s, "min")).flatMap(ConfigFacts::parseInt).orElse(1);
            window = Math.max(1, max - min + 1);
        }
        List<DeleteAction> deletes = new ArrayList<>();
        strategy.ifPresent(s -> s.descendants("Delete").forEach(d -> deletes.add(delete(facts, d, pattern))));
        return Optional.of(new RollingSetup(Framework.LOG4J2, appender, appender, RollingPolicy.LOG4J2, pattern, period(pattern), interval,
                time.isPresent() || cron.isPresent(), index, compressed(pattern), size,
                sizePolicy.orElse(appender), null, null, window, fileIndex, strategy.orElse(null), deletes));
    }

    private static Optional<ConfigElement> first(ConfigElement appender, String tag) {
        return appender.descendants(tag).stream().findFirst();
    }

    private static DeleteAction delete(ConfigFacts facts, ConfigElement delete, String pattern) {
        String basePath = facts.attribute(delete, "basePath").orElse("");
        int depth = facts.attribute(delete, "maxDepth").flatMap(ConfigFacts::parseInt).orElse(1);
        boolean names = !delete.descendants("IfFileName").isEmpty();
        Duration age = delete.descendants("IfLastModified").stream().findFirst().flatMap(c -> facts.attribute(c, "age")).flatMap(RollingSetups::age)
                .orElse(null);
        Long size = delete.descendants("IfAccumulatedFileSize").stream().findFirst().flatMap(c -> facts.attribute(c, "exceeds"))
                .flatMap(RollingSetups::size).orElse(null);
        Integer count = delete.descendants("IfAccumulatedFileCount").stream().findFirst().flatMap(c -> facts.attribute(c, "exceeds"))
                .flatMap(ConfigFacts::parseInt).orElse(null);
        boolean any = !delete.descendants("IfAny").isEmpty();
        String unread = !delete.descendants("ScriptCondition").isEmpty() ? "a ScriptCondition"
                : !delete.descendants("IfNot").isEmpty() ? "an IfNot" : null;
        // One name condition only: of several (under an IfAny), another may match the archives.
        List<ConfigElement> nameConditions = delete.descendants("IfFileName");
        String glob = nameConditions.size() != 1 ? null : facts.attribute(nameConditions.get(0), "glob").map(String::strip)
                .filter(g -> !g.isEmpty()).orElse(null);
        return new DeleteAction(delete, basePath, depth, names, age, size, count, any, unread, glob, below(basePath, pattern));
    }

    /** The archives' path below basePath, or null where the pattern does not start with it as written. */
    private static String below(String basePath, String pattern) {
        String base = plain(basePath);
        String archives = plain(pattern);
        if (base.isEmpty()) {
            return null;
        }
        if (base.equals(".")) {
            return archives.startsWith("/") ? null : archives;
        }
        base = base.endsWith("/") ? base : base + "/";
        return archives.startsWith(base) ? archives.substring(base.length()) : null;
    }

    /** A path with / separators and no leading "./". */
    private static String plain(String path) {
        String p = path.strip().replace('\\', '/');
        while (p.startsWith("./")) {
            p = p.substring(2);
        }
        return p;
    }

    /** The smallest unit the pattern's (first non-auxiliary) {@code %d} prints: the period it rolls at. */
    static ChronoUnit period(String pattern) {
        String text = pattern.replaceAll("\\$\\$?\\{[^}]*}", "");
        Matcher date = DATE.matcher(text);
        while (date.find()) {
            String options = date.group(1) == null ? "" : date.group(1);
            String[] parts = options.split(",");
            if (parts.length > 1 && parts[1].strip().equalsIgnoreCase("aux")) {
                continue;
            }
            String format = parts[0].strip().isEmpty() ? "yyyy-MM-dd" : parts[0].replaceAll("'[^']*'", "");
            return smallest(format);
        }
        return null;
    }

    private static ChronoUnit smallest(String format) {
        if (format.indexOf('s') >= 0) {
            return ChronoUnit.SECONDS;
        }
        if (format.indexOf('m') >= 0) {
            return ChronoUnit.MINUTES;
        }
        if (format.chars().anyMatch(c -> c == 'H' || c == 'k' || c == 'K' || c == 'h')) {
            return ChronoUnit.HOURS;
        }
        if (format.chars().anyMatch(c -> c == 'd' || c == 'D' || c == 'E' || c == 'u' || c == 'F')) {
            return ChronoUnit.DAYS;
        }
        if (format.chars().anyMatch(c -> c == 'w' || c == 'W')) {
            return ChronoUnit.WEEKS;
        }
        if (format.chars().anyMatch(c -> c == 'M' || c == 'L')) {
            return ChronoUnit.MONTHS;
        }
        return ChronoUnit.YEARS;
    }

    private static boolean compressed(String pattern) {
        String lower = pattern.toLowerCase(Locale.ROOT);
        return COMPRESSED.stream().anyMatch(lower::endsWith);
    }

    /** "100MB", "1 GB", "500 kb", "10485760": bytes, as both frameworks' FileSize read them (units of 1024). */
    public static Optional<Long> size(String text) {
        Matcher m = SIZE.matcher(text);
        if (!m.matches()) {
            return Optional.empty();
        }
        double number = Double.parseDouble(m.group(1).replace(',', '.'));
        int power = "KMGT".indexOf(m.group(2).toUpperCase(Locale.ROOT)) + 1;
        return Optional.of((long) (number * Math.pow(1024, power)));
    }

    /** Log4j2's Duration: "P7D", "30d", "PT12H". */
    static Optional<Duration> age(String text) {
        Matcher m = AGE.matcher(text.strip());
        if (!m.matches() || text.isBlank()) {
            return Optional.empty();
        }
        long seconds = 0;
        long[] unit = {86_400, 3_600, 60, 1};
        for (int i = 0; i < 4; i++) {
            if (m.group(i + 1) != null) {
                seconds += Long.parseLong(m.group(i + 1)) * unit[i];
            }
        }
        return Optional.of(Duration.ofSeconds(seconds));
    }
}
