package dev.logtune.configs.matrix;

import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.ReductionMean;
import dev.logtune.configs.model.SetupDistance;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.SetupTraits;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The named setups logtune measures, looked up by id, by traits and by what they were made from ({@link MatrixSetups} builds them). Ids are stable: results and emitted files refer to them. */
public final class Matrix {
    private Matrix() {
    }

    public static List<SetupSpec> all() {
        return List.copyOf(MatrixSetups.SETUPS.values());
    }

    public static List<SetupSpec> of(Framework framework) {
        return MatrixSetups.SETUPS.values().stream().filter(s -> s.framework() == framework).toList();
    }

    /**
     * The framework's own defaults, as a team gets them with no tuning (a file appender that flushes every event): the
     * bar every recommendation must not fall below.
     */
    public static SetupSpec defaults(Framework framework) {
        return defaults(framework, Destination.FILE, LineFormat.PATTERN);
    }

    /**
     * The framework's defaults for that destination and line: its plain appender there, flushing every event. A file
     * rolls, as Spring Boot's own file does (a plain file that grows until the disk fills is not what a
     * service runs); {@code plainFile} asks for the plain one, for a host that rotates the file itself.
     */
    public static SetupSpec defaults(Framework framework, Destination destination, LineFormat format, boolean plainFile) {
        String prefix = framework == Framework.LOGBACK ? "logback-" : "log4j2-";
        if (destination == Destination.FILE && !plainFile) {
            return require(prefix + "rolling-boot" + (format == LineFormat.JSON ? "-json" : ""));
        }
        String sink = destination == Destination.STDOUT ? "console" : "file";
        return require(prefix + sink + (format == LineFormat.JSON ? "-json" : ""));
    }

    /** The framework's defaults for that destination and line, a file rolling. */
    public static SetupSpec defaults(Framework framework, Destination destination, LineFormat format) {
        return defaults(framework, destination, format, false);
    }

    /** The framework with every level off: the call, its arguments and the level check alone, nothing written. */
    public static SetupSpec off(Framework framework) {
        return require(framework == Framework.LOGBACK ? "logback-off" : "log4j2-off");
    }

    /** The setup that writes what {@code plain} does over a file that rolls, where the matrix measures one. */
    public static Optional<SetupSpec> rollingTwin(SetupSpec plain) {
        return MatrixSetups.PLAIN_OF.entrySet().stream().filter(e -> e.getValue().equals(plain.id())).map(Map.Entry::getKey).findFirst()
                .flatMap(Matrix::find);
    }

    /** The plain file setup a rolling twin was made from, where {@code rolling} is one. */
    public static Optional<SetupSpec> plainOf(SetupSpec rolling) {
        return Optional.ofNullable(MatrixSetups.PLAIN_OF.get(rolling.id())).flatMap(Matrix::find);
    }

    /**
     * The measured setups that write what {@code base} does but log less, one a means of reducing volume (per-logger levels,
     * the site sampler, Log4j2's BurstFilter or Logback's DuplicateMessageFilter), in the matrix's order; empty where the
     * matrix measures no reduction of {@code base}. Their {@link SetupSpec#reduction()} says what each reduces, so a caller
     * picks by the means rather than by the id.
     */
    public static List<SetupSpec> reducedVariants(SetupSpec base) {
        return MatrixSetups.BASE_OF.entrySet().stream().filter(e -> e.getValue().equals(base.id())).map(e -> require(e.getKey())).toList();
    }

    /**
     * The measured setup that writes what {@code base} does and reduces volume by exactly {@code means}, where the matrix has
     * one: {@code reducedVariant(base, ReductionMean.SAMPLER)}.
     */
    public static Optional<SetupSpec> reducedVariant(SetupSpec base, ReductionMean... means) {
        Set<ReductionMean> wanted = means.length == 0 ? Set.of() : EnumSet.copyOf(List.of(means));
        return reducedVariants(base).stream().filter(s -> s.reduction().means().equals(wanted)).findFirst();
    }

    /**
     * The same setup with nothing reduced: for a reduced variant the matrix setup it was made from ({@code
     * log4j2-async-raf-rolling-nogz} for {@code log4j2-async-raf-rolling-nogz-sampled}), for any other setup itself.
     */
    public static SetupSpec unreduced(SetupSpec setup) {
        String base = MatrixSetups.BASE_OF.get(setup.id());
        return base == null ? setup : require(base);
    }

    /** The setups the matrix measures reduced variants of, in its order. */
    public static List<SetupSpec> reductionBases() {
        return MatrixSetups.BASE_OF.values().stream().distinct().map(Matrix::require).toList();
    }

    /**
     * The setup nearest to {@code wanted} ({@link SetupDistance}): the one a file of those traits resembles, and how code
     * names a measured setup by what it is rather than by its id. Setups a rolling twin superseded are left out; ties go
     * to the first in the matrix's order.
     */
    public static SetupSpec nearest(SetupTraits wanted) {
        SetupSpec nearest = null;
        SetupDistance best = null;
        for (SetupSpec setup : MatrixSetups.SETUPS.values()) {
            SetupTraits traits = SetupTraits.of(setup);
            if (MatrixSetups.SUPERSEDED.contains(setup.id()) || !SetupDistance.comparable(wanted, traits)) {
                continue;
            }
            SetupDistance distance = SetupDistance.between(wanted, traits);
            if (best == null || distance.compareTo(best) < 0) {
                nearest = setup;
                best = distance;
            }
        }
        if (nearest == null) {
            throw new IllegalStateException("no setup of the matrix is comparable with " + wanted);
        }
        return nearest;
    }

    /**
     * Whether a rolling twin measures this setup again in its place (a file rolling at 100 MB, measured before the
     * matrix had twins): a file of its shape resembles the twin.
     */
    public static boolean superseded(SetupSpec setup) {
        return MatrixSetups.SUPERSEDED.contains(setup.id());
    }

    public static Optional<SetupSpec> find(String id) {
        return Optional.ofNullable(MatrixSetups.SETUPS.get(id));
    }

    /** The setup with this id, or an exception naming the id and how to list the valid ones. */
    public static SetupSpec require(String id) {
        return find(id).orElseThrow(() -> new IllegalArgumentException(
                "unknown setup '" + id + "' (`tuner setups` lists the " + MatrixSetups.SETUPS.size() + " known ids)"));
    }
}
