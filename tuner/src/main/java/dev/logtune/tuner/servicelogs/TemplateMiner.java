package dev.logtune.tuner.servicelogs;

import dev.logtune.configs.model.LogLevel;

import java.util.ArrayList;
import java.util.Arrays;
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

    private final SeenMessages seen = new SeenMessages();
    private char[] scratch = new char[512];

    /** The template of {@code message}, written by {@code logger} at {@code level}. */
    Template of(String logger, LogLevel level, String message) {
        int length = mask(message);
        // The logger's length and last letters, not its hash: a new string each line, its hash is not cached.
        int tail = logger.isEmpty() ? 0 : logger.charAt(logger.length() - 1) * 131 + logger.charAt(logger.length() / 2);
        int hash = mix(hash(scratch, length) * 31 + logger.length() * 7919 + tail * 7 + level.ordinal());
        Template known = seen.find(hash, logger, level, scratch, length);
        if (known != null) {
            return known;
        }
        LoggerTemplates templates = loggers.get(logger);
        if (templates == null) {
            String name = loggers.size() >= MAX_LOGGERS ? OTHER_LOGGERS : logger;
            templates = loggers.computeIfAbsent(name, LoggerTemplates::new);
        }
        Template template = templates.of(level, new String(scratch, 0, length));
        seen.put(hash, logger, scratch, length, template);
        return template;
    }

    private static int hash(char[] chars, int length) {
        int h = 0;
        for (int i = 0; i < length; i++) {
            h = 31 * h + chars[i];
        }
        return h;
    }

    private static int mix(int h) {
        return h ^ (h >>> 16);
    }

    Collection<Template> templates() {
        return all;
    }

    /**
     * Masks {@code message} into the scratch buffer and returns its length: numbers as {@code {}}, and a run of letters
     * and digits that reads as a hex id (six or more, a digit among them) as one {@code {}}. One pass: a run is copied
     * as it is read and rewound where it turns out to be an id.
     */
    private int mask(String message) {
        int n = message.length();
        if (scratch.length < 2 * n + 2) {
            scratch = new char[2 * n + 2];
        }
        char[] out = scratch;
        int o = 0;
        int runStart = 0;
        int runLength = 0;
        boolean hex = true;
        boolean digit = false;
        boolean afterDigit = false;
        for (int i = 0; i < n; i++) {
            char c = message.charAt(i);
            int kind = kind(c);
            if (kind == OTHER) {
                if (runLength >= 6 && hex && digit) {
                    o = runStart;
                    out[o++] = '{';
                    out[o++] = '}';
                }
                runLength = 0;
                hex = true;
                digit = false;
                afterDigit = false;
                out[o++] = c == '\t' || c == '\r' || c == '\n' ? ' ' : c;
                continue;
            }
            if (runLength++ == 0) {
                runStart = o;
            }
            if (kind == DIGIT) {
                digit = true;
                if (!afterDigit) {
                    out[o++] = '{';
                    out[o++] = '}';
                }
                afterDigit = true;
            } else {
                hex &= kind == HEX_LETTER;
                out[o++] = c;
                afterDigit = false;
            }
        }
        if (runLength >= 6 && hex && digit) {
            o = runStart;
            out[o++] = '{';
            out[o++] = '}';
        }
        return o;
    }

    private static int kind(char c) {
        if (c < 128) {
            return ASCII[c];
        }
        return Character.isLetterOrDigit(c) ? LETTER : OTHER;
    }

    private final class LoggerTemplates {
        private final String logger;
        private final List<Map<Integer, List<Template>>> byLength = new ArrayList<>();
        private final Template[] other = new Template[LogLevel.values().length];

        LoggerTemplates(String logger) {
            this.logger = logger;
            for (int i = 0; i < LogLevel.values().length; i++) {
                byLength.add(new HashMap<>());
            }
        }

        Template of(LogLevel level, String masked) {
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
            return best;
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
