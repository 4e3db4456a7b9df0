package dev.logtune.tuner.report;

import java.util.ArrayList;
import java.util.List;

/** A report built once and written as plain text for a terminal or as Markdown for a pull request or a wiki. */
public final class Report {
    private sealed interface Block permits Heading, Line, Item, Table {
    }

    private record Heading(String text) implements Block {
    }

    private record Line(String label, String text) implements Block {
    }

    private record Item(String text) implements Block {
    }

    private record Table(List<String> headers, List<List<String>> rows) implements Block {
    }

    private final List<Block> blocks = new ArrayList<>();

    public Report heading(String text) {
        blocks.add(new Heading(text));
        return this;
    }

    /** A labelled line: "Target: 38,000 events/s ...". A null label gives a plain paragraph line. */
    public Report line(String label, String text) {
        blocks.add(new Line(label, text));
        return this;
    }

    public Report line(String text) {
        return line(null, text);
    }

    public Report item(String text) {
        blocks.add(new Item(text));
        return this;
    }

    public Report table(List<String> headers, List<List<String>> rows) {
        blocks.add(new Table(List.copyOf(headers), rows.stream().map(List::copyOf).toList()));
        return this;
    }

    public String toText() {
        StringBuilder out = new StringBuilder();
        for (Block block : blocks) {
            if (block instanceof Heading heading) {
                if (out.length() > 0) {
                    out.append('\n');
                }
                out.append(heading.text()).append('\n');
            } else if (block instanceof Line line) {
                out.append(line.label() == null ? "" : line.label() + ": ").append(line.text()).append('\n');
            } else if (block instanceof Item item) {
                out.append("  - ").append(item.text()).append('\n');
            } else if (block instanceof Table table) {
                textTable(out, table);
            }
        }
        return out.toString();
    }

    public String toMarkdown() {
        StringBuilder out = new StringBuilder();
        Block previous = null;
        for (Block block : blocks) {
            if (previous instanceof Item && !(block instanceof Item)) {
                out.append('\n');
            }
            if (block instanceof Heading heading) {
                out.append(out.length() == 0 ? "# " : "\n## ").append(heading.text()).append("\n\n");
            } else if (block instanceof Line line) {
                out.append(line.label() == null ? "" : "**" + line.label() + ":** ").append(escape(line.text())).append("  \n");
            } else if (block instanceof Item item) {
                out.append("- ").append(escape(item.text())).append('\n');
            } else if (block instanceof Table table) {
                out.append('\n').append("| ").append(String.join(" | ", table.headers())).append(" |\n|");
                table.headers().forEach(h -> out.append("---|"));
                out.append('\n');
                for (List<String> row : table.rows()) {
                    out.append("| ").append(String.join(" | ", row.stream().map(Report::escape).toList())).append(" |\n");
                }
                out.append('\n');
            }
            previous = block;
        }
        return out.toString();
    }

    private static void textTable(StringBuilder out, Table table) {
        int[] widths = new int[table.headers().size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = table.headers().get(i).length();
            for (List<String> row : table.rows()) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        appendRow(out, table.headers(), widths);
        for (List<String> row : table.rows()) {
            appendRow(out, row, widths);
        }
    }

    private static void appendRow(StringBuilder out, List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder("  ");
        for (int i = 0; i < cells.size(); i++) {
            String cell = cells.get(i);
            // First column left-aligned (names), the rest right-aligned (figures).
            String padded = i == 0 ? cell + " ".repeat(widths[i] - cell.length()) : " ".repeat(widths[i] - cell.length()) + cell;
            line.append(padded).append(i == cells.size() - 1 ? "" : "  ");
        }
        out.append(line.toString().stripTrailing()).append('\n');
    }

    private static String escape(String text) {
        return text.replace("|", "\\|").replace("<", "&lt;");
    }
}
