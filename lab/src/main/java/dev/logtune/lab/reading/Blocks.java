package dev.logtune.lab.reading;

import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.run.Workload;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The interleaved blocks of one session at one steady or burst point: in each, every setup and the no-logging control
 * ran once, in shuffled order, so setups are compared by their ratio within a block and never across sessions, whose
 * machines differed. A block goes whole when its control says the machine, not the setups, was measured: the JVM stood
 * still, or the control's p99 lay more than {@link #CONTROL_SPREAD} times above the median control of the point (a
 * limit relative to the point, so it scales with the rate). A setup's own pauses never excuse its run: they are its
 * cost.
 */
public final class Blocks {
    /** A control this far above the point's median control measured a busy machine (quiet blocks stay within 2x). */
    static final double CONTROL_SPREAD = 4;
    /** The margins an answer may state, the tightest first: finer than 1.25x would need hundreds of blocks here. */
    public static final double[] MARGINS = {1.25, 1.5, 2, 3};
    /** The margin about a dozen blocks reach on a busy 2-core machine: what a race drops by, and undecided is shown at. */
    public static final double WORKING_MARGIN = 2;

    private final String session;
    private final double rate;
    private final int threads;
    private final String scenario;
    private final TreeMap<Integer, RateRecord> controls = new TreeMap<>();
    private final Map<String, TreeMap<Integer, RateRecord>> runs = new LinkedHashMap<>();
    private final TreeSet<Integer> kept = new TreeSet<>();
    private final List<String> dropped = new ArrayList<>();

    private Blocks(String session, double rate, int threads, String scenario) {
        this.session = session;
        this.rate = rate;
        this.threads = threads;
        this.scenario = scenario;
    }

    /** Every session's blocks at every steady or burst point of {@code records}, of the orders workload. */
    public static List<Blocks> group(List<RateRecord> records) {
        return group(records, Workload.ORDERS);
    }

    /** The same for one workload's runs: blocks of different workloads are never paired. */
    public static List<Blocks> group(List<RateRecord> records, Workload workload) {
        Map<String, Blocks> byKey = new LinkedHashMap<>();
        for (RateRecord record : records) {
            String kind = record.scenario();
            if (!kind.equals("steady") && !kind.equals("burst") || !record.ofWorkload(workload)) {
                continue;
            }
            String key = record.session() + " " + kind + " " + record.detail() + " " + Math.round(record.targetRate()) + " x" + record.threads();
            Blocks blocks = byKey.computeIfAbsent(key, k -> new Blocks(record.session(), record.targetRate(), record.threads(),
                    kind + (record.detail() == null || record.detail().isEmpty() ? "" : " " + record.detail())));
            if (record.isControl()) {
                blocks.controls.put(record.block(), record);
            } else {
                blocks.runs.computeIfAbsent(record.setup(), s -> new TreeMap<>()).put(record.block(), record);
            }
        }
        byKey.values().forEach(Blocks::judgeControls);
        return List.copyOf(byKey.values());
    }

    /**
     * The session comparisons at a steady point rest on: one measured with the current pacer if any was, then the one
     * that interleaved the most blocks. Empty where no session ran a control there.
     */
    public static Optional<Blocks> widest(List<RateRecord> records, double rate, int threads) {
        return widest(records, rate, threads, List.of());
    }

    /**
     * The same, among the sessions that ran any of {@code setups}: a session of other setups at the same point
     * (standard output beside files) has nothing to say of these. Of those, the one that raced the most of them, each in
     * enough kept blocks to be compared (a session of two of twelve candidates cannot rank the twelve, nor one whose
     * screen ran the twelve in four blocks and raced three), then the one that ran the most of them, then the most
     * blocks. Empty {@code setups}: any session.
     */
    public static Optional<Blocks> widest(List<RateRecord> records, double rate, int threads, java.util.Collection<String> setups) {
        return widest(records, rate, threads, setups, List.of());
    }

    /**
     * The same, and where sessions race as many of {@code setups}, the one that also raced the most of {@code bars}
     * (the defaults an answer is held to): a session whose busy blocks were left out must not hide one that compared
     * the same candidates with the defaults.
     */
    public static Optional<Blocks> widest(List<RateRecord> records, double rate, int threads, java.util.Collection<String> setups,
                                          java.util.Collection<String> bars) {
        return group(records).stream().filter(b -> b.scenario.equals("steady") && b.rate == rate && b.threads == threads)
                .filter(b -> !b.kept.isEmpty() && !b.runs.isEmpty())
                .filter(b -> setups.isEmpty() || setups.stream().anyMatch(b.runs::containsKey))
                .max(Comparator.comparing(Blocks::currentPacer)
                        .thenComparingLong((Blocks b) -> raced(b, setups))
                        .thenComparingLong((Blocks b) -> raced(b, bars))
                        .thenComparingLong((Blocks b) -> setups.stream().filter(b.runs::containsKey).count())
                        .thenComparingInt((Blocks b) -> b.kept.size())
                        .thenComparingInt(b -> b.runs.size()));
    }

    private static long raced(Blocks blocks, java.util.Collection<String> setups) {
        return setups.stream().filter(s -> blocks.runs(s).size() >= SignedRank.MIN_PAIRS).count();
    }

    /**
     * Whether the session's pacer spun within its bound (its runs record the spin). Before that every run spun 50 us,
     * which at high rates took the CPU a setup's own writer thread needed: such a session is read only where no later
     * one measured the point.
     */
    public boolean currentPacer() {
        return controls.values().stream().anyMatch(RateRecord::boundedPacer);
    }

