package dev.logtune.tuner.configfile;

import dev.logtune.configs.model.Framework;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Finds a service's logging configuration in a directory the way the framework and Spring Boot would: a
 * {@code logging.config} in the application properties; else the framework's own files on the classpath root
 * ({@code src/main/resources}, or the directory itself), Logback's {@code logback.xml} then {@code logback-spring.xml},
 * Log4j2's {@code log4j2.*} then {@code log4j2-spring.*}; else the application properties, from which Spring Boot
 * builds one. Test configurations ({@code logback-test.xml}, {@code log4j2-test.*}) are not what runs in production:
 * skipped, and said. A repository with several {@code src/main/resources} is several services, each found alike.
 */
public final class LoggingDiscovery {
    private static final List<String> LOGBACK = List.of("logback.xml", "logback-spring.xml");
    private static final List<String> LOG4J2 = List.of("log4j2.properties", "log4j2.yaml", "log4j2.yml", "log4j2.json", "log4j2.jsn",
            "log4j2.xml", "log4j2-spring.properties", "log4j2-spring.yaml", "log4j2-spring.yml", "log4j2-spring.json",
            "log4j2-spring.xml");
    private static final List<String> TESTS = List.of("logback-test.xml", "logback-test-spring.xml", "log4j2-test.properties",
            "log4j2-test.yaml", "log4j2-test.yml", "log4j2-test.json", "log4j2-test.xml");
    private static final List<String> APPLICATION = List.of("application.properties", "application.yml", "application.yaml");
    private static final Set<String> SKIPPED_DIRS = Set.of(".git", "target", "build", "node_modules", ".gradle", ".idea", "out", "bin");
    private static final int MAX_DEPTH = 8;

    /**
     * One service's configuration.
     *
     * @param file what to lint: a logging file, or an application file (Spring Boot builds from it, or it names one)
     * @param read why this file, and what was skipped, one line each
     */
    public record Found(Path file, List<String> read) {
        public Found {
            read = List.copyOf(read);
        }
    }

    private LoggingDiscovery() {
    }

    /** Every service's configuration under {@code dir}; a one-line error when there is none. */
    public static List<Found> find(Path dir) throws ConfigException {
        if (!Files.isDirectory(dir)) {
            throw new ConfigException(dir + ": not a directory");
        }
        List<Path> roots = resourceRoots(dir);
        List<Found> found = new ArrayList<>();
        for (Path root : roots) {
            inRoot(root, dir).ifPresent(found::add);
        }
        if (found.isEmpty()) {
            throw new ConfigException(dir + ": no logging configuration found (looked for logging.config in application"
                    + " properties, logback.xml, logback-spring.xml, log4j2*.xml|yaml|json|properties and application.properties|yml"
                    + (roots.size() == 1 && roots.get(0).equals(dir) ? " in it and its src/main/resources" : " in " + roots.size()
                    + " src/main/resources folders") + ")");
        }
        if (found.size() > 1) {
            List<Found> said = new ArrayList<>();
            for (Found each : found) {
                List<String> read = new ArrayList<>();
                read.add("service " + (said.size() + 1) + " of " + found.size() + " under " + dir + " (one per src/main/resources): "
                        + SpringBootService.moduleOf(each.file().getParent()));
                read.addAll(each.read());
                said.add(new Found(each.file(), read));
            }
            return said;
        }
        return found;
    }

