package dev.logtune.tuner.cli;

import picocli.CommandLine;

import java.time.Duration;
import java.util.Locale;

/** "5x2s": five times the rate for two seconds. */
public final class BurstConverter implements CommandLine.ITypeConverter<Burst> {
    @Override
    public Burst convert(String text) {
        String[] parts = text.strip().toLowerCase(Locale.ROOT).split("x", 2);
        if (parts.length != 2) {
            throw new CommandLine.TypeConversionException("'" + text + "' is not a burst (example: 5x2s, five times the rate for 2 s)");
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
        Duration length = new DurationConverter().convert(parts[1]);
        return new Burst(factor, length);
    }
}
