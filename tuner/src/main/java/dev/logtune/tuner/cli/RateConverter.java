package dev.logtune.tuner.cli;

import picocli.CommandLine;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Events per second: "38000", "38k", "1.2M". Zero, negative and absurd rates are refused. */
public final class RateConverter implements CommandLine.ITypeConverter<Double> {
    public static final double MAX_RATE = 10_000_000;
    private static final Pattern FORM = Pattern.compile("(-?\\d+(?:\\.\\d+)?)\\s*([km])?(?:/s)?");

    @Override
    public Double convert(String text) {
        Matcher matcher = FORM.matcher(text.strip().toLowerCase(Locale.ROOT).replace(",", "").replace("_", ""));
        if (!matcher.matches()) {
            throw new CommandLine.TypeConversionException("'" + text + "' is not an event rate (examples: 38000, 38k, 1.2M)");
        }
        double rate = Double.parseDouble(matcher.group(1));
        if (matcher.group(2) != null) {
            rate *= matcher.group(2).equals("k") ? 1e3 : 1e6;
        }
        if (!(rate > 0)) {
            throw new CommandLine.TypeConversionException("the rate must be above zero events/s, was " + text);
        }
        if (rate > MAX_RATE) {
            throw new CommandLine.TypeConversionException("the rate must be at most 10M events/s, was " + text);
        }
        return rate;
    }
}
