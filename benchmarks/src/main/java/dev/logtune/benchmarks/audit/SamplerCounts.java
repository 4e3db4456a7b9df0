package dev.logtune.benchmarks.audit;

import dev.logtune.sampler.SamplerSummary;
import dev.logtune.sampler.SiteDrops;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the sampler's summary lines in the output say it dropped, added up: in all, per template for the sites a line
 * names, and the rest (the sites past the ten a line names, and templates past the sampler's maxSites) unattributed.
 * A line of a JSON layout holds the summary as a JSON string, decoded here before it is parsed; a line that holds a
 * summary's first words but no summary that parses is counted as unreadable, never guessed at.
 *
 * @param summaries summary lines read
 * @param unreadable lines with the summary's first words that did not parse
 * @param dropped events dropped, over all summaries
 * @param kept events below WARN kept, over all summaries
 * @param byTemplate dropped per template, for the sites the lines name; a template the line cut short is keyed by the
 *                   part it kept, with {@link #CUT} after it
 * @param unattributed dropped at sites the lines do not name
 */
public record SamplerCounts(int summaries, int unreadable, long dropped, long kept, Map<String, Long> byTemplate,
                            long unattributed) {
    /** Marks a template key that is only the beginning of the template. */
    public static final String CUT = "\u2026";
    public static final SamplerCounts NONE = new SamplerCounts(0, 0, 0, 0, Map.of(), 0);

    public SamplerCounts {
        byTemplate = Map.copyOf(byTemplate);
    }

    /** Reads lines as {@link SamplerLineCapture} keeps them. */
    static SamplerCounts of(List<String> lines) {
        int summaries = 0;
        int unreadable = 0;
        long dropped = 0;
        long kept = 0;
        long unattributed = 0;
        Map<String, Long> byTemplate = new HashMap<>();
        for (String line : lines) {
            SamplerSummary summary = first(line);
            if (summary == null) {
                unreadable++;
                continue;
            }
            summaries++;
            dropped += summary.dropped();
            kept += summary.kept();
            unattributed += summary.moreDropped();
            for (SiteDrops site : summary.sites()) {
                if (site.template().equals(dev.logtune.sampler.SiteBudget.UNTRACKED)) {
                    unattributed += site.dropped();
                } else {
                    byTemplate.merge(site.truncated() ? site.template() + CUT : site.template(), site.dropped(), Long::sum);
                }
            }
        }
        return new SamplerCounts(summaries, unreadable, dropped, kept, byTemplate, unattributed);
    }

    /**
     * What the lines say the site of {@code template} dropped. A template the line cut short counts for the template
     * it begins, when only one of {@code all} begins so.
     */
    public long droppedAt(String template, List<String> all) {
        long count = byTemplate.getOrDefault(template, 0L);
        for (Map.Entry<String, Long> entry : byTemplate.entrySet()) {
            String key = entry.getKey();
            if (key.endsWith(CUT)) {
                String start = key.substring(0, key.length() - CUT.length());
                if (template.startsWith(start) && all.stream().filter(t -> t.startsWith(start)).count() == 1) {
                    count += entry.getValue();
                }
            }
        }
        return count;
    }

    // The first summary on the line that parses: a JSON encoder may print the message twice, once as its raw template.
    private static SamplerSummary first(String line) {
        for (int at = line.indexOf(SamplerLineCapture.PREFIX); at >= 0; at = line.indexOf(SamplerLineCapture.PREFIX, at + 1)) {
            boolean quoted = at > 0 && line.charAt(at - 1) == '"';
            String text = quoted ? jsonString(line, at) : line.substring(at).stripTrailing();
            if (text == null) {
                continue;
            }
            try {
                return SamplerSummary.parse(text);
            } catch (IllegalArgumentException unreadable) {
                // the next occurrence, if any
            }
        }
        return null;
    }

    /** The JSON string's content from {@code from} to its closing quote, decoded; null where it does not close. */
    static String jsonString(String line, int from) {
        StringBuilder text = new StringBuilder(line.length() - from);
        for (int i = from; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                return text.toString();
            }
            if (c != '\\') {
                text.append(c);
                continue;
            }
            if (++i >= line.length()) {
                return null;
            }
            char e = line.charAt(i);
            switch (e) {
                case 'n' -> text.append('\n');
                case 'r' -> text.append('\r');
                case 't' -> text.append('\t');
                case 'b' -> text.append('\b');
                case 'f' -> text.append('\f');
                case 'u' -> {
                    if (i + 4 >= line.length()) {
                        return null;
                    }
                    try {
                        text.append((char) Integer.parseInt(line.substring(i + 1, i + 5), 16));
                    } catch (NumberFormatException notHex) {
                        return null;
                    }
                    i += 4;
                }
                default -> text.append(e); // \" \\ \/
            }
        }
        return null;
    }
}
