package dev.logtune.tuner.buildinfo;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The Logback and Log4j2 versions Spring Boot's dependency management gives a service, per Spring Boot release, from
 * {@code spring-boot-managed.tsv} (which names its source). A release the table does not hold is answered by the
 * nearest earlier release of the same line, and said so.
 */
public final class SpringBootManaged {
    private static final List<Release> RELEASES = load();

    private SpringBootManaged() {
    }

    /** One Spring Boot release and the versions it manages. */
    public record Release(String boot, String logback, String log4j2) {
        String version(Library library) {
            return switch (library) {
                case LOGBACK -> logback;
                case LOG4J2 -> log4j2;
                default -> null;
            };
        }
    }

    /**
     * The version Spring Boot {@code boot} manages for {@code library}, with a source naming the release it was read
     * from; empty for a library Spring Boot does not manage here or a line the table does not cover.
     */
    public static Optional<FoundVersion> managed(String boot, Library library, String where) {
        Optional<Release> release = release(boot);
        if (release.isEmpty() || release.get().version(library) == null) {
            return Optional.empty();
        }
        Release row = release.get();
        String which = row.boot().equals(boot) ? "Spring Boot " + boot + "'s managed version"
                : "Spring Boot " + boot + " is not in logtune's table; " + row.boot() + "'s managed version, the nearest earlier " + line(boot);
        return Optional.of(new FoundVersion(library, row.version(library), which + ", " + where));
    }

    /** The release itself, or the nearest earlier release of the same major.minor line. */
    static Optional<Release> release(String boot) {
        VersionNumber wanted = VersionNumber.of(boot);
        if (!wanted.known()) {
            return Optional.empty();
        }
        Release best = null;
        for (Release release : RELEASES) {
            VersionNumber number = VersionNumber.of(release.boot());
            if (line(release.boot()).equals(line(boot)) && number.compareTo(wanted) <= 0
                    && (best == null || number.compareTo(VersionNumber.of(best.boot())) > 0)) {
                best = release;
            }
        }
        return Optional.ofNullable(best);
    }

    static List<Release> releases() {
        return RELEASES;
    }

    private static String line(String version) {
        List<Integer> parts = VersionNumber.of(version).parts();
        return parts.size() < 2 ? String.valueOf(parts.isEmpty() ? "" : parts.get(0)) : parts.get(0) + "." + parts.get(1);
    }

    private static List<Release> load() {
        List<Release> releases = new ArrayList<>();
        try (InputStream in = SpringBootManaged.class.getResourceAsStream("spring-boot-managed.tsv")) {
            if (in == null) {
                throw new IllegalStateException("spring-boot-managed.tsv is missing from the tuner's resources");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] fields = line.split("\t");
                releases.add(new Release(fields[0], fields[1], fields[2]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(releases);
    }
}
