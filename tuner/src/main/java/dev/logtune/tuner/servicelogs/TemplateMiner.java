package dev.logtune.tuner.servicelogs;

import dev.logtune.configs.model.LogLevel;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the message templates behind a log's messages, the call sites a per-site sampler keys on, in bounded memory.
 * Numbers and hex ids in a message are parameters wherever they stand; words that vary (a method, a path, a currency)
 * are found the way the Drain parser finds them (He et al., ICWS 2017): messages of one logger and level with as many
 * words, alike in at least half of them, are one template, and the words they differ in become parameters. A message
 * already seen with the same numbers masked is looked up, not compared again: most of a log's lines are.
 */
final class TemplateMiner {
    /** Templates kept apart; past this a logger's new templates count in one "other messages" template of it. */
    static final int MAX_TEMPLATES = 20_000;
    /** Loggers kept apart; past this new loggers count as one. */
    static final int MAX_LOGGERS = 10_000;
    static final String OTHER_LOGGERS = "(other loggers)";
    private static final double ALIKE = 0.5;
    /** Masked messages remembered across all loggers before the memory is cleared and filled again. */
    private static final int CACHE_LIMIT = 200_000;

    private final Map<String, LoggerTemplates> loggers = new HashMap<>();
    private final List<Template> all = new ArrayList<>();
    private static final byte OTHER = 0;
    private static final byte DIGIT = 1;
    private static final byte HEX_LETTER = 2;
    private static final byte LETTER = 3;
    private static final byte[] ASCII = new byte[128];

    static {
        for (char c = 'a'; c <= 'z'; c++) {
            ASCII[c] = c <= 'f' ? HEX_LETTER : LETTER;
            ASCII[Character.toUpperCase(c)] = c <= 'f' ? HEX_LETTER : LETTER;
        }
        for (char c = '0'; c <= '9'; c++) {
            ASCII[c] = DIGIT;
        }
    }

    private char[] scratch = new char[512];
    private int cached;

    /** The template of {@code message}, written by {@code logger} at {@code level}. */
    Template of(String logger, LogLevel level, String message) {
        LoggerTemplates templates = loggers.get(logger);
        if (templates == null) {
            if (loggers.size() >= MAX_LOGGERS) {
                logger = OTHER_LOGGERS;
                templates = loggers.get(logger);
            }
            if (templates == null) {
                templates = new LoggerTemplates(logger);
                loggers.put(logger, templates);
            }
        }
        return templates.of(level, mask(message));
    }

    Collection<Template> templates() {
        return all;
    }

    /** Numbers as {@code {}}; a run of letters and digits that reads as a hex id (six or more, a digit among them) too. */
    private String mask(String message) {
        int n = message.length();
        if (scratch.length < 2 * n + 2) {
            scratch = new char[2 * n + 2];
        }
        char[] out = scratch;
        int o = 0;
        int i = 0;
        while (i < n) {
            char c = message.charAt(i);
            if (kind(c) == OTHER) {
                out[o++] = c == '\t' || c == '\r' || c == '\n' ? ' ' : c;
                i++;
                continue;
            }
            int j = i;
            boolean hex = true;
            boolean digit = false;
            for (int kind; j < n && (kind = kind(message.charAt(j))) != OTHER; j++) {
                digit |= kind == DIGIT;
                hex &= kind != LETTER;
            }
            if (hex && digit && j - i >= 6) {
                out[o++] = '{';
                out[o++] = '}';
            } else {
                for (int k = i; k < j; k++) {
                    char d = message.charAt(k);
                    if (d < '0' || d > '9') {
                        out[o++] = d;
                    } else if (k == i || message.charAt(k - 1) < '0' || message.charAt(k - 1) > '9') {
                        out[o++] = '{';
                        out[o++] = '}';
                    }
                }
            }
            i = j;
        }
        return new String(out, 0, o);
    }

    private static int kind(char c) {
        if (c < 128) {
            return ASCII[c];
        }
        return Character.isLetterOrDigit(c) ? LETTER : OTHER;
    }

    private final class LoggerTemplates {
        private final String logger;
        private final List<Map<String, Template>> seen = new ArrayList<>();
        private final List<Map<Integer, List<Template>>> byLength = new ArrayList<>();
        private final Template[] other = new Template[LogLevel.values().length];

        LoggerTemplates(String logger) {
            this.logger = logger;
            for (int i = 0; i < LogLevel.values().length; i++) {
                seen.add(new HashMap<>());
                byLength.add(new HashMap<>());
            }
        }

        Template of(LogLevel level, String masked) {
            Map<String, Template> cache = seen.get(level.ordinal());
            Template known = cache.get(masked);
            if (known != null) {
                return known;
            }
            String[] words = words(masked);
            List<Template> candidates = byLength.get(level.ordinal()).computeIfAbsent(words.length, k -> new ArrayList<>(2));
            Template best = null;
            double bestLikeness = ALIKE;
            for (Template candidate : candidates) {
                double likeness = candidate.likeness(words);
                if (likeness >= bestLikeness) {
                    best = candidate;
                    bestLikeness = likeness;
                }
            }
            if (best != null) {
                best.widen(words);
            } else if (all.size() >= MAX_TEMPLATES) {
                best = other(level);
            } else {
                best = new Template(logger, level, words);
                candidates.add(best);
                all.add(best);
            }
            if (++cached > CACHE_LIMIT) {
                loggers.values().forEach(LoggerTemplates::forget);
                cached = 1;
            }
            cache.put(masked, best);
            return best;
        }

        void forget() {
            for (Map<String, Template> cache : seen) {
                cache.clear();
            }
        }

        private Template other(LogLevel level) {
            if (other[level.ordinal()] == null) {
                other[level.ordinal()] = new Template(logger, level, new String[] {"(other messages)"});
                all.add(other[level.ordinal()]);
            }
            return other[level.ordinal()];
        }

        /** The words, a masked number kept as the one shared {@link Template#VARIES} instance. */
        private String[] words(String masked) {
            String[] words = masked.isEmpty() ? new String[] {""} : masked.split(" ", -1);
            for (int i = 0; i < words.length; i++) {
                if (words[i].equals(Template.VARIES)) {
                    words[i] = Template.VARIES;
                }
            }
            return words;
        }
    }
}
