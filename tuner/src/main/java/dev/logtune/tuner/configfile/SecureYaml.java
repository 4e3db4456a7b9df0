package dev.logtune.tuner.configfile;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * The one way YAML from users is read: compose() only (nodes with positions, no objects constructed, no tags honoured),
 * aliases, recursion and size bounded against expansion bombs.
 */
public final class SecureYaml {
    private SecureYaml() {
    }

    public static Yaml composer() {
        LoaderOptions options = new LoaderOptions();
        options.setMaxAliasesForCollections(20);
        options.setAllowRecursiveKeys(false);
        options.setCodePointLimit(4 * 1024 * 1024);
        return new Yaml(options);
    }
}
