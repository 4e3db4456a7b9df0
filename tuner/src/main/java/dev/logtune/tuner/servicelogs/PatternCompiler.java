package dev.logtune.tuner.servicelogs;

import dev.logtune.support.input.BadInputException;
import dev.logtune.tuner.servicelogs.LinePattern.Field;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The grammar of a layout pattern, both frameworks': literals, {@code %[-][min][.[-]max]word{option}...}, and the
 * wrappers Logback writes with parentheses and Log4j2 with braces; what {@link LinePattern} reads lines with.
 */
final class PatternCompiler {
    private static final Set<String> DATE = Set.of("d", "date");
    private static final Set<String> LEVEL = Set.of("p", "le", "level");
    private static final Set<String> LOGGER = Set.of("c", "lo", "logger");
    private static final Set<String> MESSAGE = Set.of("m", "msg", "message");
    /** Words that print nothing on the event's own line: the line end, and stack traces (on the lines after). */
    private static final Set<String> SILENT = Set.of("n", "ex", "exception", "throwable", "xex", "xexception", "xthrowable",
            "rex", "rexception", "rthrowable", "wex", "nopex", "nopexception", "rootexception", "extendedthrowable");
    /**
     * Words that only colour what they wrap (Logback's {@code %clr(...)}, {@code %highlight(...)}, a group {@code %(...)};
     * Log4j2's {@code %highlight{...}}, {@code %style{...}}): read through. Any other composite word changes its
     * content ({@code %replace}) or prints its own ({@code %esb}): skipped as text.
     */
    private static final Set<String> COLOURS = Set.of("", "clr", "highlight", "style", "black", "red", "green", "yellow",
            "blue", "magenta", "cyan", "white", "gray", "faint");

    /** A field of the pattern: what it is, and its width where the pattern fixes it. */
    record FieldPiece(Field field, int exactWidth) {
    }

    private final String pattern;
    private final List<Object> raw = new ArrayList<>();
    private String dateOption;

    PatternCompiler(String pattern) {
        this.pattern = pattern;
    }

    void parse(int from, int to) {
        StringBuilder literal = new StringBuilder();
        int i = from;
        while (i < to) {
            char c = pattern.charAt(i);
            if (c == '\\' && i + 1 < to) {
                char escaped = pattern.charAt(i + 1);
                literal.append(escaped == 't' ? '\t' : escaped == 'n' ? '\n' : escaped);
                i += 2;
                continue;
            }
            if (c != '%') {
                literal.append(c);
                i++;
                continue;
            }
            if (i + 1 < to && pattern.charAt(i + 1) == '%') {
                literal.append('%');
                i += 2;
                continue;
            }
            flush(literal);
            i = conversion(i + 1, to);
        }
        flush(literal);
    }

