package dev.logtune.tuner.lint.rules;

import java.util.Locale;

/** How much a finding matters; the names are SARIF's levels. */
public enum Severity {
    ERROR, WARNING, NOTE;

    public String sarifLevel() {
        return name().toLowerCase(Locale.ROOT);
    }
}
