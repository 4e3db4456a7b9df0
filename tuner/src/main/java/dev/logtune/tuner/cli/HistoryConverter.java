package dev.logtune.tuner.cli;

import dev.logtune.tuner.volume.History;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A history with its unit: 7d, 36h, 90min. */
public final class HistoryConverter implements ITypeConverter<History> {
    @Override
    public History convert(String value) {
        try {
            return History.parse(value);
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }
}
