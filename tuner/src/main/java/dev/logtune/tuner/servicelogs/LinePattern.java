package dev.logtune.tuner.servicelogs;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A Logback or Log4j2 layout pattern turned into a reader of the lines it writes: the pattern's words that a volume
 * plan needs (the date, the level, the logger, the message) between the literal text around them; every other word
 * (the thread, MDC, the process id, colours) is text to skip. Colour and style wrappers are read through, as the
 * frameworks print their content; words that print nothing on the event's line (the line end, the stack trace) are
 * left out. Matching walks the line left to right, finding each field's end at the next literal, and tries the next
 * occurrence of that literal where a later field does not fit (a thread name with a bracket in it).
 */
final class LinePattern implements LineShape {
    /** What a field of the pattern is to a volume plan. */
    enum Field {
        DATE, LEVEL, LOGGER, MESSAGE, TEXT
    }

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
    /** Most tries of a later occurrence of a literal, so a line that fits nowhere costs little. */
    private static final int TRIES = 6;

    private final String name;
    private final String[] literals;
    private final Field[] fields;
    private final int[] widths;
    /** For a field: the piece after it and any skipped words that directly follow it, a literal or the end. */
    private final int[] after;
    private final TimestampReader timestamps;

    private LinePattern(String name, List<Object> pieces, TimestampReader timestamps) {
        this.name = name;
        int n = pieces.size();
        literals = new String[n];
        fields = new Field[n];
        widths = new int[n];
        for (int i = 0; i < n; i++) {
            if (pieces.get(i) instanceof String literal) {
                literals[i] = literal;
            } else {
                FieldPiece field = (FieldPiece) pieces.get(i);
                fields[i] = field.field();
                widths[i] = field.exactWidth();
            }
        }
        after = new int[n];
        for (int i = 0; i < n; i++) {
            int j = i + 1;
            while (fields[i] != null && fields[i] != Field.TEXT && j < n && fields[j] == Field.TEXT) {
                j++;
            }
            after[i] = j;
        }
        this.timestamps = timestamps;
    }

    /** Compiles {@code pattern}; a pattern without a date, a level and a message cannot tell a plan anything. */
    static LinePattern compile(String name, String pattern) {
        Compiler compiler = new Compiler(pattern);
        compiler.parse(0, pattern.length());
        List<Object> pieces = compiler.pieces();
        long needed = pieces.stream().filter(p -> p instanceof FieldPiece f && f.field() != Field.TEXT)
                .map(p -> ((FieldPiece) p).field()).distinct().count();
        boolean hasMessage = pieces.stream().anyMatch(p -> p instanceof FieldPiece f && f.field() == Field.MESSAGE);
        boolean hasDate = pieces.stream().anyMatch(p -> p instanceof FieldPiece f && f.field() == Field.DATE);
        boolean hasLevel = pieces.stream().anyMatch(p -> p instanceof FieldPiece f && f.field() == Field.LEVEL);
        if (!hasMessage || !hasDate || !hasLevel || needed < 3) {
            throw new IllegalArgumentException("the pattern '" + pattern + "' prints no "
                    + (!hasDate ? "date" : !hasLevel ? "level" : "message") + ": its lines cannot be read by time and level");
        }
        return new LinePattern(name, pieces, TimestampReader.forPattern(compiler.dateOption));
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean read(String line, ParsedEvent out) {
        out.clear();
        return match(line, 0, 0, out) && out.complete();
    }

    private boolean match(String line, int piece, int pos, ParsedEvent out) {
        if (piece == fields.length) {
            return true;
        }
        String literal = literals[piece];
        if (literal != null) {
            return line.startsWith(literal, pos) && match(line, piece + 1, pos + literal.length(), out);
        }
        Field field = fields[piece];
        if (field == Field.DATE) {
            int end = timestamps.read(line, skipSpaces(line, pos), out);
            return end >= 0 && match(line, piece + 1, end, out);
        }
        // A field directly followed by skipped words (a logger and its MDC) spans them to the next literal.
        int following = after[piece];
        String next = following < fields.length ? literals[following] : null;
        int start = field == Field.TEXT || field == Field.MESSAGE ? pos : skipSpaces(line, pos);
        if (widths[piece] > 0) {
            int end = start + widths[piece];
            return end <= line.length() && take(field, line, start, end, out) && match(line, piece + 1, end, out);
        }
        if (next == null) {
            // The last field, or one followed by a field: it takes the rest, or nothing before a field.
            int end = following == fields.length ? line.length() : start;
            return take(field, line, start, end, out) && match(line, following, end, out);
        }
        if (field == Field.MESSAGE) {
            // A message may hold anything: its end is the last place the rest of the pattern fits.
            int end = line.lastIndexOf(next);
            for (int tries = 0; end >= start && tries < TRIES; tries++, end = line.lastIndexOf(next, end - 1)) {
                if (take(field, line, start, end, out) && match(line, following, end, out)) {
                    return true;
                }
            }
            return false;
        }
        int end = line.indexOf(next, field == Field.TEXT ? start : start + 1);
        for (int tries = 0; end >= 0 && tries < TRIES; tries++, end = line.indexOf(next, end + 1)) {
            if (take(field, line, start, end, out) && match(line, following, end, out)) {
                return true;
            }
        }
        return false;
    }

    private static boolean take(Field field, String line, int start, int end, ParsedEvent out) {
        switch (field) {
            case LEVEL -> {
                int from = skipSpaces(line, start);
                int to = end;
                while (to > from && line.charAt(to - 1) == ' ') {
                    to--;
                }
                out.level = EventLevels.named(line, from, to);
                return out.level != null;
            }
            case LOGGER -> {
                // One word: skipped words right before it (Spring Boot's correlation ids) end at no literal, nor do
                // those right after it (an MDC); a logger name has no space, so it is the word that reads as a name.
                for (int from = skipSpaces(line, start); from < end; ) {
                    int to = line.indexOf(' ', from);
                    to = to < 0 || to > end ? end : to;
                    if (Character.isJavaIdentifierStart(line.charAt(from))) {
                        out.logger = line.substring(from, to);
                        return true;
                    }
                    from = skipSpaces(line, to);
                }
                return false;
            }
            case MESSAGE -> {
                out.message = line.substring(start, end);
                return true;
            }
            default -> {
                return true;
            }
        }
    }

    private static boolean colour(String word) {
        return COLOURS.contains(word) || word.startsWith("bold");
    }

    private static int skipSpaces(String line, int pos) {
        while (pos < line.length() && line.charAt(pos) == ' ') {
            pos++;
        }
        return pos;
    }

    private record FieldPiece(Field field, int exactWidth) {
    }

    /** The pattern's grammar, both frameworks': literals, {@code %[-][min][.[-]max]word{option}...}, wrappers. */
    private static final class Compiler {
        private final String pattern;
        private final List<Object> raw = new ArrayList<>();
        private String dateOption;

        Compiler(String pattern) {
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
                Compiler inner = new Compiler(options.get(0));
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
            throw new IllegalArgumentException("the pattern '" + pattern + "' opens a '" + opening + "' it never closes");
        }

        private void flush(StringBuilder literal) {
            if (!literal.isEmpty()) {
                raw.add(literal.toString());
                literal.setLength(0);
            }
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
    }
}
