package dev.logtune.tuner.buildinfo;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The versions a Gradle build names, read from its text (Groovy or Kotlin DSL): the module's build file, the root
 * project's (where {@code settings.gradle} is), {@code gradle.properties}, and the version catalog
 * {@code gradle/libs.versions.toml}. A coordinate {@code "group:artifact:version"} (or {@code group:/name:/version:}
 * notation) wins, then the catalog's entry, then Spring Boot's management (its plugin or BOM at a version) with the
 * {@code logback.version}/{@code log4j2.version} overrides its dependency management reads. Nothing is run: a version
 * computed by the build script is not seen.
 */
final class GradleBuild {
    private static final long MAX_BYTES = 1024 * 1024;
    private static final String BOOT_GROUP = "org.springframework.boot";
    private static final List<Pattern> BOOT_PATTERNS = List.of(
            Pattern.compile("id\\s*\\(?\\s*[\"']org\\.springframework\\.boot[\"']\\s*\\)?\\s*version\\s*\\(?\\s*[\"']([^\"']+)[\"']"),
            Pattern.compile("org\\.springframework\\.boot:spring-boot-(?:gradle-plugin|dependencies):([^\"'\\s)]+)"));

    // group 1 names the setting, group 2 its value (VERSION_1_8 read as 1.8); a value computed by the script is not seen.
    private static final List<Pattern> JAVA_RELEASE = List.of(
            Pattern.compile("(JavaLanguageVersion\\.of)\\s*\\(\\s*[\"']?([\\w.$]+)[\"']?\\s*\\)"),
            Pattern.compile("(jvmToolchain)\\s*\\(\\s*(\\d+)\\s*\\)"),
            Pattern.compile("(targetCompatibility)\\s*=?\\s*(?:JavaVersion\\.(?:VERSION_)?|[\"'])?([\\w.$]+)"),
            Pattern.compile("(sourceCompatibility)\\s*=?\\s*(?:JavaVersion\\.(?:VERSION_)?|[\"'])?([\\w.$]+)"));

    /** A text file of the build with its lines' offsets. */
    private record Source(Path file, String text) {
        int line(int offset) {
            int line = 1;
            for (int i = 0; i < offset && i < text.length(); i++) {
                if (text.charAt(i) == '\n') {
                    line++;
                }
            }
            return line;
        }
    }

    private final Path home;
    private final List<Source> scripts = new ArrayList<>();
    private final Map<String, String> properties = new HashMap<>();
    private final Map<String, String> propertyWhere = new HashMap<>();
    private final VersionCatalog catalog;

    private GradleBuild(Path buildFile, Path root) {
        this.home = buildFile.toAbsolutePath().normalize().getParent();
        read(buildFile).ifPresent(scripts::add);
        for (String name : List.of("build.gradle.kts", "build.gradle")) {
            Path rootScript = root.resolve(name);
            if (!rootScript.toAbsolutePath().normalize().equals(buildFile.toAbsolutePath().normalize())) {
                read(rootScript).ifPresent(scripts::add);
            }
        }
        for (Path dir : home.equals(root) ? List.of(root) : List.of(root, home)) {
            read(dir.resolve("gradle.properties")).ifPresent(this::properties);
        }
        for (Source script : scripts) {
            variables(script);
        }
        this.catalog = VersionCatalog.read(root.resolve("gradle").resolve("libs.versions.toml")).orElse(null);
    }

    /** Reads the build of {@code buildFile}, whose root project is {@code root} (the same directory for a single project). */
    static ServiceBuild read(Path buildFile, Path root) {
        return new GradleBuild(buildFile, root).resolve();
    }

    private ServiceBuild resolve() {
        Map<Library, FoundVersion> versions = new EnumMap<>(Library.class);
        Set<Library> declared = EnumSet.noneOf(Library.class);
        for (Library library : Library.values()) {
            coordinate(library, declared).or(() -> fromCatalog(library, declared)).or(() -> boot(library))
                    .ifPresent(found -> versions.put(library, found));
        }
        return new ServiceBuild(scripts.isEmpty() ? null : scripts.get(0).file(), versions, declared, javaRelease());
    }

