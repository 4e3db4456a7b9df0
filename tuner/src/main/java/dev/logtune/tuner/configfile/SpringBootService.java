package dev.logtune.tuner.configfile;

import dev.logtune.support.files.FileProblem;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A Spring Boot service configured by its application properties: either {@code logging.config} names a file of its
 * own (then that file is the configuration), or Spring Boot builds one from the {@code logging.*} keys
 * ({@link SpringBootModel}), once for the default profile and once more for each profile that sets logging keys.
 *
 * @param config what the service runs with when no profile is active
 * @param profiles the configuration each profile with its own logging keys gives, in file order
 * @param read what was read and why, one line each, for the output
 * @param properties every application file of the service, merged (base files first, then profile variants)
 * @param named the file {@code logging.config} names, or null when Spring Boot builds the configuration
 */
public record SpringBootService(ConfigFile config, List<Profile> profiles, List<String> read, SpringBootProperties properties,
                                Path named) {

    /**
     * One profile's configuration.
     *
     * @param activation where the profile is said: "spring.config.activate.on-profile at application.yml:20"
     * @param places "file:line" of the profile's own keys: findings there hold only with the profile active
     */
    public record Profile(String name, String activation, ConfigFile config, Set<String> places) {
    }

    public SpringBootService {
        profiles = List.copyOf(profiles);
        read = List.copyOf(read);
    }

    /**
     * What a logging file of the service's own reads as its variables: the defines, and the system properties Spring Boot
     * sets from the logging keys (FILE_LOG_PATTERN from logging.pattern.file, LOG_FILE, ...) before the framework reads it.
     */
    public Map<String, String> variables(Map<String, String> defines) {
        return variables(properties, defines);
    }

    private static Map<String, String> variables(SpringBootProperties properties, Map<String, String> defines) {
        return new SpringBootModel(properties, SpringBootFramework.of(properties.file()).framework(), defines)
                .system(null, new java.util.LinkedHashMap<>());
    }

    /** Reads {@code file} (an application file) with the other application files beside it. */
    public static SpringBootService read(Path file, Map<String, String> defines) throws ConfigException {
        String problem = FileProblem.ofInput(file, "config file");
        if (problem != null) {
            throw new ConfigException(problem);
        }
        List<Path> files = applicationFiles(file);
        List<SpringBootProperties.Entry> entries = new ArrayList<>();
        for (Path path : files) {
            entries.addAll(SpringBootProperties.read(path).entries());
        }
        SpringBootProperties properties = new SpringBootProperties(file, entries);
        String names = String.join(", ", files.stream().map(p -> p.getFileName().toString()).toList());
        SpringBootFramework framework = SpringBootFramework.of(file);
        Optional<SpringBootProperties.Entry> named = properties.get("logging.config");
        if (named.isPresent()) {
            Path target = resolveNamed(named.get(), file);
            ConfigFile config = ConfigFile.read(target, defines);
            return new SpringBootService(config, List.of(), List.of("logging.config=" + named.get().value() + " at " + named.get().where()
                    + " names " + target + ": Spring Boot hands that file to " + config.framework().displayName()
                    + ", so it is what was linted (" + keysRead(properties, names) + ")"), properties, target);
        }
        // A logging file beside the application file (its classpath root) is what Spring Boot loads, not one built from keys.
        Optional<Path> own = file.getFileName().toString().toLowerCase(Locale.ROOT).startsWith("application")
                ? LoggingDiscovery.ownFile(file.toAbsolutePath().getParent()) : Optional.empty();
        if (own.isPresent()) {
            ConfigFile config = ConfigFile.read(own.get(), variables(properties, defines));
            return new SpringBootService(config, List.of(), List.of(own.get().getFileName() + " sits beside " + file.getFileName()
                    + " and sets no logging.config: Spring Boot hands " + own.get().getFileName() + " to " + config.framework().displayName()
                    + ", so it is what was linted (" + keysRead(properties, names) + ")"), properties, own.get());
        }
        SpringBootModel model = new SpringBootModel(properties, framework.framework(), defines);
        ConfigFile config = model.build(null);
        List<Profile> profiles = new ArrayList<>();
        List<String> read = new ArrayList<>();
        long keys = entries.stream().filter(e -> SpringBootProperties.relaxed(e.key()).startsWith("logging.")).count();
        read.add(names + ": no logging file of the service's own, so Spring Boot builds " + framework.framework().displayName()
                + "'s configuration from " + (keys == 0 ? "its defaults (no logging.* keys)" : keys + " logging.* key" + (keys == 1 ? "" : "s"))
                + " (" + framework.why() + ")");
        properties.get(SpringBootModel.DROPPED_FILE_KEY).filter(e -> properties.get("logging.file.name").isEmpty()).ifPresent(e ->
                read.add(e.where() + ": " + SpringBootModel.DROPPED_FILE_KEY + "=" + e.value() + " is the key Spring Boot 2.2 renamed"
                        + " logging.file.name; Spring Boot 3 reads only logging.file.name and logging.file.path, so it writes no"
                        + " file for it: linted without one"));
        for (String profile : properties.loggingProfiles()) {
            String activation = properties.activation(profile).orElse("profile " + profile);
            Set<String> places = new java.util.LinkedHashSet<>();
            properties.entries().stream().filter(e -> profile.equals(e.profile()))
                    .forEach(e -> places.add(e.file().toString() + ":" + e.line()));
            // A profile document may name a logging file of its own: with that profile active, Spring Boot loads it.
            Optional<SpringBootProperties.Entry> profileNamed = properties.get("logging.config", profile).filter(e -> profile.equals(e.profile()));
            ConfigFile built = null;
            if (profileNamed.isPresent()) {
                try {
                    built = ConfigFile.read(resolveNamed(profileNamed.get(), file), defines);
                    read.add("profile " + profile + " (" + activation + ") names its own logging file, logging.config="
                            + profileNamed.get().value() + " at " + profileNamed.get().where() + ": linted with it active too");
                } catch (ConfigException e) {
                    read.add("profile " + profile + " (" + activation + "): " + e.getMessage() + "; linted as built from its keys");
                }
            }
            if (built == null) {
                built = model.build(profile);
                if (profileNamed.isEmpty()) {
                    read.add("profile " + profile + " (" + activation + ") sets its own logging keys: linted with it active too");
                }
            }
            profiles.add(new Profile(profile, activation, built, places));
        }
        return new SpringBootService(config, profiles, read, properties, null);
    }

    // Spring Boot sets logging.level.* on the framework once it has loaded the file, over what the file says: those are
    // not read into the file's loggers here, and the line says so rather than let a TRACE there pass unseen.
    private static String keysRead(SpringBootProperties properties, String names) {
        int levels = properties.under("logging.level.", null).size();
        return "the logging.* keys of " + names + " feed its variables" + (levels == 0 ? "" : "; its " + levels
                + " logging.level.* key" + (levels == 1 ? "" : "s") + ", which Spring Boot sets over the file's own levels once it"
                + " has loaded it, " + (levels == 1 ? "is" : "are") + " not linted here");
    }

    /** "logging.file.name=app.log" for the key written at that place, if one is. */
    public Optional<String> propertyAt(String file, int line) {
        return properties.entries().stream().filter(e -> e.line() == line && e.file().toString().equals(file))
                .map(e -> e.key() + "=" + e.value()).findFirst();
    }

    /**
     * The application files Spring Boot reads beside {@code file}: application.yml/.yaml/.properties, then the profile
     * variants, each group yml before properties (a .properties wins over a .yml in the same place). A file not named
     * application* is read alone.
     */
    static List<Path> applicationFiles(Path file) throws ConfigException {
        Path dir = file.toAbsolutePath().getParent();
        String name = file.getFileName().toString();
        if (!name.toLowerCase(Locale.ROOT).startsWith("application")) {
            return List.of(file);
        }
        List<Path> found;
        try (Stream<Path> listing = Files.list(dir)) {
            found = listing.filter(Files::isRegularFile)
                    .filter(p -> p.getFileName().toString().matches("(?i)application(-[^.]+)?\\.(properties|ya?ml)"))
                    .sorted(Comparator.comparing((Path p) -> SpringBootProperties.profileOfName(p) != null)
                            .thenComparing(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".properties"))
                            .thenComparing(p -> p.getFileName().toString()))
                    .toList();
        } catch (IOException e) {
            throw new ConfigException(dir + ": cannot list: " + e.getMessage(), e);
        }
        List<Path> files = new ArrayList<>();
        for (Path path : found) {
            files.add(path.getFileName().toString().equals(name) ? file : file.resolveSibling(path.getFileName()));
        }
        return files.isEmpty() ? List.of(file) : files;
    }

    /**
     * Where {@code logging.config} points: {@code classpath:x} on the resources folder the application file sits in,
     * {@code file:x} or a plain path as the service would open it from its working directory (the module, above
     * src/main/resources), else beside the application file.
     */
    private static Path resolveNamed(SpringBootProperties.Entry entry, Path file) throws ConfigException {
        String value = entry.value().strip();
        Path dir = file.toAbsolutePath().getParent();
        List<Path> candidates = new ArrayList<>();
        if (value.startsWith("classpath:") || value.startsWith("classpath*:")) {
            String name = value.substring(value.indexOf(':') + 1).replaceFirst("^/+", "");
            candidates.add(dir.resolve(name));
        } else {
            String name = value.startsWith("file:") ? value.substring("file:".length()) : value;
            if (name.contains("${") || name.matches("^[a-z]+://.*")) {
                throw new ConfigException(entry.where() + ": logging.config=" + value + " is not a file lint can open (a variable"
                        + " or a URL); lint that file itself");
            }
            Path path = Path.of(name);
            if (path.isAbsolute()) {
                candidates.add(path);
            } else {
                Path module = moduleOf(dir);
                candidates.add(module.resolve(name));
                candidates.add(dir.resolve(name));
            }
        }
        for (Path candidate : candidates) {
            if (Files.isRegularFile(candidate.normalize())) {
                // refused wherever it is named, a profile's document too: read as a logging file, it would name itself again
                if (SpringBootProperties.isApplicationFile(candidate)) {
                    throw new ConfigException(entry.where() + ": logging.config names " + entry.value()
                            + ", an application file, not a logging configuration");
                }
                return candidate.normalize();
            }
        }
        throw new ConfigException(entry.where() + ": logging.config=" + value + " names a file that is not there (looked at "
                + String.join(", ", candidates.stream().map(p -> p.normalize().toString()).toList()) + ")");
    }

    /** The module a resources folder belongs to: {@code M} for {@code M/src/main/resources}; else the folder itself. */
    static Path moduleOf(Path resources) {
        Path dir = resources.toAbsolutePath().normalize();
        if (dir.getFileName() != null && dir.getFileName().toString().equals("resources") && dir.getParent() != null
                && dir.getParent().getParent() != null && dir.getParent().getParent().getFileName() != null
                && dir.getParent().getParent().getFileName().toString().equals("src") && dir.getParent().getParent().getParent() != null) {
            return dir.getParent().getParent().getParent();
        }
        return dir;
    }
}
