package dev.logtune.tuner.cli;

import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Help.ColorScheme;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Usage help that never wraps inside a dotted name. Picocli wraps at the JDK's line-break opportunities, and the JDK
 * offers one after every dot, so {@code log4j2.component.properties} or {@code summary.md} could end a line at the
 * dot. Before wrapping, a dot between two non-blank characters becomes ONE DOT LEADER (U+2024, one column wide,
 * no break opportunity); the finished help gets its dots back.
 */
final class DottedNamesHelp extends Help {
    private static final char STAND_IN = '\u2024';
    private static final Pattern INNER_DOT = Pattern.compile("(?<=\\S)\\.(?=\\S)");

    private DottedNamesHelp(CommandSpec spec, ColorScheme scheme) {
        super(spec, scheme);
    }

    /** Installs the help on {@code commandLine} and the subcommands it has now. */
    static void install(CommandLine commandLine) {
        commandLine.setHelpFactory(DottedNamesHelp::new);
        restoreDotsIn(commandLine);
    }

    private static void restoreDotsIn(CommandLine commandLine) {
        Map<String, CommandLine.IHelpSectionRenderer> sections = new LinkedHashMap<>();
        commandLine.getHelpSectionMap().forEach((key, renderer) -> sections.put(key, help -> restore(renderer.render(help))));
        commandLine.getCommandSpec().usageMessage().sectionMap(sections);
        commandLine.getSubcommands().values().forEach(DottedNamesHelp::restoreDotsIn);
    }

    static String keepWhole(String text) {
        return INNER_DOT.matcher(text).replaceAll(String.valueOf(STAND_IN));
    }

    static String restore(String text) {
        return text.replace(STAND_IN, '.');
    }

    private static String[] keepWhole(String[] lines) {
        return Arrays.stream(lines).map(DottedNamesHelp::keepWhole).toArray(String[]::new);
    }

    private String joined(String[] lines, Object... params) {
        UsageMessageSpec usage = commandSpec().usageMessage();
        return join(ansi(), usage.width(), usage.adjustLineBreaksForWideCJKCharacters(), keepWhole(lines),
                new StringBuilder(), params).toString();
    }

    @Override
    public String description(Object... params) {
        return joined(commandSpec().usageMessage().description(), params);
    }

    @Override
    public String header(Object... params) {
        return joined(commandSpec().usageMessage().header(), params);
    }

    @Override
    public String footer(Object... params) {
        return joined(commandSpec().usageMessage().footer(), params);
    }

    /** Picocli's list of subcommands, each with the first line of its header or description, kept whole. */
    @Override
    public String commandList(Map<String, Help> subcommands) {
        if (subcommands.isEmpty()) {
            return "";
        }
        UsageMessageSpec usage = commandSpec().usageMessage();
        int nameWidth = Math.min(subcommands.keySet().stream().mapToInt(String::length).max().orElse(0), usage.width() / 2);
        TextTable table = TextTable.forColumns(colorScheme(), new Column(nameWidth + 2, 2, Column.Overflow.SPAN),
                new Column(usage.width() - (nameWidth + 2), 2, Column.Overflow.WRAP));
        table.setAdjustLineBreaksForWideCJKCharacters(usage.adjustLineBreaksForWideCJKCharacters());
        subcommands.forEach((name, help) -> {
            UsageMessageSpec sub = help.commandSpec().usageMessage();
            String first = sub.header().length > 0 ? sub.header()[0] : sub.description().length > 0 ? sub.description()[0] : "";
            Ansi.Text[] lines = colorScheme().text(String.format(keepWhole(first))).splitLines();
            for (int i = 0; i < lines.length; i++) {
                table.addRowValues(i == 0 ? help.commandNamesText(", ") : colorScheme().text(""), lines[i]);
            }
        });
        return table.toString();
    }

    @Override
    public IOptionRenderer createDefaultOptionRenderer() {
        IOptionRenderer renderer = super.createDefaultOptionRenderer();
        return (option, labels, scheme) -> lastColumnKeptWhole(renderer.render(option, labels, scheme), scheme);
    }

    @Override
    public IParameterRenderer createDefaultParameterRenderer() {
        IParameterRenderer renderer = super.createDefaultParameterRenderer();
        return (parameter, labels, scheme) -> lastColumnKeptWhole(renderer.render(parameter, labels, scheme), scheme);
    }

    // The description column: plain text in logtune's help, so nothing is lost by rebuilding it from its plain string.
    private static Ansi.Text[][] lastColumnKeptWhole(Ansi.Text[][] rows, ColorScheme scheme) {
        for (Ansi.Text[] row : rows) {
            int last = row.length - 1;
            if (last >= 0 && row[last] != null) {
                row[last] = scheme.text(keepWhole(row[last].plainString()));
            }
        }
        return rows;
    }
}
