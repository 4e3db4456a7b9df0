package dev.logtune.tuner.cli;

import dev.logtune.configs.model.Destination;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** --sink file|stdout. */
public final class DestinationConverter implements ITypeConverter<Destination> {
    @Override
    public Destination convert(String value) {
        try {
            return Destination.parse(value);
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException("must be file or stdout, was " + value);
        }
    }
}
