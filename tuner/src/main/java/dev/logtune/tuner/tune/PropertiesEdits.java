package dev.logtune.tuner.tune;

import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Edits on a Log4j2 properties configuration in its own syntax. Each component is a key prefix
 * ({@code appender.async}, {@code logger.app}, {@code rootLogger}), found the way Log4j2's builder groups keys: by
 * the {@code .name} its keys give the component. An attribute is replaced on its own line, or added as a new
 * {@code prefix.attribute} line after the component's last key, spelt like its {@code .name} line.
 */
final class PropertiesEdits extends PlannedEdits {
    private static final Pattern NAMED = Pattern.compile("(appender|logger)\\.([^.]+)\\.name", Pattern.CASE_INSENSITIVE);
    private final String eol;
    private final List<PropertiesText.Entry> entries;
    private final Map<ConfigElement, String> prefixes = new HashMap<>();

    PropertiesEdits(String text, ConfigFile config) {
        super(text);
        this.eol = TextTree.eol(text);
        this.entries = PropertiesText.entries(text);
        for (ConfigElement element : config.rootElement().all()) {
            prefix(element).ifPresent(prefix -> prefixes.put(element, prefix));
        }
    }

    private Optional<String> prefix(ConfigElement element) {
        if (element.isTag("AppenderRef") && element.parent().isPresent()) {
            return within(element.parent().get(), "appenderRef", "ref", element.attribute("ref"));
        }
        if (element.tag().toLowerCase(Locale.ROOT).endsWith("filter") && element.parent().isPresent()) {
            // Filters: "filter.<id>" at the top (one alone, or several in a <Filters>), "<component>.filter.<id>" inside one.
            ConfigElement holder = element.parent().get();
            if (holder.isTag("Filters") && holder.parent().isPresent()) {
                holder = holder.parent().get();
            }
            return within(holder, "filter", "type", element.tag());
        }
        // A component nested in one with a prefix (a triggering policy, a rollover strategy, a Delete's conditions):
        // "<its prefix>.<id>.type" names its plugin.
        Optional<ConfigElement> holder = element.parent();
        if (holder.isPresent() && prefixes.containsKey(holder.get()) && !element.hasAttribute("name")) {
            Pattern nested = Pattern.compile(Pattern.quote(prefixes.get(holder.get()) + ".") + "([^.]+)\\.type", Pattern.CASE_INSENSITIVE);
            List<String> found = new ArrayList<>();
            for (PropertiesText.Entry entry : entries) {
                if (nested.matcher(entry.key()).matches() && !entry.continued() && entry.value().strip().equalsIgnoreCase(element.tag())) {
                    found.add(entry.key().substring(0, entry.key().length() - ".type".length()));
                }
            }
            return found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
        }
        String parent = element.parent().map(ConfigElement::tag).orElse("");
        if (parent.equalsIgnoreCase("Loggers") && (element.isTag("Root") || element.isTag("AsyncRoot"))) {
            return entries.stream().anyMatch(e -> e.key().equals("rootLogger") || e.key().startsWith("rootLogger."))
                    ? Optional.of("rootLogger") : Optional.empty();
        }
        String kind = parent.equalsIgnoreCase("Appenders") ? "appender" : parent.equalsIgnoreCase("Loggers") ? "logger" : null;
        if (kind == null || !element.hasAttribute("name")) {
            return Optional.empty();
        }
        List<String> found = new ArrayList<>();
        for (PropertiesText.Entry entry : entries) {
            Matcher named = NAMED.matcher(entry.key());
            if (named.matches() && named.group(1).equalsIgnoreCase(kind) && !entry.continued()
                    && entry.value().strip().equals(element.attribute("name"))) {
                found.add(entry.key().substring(0, entry.key().length() - ".name".length()));
            }
        }
        // Two components of one name: which one this element is cannot be told from the text.
        return found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
    }

    /**
     * The prefix of a component inside {@code holder} (the configuration itself, or a component with a prefix of its own):
     * the one {@code <holder prefix>.<kind>.<id>} whose {@code .<key>} line has {@code value}; empty where none or several do.
     */
    private Optional<String> within(ConfigElement holder, String kind, String key, String value) {
        String base;
        if (holder.parent().isEmpty()) {
            base = "";
        } else if (prefixes.containsKey(holder)) {
            base = prefixes.get(holder) + ".";
        } else {
            return Optional.empty();
        }
        Pattern pattern = Pattern.compile(Pattern.quote(base) + Pattern.quote(kind) + "\\.([^.]+)\\." + Pattern.quote(key));
        List<String> found = new ArrayList<>();
        for (PropertiesText.Entry entry : entries) {
            if (pattern.matcher(entry.key()).matches() && !entry.continued() && entry.value().strip().equalsIgnoreCase(value)) {
                found.add(entry.key().substring(0, entry.key().length() - key.length() - 1));
            }
        }
        return found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
    }

    @Override
    public boolean inFile(ConfigElement element) {
        return prefixes.containsKey(element);
    }

    @Override
    public String notInFile(ConfigElement element) {
        return "has no key prefix of its own in the properties text: not edited";
    }

    @Override
    public Optional<String> writtenValue(ConfigElement element, String name) {
        String prefix = prefixes.get(element);
        if (prefix == null) {
            return Optional.empty();
        }
        return entries.stream().filter(e -> e.key().equalsIgnoreCase(prefix + "." + name) && !e.continued()).findFirst()
                .map(e -> text.substring(e.valueStart(), e.valueEnd()));
    }

