package dev.logtune.tuner.tune;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@code key = value} lines of a .properties file as written, so a value can be replaced in place and every other
 * byte (comments, separators, line endings) kept. Continued lines (a trailing backslash) are listed as not editable.
 */
final class PropertiesText {
    /** One property line: its key, and where its value lies on it. */
    record Entry(String key, String value, int valueStart, int valueEnd, boolean continued) {
    }

    private PropertiesText() {
    }

    static List<Entry> entries(String text) {
        List<Entry> entries = new ArrayList<>();
        int lineStart = 0;
        boolean continuation = false;
        while (lineStart < text.length()) {
            int newline = text.indexOf('\n', lineStart);
            int lineEnd = newline < 0 ? text.length() : newline;
            int contentEnd = lineEnd > lineStart && text.charAt(lineEnd - 1) == '\r' ? lineEnd - 1 : lineEnd;
            String line = text.substring(lineStart, contentEnd);
            boolean continues = endsWithOddBackslashes(line);
            String stripped = line.stripLeading();
            if (!continuation && !stripped.isEmpty() && stripped.charAt(0) != '#' && stripped.charAt(0) != '!') {
                int keyStart = lineStart + (line.length() - stripped.length());
                int i = keyStart;
                while (i < contentEnd && !isSeparator(text.charAt(i))) {
                    i += text.charAt(i) == '\\' ? 2 : 1;
                }
                String key = text.substring(keyStart, Math.min(i, contentEnd));
                while (i < contentEnd && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
                    i++;
                }
                if (i < contentEnd && (text.charAt(i) == '=' || text.charAt(i) == ':')) {
                    i++;
                }
                while (i < contentEnd && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
                    i++;
                }
                int valueEnd = contentEnd;
                while (valueEnd > i && (text.charAt(valueEnd - 1) == ' ' || text.charAt(valueEnd - 1) == '\t')) {
                    valueEnd--;
                }
                entries.add(new Entry(key, text.substring(i, valueEnd), i, valueEnd, continues));
            }
            continuation = continues;
            lineStart = lineEnd + 1;
        }
        return entries;
    }

    private static boolean isSeparator(char c) {
        return c == '=' || c == ':' || c == ' ' || c == '\t';
    }

    private static boolean endsWithOddBackslashes(String line) {
        int count = 0;
        for (int i = line.length() - 1; i >= 0 && line.charAt(i) == '\\'; i--) {
            count++;
        }
        return count % 2 == 1;
    }
}
