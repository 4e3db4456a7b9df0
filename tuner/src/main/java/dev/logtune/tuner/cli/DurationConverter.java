package dev.logtune.tuner.cli;

import picocli.CommandLine;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** "10s", "2.5s", "500ms", "100us", "1m". A bare number is refused: 2 could be seconds or milliseconds. */
public final class DurationConverter implements CommandLine.ITypeConverter<Duration> {
    private static final Pattern FORM = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(us|µs|ms|s|m|min)?");

    @Override
    public Duration convert(String text) {
        Matcher matcher = FORM.matcher(text.strip().toLowerCase(Locale.ROOT));
        if (!matcher.matches()) {
            throw new CommandLine.TypeConversionException("'" + text + "' is not a duration (examples: 10s, 500ms, 100us, 1m)");
        }
        if (matcher.group(2) == null) {
            String number = matcher.group(1);
            throw new CommandLine.TypeConversionException(String.format(Locale.ROOT,
                    "'%s' has no unit; write %sus, %sms or %ss", text.strip(), number, number, number));
        }
        double value = Double.parseDouble(matcher.group(1));
        String unit = matcher.group(2);
        double nanos = switch (unit) {
            case "us", "µs" -> value * 1e3;
            case "ms" -> value * 1e6;
            case "m", "min" -> value * 60e9;
            default -> value * 1e9;
        };
        if (nanos <= 0) {
            throw new CommandLine.TypeConversionException("'" + text + "' must be longer than zero");
        }
        return Duration.ofNanos(Math.round(nanos));
    }
}
