package dev.logtune.tuner.lint.rules;

/**
 * What a finding is about, typed, for the code that acts on findings (tune): its kind, the appender or logger it names
 * and, for a level, the level. Never printed; the finding's words say the same to a reader.
 *
 * @param name the appender's or logger's name; null for the root logger
 * @param level the level a logger runs at; null where the kind has none
 */
public record Subject(Kind kind, String name, String level) {
    /** The findings tune acts on. */
    public enum Kind {
        NEVER_DELETES, KEEPS_MINUTES, AGE_ONLY, FILE_INDEX_MIN, DELETE_GLOB_MISS, VERBOSE_LEVEL, UNRESOLVED_LEVEL,
        LOCATION_IN_PATTERN, PLAIN_FILE, NO_INDEX
    }

    public static Subject of(Kind kind, String name) {
        return new Subject(kind, name, null);
    }

    /** Whether it is of one of {@code kinds}, about the appender or logger {@code named}. */
    public boolean is(String named, Kind... kinds) {
        for (Kind k : kinds) {
            if (k == kind && java.util.Objects.equals(name, named)) {
                return true;
            }
        }
        return false;
    }
}
