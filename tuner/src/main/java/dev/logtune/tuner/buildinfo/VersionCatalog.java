package dev.logtune.tuner.buildinfo;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Gradle version catalog ({@code gradle/libs.versions.toml}), read for what it says of libraries and plugins: the
 * {@code [versions]} table, and {@code [libraries]}/{@code [plugins]} entries written as {@code "group:name:version"}
 * or as inline tables ({@code module}, {@code group}/{@code name}, {@code id}, {@code version} or {@code version.ref}).
 * TOML keeps an inline table on one line, so the file is read line by line; anything else is passed over.
 */
final class VersionCatalog {
    private static final long MAX_BYTES = 1024 * 1024;
    private static final Pattern TABLE = Pattern.compile("^\\s*\\[\\s*([A-Za-z0-9_.-]+)\\s*]\\s*(?:#.*)?$");
    private static final Pattern ENTRY = Pattern.compile("^\\s*([A-Za-z0-9_.\"-]+)\\s*=\\s*(.+?)\\s*(?:#[^\"]*)?$");
    private static final Pattern STRING = Pattern.compile("^\"([^\"]*)\"$");

    /** A library or plugin entry: its coordinates (or plugin id), its version (resolved where it is a ref), its line. */
    record Entry(String alias, String group, String name, String version, int line) {
    }

    private final Path file;
    private final Map<String, String> versions = new HashMap<>();
    private final Map<String, Integer> versionLines = new HashMap<>();
    private final List<Entry> libraries = new ArrayList<>();
    private final List<Entry> plugins = new ArrayList<>();

    private VersionCatalog(Path file) {
        this.file = file;
    }

    static Optional<VersionCatalog> read(Path file) {
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > MAX_BYTES) {
                return Optional.empty();
            }
            VersionCatalog catalog = new VersionCatalog(file);
            catalog.parse(Files.readAllLines(file));
            return Optional.of(catalog);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    Path file() {
        return file;
    }

    private void parse(List<String> lines) {
        String table = "";
        List<String[]> pending = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher header = TABLE.matcher(line);
            if (header.matches()) {
                table = header.group(1);
                continue;
            }
            Matcher entry = ENTRY.matcher(line);
            if (!entry.matches()) {
                continue;
            }
            String key = entry.group(1).replace("\"", "");
            String value = entry.group(2);
            if (table.equals("versions")) {
                String version = string(value).orElseGet(() -> field(value, "strictly").or(() -> field(value, "require"))
                        .or(() -> field(value, "prefer")).orElse(null));
                if (version != null) {
                    versions.put(key, version);
                    versionLines.put(key, i + 1);
                }
            } else if (table.equals("libraries") || table.equals("plugins")) {
                pending.add(new String[] {table, key, value, String.valueOf(i + 1)});
            }
        }
        // Refs may point to versions declared further down.
        for (String[] each : pending) {
            entry(each[1], each[2], Integer.parseInt(each[3])).ifPresent(e -> (each[0].equals("libraries") ? libraries : plugins).add(e));
        }
    }

    private Optional<Entry> entry(String alias, String value, int line) {
        Optional<String> notation = string(value);
        if (notation.isPresent()) {
            String[] parts = notation.get().split(":");
            return switch (parts.length) {
                case 3 -> Optional.of(new Entry(alias, parts[0], parts[1], parts[2], line));
                case 2 -> Optional.of(new Entry(alias, parts[0], parts[1], null, line));
                default -> Optional.empty();
            };
        }
        String group = field(value, "group").orElse(null);
        String name = field(value, "name").orElse(null);
        Optional<String> module = field(value, "module").or(() -> field(value, "id"));
        if (module.isPresent()) {
            String[] parts = module.get().split(":");
            group = parts[0];
            name = parts.length > 1 ? parts[1] : "";
        }
        if (group == null) {
            return Optional.empty();
        }
        String version = field(value, "version").orElse(null);
        Optional<String> ref = field(value, "version.ref").or(() -> refInside(value));
        if (version == null && ref.isPresent()) {
            version = versions.get(ref.get());
        }
        return Optional.of(new Entry(alias, group, name == null ? "" : name, version, ref.map(r -> versionLines.getOrDefault(r, line)).orElse(line)));
    }

    /** Where a library's version is read from: its ref in [versions], or its own line. */
    String where(Entry entry) {
        return "gradle/" + file.getFileName() + ":" + entry.line() + " (" + entry.alias() + ")";
    }

    List<Entry> libraries() {
        return List.copyOf(libraries);
    }

    List<Entry> plugins() {
        return List.copyOf(plugins);
    }

    private static Optional<String> string(String value) {
        Matcher matcher = STRING.matcher(value.strip());
        return matcher.matches() ? Optional.of(matcher.group(1)) : Optional.empty();
    }

    // key = "value" inside an inline table; "version" does not match "version.ref".
    private static Optional<String> field(String table, String key) {
        Matcher matcher = Pattern.compile("(?:^|[{,\\s])" + Pattern.quote(key) + "\\s*=\\s*\"([^\"]*)\"").matcher(table);
        return matcher.find() ? Optional.of(matcher.group(1)) : Optional.empty();
    }

    // version = { ref = "x" }
    private static Optional<String> refInside(String table) {
        Matcher matcher = Pattern.compile("version\\s*=\\s*\\{[^}]*\\bref\\s*=\\s*\"([^\"]*)\"").matcher(table);
        return matcher.find() ? Optional.of(matcher.group(1)) : Optional.empty();
    }
}
