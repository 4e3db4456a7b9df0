package dev.logtune.tuner.tune;

import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.ConfigFormat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Edits on a Log4j2 JSON or YAML configuration in its own syntax: a value replaced inside its own quotes (or none),
 * a new key written before a mapping's first key, on a line of its own with the same indent where that key has one.
 * Elements are matched to the text node by node, in the order Log4j2 builds them; an element that cannot be matched
 * (the text and the parse disagree) is reported, never edited.
 */
final class TreeEdits extends PlannedEdits {
    private static final Pattern BARE = Pattern.compile("true|false|-?\\d+");
    private final ConfigFormat format;
    private final Map<ConfigElement, TextTree.Node> located = new HashMap<>();

    TreeEdits(String text, ConfigFile config) throws ConfigException {
        super(text);
        this.format = config.format();
        TextTree.Value top = format == ConfigFormat.JSON ? JsonPositions.parse(text) : YamlPositions.parse(text);
        TextTree.Node root = TextTree.root(top);
        if (root != null) {
            match(config.rootElement(), root);
        }
    }

    private void match(ConfigElement element, TextTree.Node node) {
        if (!element.tag().equals(node.tag())) {
            return;
        }
        located.put(element, node);
        List<ConfigElement> children = element.children();
        if (children.size() != node.children().size()) {
            return;
        }
        for (int i = 0; i < children.size(); i++) {
            match(children.get(i), node.children().get(i));
        }
    }

    @Override
    public boolean inFile(ConfigElement element) {
        return located.containsKey(element);
    }

    @Override
    public String notInFile(ConfigElement element) {
        return "could not be placed in the " + format.label() + " text: not edited";
    }

    @Override
    public Optional<String> writtenValue(ConfigElement element, String name) {
        TextTree.Node node = located.get(element);
        TextTree.Scalar written = node == null ? null : node.attributes().get(name.toLowerCase(Locale.ROOT));
        return written == null || written.start() < 0 ? Optional.empty() : Optional.of(text.substring(written.start(), written.end()));
    }

    @Override
    public void setAttribute(ConfigElement element, String name, String value) {
        TextTree.Node node = located.get(element);
        if (node == null) {
            throw new IllegalStateException("<" + element.tag() + "> is not placed in the text");
        }
        TextTree.Scalar written = node.attributes().get(name.toLowerCase(Locale.ROOT));
        if (written != null && written.start() >= 0) {
            boolean quote = !written.quoted() && !BARE.matcher(value).matches();
            edits.add(new TextEdit(written.start(), written.end(), quote ? quoted(value) : value));
            return;
        }
        if (written != null || node.insertion() == null) {
            throw new UnwritableValue("is written in a way tune does not edit in place (a block scalar, a tag or an alias):"
                    + " set it by hand");
        }
        edits.add(node.insertion().add(name, BARE.matcher(value).matches() ? value : quoted(value)));
    }

    /**
     * A new child {@code key} holding {@code json}, a JSON object (which YAML reads as a flow mapping), written before the
     * parent's first key in its own style. A key the parent already has cannot take a second value: said, not written.
     */
    void addChild(ConfigElement parent, String key, String json) {
        TextTree.Node node = located.get(parent);
        if (node == null) {
            throw new IllegalStateException("<" + parent.tag() + "> is not placed in the text");
        }
        boolean taken = node.attributes().containsKey(key.toLowerCase(Locale.ROOT))
                || node.children().stream().anyMatch(child -> child.tag().equalsIgnoreCase(key));
        if (taken || node.insertion() == null) {
            throw new UnwritableValue(taken ? "already has a " + key + " key, which a second one would replace: add to it by hand"
                    : "is written in a way tune does not add to (a tag or an alias): add it by hand");
        }
        edits.add(node.insertion().add(key, json));
    }

    /**
     * The element's key written as {@code tag} (a Log4j2 node's key is its plugin type where it has no type attribute):
     * only where the key is its own, not one a sequence's items share.
     */
    void rename(ConfigElement element, String tag) {
        TextTree.Node node = located.get(element);
        if (node == null) {
            throw new IllegalStateException("<" + element.tag() + "> is not placed in the text");
        }
        if (node.name() == null || node.name().start() < 0) {
            throw new UnwritableValue("shares its key with the other items of a list, or writes it in a way tune does not edit:"
                    + " write it as " + tag + " by hand");
        }
        edits.add(new TextEdit(node.name().start(), node.name().end(), tag));
    }

    /** {@code value} as a JSON string, which YAML reads alike. */
    static String jsonString(String value) {
        return quoted(value);
    }

    private static String quoted(String value) {
        return "\"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
