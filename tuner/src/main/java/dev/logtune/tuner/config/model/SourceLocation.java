package dev.logtune.tuner.config.model;

import java.nio.file.Path;

/**
 * Where an element of the model was read: the file (the config itself, or the Logback {@code <include>}d file it came
 * from) and the line its start tag was read on (the SAX locator's line, which is the line of the start tag's closing
 * {@code >}: the line the element starts on when its start tag fits on one line). 0 when unknown.
 *
 * @param included whether the element came from an included file rather than the config itself
 */
public record SourceLocation(Path file, int line, boolean included) {
    @Override
    public String toString() {
        return file.getFileName() + (line > 0 ? ":" + line : "");
    }
}
