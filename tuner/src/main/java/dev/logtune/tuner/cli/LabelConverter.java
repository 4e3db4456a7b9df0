package dev.logtune.tuner.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Reads a closed-set option by its label, ignoring case, and refuses anything else with the labels it takes:
 * "must be logback, log4j2 or any, was x". Subclasses name the enum so picocli can build them.
 */
public abstract class LabelConverter<E extends Enum<E> & Labelled> implements ITypeConverter<E> {
    private final Class<E> type;

    protected LabelConverter(Class<E> type) {
        this.type = type;
    }

    @Override
    public E convert(String value) {
        String wanted = value.strip().toLowerCase(Locale.ROOT);
        for (E constant : type.getEnumConstants()) {
            if (constant.label().equals(wanted)) {
                return constant;
            }
        }
        throw new TypeConversionException("must be " + either(labels(type)) + ", was " + value);
    }

    public static <E extends Enum<E> & Labelled> List<String> labels(Class<E> type) {
        return Arrays.stream(type.getEnumConstants()).map(Labelled::label).toList();
    }

    /** "a", "a or b", "a, b or c". */
    public static String either(List<String> labels) {
        if (labels.size() == 1) {
            return labels.get(0);
        }
        return String.join(", ", labels.subList(0, labels.size() - 1)) + " or " + labels.get(labels.size() - 1);
    }
}
