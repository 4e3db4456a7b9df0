package dev.logtune.tuner.servicelogs;

import dev.logtune.configs.model.LogLevel;

/**
 * One message template of one logger at one level, as far as the lines show it: its words, with the parts that vary
 * from event to event as {@code {}}, and what it wrote.
 */
final class Template {
    static final String VARIES = "{}";

    final String logger;
    final LogLevel level;
    final String[] words;
    long events;
    long bytes;

    Template(String logger, LogLevel level, String[] words) {
        this.logger = logger;
        this.level = level;
        this.words = words;
    }

    /** The share of words {@code other} has as this template has them (a varying word matches any). */
    double likeness(String[] other) {
        int same = 0;
        for (int i = 0; i < words.length; i++) {
            if (words[i] == VARIES || words[i].equals(other[i])) {
                same++;
            }
        }
        return (double) same / words.length;
    }

    /** Makes the words that differ in {@code other} vary. */
    void widen(String[] other) {
        for (int i = 0; i < words.length; i++) {
            if (words[i] != VARIES && !words[i].equals(other[i])) {
                words[i] = VARIES;
            }
        }
    }

    /** "order {} created for customer {} items={}": the words, a run of varying ones as one. */
    String text() {
        StringBuilder text = new StringBuilder();
        for (String word : words) {
            if (!text.isEmpty()) {
                text.append(' ');
            }
            text.append(word);
        }
        return text.toString();
    }
}