    // src/main/resources of the directory itself; else of every module below it; else the directory as a plain folder.
    private static List<Path> resourceRoots(Path dir) throws ConfigException {
        Path own = dir.resolve("src/main/resources");
        if (Files.isDirectory(own) && hasAny(own)) {
            return List.of(own);
        }
        List<Path> roots = new ArrayList<>();
        try {
            Files.walkFileTree(dir, Set.of(), MAX_DEPTH, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path path, BasicFileAttributes attributes) {
                    String name = path.getFileName() == null ? "" : path.getFileName().toString();
                    if (!path.equals(dir) && (SKIPPED_DIRS.contains(name) || name.startsWith("."))) {
                        return FileVisitResult.SKIP_SUBTREE;
                    }
                    if (path.endsWith(Path.of("src", "main", "resources"))) {
                        roots.add(path);
                        return FileVisitResult.SKIP_SUBTREE;
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new ConfigException(dir + ": cannot list: " + e.getMessage(), e);
        }
        roots.sort(null);
        return roots.isEmpty() ? List.of(dir) : roots;
    }

    private static boolean hasAny(Path root) {
        return applicationFile(root).isPresent() || LOGBACK.stream().anyMatch(n -> Files.isRegularFile(root.resolve(n)))
                || LOG4J2.stream().anyMatch(n -> Files.isRegularFile(root.resolve(n)));
    }

    private static Optional<Found> inRoot(Path root, Path dir) throws ConfigException {
        List<String> read = new ArrayList<>();
        Optional<Path> application = applicationFile(root);
        String where = dir.relativize(root).toString().isEmpty() ? dir.toString() : dir.relativize(root).toString();
        if (application.isPresent()) {
            Optional<SpringBootProperties.Entry> named = applicationFiles(application.get()).get("logging.config");
            if (named.isPresent()) {
                read.add(application.get().getFileName() + " sets logging.config at " + named.get().where() + ": Spring Boot loads that"
                        + " file and looks for no other");
                return Optional.of(new Found(application.get(), read));
            }
        }
        for (String test : TESTS) {
            List<Path> places = new ArrayList<>(List.of(root));
            if (!SpringBootService.moduleOf(root).equals(root.toAbsolutePath().normalize())) {
                places.add(root.getParent().getParent().resolve("test").resolve("resources"));
            }
            for (Path place : places) {
                if (Files.isRegularFile(place.resolve(test))) {
                    boolean shipped = place.equals(root);
                    read.add("skipped " + place.resolve(test) + ": a test configuration, not the production one"
                            + (shipped ? " (it sits in the main resources, so it ships in the jar, and Logback and Spring Boot"
                            + " load a logback-test.xml/log4j2-test.* before any other: move it to src/test/resources)" : ""));
                }
            }
        }
        Optional<Path> own = ownFile(root);
        if (own.isPresent()) {
            String name = own.get().getFileName().toString();
            read.add(name + " on " + where + ": the first file " + (name.contains("spring") ? "Spring Boot" : "the framework")
                    + " looks for there" + (application.isPresent() ? " (" + application.get().getFileName()
                    + " sets no logging.config; its logging.* keys only feed the file's variables)" : ""));
            return Optional.of(new Found(own.get(), read));
        }
        if (application.isPresent()) {
            read.add("no logging file on " + where + ": " + application.get().getFileName() + " decides the configuration");
            return Optional.of(new Found(application.get(), read));
        }
        return Optional.empty();
    }

    /**
     * The framework's own file on a classpath root, in the order the framework and then Spring Boot look (the
     * framework the build names first); test configurations aside.
     */
    static Optional<Path> ownFile(Path root) {
        Framework framework = SpringBootFramework.of(root).framework();
        List<String> order = new ArrayList<>(framework == Framework.LOG4J2 ? LOG4J2 : LOGBACK);
        order.addAll(framework == Framework.LOG4J2 ? LOGBACK : LOG4J2);
        return order.stream().map(root::resolve).filter(Files::isRegularFile).findFirst();
    }

    private static Optional<Path> applicationFile(Path root) {
        return APPLICATION.stream().map(root::resolve).filter(Files::isRegularFile).findFirst();
    }

    private static SpringBootProperties applicationFiles(Path application) throws ConfigException {
        List<SpringBootProperties.Entry> entries = new ArrayList<>();
        for (Path path : SpringBootService.applicationFiles(application)) {
            entries.addAll(SpringBootProperties.read(path).entries());
        }
        return new SpringBootProperties(application, entries);
    }
}
