package dev.logtune.tuner.buildinfo;

import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigException;

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
 * The versions a Maven {@code pom.xml} resolves, read the way Maven resolves them: a version on the dependency, then
 * dependency management (an imported BOM of the library's own), then Spring Boot's management, as a
 * {@code spring-boot-starter-parent} parent (whose {@code logback.version}/{@code log4j2.version} properties the pom may
 * override) or an imported {@code spring-boot-dependencies} BOM (which it may not). Properties come from the pom and
 * the parents found on disk ({@code relativePath}, by default {@code ../pom.xml}). The XML is read as safely as a
 * configuration is.
 */
final class MavenBuild {
    private static final int MAX_PARENTS = 6;
    private static final Pattern PROPERTY = Pattern.compile("\\$\\{([^}]+)}");
    private static final String BOOT_GROUP = "org.springframework.boot";

    /** One pom of the chain, child first. */
    private record Pom(Path file, ConfigElement project) {
    }

    /** A property's value and where it is set. */
    private record Property(String value, Path file, int line) {
    }

    private final Path home;
    private final List<Pom> chain;
    private final Map<String, Property> properties = new HashMap<>();

    private MavenBuild(Path pom, List<Pom> chain) {
        this.home = pom.toAbsolutePath().normalize().getParent();
        this.chain = chain;
        for (int i = chain.size() - 1; i >= 0; i--) {
            Pom each = chain.get(i);
            each.project().child("properties").ifPresent(p -> p.children().forEach(e ->
                    properties.put(e.tag(), new Property(e.text().strip(), each.file(), e.line()))));
            for (String key : List.of("version", "groupId", "artifactId")) {
                each.project().child(key).or(() -> each.project().child("parent").flatMap(parent -> parent.child(key)))
                        .ifPresent(e -> properties.put("project." + key, new Property(e.text().strip(), each.file(), e.line())));
            }
            each.project().child("parent").flatMap(parent -> parent.child("version"))
                    .ifPresent(e -> properties.put("project.parent.version", new Property(e.text().strip(), each.file(), e.line())));
        }
    }

    static ServiceBuild read(Path pom) throws ConfigException {
        List<Pom> chain = new ArrayList<>();
        Path file = pom;
        ConfigElement project = ConfigElement.parse(file);
        chain.add(new Pom(file, project));
        while (chain.size() < MAX_PARENTS) {
            Optional<Pom> parent = parentOnDisk(chain.get(chain.size() - 1));
            if (parent.isEmpty()) {
                break;
            }
            chain.add(parent.get());
        }
        return new MavenBuild(pom, chain).resolve();
    }

    private static Optional<Pom> parentOnDisk(Pom child) {
        Optional<ConfigElement> parent = child.project().child("parent");
        if (parent.isEmpty()) {
            return Optional.empty();
        }
        Optional<ConfigElement> relative = parent.get().child("relativePath");
        String path = relative.map(e -> e.text().strip()).orElse("../pom.xml");
        if (path.isEmpty()) {
            return Optional.empty();
        }
        Path named = child.file().toAbsolutePath().getParent().resolve(path).normalize();
        Path file = Files.isDirectory(named) ? named.resolve("pom.xml") : named;
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            ConfigElement project = ConfigElement.parse(file);
            String wanted = parent.get().childText("artifactId").orElse("").strip();
            return project.childText("artifactId").map(String::strip).filter(wanted::equals).map(a -> new Pom(file, project));
        } catch (ConfigException e) {
            return Optional.empty();
        }
    }

    private ServiceBuild resolve() {
        Map<Library, FoundVersion> versions = new EnumMap<>(Library.class);
        Set<Library> declared = EnumSet.noneOf(Library.class);
        for (Library library : Library.values()) {
            dependencyVersion(library, false).or(() -> dependencyVersion(library, true)).or(() -> bootVersion(library))
                    .ifPresent(found -> versions.put(library, found));
            for (Pom pom : chain) {
                for (ConfigElement dependency : dependencies(pom, false)) {
                    String group = dependency.childText("groupId").orElse("").strip();
                    String artifact = dependency.childText("artifactId").orElse("").strip();
                    if (library.matches(resolve(group), resolve(artifact)) || impliedByStarter(library, group, artifact)) {
                        declared.add(library);
                    }
                }
            }
        }
        return new ServiceBuild(chain.get(0).file(), versions, declared, javaRelease());
    }

    /**
     * The Java release the build compiles for: the compiler plugin's own {@code <release>} (then {@code <target>},
     * {@code <source>}), then the properties it reads by default ({@code maven.compiler.release}, {@code .target},
     * {@code .source}), then {@code java.version} (which Spring Boot's parent passes on as the release), then a
     * toolchain's {@code <jdk><version>}.
     */
    private JavaRelease javaRelease() {
        List<String> unread = new ArrayList<>();
        for (String key : List.of("release", "target", "source")) {
            for (ConfigElement value : pluginSettings("maven-compiler-plugin", key)) {
                Optional<JavaRelease> found = release(value.text(), key + " in maven-compiler-plugin's configuration at "
                        + where(fileOf(value), value.line()), unread);
                if (found.isPresent()) {
                    return found.get();
                }
            }
        }
        for (String key : List.of("maven.compiler.release", "maven.compiler.target", "maven.compiler.source", "java.version")) {
            Property property = properties.get(key);
            if (property != null) {
                Optional<JavaRelease> found = release(property.value(), key + " at " + where(property.file(), property.line()), unread);
                if (found.isPresent()) {
                    return found.get();
                }
            }
        }
        for (ConfigElement toolchains : pluginSettings("maven-toolchains-plugin", "toolchains")) {
            for (ConfigElement jdk : toolchains.children("jdk")) {
                for (ConfigElement version : jdk.children("version")) {
                    Optional<JavaRelease> found = release(version.text(), "the toolchain's jdk version at "
                            + where(fileOf(version), version.line()), unread);
                    if (found.isPresent()) {
                        return found.get();
                    }
                }
            }
        }
        String name = chain.get(0).file().getFileName().toString();
        return JavaRelease.unknown(unread.isEmpty() ? name + " names no Java release (maven.compiler.release, java.version,"
                + " the compiler plugin's release or a toolchain)" : String.join("; ", unread));
    }

    private Optional<JavaRelease> release(String written, String where, List<String> unread) {
        String value = resolve(written.strip());
        Optional<Integer> feature = value.contains("${") ? Optional.empty() : JavaRelease.parse(value);
        if (feature.isEmpty()) {
            unread.add(where + " gives " + value + ", which lint cannot resolve");
        }
        return feature.map(f -> new JavaRelease(f, where));
    }

    /** A setting of a plugin's configuration, in build/plugins then build/pluginManagement, child pom first. */
    private List<ConfigElement> pluginSettings(String artifact, String key) {
        List<ConfigElement> found = new ArrayList<>();
        for (boolean managed : new boolean[] {false, true}) {
            for (Pom pom : chain) {
                Optional<ConfigElement> build = pom.project().child("build");
                Optional<ConfigElement> plugins = managed ? build.flatMap(b -> b.child("pluginManagement")).flatMap(m -> m.child("plugins"))
                        : build.flatMap(b -> b.child("plugins"));
                for (ConfigElement plugin : plugins.map(p -> p.children("plugin")).orElse(List.of())) {
                    if (plugin.childText("artifactId").map(String::strip).filter(artifact::equals).isPresent()) {
                        plugin.child("configuration").flatMap(c -> c.child(key)).ifPresent(found::add);
                    }
                }
            }
        }
        return found;
    }

    private Path fileOf(ConfigElement element) {
        for (Pom pom : chain) {
            ConfigElement root = element;
            while (root.parent().isPresent()) {
                root = root.parent().get();
            }
            if (root == pom.project()) {
                return pom.file();
            }
        }
        return chain.get(0).file();
    }

    // Spring Boot's starters bring their framework: spring-boot-starter-log4j2 Log4j2, the others Logback.
    private static boolean impliedByStarter(Library library, String group, String artifact) {
        if (!group.equals(BOOT_GROUP) || !artifact.startsWith("spring-boot-starter")) {
            return false;
        }
        return artifact.equals("spring-boot-starter-log4j2") ? library == Library.LOG4J2 : library == Library.LOGBACK;
    }

    /** The dependencies of a pom ({@code managed}: its dependency management's). */
    private static List<ConfigElement> dependencies(Pom pom, boolean managed) {
        Optional<ConfigElement> holder = managed ? pom.project().child("dependencyManagement").flatMap(d -> d.child("dependencies"))
                : pom.project().child("dependencies");
        return holder.map(d -> d.children("dependency")).orElse(List.of());
    }

    private Optional<FoundVersion> dependencyVersion(Library library, boolean managed) {
        for (Pom pom : chain) {
            for (ConfigElement dependency : dependencies(pom, managed)) {
                String group = resolve(dependency.childText("groupId").orElse("").strip());
                String artifact = resolve(dependency.childText("artifactId").orElse("").strip());
                Optional<ConfigElement> version = dependency.child("version");
                if (library.matches(group, artifact) && version.isPresent()) {
                    String written = version.get().text().strip();
                    return Optional.of(new FoundVersion(library, resolve(written), where(pom.file(), version.get().line())
                            + (managed ? " (dependencyManagement, " + group + ":" + artifact + ")" : " (" + group + ":" + artifact + ")")
                            + viaProperty(written)));
                }
            }
        }
        return Optional.empty();
    }

    /** Spring Boot's managed version, where Spring Boot is the parent or an imported BOM. */
    private Optional<FoundVersion> bootVersion(Library library) {
        for (Pom pom : chain) {
            Optional<ConfigElement> parent = pom.project().child("parent");
            if (parent.isPresent() && parent.get().childText("groupId").orElse("").strip().equals(BOOT_GROUP)
                    && parent.get().childText("artifactId").map(String::strip)
                    .filter(a -> a.equals("spring-boot-starter-parent") || a.equals("spring-boot-dependencies")).isPresent()) {
                ConfigElement version = parent.get().child("version").orElse(null);
                String boot = version == null ? "" : resolve(version.text().strip());
                String where = "the parent " + parent.get().childText("artifactId").orElse("").strip() + " at "
                        + where(pom.file(), parent.get().line());
                if (library == Library.SPRING_BOOT) {
                    return Optional.of(new FoundVersion(library, boot, where));
                }
                Optional<FoundVersion> managed = SpringBootManaged.managed(boot, library, where);
                Property override = library.bootProperty() == null ? null : properties.get(library.bootProperty());
                if (override != null) {
                    return Optional.of(new FoundVersion(library, resolve(override.value()), where(override.file(), override.line())
                            + " (property " + library.bootProperty() + ", which Spring Boot's parent reads"
                            + managed.map(m -> " in place of its " + m.version()).orElse("") + ")"));
                }
                if (managed.isPresent()) {
                    return managed;
                }
            }
            for (ConfigElement dependency : dependencies(pom, true)) {
                if (resolve(dependency.childText("groupId").orElse("").strip()).equals(BOOT_GROUP)
                        && resolve(dependency.childText("artifactId").orElse("").strip()).equals("spring-boot-dependencies")) {
                    String boot = resolve(dependency.childText("version").orElse("").strip());
                    Optional<FoundVersion> managed = SpringBootManaged.managed(boot, library, "the spring-boot-dependencies BOM imported at "
                            + where(pom.file(), dependency.line()));
                    if (managed.isPresent()) {
                        return managed;
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The text with every ${property} the poms define put in (a few rounds, for properties made of properties). */
    private String resolve(String text) {
        String value = text;
        for (int round = 0; round < 10 && value.contains("${"); round++) {
            Matcher matcher = PROPERTY.matcher(value);
            StringBuilder out = new StringBuilder();
            boolean changed = false;
            while (matcher.find()) {
                Property property = properties.get(matcher.group(1));
                changed |= property != null;
                matcher.appendReplacement(out, Matcher.quoteReplacement(property == null ? matcher.group() : property.value()));
            }
            matcher.appendTail(out);
            value = out.toString();
            if (!changed) {
                break;
            }
        }
        return value;
    }

    // ", property logback.version at pom.xml:12" where the version is written as one property.
    private String viaProperty(String written) {
        Matcher matcher = PROPERTY.matcher(written);
        if (!matcher.matches()) {
            return "";
        }
        Property property = properties.get(matcher.group(1));
        return property == null ? ", property " + matcher.group(1) + " not found"
                : ", property " + matcher.group(1) + " at " + where(property.file(), property.line());
    }

    /** "pom.xml:12", or "../pom.xml:40" for a parent, relative to the pom read. */
    private String where(Path file, int line) {
        return home.relativize(file.toAbsolutePath().normalize()) + (line > 0 ? ":" + line : "");
    }
}
