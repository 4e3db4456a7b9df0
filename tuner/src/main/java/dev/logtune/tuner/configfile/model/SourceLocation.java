package dev.logtune.tuner.configfile.model;

import java.nio.file.Path;

/**
 * Where an element of the model was read: the file (the config itself, or the Logback {@code <include>}d file it came
 * from) and the line its element starts on (where its {@code <} is, as SecureXml records it). 0 when unknown.
 *
 * @param included whether the element came from an included file rather than the config itself
 */
public record SourceLocation(Path file, int line, boolean included) {
    @Override
    public String toString() {
        return file.getFileName() + (line > 0 ? ":" + line : "");
    }
}
