package dev.logtune.tuner.configfile.model;

import java.util.Locale;

/** What a filter answers for an event; UNKNOWN where lint cannot tell (a filter it does not model, a reply it cannot read). */
public enum FilterDecision {
    ACCEPT, DENY, NEUTRAL, UNKNOWN;

    static FilterDecision parse(String text) {
        return switch (text.strip().toUpperCase(Locale.ROOT)) {
            case "ACCEPT" -> ACCEPT;
            case "DENY" -> DENY;
            case "NEUTRAL" -> NEUTRAL;
            default -> UNKNOWN;
        };
    }
}
