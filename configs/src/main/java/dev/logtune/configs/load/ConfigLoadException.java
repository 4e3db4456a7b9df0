package dev.logtune.configs.load;

import dev.logtune.support.input.InputProblem;

import java.util.List;

/** The framework refused a configuration; the message is the framework's own. */
public final class ConfigLoadException extends RuntimeException implements InputProblem {
    private final List<String> errors;

    public ConfigLoadException(String source, List<String> errors) {
        super(source + ": " + String.join("; ", errors));
        this.errors = List.copyOf(errors);
    }

    public List<String> errors() {
        return errors;
    }
}
