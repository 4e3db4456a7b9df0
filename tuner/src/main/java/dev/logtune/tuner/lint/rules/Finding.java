package dev.logtune.tuner.lint.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * One thing lint found, at one place or, where the same rule says the same thing about several elements, at each of
 * them: the linter collapses such findings into one, the first place in {@link #file()}/{@link #line()}/{@link
 * #element()} and the others in {@link #alsoAt()}.
 *
 * @param file the file the element is in (an included file where it came from one)
 * @param line the element's line, 0 when it is the file as a whole
 * @param element the element, as it starts in the file: {@code <appender name="ASYNC">}
 * @param message what is wrong
 * @param why why it hurts, with measured figures where the results have them
 * @param fix what to change
 * @param alsoAt the other places the same finding holds, in file order; empty for most findings
 * @param subject what it is about, typed, where tune acts on it; null otherwise
 */
public record Finding(String rule, Severity severity, String file, int line, String element, String message, String why,
                      String fix, List<Location> alsoAt, Subject subject) {

    /** One place in a configuration: the file, the element's line (0 for the file as a whole) and the element. */
    public record Location(String file, int line, String element) {
    }

    public Finding {
        alsoAt = alsoAt == null ? List.of() : List.copyOf(alsoAt);
    }

    /** A finding at one place. */
    public Finding(String rule, Severity severity, String file, int line, String element, String message, String why,
                   String fix) {
        this(rule, severity, file, line, element, message, why, fix, List.of(), null);
    }

    /** A finding at several places. */
    public Finding(String rule, Severity severity, String file, int line, String element, String message, String why,
                   String fix, List<Location> alsoAt) {
        this(rule, severity, file, line, element, message, why, fix, alsoAt, null);
    }

    /** This finding, about {@code about}. */
    public Finding about(Subject about) {
        return new Finding(rule, severity, file, line, element, message, why, fix, alsoAt, about);
    }

    /** Whether it is of one of {@code kinds}, about the appender or logger {@code named}. */
    public boolean about(String named, Subject.Kind... kinds) {
        return subject != null && subject.is(named, kinds);
    }

    /** The first place. */
    public Location location() {
        return new Location(file, line, element);
    }

    /** Every place, the first one first. */
    public List<Location> locations() {
        List<Location> all = new ArrayList<>();
        all.add(location());
        all.addAll(alsoAt);
        return all;
    }

    /** This finding, also holding at {@code more}. */
    public Finding with(List<Location> more) {
        List<Location> places = new ArrayList<>(alsoAt);
        places.addAll(more);
        return new Finding(rule, severity, file, line, element, message, why, fix, places, subject);
    }

    /** This finding moved to another place (the others kept). */
    public Finding at(String newFile, int newLine, String newElement) {
        return new Finding(rule, severity, newFile, newLine, newElement, message, why, fix, alsoAt, subject);
    }
}
