package dev.logtune.tuner.configfile;

import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Spring Boot service's {@code application.properties} or {@code application.yml}, as flat keys with the file and
 * line each is written on, and the profile it applies to: the file's own ({@code application-prod.properties}) or a
 * YAML document's {@code spring.config.activate.on-profile} (or the older {@code spring.profiles}). Keys are compared
 * relaxed, as Spring Boot binds them: lower case, {@code _} as {@code -}.
 */
public record SpringBootProperties(Path file, List<Entry> entries, Map<String, List<Entry>> byKey) {
    private static final Pattern APPLICATION = Pattern.compile("application(?:-([^.]+))?\\.(properties|ya?ml)", Pattern.CASE_INSENSITIVE);
    private static final Pattern SPRING_KEY = Pattern.compile("(?m)^\\s*(logging|spring)(\\.|:\\s*$)");

    /**
     * One key.
     *
     * @param profile the profile it applies to, or null for every profile
     * @param activation where the profile is said ("spring.config.activate.on-profile at application.yml:20",
     *                   "the file name application-prod.properties"), or null
     */
    public record Entry(String key, String value, Path file, int line, String profile, String activation) {
        /** "application.yml:12". */
        public String where() {
            return file.getFileName() + ":" + line;
        }
    }

    /** @param byKey the entries of each key in its relaxed form, in file order: looked up, where scanning made many keys slow */
    public SpringBootProperties {
        entries = List.copyOf(entries);
        byKey = Map.copyOf(byKey);
    }

    public SpringBootProperties(Path file, List<Entry> entries) {
        this(file, entries, index(entries));
    }

    private static Map<String, List<Entry>> index(List<Entry> entries) {
        Map<String, List<Entry>> byKey = new HashMap<>();
        for (Entry entry : entries) {
            byKey.computeIfAbsent(relaxed(entry.key()), key -> new ArrayList<>()).add(entry);
        }
        return byKey;
    }

    /** Whether the file is a Spring Boot application file: by name, or a properties/YAML file of logging./spring. keys. */
    /**
     * The logging.* key Spring Boot turns into the variable its own includes read ({@code LOG_FILE_MAX_SIZE} from
     * logging.logback.rollingpolicy.max-file-size), if it is one of them.
     */
    public static java.util.Optional<String> keyFor(String variable) {
        return SpringBootModel.keyFor(variable);
    }

    /** Whether {@code source} is one of Spring Boot's own Logback includes (org/springframework/boot/logging/logback/). */
    public static boolean isOwnInclude(Path source) {
        return source.toString().replace('\\', '/').contains(SpringBootIncludes.PREFIX);
    }

    public static boolean isApplicationFile(Path path) {
        String name = path.getFileName() == null ? "" : path.getFileName().toString();
        if (APPLICATION.matcher(name).matches()) {
            return true;
        }
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.startsWith("log4j2") || !(lower.endsWith(".properties") || lower.endsWith(".yml") || lower.endsWith(".yaml"))) {
            return false;
        }
        try {
            String text = Files.readString(path, StandardCharsets.UTF_8);
            // Log4j2's own keys keep their path: appender.*, rootLogger, Configuration:
            return SPRING_KEY.matcher(text).find()
                    && !Pattern.compile("(?m)^\\s*(appender\\.|rootLogger|logger\\.[^.]+\\.name|Configuration\\s*:)").matcher(text).find();
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** The profile a file's name gives ({@code application-prod.yml}: prod), or null. */
    static String profileOfName(Path path) {
        Matcher matcher = APPLICATION.matcher(path.getFileName().toString());
        return matcher.matches() ? matcher.group(1) : null;
    }

    public static SpringBootProperties read(Path path) throws ConfigException {
        String text;
        try {
            text = Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ConfigException(path + ": cannot read: " + e.getMessage(), e);
        }
        String lower = path.getFileName().toString().toLowerCase(Locale.ROOT);
        String profile = profileOfName(path);
        String activation = profile == null ? null : "the file name " + path.getFileName();
        List<Entry> entries = lower.endsWith(".properties") ? properties(text, path, profile, activation) : yaml(text, path, profile, activation);
        return new SpringBootProperties(path, entries);
    }

    /** The last value of a key for the default profile. */
    public Optional<Entry> get(String key) {
        return get(key, null);
    }

    /** The value of a key with {@code profile} active (null: none): a profile's own value wins over the default. */
    public Optional<Entry> get(String key, String profile) {
        Entry found = null;
        for (Entry entry : byKey.getOrDefault(relaxed(key), List.of())) {
            if (entry.profile() == null || entry.profile().equals(profile)) {
                if (found == null || entry.profile() != null || found.profile() == null) {
                    found = entry;
                }
            }
        }
        return Optional.ofNullable(found);
    }

    /** Every key under {@code prefix} (e.g. "logging.level.") with {@code profile} active, the profile's winning. */
    public List<Entry> under(String prefix, String profile) {
        String wanted = relaxed(prefix);
        // one entry per key, in the order each key was last won: a map, where searching the list made many keys quadratic
        Map<String, Entry> found = new LinkedHashMap<>();
        for (Entry entry : entries) {
            String key = relaxed(entry.key());
            if (key.startsWith(wanted) && (entry.profile() == null || entry.profile().equals(profile))) {
                Entry earlier = found.get(key);
                if (earlier == null || entry.profile() != null || earlier.profile() == null) {
                    found.remove(key);
                    found.put(key, entry);
                }
            }
        }
        return new ArrayList<>(found.values());
    }

    /** The profiles some logging.* key is set for, in file order. */
    public List<String> loggingProfiles() {
        return entries.stream().filter(e -> e.profile() != null && relaxed(e.key()).startsWith("logging."))
                .map(Entry::profile).distinct().toList();
    }

    /** The entry that says a profile is active for a set of keys, for the output. */
    public Optional<String> activation(String profile) {
        return entries.stream().filter(e -> profile.equals(e.profile())).map(Entry::activation).findFirst();
    }

    static String relaxed(String key) {
        // asked for every entry on every look-up: a key already in its relaxed form (most are) is not copied
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            if (c == '_' || Character.toLowerCase(c) != c) {
                return key.toLowerCase(Locale.ROOT).replace('_', '-');
            }
        }
        return key;
    }

