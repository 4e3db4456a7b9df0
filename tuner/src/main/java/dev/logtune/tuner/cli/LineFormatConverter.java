package dev.logtune.tuner.cli;

import dev.logtune.configs.model.LineFormat;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** --layout pattern|json. */
public final class LineFormatConverter implements ITypeConverter<LineFormat> {
    @Override
    public LineFormat convert(String value) {
        try {
            return LineFormat.parse(value);
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException("must be pattern or json, was " + value);
        }
    }
}