    private void judgeControls() {
        List<Integer> measured = controls.entrySet().stream().filter(e -> e.getValue().response() != null)
                .map(Map.Entry::getKey).toList();
        double[] p99 = measured.stream().mapToDouble(b -> controls.get(b).response().p99()).sorted().toArray();
        double median = p99.length == 0 ? Double.NaN : SignedRank.median(p99);
        for (int block : controls.keySet()) {
            RateRecord control = controls.get(block);
            if (control.response() == null) {
                dropped.add("block " + block + ": the control was not measured");
            } else if (control.evidence() != null && control.evidence().stoodStill(control.seconds())) {
                dropped.add("block " + block + ": the JVM stood still in the control's run");
            } else if (control.response().p99() > CONTROL_SPREAD * median) {
                dropped.add(String.format(Locale.ROOT, "block %d: the control's p99 (%.0f us) was more than %.0fx the"
                        + " point's median control (%.0f us)", block, control.response().p99(), CONTROL_SPREAD, median));
            } else {
                kept.add(block);
            }
        }
    }

    public String session() {
        return session;
    }

    public double rate() {
        return rate;
    }

    public int threads() {
        return threads;
    }

    /** The blocks comparisons use. */
    public int blocks() {
        return kept.size();
    }

    /** Why blocks were left out, one line each. */
    public List<String> dropped() {
        return List.copyOf(dropped);
    }

    /** Every setup that ran in this session at this point, in the order first seen. */
    public List<String> setups() {
        return List.copyOf(runs.keySet());
    }

    /** Whether the setup ran in this session at this point. */
    public boolean has(String setup) {
        return runs.containsKey(setup);
    }

    /** The kept blocks in which the setup has a measured run. */
    public int blocks(String setup) {
        return pairs(setup, null, false).length;
    }

    /** The setup's runs in the kept blocks, in block order. */
    public List<RateRecord> runs(String setup) {
        TreeMap<Integer, RateRecord> mine = runs.getOrDefault(setup, new TreeMap<>());
        return kept.stream().filter(mine::containsKey).map(mine::get).toList();
    }

    /** The control's runs in the kept blocks. */
    public List<RateRecord> controls() {
        return kept.stream().map(controls::get).toList();
    }

    /** The ratio of {@code setup}'s p99 (or p99.9) over {@code against}'s; {@code against} null means the control. */
    public PairedRatio compare(String setup, String against, double margin, boolean p999) {
        return compare(setup, against, margin, p999, PairedRatio.CONFIDENCE);
    }

    /** The same at another confidence. */
    public PairedRatio compare(String setup, String against, double margin, boolean p999, double confidence) {
        double[][] pairs = pairs(setup, against, p999);
        double[] mine = new double[pairs.length];
        double[] theirs = new double[pairs.length];
        for (int i = 0; i < pairs.length; i++) {
            mine[i] = pairs[i][0];
            theirs[i] = pairs[i][1];
        }
        return PairedRatio.of(setup, against == null ? "no logging" : against, mine, theirs, margin, confidence);
    }

    // Pairs of (setup, against) percentiles in the kept blocks where both were measured; against null: the control.
    private double[][] pairs(String setup, String against, boolean p999) {
        TreeMap<Integer, RateRecord> mine = runs.getOrDefault(setup, new TreeMap<>());
        TreeMap<Integer, RateRecord> theirs = against == null ? controls : runs.getOrDefault(against, new TreeMap<>());
        List<double[]> pairs = new ArrayList<>();
        for (int block : kept) {
            RateRecord a = mine.get(block);
            RateRecord b = theirs.get(block);
            if (a != null && b != null && a.response() != null && b.response() != null) {
                pairs.add(new double[] {percentile(a, p999), percentile(b, p999)});
            }
        }
        return pairs.toArray(new double[0][]);
    }

    private static double percentile(RateRecord record, boolean p999) {
        // A run's p99 is at least a microsecond: a zero would make its ratio meaningless, not infinite.
        return Math.max(1, p999 ? record.response().p999() : record.response().p99());
    }

    /**
     * The block-to-block spread of log p99 ratios between the setups here: the median over pairs of setups of a robust
     * standard deviation (1.4826 x the median absolute deviation). NaN with fewer than {@link SignedRank#MIN_PAIRS}
     * blocks.
     */
    public double spread(List<String> setups) {
        List<Double> spreads = new ArrayList<>();
        for (int i = 0; i < setups.size(); i++) {
            for (int j = i + 1; j < setups.size(); j++) {
                double[][] pairs = pairs(setups.get(i), setups.get(j), false);
                if (pairs.length >= SignedRank.MIN_PAIRS) {
                    double[] logs = Arrays.stream(pairs).mapToDouble(p -> Math.log(p[0] / p[1])).sorted().toArray();
                    double centre = SignedRank.median(logs);
                    double[] deviations = Arrays.stream(logs).map(d -> Math.abs(d - centre)).sorted().toArray();
                    spreads.add(1.4826 * SignedRank.median(deviations));
                }
            }
        }
        return spreads.isEmpty() ? Double.NaN : SignedRank.median(spreads.stream().mapToDouble(Double::doubleValue).sorted().toArray());
    }

    /** "230k/s over 60 threads, session s, 14 blocks (1 left out)". */
    public String describe() {
        return String.format(Locale.ROOT, "%,.0f/s over %d threads in session %s: %d interleaved blocks%s", rate, threads,
                session, kept.size(), dropped.isEmpty() ? "" : " (" + dropped.size() + " left out: the control measured a busy machine)");
    }
}