    // --- properties: each logical line read by java.util.Properties, so escapes and continuations read as Spring reads them

    private static List<Entry> properties(String text, Path path, String profile, String activation) throws ConfigException {
        List<Entry> entries = new ArrayList<>();
        String[] lines = text.split("\r\n|\r|\n", -1);
        String docProfile = profile;
        String docActivation = activation;
        for (int i = 0; i < lines.length; i++) {
            int start = i;
            String stripped = lines[i].stripLeading();
            if (stripped.startsWith("#---") || stripped.startsWith("!---")) {
                // A multi-document properties file (Spring Boot 2.4+): a new document, no profile until it says one.
                docProfile = profile;
                docActivation = activation;
                continue;
            }
            if (stripped.isEmpty() || stripped.startsWith("#") || stripped.startsWith("!")) {
                continue;
            }
            StringBuilder logical = new StringBuilder(lines[i]);
            while (endsWithContinuation(lines[i]) && i + 1 < lines.length) {
                i++;
                logical.append('\n').append(lines[i]);
            }
            Properties one = new Properties();
            try {
                one.load(new StringReader(logical.toString()));
            } catch (IOException | IllegalArgumentException e) {
                throw new ConfigException(path + ":" + (start + 1) + ": malformed properties: " + SecureXml.oneLine(e.getMessage()), e);
            }
            for (String key : one.stringPropertyNames()) {
                String value = one.getProperty(key);
                String k = relaxed(key);
                if (k.equals("spring.config.activate.on-profile") || k.equals("spring.profiles")) {
                    docProfile = value.strip();
                    docActivation = key + " at " + path.getFileName() + ":" + (start + 1);
                    continue;
                }
                entries.add(new Entry(key, value, path, start + 1, docProfile, docActivation));
            }
        }
        return entries;
    }

    private static boolean endsWithContinuation(String line) {
        int backslashes = 0;
        for (int i = line.length() - 1; i >= 0 && line.charAt(i) == '\\'; i--) {
            backslashes++;
        }
        return backslashes % 2 == 1;
    }

    // --- YAML: every document, keys flattened with dots, through SnakeYAML's compose() (no objects constructed)

    private static List<Entry> yaml(String text, Path path, String profile, String activation) throws ConfigException {
        List<Entry> entries = new ArrayList<>();
        try {
            for (Node document : SecureYaml.composer().composeAll(new StringReader(text))) {
                List<Entry> flat = new ArrayList<>();
                flatten(document, "", path, flat, 0);
                String docProfile = profile;
                String docActivation = activation;
                for (Entry entry : flat) {
                    String k = relaxed(entry.key());
                    if (k.equals("spring.config.activate.on-profile") || k.equals("spring.profiles")) {
                        docProfile = entry.value().strip();
                        docActivation = entry.key() + " at " + entry.where();
                    }
                }
                for (Entry entry : flat) {
                    String k = relaxed(entry.key());
                    if (!k.equals("spring.config.activate.on-profile") && !k.equals("spring.profiles")) {
                        entries.add(new Entry(entry.key(), entry.value(), path, entry.line(), docProfile, docActivation));
                    }
                }
            }
        } catch (MarkedYAMLException e) {
            String where = e.getProblemMark() == null ? "" : ":" + (e.getProblemMark().getLine() + 1);
            throw new ConfigException(path + where + ": malformed YAML: " + SecureXml.oneLine(e.getProblem() == null ? e.getMessage() : e.getProblem()), e);
        } catch (YAMLException | IllegalStateException e) {
            throw new ConfigException(path + ": malformed YAML: " + SecureXml.oneLine(e.getMessage()), e);
        }
        return entries;
    }

    private static void flatten(Node node, String prefix, Path path, List<Entry> out, int depth) {
        if (node == null) {
            return;
        }
        if (depth > 100) {
            throw new IllegalStateException("YAML nested deeper than 100");
        }
        if (node instanceof MappingNode mapping) {
            for (NodeTuple tuple : mapping.getValue()) {
                if (!(tuple.getKeyNode() instanceof ScalarNode key)) {
                    continue;
                }
                Node value = tuple.getValueNode();
                String name = prefix.isEmpty() ? key.getValue() : prefix + "." + key.getValue();
                if (value instanceof ScalarNode scalar) {
                    out.add(new Entry(name, scalar.getValue(), path, key.getStartMark().getLine() + 1, null, null));
                } else {
                    flatten(value, name, path, out, depth + 1);
                }
            }
        } else if (node instanceof SequenceNode sequence) {
            // logging.group.x: [a, b] reads as the comma list Spring binds it to.
            List<String> items = new ArrayList<>();
            for (Node item : sequence.getValue()) {
                if (item instanceof ScalarNode scalar) {
                    items.add(scalar.getValue());
                }
            }
            out.add(new Entry(prefix, String.join(",", items), path, sequence.getStartMark().getLine() + 1, null, null));
        }
    }
}
