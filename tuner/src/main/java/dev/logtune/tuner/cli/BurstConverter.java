package dev.logtune.tuner.cli;

import picocli.CommandLine;

import java.time.Duration;
import java.util.Locale;

/** "5x2s": five times the rate for two seconds. */
public final class BurstConverter implements CommandLine.ITypeConverter<Burst> {
    @Override
    public Burst convert(String text) {
        String[] parts = text.strip().toLowerCase(Locale.ROOT).split("x", 2);
        if (parts.length != 2 || parts[1].isBlank()) {
            throw new CommandLine.TypeConversionException(
                    "'" + text.strip() + "' needs a duration: 5x1s means five times the rate for 1 s");
        }
        double factor;
        try {
            factor = Double.parseDouble(parts[0]);
        } catch (NumberFormatException e) {
            throw new CommandLine.TypeConversionException("'" + text + "': the factor before x must be a number");
        }
        if (!(factor > 1)) {
            throw new CommandLine.TypeConversionException("'" + text + "': a burst multiplies the rate by more than 1");
        }
        Duration length;
        try {
            length = new DurationConverter().convert(parts[1]);
        } catch (CommandLine.TypeConversionException e) {
            throw new CommandLine.TypeConversionException("'" + text.strip() + "': " + e.getMessage());
        }
        return new Burst(factor, length);
    }
}
