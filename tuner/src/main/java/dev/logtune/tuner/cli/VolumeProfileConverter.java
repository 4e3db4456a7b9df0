package dev.logtune.tuner.cli;

import dev.logtune.tuner.volume.VolumeProfile;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.nio.file.Path;

/** {@code --volume FILE}: a profile {@code tuner volume --format json} wrote, refused in one line if it is not one. */
public final class VolumeProfileConverter implements ITypeConverter<VolumeProfile> {
    @Override
    public VolumeProfile convert(String value) {
        try {
            return VolumeProfile.read(Path.of(value));
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage().replaceFirst("^--volume: ", ""));
        }
    }
}
