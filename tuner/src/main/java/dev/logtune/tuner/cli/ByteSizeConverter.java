package dev.logtune.tuner.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A size with its unit, as both frameworks write them: 512MB, 10GB, 10 GB, 1TB. A bare number is refused. */
public final class ByteSizeConverter implements ITypeConverter<Long> {
    private static final Pattern SIZE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*([KMGT]I?B)", Pattern.CASE_INSENSITIVE);

    @Override
    public Long convert(String value) {
        Matcher m = SIZE.matcher(value.strip());
        if (!m.matches()) {
            throw new TypeConversionException("'" + value + "' is not a size with its unit (e.g. 512MB, 10GB)");
        }
        int power = "KMGT".indexOf(Character.toUpperCase(m.group(2).charAt(0))) + 1;
        double bytes = Double.parseDouble(m.group(1)) * Math.pow(1024, power);
        if (!(bytes >= 1024 * 1024)) {
            throw new TypeConversionException("'" + value + "' is under 1 MB; give a size a log history fits in");
        }
        return (long) bytes;
    }
}
