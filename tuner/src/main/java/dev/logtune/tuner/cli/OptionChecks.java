package dev.logtune.tuner.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Checks of option values that picocli cannot express, worded the same in every command. */
public final class OptionChecks {
    /** More producer threads than any process would run; beyond it a figure means nothing. */
    public static final int MAX_THREADS = 4096;

    private OptionChecks() {
    }

    /** Rejects {@code value} unless it is one of {@code allowed}: "--format must be text or json, was x". */
    public static void oneOf(CommandSpec spec, String option, String value, String... allowed) {
        if (!Arrays.asList(allowed).contains(value)) {
            throw new ParameterException(spec.commandLine(), option + " must be " + either(List.of(allowed)) + ", was " + value);
        }
    }

    /** Rejects a closed-set value this command does not take: "--format must be text or json, was sarif". */
    @SafeVarargs
    public static <E extends Enum<E> & Labelled> void oneOf(CommandSpec spec, String option, E value, E... allowed) {
        // element by element: handing the generic array on is what -Xlint:varargs warns about
        List<String> labels = new ArrayList<>();
        for (E each : allowed) {
            labels.add(each.label());
        }
        if (!labels.contains(value.label())) {
            throw new ParameterException(spec.commandLine(), option + " must be " + either(labels) + ", was " + value.label());
        }
    }

    public static void threads(CommandSpec spec, int threads) {
        if (threads < 1 || threads > MAX_THREADS) {
            throw new ParameterException(spec.commandLine(), "--threads must be between 1 and " + MAX_THREADS + ", was " + threads);
        }
    }

    /** "text", "text or json", "text, json or sarif". */
    static String either(List<String> allowed) {
        if (allowed.size() == 1) {
            return allowed.get(0);
        }
        return String.join(", ", allowed.subList(0, allowed.size() - 1)) + " or " + allowed.get(allowed.size() - 1);
    }
}
