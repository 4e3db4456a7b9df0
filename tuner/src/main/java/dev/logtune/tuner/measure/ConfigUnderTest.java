package dev.logtune.tuner.measure;

import dev.logtune.tuner.configfile.ConfigFile;

import java.nio.file.Path;
import java.util.Set;

/**
 * A user's config file as it is measured: the file, as read, and the Spring profiles to run as active.
 *
 * @param profiles the Spring profiles to run as active; null runs every springProfile block
 */
public record ConfigUnderTest(Path path, ConfigFile file, Set<String> profiles) {
}
