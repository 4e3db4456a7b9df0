package dev.logtune.tuner.tune;

import dev.logtune.tuner.configfile.ConfigElement;

import java.util.List;
import java.util.Optional;

/**
 * Edits planned on a configuration's text in its own format, addressed through the parsed elements: every edit is a
 * {@link TextEdit} located from the parser's positions, so the rest of the file stays byte for byte.
 */
interface KnobEdits {
    /** Whether the element is written in this file's text, where an edit can reach it. */
    boolean inFile(ConfigElement element);

    /** Why an element is not {@link #inFile}: "lives in included file x.xml", "comes from entity &amp;x; ...". */
    String notInFile(ConfigElement element);

    /** The attribute (any case) becomes {@code value}: replaced in place as written, or added beside its siblings. */
    void setAttribute(ConfigElement element, String name, String value);

    /**
     * The attribute's value as the text writes it, escapes, entities and all (Log4j2's child element's text where it is
     * written as one), so a value made from it by removing parts writes back alike; empty where it is not written here.
     */
    Optional<String> writtenValue(ConfigElement element, String name);

    List<TextEdit> edits();

    /** The text as read, which the edits apply to. */
    String text();

    /** Each edit planned after the first {@code size} becomes what {@code how} makes of it. */
    void rewrite(int size, java.util.function.UnaryOperator<TextEdit> how);

    /** Drops the edits planned after the first {@code size}: a change that turned out not to be editable. */
    void truncate(int size);
}
