package dev.logtune.tuner.configfile;

import java.util.List;
import java.util.Set;

/**
 * Whether a {@code <springProfile name="...">} block is active for a set of profiles, as Spring Boot decides it: the
 * name is a comma-separated list, any of which may match, each a profile expression of names, {@code !}, {@code &},
 * {@code |} and parentheses ({@code "prod & !eu"}, {@code "(dev | test) & local"}).
 */
public final class SpringProfiles {
    private final String text;
    private final Set<String> active;
    private int at;

    private SpringProfiles(String text, Set<String> active) {
        this.text = text;
        this.active = active;
    }

    /** @throws IllegalArgumentException the expression is malformed (unbalanced parentheses, a missing name) */
    public static boolean active(String name, Set<String> profiles) {
        for (String expression : List.of(name.split(","))) {
            if (!expression.isBlank() && new SpringProfiles(expression, profiles).whole()) {
                return true;
            }
        }
        return false;
    }

    private boolean whole() {
        boolean value = or();
        skipSpaces();
        if (at != text.length()) {
            throw malformed();
        }
        return value;
    }

    private boolean or() {
        boolean value = and();
        while (next('|')) {
            value |= and();
        }
        return value;
    }

    private boolean and() {
        boolean value = unary();
        while (next('&')) {
            value &= unary();
        }
        return value;
    }

    private boolean unary() {
        if (next('!')) {
            return !unary();
        }
        if (next('(')) {
            boolean value = or();
            if (!next(')')) {
                throw malformed();
            }
            return value;
        }
        skipSpaces();
        int start = at;
        while (at < text.length() && "!&|() \t".indexOf(text.charAt(at)) < 0) {
            at++;
        }
        if (start == at) {
            throw malformed();
        }
        return active.contains(text.substring(start, at));
    }

    private boolean next(char c) {
        skipSpaces();
        if (at < text.length() && text.charAt(at) == c) {
            at++;
            return true;
        }
        return false;
    }

    private void skipSpaces() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    private IllegalArgumentException malformed() {
        return new IllegalArgumentException("springProfile name '" + text.strip() + "' is not a profile expression");
    }
}
