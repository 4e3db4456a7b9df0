package dev.logtune.tuner.emit;

import java.util.List;

/**
 * Something a setup needs beyond its config file, said where a team will read it.
 *
 * @param what what is needed and why, in one paragraph
 * @param snippets build-file lines that provide it ("Maven: ...", "Gradle: ..."), possibly none
 */
public record Requirement(String what, List<String> snippets) {
    public Requirement {
        snippets = List.copyOf(snippets);
    }
}
