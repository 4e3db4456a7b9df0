package dev.logtune.tuner.cli;

import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

import java.util.List;

/**
 * Turns a bad command line into one line on stderr and exit 2: the option and what is wrong with its value, or the
 * unknown word with the nearest command or option picocli knows.
 */
public final class ParameterErrors implements CommandLine.IParameterExceptionHandler {

    @Override
    public int handleParseException(ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        String name = commandName(cmd);
        cmd.getErr().println(name + ": " + message(e, args) + " (see: " + name + " --help)");
        cmd.getErr().flush();
        return ExitCode.BAD_INPUT;
    }

    /** "tuner" or "tuner recommend". */
    public static String commandName(CommandLine cmd) {
        return cmd.getParent() == null ? cmd.getCommandName() : commandName(cmd.getParent()) + " " + cmd.getCommandName();
    }

    static String message(ParameterException e, String[] args) {
        // picocli checks required options before it reports an unknown one, but the unknown one is the typo to fix
        UnmatchedArgumentException unmatched = e instanceof UnmatchedArgumentException u ? u : unknownOption(e, args);
        if (unmatched != null) {
            return unmatched(unmatched);
        }
        ArgSpec arg = e.getArgSpec();
        if (e.getCause() instanceof CommandLine.TypeConversionException conversion && arg instanceof OptionSpec option) {
            return option.longestName() + ": " + firstLine(conversion.getMessage());
        }
        // picocli starts an option group's message with "Error: ", which the line already says by being on stderr
        return firstLine(e.getMessage()).replaceFirst("^Error: ", "");
    }

    private static String unmatched(UnmatchedArgumentException e) {
        List<String> words = e.getUnmatched();
        String word = words.isEmpty() ? "" : words.get(0);
        CommandSpec spec = e.getCommandLine().getCommandSpec();
        boolean option = word.startsWith("-");
        String what = option ? "unknown option '" + word + "'"
                : spec.subcommands().isEmpty() ? "unexpected argument '" + word + "'" : "unknown command '" + word + "'";
        List<String> suggestions = e.getSuggestions();
        if (suggestions.isEmpty()) {
            return what;
        }
        String prefix = option && !suggestions.get(0).startsWith("-") ? "--" : "";
        // picocli ranks commands by likeness, so the first is the one meant; options come in name order
        List<String> named = suggestions.stream().limit(option ? 3 : 1).map(s -> prefix + s).toList();
        return what + "; did you mean " + String.join(" or ", named) + "?";
    }

    /** The first word that looks like an option this command does not have, as picocli would report it. */
    private static UnmatchedArgumentException unknownOption(ParameterException e, String[] line) {
        CommandLine cmd = e.getCommandLine();
        if (cmd == null || line == null) {
            return null;
        }
        CommandSpec spec = cmd.getCommandSpec();
        List<String> args = List.of(line);
        // the words after this command's name
        int start = cmd.getParent() == null ? 0 : args.indexOf(cmd.getCommandName()) + 1;
        boolean valueNext = false;
        for (String word : args.subList(Math.max(start, 0), args.size())) {
            if (valueNext) {
                valueNext = false;
                continue;
            }
            if (word.equals("--")) {
                return null;
            }
            String optionName = word.contains("=") ? word.substring(0, word.indexOf('=')) : word;
            OptionSpec known = spec.findOption(optionName);
            if (known == null && !word.startsWith("--") && word.length() > 2) {
                known = spec.findOption(word.substring(0, 2)); // -DNAME=value: a short option with its value attached
                if (known != null) {
                    continue;
                }
            }
            if (known != null) {
                valueNext = !word.contains("=") && known.arity().max() > 0;
            } else if (word.startsWith("-") && word.length() > 1 && !isNumber(word)) {
                return new UnmatchedArgumentException(cmd, List.of(optionName));
            }
        }
        return null;
    }

    private static boolean isNumber(String word) {
        return word.matches("-[0-9][0-9.,_]*[a-zA-Z]*");
    }

    private static String firstLine(String message) {
        if (message == null || message.isBlank()) {
            return "invalid command line";
        }
        return message.lines().findFirst().orElse(message);
    }
}
