package dev.logtune.configs.model;

import java.util.Comparator;
import java.util.Objects;
import java.util.Set;

/**
 * How far a setup's traits are from wanted ones, tier by tier; the first tier that differs decides, so a nearer stage
 * outweighs any number of differences further down. The order says what matters most to a setup's figures:
 * <ol>
 * <li>{@code lockFile}: an OS file lock per write, which costs more than any stage saves;</li>
 * <li>{@code stage}: what callers wait on (0 the same queue, 1 Log4j2's async loggers for every logger against the
 *     root alone, 2 another queue, 3 a queue against none);</li>
 * <li>{@code drops}: what a full queue drops;</li>
 * <li>{@code waitStrategy}: how an async logger's thread waits (a spinning one keeps a core busy);</li>
 * <li>{@code sinkKind}: one file, a file per MDC value, or standard output;</li>
 * <li>{@code flush}: a flush per event or a buffer;</li>
 * <li>{@code line}: the line, itself in order: pattern or JSON, whose JSON, caller data, the minimal pattern, the MDC;</li>
 * <li>{@code randomAccess}: Log4j2's RandomAccessFile against its File appender;</li>
 * <li>{@code capacity}: how far apart the queues' sizes are, as a ratio (1,024 is as far from 8,192 as 65,536 is), and
 *     at the same ratio {@code smallerQueue}: the larger queue;</li>
 * <li>{@code rolls}, then {@code compresses}: the file rolling, and its rolled files compressed. Late, because a roll
 *     costs little against everything above: a file that rolls resembles the rolling twin of the setup it would
 *     otherwise match, and that setup where the matrix has no twin of it;</li>
 * <li>{@code reduction}: how many means of reducing volume (logger levels, the site sampler, BurstFilter,
 *     DuplicateMessageFilter) one uses and the other not. Last of all, so that a file that reduces nothing resembles
 *     what it resembled before the matrix measured reductions, and a reduced setup its reduced twin.</li>
 * </ol>
 * Framework, destination and whether anything is logged are not distances: a setup that differs in them cannot stand
 * for the file ({@link #comparable}).
 */
public record SetupDistance(int lockFile, int stage, int drops, int waitStrategy, int sinkKind, int flush, int line,
                            int randomAccess, double capacity, int smallerQueue, int rolls, int compresses,
                            int reduction)
        implements Comparable<SetupDistance> {

    /** Two setups nothing here tells apart. */
    public static final SetupDistance NONE = new SetupDistance(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

    private static final Comparator<SetupDistance> ORDER = Comparator.comparingInt(SetupDistance::lockFile)
            .thenComparingInt(SetupDistance::stage).thenComparingInt(SetupDistance::drops)
            .thenComparingInt(SetupDistance::waitStrategy).thenComparingInt(SetupDistance::sinkKind)
            .thenComparingInt(SetupDistance::flush).thenComparingInt(SetupDistance::line)
            .thenComparingInt(SetupDistance::randomAccess).thenComparingDouble(SetupDistance::capacity)
            .thenComparingInt(SetupDistance::smallerQueue).thenComparingInt(SetupDistance::rolls)
            .thenComparingInt(SetupDistance::compresses).thenComparingInt(SetupDistance::reduction);

    /**
     * Whether a setup can stand for the wanted traits at all: the same framework, logging or silent alike, and for a
     * logging one the same destination.
     */
    public static boolean comparable(SetupTraits wanted, SetupTraits setup) {
        return wanted.framework() == setup.framework() && wanted.silent() == setup.silent()
                && (wanted.silent() || wanted.destination() == setup.destination());
    }

    public static SetupDistance between(SetupTraits wanted, SetupTraits setup) {
        StageTraits a = wanted.stage();
        StageTraits b = setup.stage();
        SinkTraits x = wanted.sink();
        SinkTraits y = setup.sink();
        return new SetupDistance(differs(x.lockFile(), y.lockFile()), stage(a.kind(), b.kind()),
                differs(a.drops(), b.drops()), differs(a.waitStrategy(), b.waitStrategy()), differs(x.kind(), y.kind()),
                differs(x.immediateFlush(), y.immediateFlush()), line(wanted.line(), setup.line()),
                differs(x.randomAccess(), y.randomAccess()), capacity(a.capacity(), b.capacity()),
                smaller(b.capacity(), a.capacity()), differs(x.rolls(), y.rolls()), differs(x.compresses(), y.compresses()),
                reduction(wanted.reduction(), setup.reduction()));
    }

    @Override
    public int compareTo(SetupDistance other) {
        return ORDER.compare(this, other);
    }

    /** The means one uses and the other not. */
    private static int reduction(Set<ReductionMean> a, Set<ReductionMean> b) {
        int differing = 0;
        for (ReductionMean mean : ReductionMean.values()) {
            differing += a.contains(mean) == b.contains(mean) ? 0 : 1;
        }
        return differing;
    }

    private static int stage(StageTraits.Kind a, StageTraits.Kind b) {
        if (a == b) {
            return 0;
        }
        if (a.asyncLoggers() && b.asyncLoggers()) {
            return 1;
        }
        return a == StageTraits.Kind.SYNC || b == StageTraits.Kind.SYNC ? 3 : 2;
    }

    // Binary weights keep the line's own order: a difference in format outweighs every difference after it.
    private static int line(LineTraits a, LineTraits b) {
        return 16 * differs(a.format(), b.format()) + 8 * differs(a.encoding(), b.encoding())
                + 4 * differs(a.callerData(), b.callerData()) + 2 * differs(a.minimal(), b.minimal()) + differs(a.mdc(), b.mdc());
    }

    /** 1 where a queue is smaller than the wanted one, so that at the same ratio either way the larger is nearer. */
    private static int smaller(int queue, int wanted) {
        return queue > 0 && wanted > 0 && queue < wanted ? 1 : 0;
    }

    // In doublings, rounded so that sizes at the same ratio either way tie exactly.
    private static double capacity(int a, int b) {
        return a > 0 && b > 0 ? Math.round(Math.abs(Math.log((double) a / b)) / Math.log(2) * 1e9) / 1e9 : 0;
    }

    private static int differs(Object a, Object b) {
        return Objects.equals(a, b) ? 0 : 1;
    }
}
