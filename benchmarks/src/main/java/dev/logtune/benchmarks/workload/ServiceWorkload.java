package dev.logtune.benchmarks.workload;

import dev.logtune.configs.model.LogLevel;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A service's logging, as the volume it writes: {@value #SITE_COUNT} call sites over the service's own loggers and its
 * libraries' (Hibernate, HikariCP, Netty, Kafka's client, Spring), with their real logger names and templates. A few sites
 * make most events (the access log a third of all calls); a fifth of all calls are DEBUG and TRACE that a service's INFO
 * level disables; of what INFO lets through, 99.6% is INFO, 0.35% WARN and 0.05% ERROR, some ERRORs with a stack trace,
 * one repeating the same template often. Rare INFO sites fire about 2, 1 and 0.2 times a second at 230,000 calls/s:
 * what a per-site budget must keep whole.
 *
 * <p>Every message starts with {@link #MARKER} and the event's id, {@code (thread << 40) + sequence} as the order
 * workload's, and everything about the event follows from the id: the site is a fixed table of {@link #TABLE_SIZE}
 * site indexes (each site's share of entries, shuffled with a fixed seed) walked by each thread from its own start with
 * its own odd stride, so over each full turn of the table every thread makes every site's share of calls exactly; the
 * arguments (user ids, paths, durations, SQL parameters) are drawn from a cheap random number of the id, so lines vary
 * and compress like a service's rather than one line repeated. The audit maps an id found in the output back to its
 * site and level, and checks the rest of the message byte by byte, without parsing it.
 */
public final class ServiceWorkload {
    public static final String MARKER = "SVC-";
    /** Site indexes in the table: a site's share of calls is a whole number of {@code 1 / TABLE_SIZE}. */
    public static final int TABLE_SIZE = 1 << 20;
    private static final int TABLE_MASK = TABLE_SIZE - 1;
    /** The rate the rare sites' shares are sized at: 1 slot is 0.22 events/s there, 4 slots 0.9/s, 9 slots 2.0/s. */
    public static final double SIZED_AT_RATE = 230_000;
    public static final int SITE_COUNT = 38;
    private static final long SEED = 0x5EC71CE5L;
    private static final long SEQUENCE_MASK = (1L << OrderWorkload.THREAD_SHIFT) - 1;
    private static final List<ServiceSite> SITES;
    /** Per site: the template's pieces around its placeholders, as bytes; the first is the marker. */
    private static final byte[][][] PIECES;
    private static final ServiceArg[][] ARGS;
    private static final Throwable[] FAILURES;
    private static final String[] TEMPLATES;
    private static final byte[] TABLE;
    /** Room for what {@link #writeTail} writes. */
    public static final int MAX_TAIL_BYTES;

    static {
        List<ServiceSiteTable.Definition> definitions = ServiceSiteTable.DEFINITIONS;
        int fixed = definitions.stream().filter(d -> d.slots() != ServiceSiteTable.FILL).mapToInt(ServiceSiteTable.Definition::slots).sum();
        List<ServiceSite> sites = new ArrayList<>();
        PIECES = new byte[definitions.size()][][];
        ARGS = new ServiceArg[definitions.size()][];
        FAILURES = new Throwable[definitions.size()];
        TEMPLATES = new String[definitions.size()];
        int longest = 0;
        for (int i = 0; i < definitions.size(); i++) {
            ServiceSiteTable.Definition d = definitions.get(i);
            int slots = d.slots() == ServiceSiteTable.FILL ? TABLE_SIZE - fixed : d.slots();
            sites.add(new ServiceSite(i, d.logger(), d.level(), d.template(), slots, d.failure() != null));
            String[] pieces = d.template().split("\\{}", -1);
            if (!pieces[0].equals(MARKER) || pieces.length - 2 != d.args().length) {
                throw new IllegalStateException("site " + i + ": a template starts with " + MARKER + "{} and has a"
                        + " placeholder for each argument: " + d.template());
            }
            if (!d.template().matches("[\\x20-\\x7e]*") || d.template().contains("\"") || d.template().contains("\\")) {
                throw new IllegalStateException("site " + i + ": printable ASCII that no layout escapes: " + d.template());
            }
            PIECES[i] = new byte[pieces.length][];
            int bytes = 0;
            for (int p = 0; p < pieces.length; p++) {
                PIECES[i][p] = pieces[p].getBytes(StandardCharsets.US_ASCII);
                bytes += p == 0 ? 0 : PIECES[i][p].length;
            }
            for (ServiceArg arg : d.args()) {
                bytes += arg.maxBytes();
            }
            longest = Math.max(longest, bytes);
            ARGS[i] = d.args();
            FAILURES[i] = d.failure();
            TEMPLATES[i] = d.template();
        }
        if (sites.size() != SITE_COUNT || sites.stream().mapToInt(ServiceSite::slots).anyMatch(s -> s <= 0)) {
            throw new IllegalStateException("the table has " + sites.size() + " sites, each with a share");
        }
        SITES = List.copyOf(sites);
        MAX_TAIL_BYTES = longest;
        TABLE = fill(SITES);
    }

    private ServiceWorkload() {
    }

    /** Every call site, in index order: logger, level, template and share of calls. */
    public static List<ServiceSite> sites() {
        return SITES;
    }

    public static ServiceSite site(int index) {
        return SITES.get(index);
    }

    /**
     * The share of all calls at each level (disabled ones included): DEBUG and TRACE about 20%, the rest INFO, WARN,
     * ERROR. What a rate given as "calls per second" becomes by level.
     */
    public static Map<LogLevel, Double> levelMix() {
        Map<LogLevel, Double> mix = new EnumMap<>(LogLevel.class);
        for (ServiceSite site : SITES) {
            mix.merge(site.level(), site.weight(), Double::sum);
        }
        return Collections.unmodifiableMap(mix);
    }

    /**
     * Of the calls a logger level of {@code threshold} lets through, the share at each level: at INFO, 99.6% INFO,
     * 0.35% WARN, 0.05% ERROR. What a rate given as "events written per second" becomes by level.
     */
    public static Map<LogLevel, Double> enabledMix(LogLevel threshold) {
        double enabled = enabledShare(threshold);
        Map<LogLevel, Double> mix = new EnumMap<>(LogLevel.class);
        for (ServiceSite site : SITES) {
            if (site.enabledAt(threshold)) {
                mix.merge(site.level(), site.weight() / enabled, Double::sum);
            }
        }
        return Collections.unmodifiableMap(mix);
    }

    /** The share of calls a logger level of {@code threshold} lets through (0.8 at INFO). */
    public static double enabledShare(LogLevel threshold) {
        return SITES.stream().filter(s -> s.enabledAt(threshold)).mapToDouble(ServiceSite::weight).sum();
    }

    /** The event id of a thread's {@code sequence}-th call: the order workload's, {@code (thread << 40) + sequence}. */
    public static long id(int thread, long sequence) {
        return OrderWorkload.orderId(thread, sequence);
    }

    /** The site of an event, from its id alone. */
    public static int siteOf(long id) {
        return siteOf(OrderWorkload.threadOf(id), id & SEQUENCE_MASK);
    }

    /** The site of a thread's {@code sequence}-th call: its walk through the table, from its own start by its own stride. */
    public static int siteOf(int thread, long sequence) {
        return TABLE[(int) ((start(thread) + sequence * stride(thread)) & TABLE_MASK)];
    }

    /**
     * Calls per site of threads that each made the given number of calls (their sequences 0 to calls - 1), indexed by
     * site: what the audit sets against what it found.
     */
    public static long[] callsBySite(Map<Integer, Long> callsByThread) {
        long[] calls = new long[SITES.size()];
        for (Map.Entry<Integer, Long> thread : callsByThread.entrySet()) {
            long start = start(thread.getKey());
            long stride = stride(thread.getKey());
            long made = thread.getValue();
            // Whole turns of the table give each site its slots exactly; the rest is walked.
            long turns = made / TABLE_SIZE;
            if (turns > 0) {
                for (ServiceSite site : SITES) {
                    calls[site.index()] += turns * site.slots();
                }
            }
            for (long sequence = turns * TABLE_SIZE; sequence < made; sequence++) {
                calls[TABLE[(int) ((start + sequence * stride) & TABLE_MASK)]]++;
            }
        }
        return calls;
    }

    /** The template of a site, as the emitter passes it. */
    static String template(int site) {
        return TEMPLATES[site];
    }

    /** Arguments after the id. */
    static int argCount(int site) {
        return ARGS[site].length;
    }

    /** The {@code k}-th argument after the id (1-based) of event {@code id} at its site, as the framework gets it. */
    static Object arg(long id, int site, int k) {
        return ARGS[site][k - 1].value(random(id, k));
    }

    /** The exception the site logs, or null; public for the tests that write a service's log without the harness. */
    public static Throwable failure(int site) {
        return FAILURES[site];
    }

    /**
     * Writes what follows {@code MARKER + id} in the event's message into {@code into} from index 0 and returns its
     * length: the same text the framework formats, built byte by byte, so the audit checks each event it reads.
     */
    public static int writeTail(long id, byte[] into) {
        int site = siteOf(id);
        byte[][] pieces = PIECES[site];
        ServiceArg[] args = ARGS[site];
        int at = 0;
        for (int k = 1; k < pieces.length; k++) {
            if (k > 1) {
                at = args[k - 2].write(random(id, k - 1), into, at);
            }
            byte[] piece = pieces[k];
            System.arraycopy(piece, 0, into, at, piece.length);
            at += piece.length;
        }
        return at;
    }

    /** The whole message of event {@code id}, as the framework formats it; for tests and samples. */
    public static String message(long id) {
        byte[] tail = new byte[MAX_TAIL_BYTES];
        int length = writeTail(id, tail);
        return MARKER + id + new String(tail, 0, length, StandardCharsets.US_ASCII);
    }

    // SplitMix64's finaliser: cheap, and every bit of the input moves every bit of the output.
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static long random(long id, int k) {
        return mix(id * 0x9E3779B97F4A7C15L + k * 0xD1B54A32D192ED03L + SEED);
    }

    private static long start(int thread) {
        return mix(thread ^ 0x6A09E667F3BCC908L);
    }

    // Odd, so the walk visits every entry once per turn of the table.
    private static long stride(int thread) {
        return mix(thread ^ 0xBB67AE8584CAA73BL) | 1;
    }

    private static byte[] fill(List<ServiceSite> sites) {
        byte[] table = new byte[TABLE_SIZE];
        int at = 0;
        for (ServiceSite site : sites) {
            for (int i = 0; i < site.slots(); i++) {
                table[at++] = (byte) site.index();
            }
        }
        if (at != TABLE_SIZE) {
            throw new IllegalStateException("the sites fill " + at + " of " + TABLE_SIZE + " entries");
        }
        SplittableRandom random = new SplittableRandom(SEED);
        for (int i = TABLE_SIZE - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            byte swap = table[i];
            table[i] = table[j];
            table[j] = swap;
        }
        return table;
    }
}
