package dev.logtune.tuner.configfile;

import java.util.ArrayList;
import java.util.List;

/** Line starts of a text, so that a (line, column) the parser reports can be turned back into an offset. */
final class TextPositions {
    private final String text;
    private final int[] lineStarts;

    TextPositions(String text) {
        this.text = text;
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
                starts.add(i + 1);
            }
        }
        lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * The line of the {@code <} that begins the start tag ending just before (line, column), as SAX reports
     * it; the reported line when that cannot be found. An attribute value cannot hold a literal {@code <},
     * so the nearest one back is the tag's own.
     */
    int startLine(int line, int column) {
        if (line < 1 || line > lineStarts.length || column < 1) {
            return Math.max(line, 0);
        }
        int offset = Math.min(lineStarts[line - 1] + column - 2, text.length() - 1);
        for (int i = offset; i >= 0; i--) {
            if (text.charAt(i) == '<') {
                return lineOf(i);
            }
        }
        return line;
    }

    private int lineOf(int offset) {
        int low = 0;
        int high = lineStarts.length - 1;
        while (low < high) {
            int mid = (low + high + 1) >>> 1;
            if (lineStarts[mid] <= offset) {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        return low + 1;
    }
}