    private int conversion(int i, int to) {
        int min = 0;
        int max = 0;
        if (i < to && pattern.charAt(i) == '-') {
            i++;
        }
        int start = i;
        while (i < to && Character.isDigit(pattern.charAt(i))) {
            i++;
        }
        if (i > start) {
            min = Integer.parseInt(pattern, start, i, 10);
        }
        if (i < to && pattern.charAt(i) == '.') {
            i++;
            if (i < to && pattern.charAt(i) == '-') {
                i++;
            }
            start = i;
            while (i < to && Character.isDigit(pattern.charAt(i))) {
                i++;
            }
            if (i > start) {
                max = Integer.parseInt(pattern, start, i, 10);
            }
        }
        start = i;
        while (i < to && Character.isLetter(pattern.charAt(i))) {
            i++;
        }
        String word = pattern.substring(start, i).toLowerCase(Locale.ROOT);
        if (i < to && pattern.charAt(i) == '(') {
            // Logback: a composite word (a colour, a group, %replace) over a sub-pattern.
            int close = closing(i, '(', ')', to);
            if (colour(word)) {
                parse(i + 1, close);
            } else {
                raw.add(new FieldPiece(Field.TEXT, 0));
            }
            i = skipOptions(close + 1, to, null);
            return i;
        }
        List<String> options = new ArrayList<>();
        i = skipOptions(i, to, options);
        if (colour(word) && !word.isEmpty() && !options.isEmpty() && options.get(0).contains("%")) {
            PatternCompiler inner = new PatternCompiler(options.get(0));
            inner.parse(0, options.get(0).length());
            raw.addAll(inner.raw);
            dateOption = dateOption == null ? inner.dateOption : dateOption;
            return i;
        }
        if (SILENT.contains(word)) {
            return i;
        }
        Field field = DATE.contains(word) ? Field.DATE : LEVEL.contains(word) ? Field.LEVEL : LOGGER.contains(word)
                ? Field.LOGGER : MESSAGE.contains(word) ? Field.MESSAGE : Field.TEXT;
        if (field == Field.DATE) {
            dateOption = options.isEmpty() ? null : dateFormat(options.get(0));
        }
        // A skipped word of fixed width (Spring Boot's [%15.15t]) is taken by its width: a thread name may hold
        // anything. A named field is found by the literal after it, as skipped words before it may have widened it.
        raw.add(new FieldPiece(field, field == Field.TEXT && min > 0 && min == max ? min : 0));
        return i;
    }

    /** Logback's {@code %d{pattern, zone}} and a quoted pattern with a comma; Log4j2 puts the zone in a second option. */
    private static String dateFormat(String option) {
        String text = option.strip();
        if (text.startsWith("\"") && text.lastIndexOf('"') > 0) {
            return text.substring(1, text.lastIndexOf('"'));
        }
        int comma = text.lastIndexOf(',');
        if (comma > 0 && !text.substring(comma + 1).strip().startsWith("S")) {
            return text.substring(0, comma).strip();
        }
        return text;
    }

    private int skipOptions(int i, int to, List<String> options) {
        while (i < to && pattern.charAt(i) == '{') {
            int close = closing(i, '{', '}', to);
            if (options != null) {
                options.add(pattern.substring(i + 1, close));
            }
            i = close + 1;
        }
        return i;
    }

    private int closing(int open, char opening, char closingChar, int to) {
        int depth = 0;
        for (int i = open; i < to; i++) {
            char c = pattern.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == opening) {
                depth++;
            } else if (c == closingChar && --depth == 0) {
                return i;
            }
        }
        throw new BadInputException("the pattern '" + pattern + "' opens a '" + opening + "' it never closes");
    }

    private void flush(StringBuilder literal) {
        if (!literal.isEmpty()) {
            raw.add(literal.toString());
            literal.setLength(0);
        }
    }

    /** The date's option ({@code %d{option}}), or null for the default. */
    String dateOption() {
        return dateOption;
    }

    /** Adjacent literals joined, adjacent skipped words one, a trailing literal of spaces or line ends dropped. */
    List<Object> pieces() {
        List<Object> pieces = new ArrayList<>();
        for (Object piece : raw) {
            Object last = pieces.isEmpty() ? null : pieces.get(pieces.size() - 1);
            if (piece instanceof String text && last instanceof String previous) {
                pieces.set(pieces.size() - 1, previous + text);
            } else if (piece instanceof FieldPiece f && f.field() == Field.TEXT && last instanceof FieldPiece g
                    && g.field() == Field.TEXT) {
                pieces.set(pieces.size() - 1, new FieldPiece(Field.TEXT, 0));
            } else {
                pieces.add(piece);
            }
        }
        while (!pieces.isEmpty() && pieces.get(pieces.size() - 1) instanceof String tail && tail.isBlank()) {
            pieces.remove(pieces.size() - 1);
        }
        return pieces;
    }

    private static boolean colour(String word) {
        return COLOURS.contains(word) || word.startsWith("bold");
    }
}
