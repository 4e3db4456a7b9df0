package dev.logtune.tuner.servicelogs;

import dev.logtune.support.input.BadInputException;
import java.util.List;

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
                PatternCompiler.FieldPiece field = (PatternCompiler.FieldPiece) pieces.get(i);
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
        PatternCompiler compiler = new PatternCompiler(pattern);
        compiler.parse(0, pattern.length());
        List<Object> pieces = compiler.pieces();
        long needed = pieces.stream().filter(p -> p instanceof PatternCompiler.FieldPiece f && f.field() != Field.TEXT)
                .map(p -> ((PatternCompiler.FieldPiece) p).field()).distinct().count();
        boolean hasMessage = pieces.stream().anyMatch(p -> p instanceof PatternCompiler.FieldPiece f && f.field() == Field.MESSAGE);
        boolean hasDate = pieces.stream().anyMatch(p -> p instanceof PatternCompiler.FieldPiece f && f.field() == Field.DATE);
        boolean hasLevel = pieces.stream().anyMatch(p -> p instanceof PatternCompiler.FieldPiece f && f.field() == Field.LEVEL);
        if (!hasMessage || !hasDate || !hasLevel || needed < 3) {
            throw new BadInputException("the pattern '" + pattern + "' prints no "
                    + (!hasDate ? "date" : !hasLevel ? "level" : "message") + ": its lines cannot be read by time and level");
        }
        return new LinePattern(name, pieces, TimestampReader.forPattern(compiler.dateOption()));
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

    private static int skipSpaces(String line, int pos) {
        while (pos < line.length() && line.charAt(pos) == ' ') {
            pos++;
        }
        return pos;
    }
}