    /**
     * The Java release the build compiles for: a toolchain's {@code JavaLanguageVersion.of(21)} (or Kotlin's
     * {@code jvmToolchain(21)}), then {@code targetCompatibility}, then {@code sourceCompatibility}
     * ({@code JavaVersion.VERSION_21}, {@code '21'}, {@code 21}).
     */
    private JavaRelease javaRelease() {
        for (Pattern pattern : JAVA_RELEASE) {
            for (Source script : scripts) {
                Matcher matcher = pattern.matcher(script.text());
                if (matcher.find()) {
                    String written = matcher.group(2).replace('_', '.');
                    Optional<Integer> feature = JavaRelease.parse(substitute(written));
                    String where = matcher.group(1) + " at " + where(script.file()) + ":" + script.line(matcher.start());
                    return feature.map(f -> new JavaRelease(f, where))
                            .orElse(JavaRelease.unknown(where + " gives " + written + ", which lint cannot resolve"));
                }
            }
        }
        return JavaRelease.unknown((scripts.isEmpty() ? "the build" : scripts.get(0).file().getFileName().toString())
                + " names no Java release (a toolchain's JavaLanguageVersion, targetCompatibility or sourceCompatibility)");
    }

    private Optional<FoundVersion> coordinate(Library library, Set<Library> declared) {
        for (Source script : scripts) {
            for (String artifact : artifacts(library)) {
                String[] ga = artifact.split(":");
                Matcher string = Pattern.compile("[\"']" + Pattern.quote(artifact) + "(?::([^\"'@]+))?(?:@\\w+)?[\"']").matcher(script.text());
                Matcher map = Pattern.compile("group\\s*[:=]\\s*[\"']" + Pattern.quote(ga[0]) + "[\"']\\s*,\\s*name\\s*[:=]\\s*[\"']"
                        + Pattern.quote(ga[1]) + "[\"'](?:\\s*,\\s*version\\s*[:=]\\s*[\"']([^\"']+)[\"'])?").matcher(script.text());
                for (Matcher matcher : List.of(string, map)) {
                    while (matcher.find()) {
                        declared.add(library);
                        if (matcher.group(1) != null) {
                            String written = matcher.group(1);
                            return Optional.of(new FoundVersion(library, substitute(written),
                                    where(script.file()) + ":" + script.line(matcher.start()) + " (" + artifact + ")" + via(written)));
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    private Optional<FoundVersion> fromCatalog(Library library, Set<Library> declared) {
        if (catalog == null) {
            return Optional.empty();
        }
        for (VersionCatalog.Entry entry : catalog.libraries()) {
            if (library.matches(entry.group(), entry.name())) {
                declared.add(library);
                if (entry.version() != null) {
                    return Optional.of(new FoundVersion(library, entry.version(), catalog.where(entry) + ", " + entry.group() + ":" + entry.name()));
                }
            }
        }
        return Optional.empty();
    }

    private Optional<FoundVersion> boot(Library library) {
        Optional<String[]> boot = bootVersion();
        if (boot.isEmpty()) {
            return Optional.empty();
        }
        if (library == Library.SPRING_BOOT) {
            return Optional.of(new FoundVersion(library, boot.get()[0], "Spring Boot at " + boot.get()[1]));
        }
        Optional<FoundVersion> managed = SpringBootManaged.managed(boot.get()[0], library, "Spring Boot at " + boot.get()[1]);
        if (library.bootProperty() != null) {
            String key = library.bootProperty();
            Optional<String[]> override = overrideOf(key);
            if (override.isPresent()) {
                return Optional.of(new FoundVersion(library, override.get()[0], override.get()[1] + " (" + key
                        + ", which Spring Boot's dependency management reads" + managed.map(m -> " in place of its " + m.version()).orElse("") + ")"));
            }
        }
        return managed;
    }

    /** Spring Boot's version and where it is named: its plugin, its Gradle plugin on the classpath, or its BOM. */
    private Optional<String[]> bootVersion() {
        for (Source script : scripts) {
            for (Pattern pattern : BOOT_PATTERNS) {
                Matcher matcher = pattern.matcher(script.text());
                if (matcher.find()) {
                    return Optional.of(new String[] {substitute(matcher.group(1)), where(script.file()) + ":" + script.line(matcher.start())});
                }
            }
        }
        if (catalog != null) {
            for (VersionCatalog.Entry entry : catalog.plugins()) {
                if (entry.group().equals(BOOT_GROUP) && entry.version() != null) {
                    return Optional.of(new String[] {entry.version(), catalog.where(entry)});
                }
            }
            for (VersionCatalog.Entry entry : catalog.libraries()) {
                if (entry.group().equals(BOOT_GROUP) && entry.name().matches("spring-boot-(dependencies|gradle-plugin)") && entry.version() != null) {
                    return Optional.of(new String[] {entry.version(), catalog.where(entry)});
                }
            }
        }
        return Optional.empty();
    }

    /** {@code ext['logback.version'] = '...'}, {@code extra["logback.version"] = "..."}, or gradle.properties. */
    private Optional<String[]> overrideOf(String key) {
        Pattern pattern = Pattern.compile("(?:ext|extra)\\s*\\[\\s*[\"']" + Pattern.quote(key) + "[\"']\\s*]\\s*=\\s*[\"']([^\"']+)[\"']"
                + "|set\\(\\s*[\"']" + Pattern.quote(key) + "[\"']\\s*,\\s*[\"']([^\"']+)[\"']");
        for (Source script : scripts) {
            Matcher matcher = pattern.matcher(script.text());
            if (matcher.find()) {
                String value = matcher.group(1) != null ? matcher.group(1) : matcher.group(2);
                return Optional.of(new String[] {value, where(script.file()) + ":" + script.line(matcher.start())});
            }
        }
        return properties.containsKey(key) ? Optional.of(new String[] {properties.get(key), propertyWhere.get(key)}) : Optional.empty();
    }

    private static List<String> artifacts(Library library) {
        String[] ga = library.coordinates().split(":");
        List<String> all = new ArrayList<>();
        for (String artifact : List.of("logback-classic", "logback-core", "log4j-core", "log4j-api", "log4j-slf4j2-impl", "log4j-bom",
                "disruptor", "janino", "commons-compiler", "logstash-logback-encoder", "spring-boot", "spring-boot-dependencies")) {
            if (library.matches(ga[0], artifact)) {
                all.add(ga[0] + ":" + artifact);
            }
        }
        return all;
    }

    // Variables a script defines: ext { x = '1' }, ext.x = '1', def x = '1', val x = "1", extra["x"] = "1".
    private void variables(Source script) {
        Matcher matcher = Pattern.compile("(?m)^\\s*(?:ext\\.|def\\s+|val\\s+|var\\s+|set\\(\\s*[\"'])?([A-Za-z_][\\w.]*)[\"']?\\s*(?:=|,)\\s*[\"']([^\"'$]+)[\"']")
                .matcher(script.text());
        while (matcher.find()) {
            properties.putIfAbsent(matcher.group(1), matcher.group(2));
            propertyWhere.putIfAbsent(matcher.group(1), where(script.file()) + ":" + script.line(matcher.start()));
        }
    }

    private void properties(Source file) {
        String[] lines = file.text().split("\r?\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            int equals = line.indexOf('=');
            if (line.startsWith("#") || equals <= 0) {
                continue;
            }
            String key = line.substring(0, equals).strip();
            properties.put(key, line.substring(equals + 1).strip());
            propertyWhere.put(key, where(file.file()) + ":" + (i + 1));
        }
    }

    // $x, ${x}, ${property("x")}, ${project.property("x")} put in from what the build defines.
    private String substitute(String written) {
        Matcher matcher = Pattern.compile("\\$\\{?(?:project\\.)?(?:property\\(\\s*[\"'])?([A-Za-z_][\\w.]*)(?:[\"']\\s*\\))?}?").matcher(written);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String value = properties.get(matcher.group(1));
            matcher.appendReplacement(out, Matcher.quoteReplacement(value == null ? matcher.group() : value));
        }
        matcher.appendTail(out);
        return out.toString();
    }

    private String via(String written) {
        if (!written.contains("$")) {
            return "";
        }
        Matcher matcher = Pattern.compile("\\$\\{?(?:project\\.)?(?:property\\(\\s*[\"'])?([A-Za-z_][\\w.]*)").matcher(written);
        if (!matcher.find()) {
            return "";
        }
        String where = propertyWhere.get(matcher.group(1));
        return where == null ? ", " + matcher.group(1) + " not found" : ", " + matcher.group(1) + " at " + where;
    }

    private String where(Path file) {
        return home.relativize(file.toAbsolutePath().normalize()).toString();
    }

    private static Optional<Source> read(Path file) {
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > MAX_BYTES) {
                return Optional.empty();
            }
            return Optional.of(new Source(file, Files.readString(file)));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
