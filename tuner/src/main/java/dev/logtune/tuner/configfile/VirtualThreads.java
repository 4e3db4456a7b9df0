package dev.logtune.tuner.configfile;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether a Spring Boot service runs its requests on virtual threads: {@code spring.threads.virtual.enabled} in the
 * application files beside its logging file (its classpath root), for every profile or for some. Spring Boot 3.2+ reads
 * it, and acts on it only on a JVM of 21 or later.
 *
 * @param always the entry that turns them on with no profile active, or null
 * @param profiles the entries that turn them on for a profile only, in file order
 * @param unread an application file that could not be read, and why; null where all were read
 */
public record VirtualThreads(SpringBootProperties.Entry always, List<SpringBootProperties.Entry> profiles, String unread) {
    public static final String KEY = "spring.threads.virtual.enabled";

    public VirtualThreads {
        profiles = List.copyOf(profiles);
    }

    public static VirtualThreads off() {
        return new VirtualThreads(null, List.of(), null);
    }

    /** Reads the application files in the directory of {@code file} (or in {@code file}, a directory). */
    public static VirtualThreads near(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        Path dir = Files.isDirectory(absolute) ? absolute : absolute.getParent();
        if (dir == null) {
            return off();
        }
        List<SpringBootProperties.Entry> entries = new ArrayList<>();
        try {
            for (Path path : SpringBootService.applicationFiles(dir.resolve("application.properties"))) {
                if (Files.isRegularFile(path)) {
                    entries.addAll(SpringBootProperties.read(path).entries());
                }
            }
        } catch (ConfigException e) {
            return new VirtualThreads(null, List.of(), e.getMessage());
        }
        return of(new SpringBootProperties(dir.resolve("application.properties"), entries));
    }

    /** What the service's application files (already read) say. */
    public static VirtualThreads of(SpringBootProperties properties) {
        SpringBootProperties.Entry always = properties.get(KEY).filter(VirtualThreads::on).orElse(null);
        List<SpringBootProperties.Entry> profiles = properties.entries().stream()
                .filter(e -> e.profile() != null && SpringBootProperties.relaxed(e.key()).equals(KEY) && on(e)).toList();
        return new VirtualThreads(always, profiles, null);
    }

    private static boolean on(SpringBootProperties.Entry entry) {
        return entry.value().strip().toLowerCase(Locale.ROOT).equals("true");
    }

    /** Whether they are on, always or in some profile. */
    public boolean on() {
        return always != null || !profiles.isEmpty();
    }

    /** "spring.threads.virtual.enabled=true at application.properties:3", or "... in profile prod (application-prod.yml:2)". */
    public String describe() {
        if (always != null) {
            return always.key() + "=" + always.value().strip() + " at " + always.where();
        }
        List<String> each = profiles.stream().map(e -> "profile " + e.profile() + " (" + e.where() + ")").distinct().toList();
        return profiles.isEmpty() ? KEY + " not set" : KEY + "=true in " + String.join(", ", each);
    }
}