    @Override
    public void setAttribute(ConfigElement element, String name, String value) {
        String prefix = prefixes.get(element);
        if (prefix == null) {
            throw new IllegalStateException("<" + element.tag() + "> has no key prefix in the text");
        }
        String key = prefix + "." + name;
        if (key.equalsIgnoreCase("rootLogger.level") && shortRootLevel(value)) {
            return;
        }
        PropertiesText.Entry last = null;
        for (PropertiesText.Entry entry : entries) {
            if (entry.key().equalsIgnoreCase(key)) {
                if (entry.continued()) {
                    throw new UnwritableValue("is continued over several lines (a trailing backslash): set it by hand");
                }
                edits.add(new TextEdit(entry.valueStart(), entry.valueEnd(), value));
                return;
            }
            if (entry.key().toLowerCase(Locale.ROOT).startsWith(prefix.toLowerCase(Locale.ROOT) + ".")
                    || entry.key().equals(prefix)) {
                last = entry;
            }
        }
        if (last == null) {
            throw new IllegalStateException(prefix + " has no keys to add " + name + " beside");
        }
        PropertiesText.Entry model = entries.stream().filter(e -> e.key().equalsIgnoreCase(prefix + ".name")).findFirst().orElse(last);
        int lineStart = lineStart(model.valueStart());
        String lead = text.substring(lineStart, model.valueStart());
        String indent = lead.substring(0, lead.length() - lead.stripLeading().length());
        String separator = lead.stripLeading().substring(model.key().length());
        int at = lineEnd(last.valueEnd());
        edits.add(new TextEdit(at, at, eol + indent + key + separator + value));
    }

    /**
     * {@code rootLogger = DEBUG, FILE}: the level is the short form's first part, and a {@code rootLogger.level} beside
     * it would be a second, competing key. Whether the short form is there and its level was set.
     */
    private boolean shortRootLevel(String value) {
        for (PropertiesText.Entry entry : entries) {
            if (!entry.key().equals("rootLogger")) {
                continue;
            }
            if (entry.continued()) {
                throw new UnwritableValue("is continued over several lines (a trailing backslash): set it by hand");
            }
            String written = text.substring(entry.valueStart(), entry.valueEnd());
            int comma = written.indexOf(',');
            String level = comma < 0 ? written : written.substring(0, comma);
            int start = entry.valueStart() + (level.length() - level.stripLeading().length());
            int end = entry.valueStart() + level.stripTrailing().length();
            edits.add(new TextEdit(start, Math.max(start, end), value));
            return true;
        }
        return false;
    }

    /**
     * A new component inside {@code holder}: each of {@code keys} ("type" = "Delete", "name.glob" = "*.gz") as a line
     * {@code <holder prefix>.<id>.<key> = <value>}, after the holder's last key, spelt like its first key's line.
     */
    void addComponent(ConfigElement holder, String id, List<Map.Entry<String, String>> keys) {
        String prefix = prefixes.get(holder);
        if (prefix == null) {
            throw new IllegalStateException("<" + holder.tag() + "> has no key prefix in the text");
        }
        List<PropertiesText.Entry> own = entries.stream().filter(e -> e.key().toLowerCase(Locale.ROOT)
                .startsWith(prefix.toLowerCase(Locale.ROOT) + ".")).toList();
        if (own.isEmpty()) {
            throw new IllegalStateException(prefix + " has no keys to add " + id + " beside");
        }
        PropertiesText.Entry model = own.get(0);
        String lead = text.substring(lineStart(model.valueStart()), model.valueStart());
        String indent = lead.substring(0, lead.length() - lead.stripLeading().length());
        String separator = lead.stripLeading().substring(model.key().length());
        StringBuilder lines = new StringBuilder();
        for (Map.Entry<String, String> key : keys) {
            lines.append(eol).append(indent).append(prefix).append('.').append(id).append('.').append(key.getKey())
                    .append(separator).append(key.getValue());
        }
        int at = lineEnd(own.get(own.size() - 1).valueEnd());
        edits.add(new TextEdit(at, at, lines.toString()));
    }

    /** Whether some key already sits below {@code <holder prefix>.<id>}. */
    boolean usesId(ConfigElement holder, String id) {
        String below = (prefixes.get(holder) + "." + id + ".").toLowerCase(Locale.ROOT);
        return entries.stream().anyMatch(e -> e.key().toLowerCase(Locale.ROOT).startsWith(below));
    }

    /** {@code id}, or {@code id2}, {@code id3}...: the first no key below {@code holder} uses, for a new component. */
    String unusedId(ConfigElement holder, String id) {
        String name = id;
        for (int n = 2; usesId(holder, name); n++) {
            name = id + n;
        }
        return name;
    }

    private int lineStart(int offset) {
        int i = offset;
        while (i > 0 && text.charAt(i - 1) != '\n') {
            i--;
        }
        return i;
    }

    // Before the line's terminator, so the new line takes the file's own and the last line keeps whether it had one.
    private int lineEnd(int offset) {
        int newline = text.indexOf('\n', offset);
        if (newline < 0) {
            return text.length();
        }
        return newline > 0 && text.charAt(newline - 1) == '\r' ? newline - 1 : newline;
    }
}
