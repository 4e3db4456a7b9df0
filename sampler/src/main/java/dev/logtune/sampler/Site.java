package dev.logtune.sampler;

import java.util.Collection;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One call site (one message template): how many it kept in the current window, its limit, and its counts per logger.
 *
 * <p>The window and the count share one AtomicLong, window in the high 32 bits, count in the low: the first taker of
 * a new window resets the count in the same compare-and-set that takes, so no caller can count into a window that
 * another has just left. A site over its limit is decided by one volatile read, with no write, so the callers of a hot
 * site do not fight over its cache line once its share is spent.
 */
final class Site {
    /** Loggers counted one by one at a site; more go to one entry. Loggers are classes, so this is rarely reached. */
    static final int MAX_LOGGERS = 256;
    static final String OTHER_LOGGERS = "<other loggers>";

    final String template;
    final boolean untracked;
    private final AtomicLong windowAndCount = new AtomicLong();
    private volatile int limit;
    // The first logger seen: most templates are logged from one class, and an identity check finds it without a hash.
    private volatile LoggerCounts first;
    private final ConcurrentHashMap<String, LoggerCounts> byLogger = new ConcurrentHashMap<>();

    /** Events counted up to the last roll; only the caller that rolls the window reads and writes it. */
    long seenAtRoll;
    /** Kept and dropped up to the last summary; guarded by the budget's summary lock. */
    long keptSummarized;
    long droppedSummarized;

    Site(String template, boolean untracked, int limit) {
        this.template = template;
        this.untracked = untracked;
        this.limit = limit;
    }

    /** Takes one event of {@code window} from the budget if the site has any left. */
    boolean tryTake(long window) {
        int w = (int) window;
        for (;;) {
            long v = windowAndCount.get();
            int current = (int) (v >>> 32);
            int count = (int) v;
            int max = limit;
            if (current == w) {
                if (count >= max) {
                    return false;
                }
                if (windowAndCount.compareAndSet(v, v + 1)) {
                    return true;
                }
            } else if (w - current < 0) {
                // A caller that read the clock before another moved the site on: it counts in the site's window.
                w = current;
            } else {
                if (max <= 0) {
                    return false;
                }
                if (windowAndCount.compareAndSet(v, ((long) w << 32) | 1L)) {
                    return true;
                }
            }
        }
    }

    int limit() {
        return limit;
    }

    void limit(int perSecond) {
        limit = perSecond;
    }

    LoggerCounts counts(String logger) {
        LoggerCounts known = first;
        if (known != null && known.logger == logger) {
            return known;
        }
        LoggerCounts counts = byLogger.get(logger);
        if (counts == null) {
            String key = byLogger.size() < MAX_LOGGERS ? logger : OTHER_LOGGERS;
            counts = byLogger.computeIfAbsent(key, LoggerCounts::new);
        }
        if (known == null) {
            first = counts;
        }
        return counts;
    }

    Collection<LoggerCounts> loggers() {
        return byLogger.values();
    }

    long seen() {
        long sum = 0;
        for (LoggerCounts c : byLogger.values()) {
            sum += c.keptTotal() + c.droppedTotal();
        }
        return sum;
    }

    long kept() {
        long sum = 0;
        for (LoggerCounts c : byLogger.values()) {
            sum += c.keptTotal();
        }
        return sum;
    }

    long dropped() {
        long sum = 0;
        for (LoggerCounts c : byLogger.values()) {
            sum += c.droppedTotal();
        }
        return sum;
    }

    /** The logger that dropped most at this site, to name the site in the summary. */
    String topLogger() {
        String top = null;
        long most = -1;
        for (LoggerCounts c : byLogger.values()) {
            long d = c.droppedTotal();
            if (d > most || (d == most && c.logger.compareTo(top) < 0)) {
                most = d;
                top = c.logger;
            }
        }
        return top == null ? "" : top;
    }
}
