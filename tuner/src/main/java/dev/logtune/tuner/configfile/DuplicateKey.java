package dev.logtune.tuner.configfile;

import org.w3c.dom.Document;

import java.util.List;

/**
 * A key written twice in one object of a JSON or YAML configuration. Log4j2 reads these files into Jackson trees, and an
 * object keeps only the last value of a key: the first one is gone before Log4j2 sees the configuration (two
 * {@code "AppenderRef"} keys on one logger leave it one appender).
 *
 * @param key the key as written
 * @param line the line of the value that was dropped
 * @param keptLine the line of the value that was kept
 * @param refs the {@code ref} values the dropped value held (an AppenderRef object, or a list of them)
 */
public record DuplicateKey(String key, int line, int keptLine, List<String> refs) {
    private static final String MARK = "logtune.duplicateKeys";

    public DuplicateKey {
        refs = List.copyOf(refs);
    }

    static void mark(Document document, List<DuplicateKey> duplicates) {
        document.setUserData(MARK, List.copyOf(duplicates), null);
    }

    /** The keys a document's source wrote twice; empty for XML and properties. */
    @SuppressWarnings("unchecked")
    static List<DuplicateKey> of(Document document) {
        return document.getUserData(MARK) instanceof List<?> list ? (List<DuplicateKey>) list : List.of();
    }
}
