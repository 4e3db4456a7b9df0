package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.SecureXml;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The LMAX Disruptor a Log4j2 async configuration will run on, where the build beside the config shows it
 * (a pom.xml or build.gradle in the config's directory or above).
 */
public final class DisruptorVersionRule extends NamedRule {
    private static final int LEVELS_UP = 6;
    private static final Pattern GRADLE = Pattern.compile("[\"']com\\.lmax:disruptor:([0-9][^\"']*)[\"']");
    private static final Pattern GRADLE_LOG4J = Pattern.compile("[\"']org\\.apache\\.logging\\.log4j:log4j-(?:core|bom):([0-9][^\"']*)[\"']");

    public DisruptorVersionRule() {
        super("disruptor-version", "A Disruptor version the Log4j2 version cannot use, or none, where the build file shows it");
    }

    /** Versions read from a build file. */
    record Build(Path file, Optional<String> disruptor, Optional<String> log4j) {
    }

    @Override
    public List<Finding> check(LintContext context) {
        if (context.framework() != Framework.LOG4J2 || !context.facts().log4j2AsyncLoggers()) {
            return List.of();
        }
        Optional<Build> build = findBuild(context.config().path().toAbsolutePath().getParent());
        if (build.isEmpty()) {
            return List.of();
        }
        Build found = build.get();
        String where = found.file().getFileName().toString();
        if (found.disruptor().isEmpty()) {
            return List.of(context.finding(id(), Severity.ERROR, context.config().rootElement(),
                    "async loggers, but " + where + " (" + found.file() + ") declares no com.lmax:disruptor.",
                    "Log4j2's async loggers need the LMAX Disruptor on the classpath; without it they fail to start"
                            + " (unless another dependency happens to bring it).",
                    "Add com.lmax:disruptor 3.4.4 to the build."));
        }
        String disruptor = found.disruptor().get();
        int major = major(disruptor);
        if (major >= 4) {
            boolean old = found.log4j().map(v -> compare(v, "2.23") < 0).orElse(false);
            return List.of(context.finding(id(), Severity.ERROR, context.config().rootElement(),
                    "async loggers on LMAX Disruptor " + disruptor + " (" + where + ").",
                    old ? "Log4j2 " + found.log4j().orElse("") + " predates Disruptor 4 support (2.23); its async loggers fail to start."
                            : "logtune measured log4j-core 2.26.1 with Disruptor 4.0.0 delivering only 20-50% of events from 4 threads"
                            + " once the ring buffer filled, silently; with 3.4.4 the same runs delivered them (3.4.4 too"
                            + " loses an odd event under a full buffer from several threads: 1 in 4 of 48 forks of 12 s).",
                    "Use com.lmax:disruptor 3.4.4."));
        }
        if (major == 3 && compare(disruptor, "3.4") < 0) {
            return List.of(context.finding(id(), Severity.ERROR, context.config().rootElement(),
                    "async loggers on LMAX Disruptor " + disruptor + " (" + where + ").",
                    "Log4j2 2.23 and later need Disruptor 3.4 or newer.",
                    "Use com.lmax:disruptor 3.4.4."));
        }
        return List.of();
    }

    static Optional<Build> findBuild(Path dir) {
        Path current = dir;
        for (int i = 0; i < LEVELS_UP && current != null; i++) {
            for (String name : List.of("pom.xml", "build.gradle", "build.gradle.kts")) {
                Path file = current.resolve(name);
                if (Files.isRegularFile(file)) {
                    Optional<Build> build = read(file);
                    if (build.isPresent()) {
                        return build;
                    }
                }
            }
            if (Files.isDirectory(current.resolve(".git"))) {
                break;
            }
            current = current.getParent();
        }
        return Optional.empty();
    }

    private static Optional<Build> read(Path file) {
        try {
            if (file.getFileName().toString().equals("pom.xml")) {
                ConfigElement project = ConfigElement.parse(file);
                Map<String, String> properties = new HashMap<>();
                project.child("properties").ifPresent(p -> p.children().forEach(e -> properties.put(e.tag(), e.text().strip())));
                return Optional.of(new Build(file, version(project, "com.lmax", "disruptor", properties),
                        version(project, "org.apache.logging.log4j", "log4j-core", properties)
                                .or(() -> version(project, "org.apache.logging.log4j", "log4j-bom", properties))));
            }
            String text = Files.readString(file);
            Matcher disruptor = GRADLE.matcher(text);
            Matcher log4j = GRADLE_LOG4J.matcher(text);
            return Optional.of(new Build(file, disruptor.find() ? Optional.of(disruptor.group(1)) : Optional.empty(),
                    log4j.find() ? Optional.of(log4j.group(1)) : Optional.empty()));
        } catch (ConfigException | IOException e) {
            return Optional.empty();
        }
    }

    private static Optional<String> version(ConfigElement project, String group, String artifact, Map<String, String> properties) {
        for (ConfigElement dependency : project.descendants("dependency")) {
            if (dependency.childText("groupId").orElse("").equals(group)
                    && dependency.childText("artifactId").orElse("").equals(artifact)) {
                Optional<String> version = dependency.childText("version");
                if (version.isPresent()) {
                    String v = version.get();
                    if (v.startsWith("${") && v.endsWith("}")) {
                        v = properties.getOrDefault(v.substring(2, v.length() - 1), v);
                    }
                    return Optional.of(v);
                }
            }
        }
        return Optional.empty();
    }

    static int major(String version) {
        try {
            return Integer.parseInt(version.replaceAll("[^0-9.].*$", "").split("\\.")[0]);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** Compares dotted numeric versions by their leading numbers. */
    static int compare(String a, String b) {
        String[] x = a.replaceAll("[^0-9.].*$", "").split("\\.");
        String[] y = b.split("\\.");
        for (int i = 0; i < Math.max(x.length, y.length); i++) {
            int p = i < x.length && !x[i].isEmpty() ? Integer.parseInt(x[i]) : 0;
            int q = i < y.length ? Integer.parseInt(y[i]) : 0;
            if (p != q) {
                return Integer.compare(p, q);
            }
        }
        return 0;
    }
}
