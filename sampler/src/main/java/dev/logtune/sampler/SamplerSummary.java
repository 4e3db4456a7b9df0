package dev.logtune.sampler;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The one line the sampler logs for what it dropped, as values, and back: an audit that reads a log file adds the
 * summaries up and gets, exactly, everything the sampler dropped.
 *
 * <pre>
 * logtune-sampler dropped 123,456 of 131,000 events below WARN in the last 10.0 s (kept 7,544):
 *     98,000 "GET {} took {} ms" (com.acme.web.Http), 20,000 "..." (...), and 12 more sites 5,456
 * </pre>
 * (one line). Sites are the top {@link #MAX_SITES} by drops; each with its template in double quotes, escaped like a
 * Java string literal ({@code \\ \" \n \r \t \\uXXXX}; {@code \...} before the closing quote marks a template cut at
 * {@link #MAX_TEMPLATE_CHARS} characters), or {@code <untracked templates>} for the bucket past maxSites; then the
 * logger in parentheses ({@code \)} and {@code \\} escaped). Numbers group thousands with commas, in any locale.
 *
 * @param dropped     events dropped below WARN since the summary before, exactly
 * @param kept        events kept below WARN in the same span (enabled ones only: disabled levels are not counted)
 * @param seconds     the span, from the summary before (or the sampler's start) to this one
 * @param sites       the sites that dropped most, most first
 * @param moreSites   further sites that dropped something
 * @param moreDropped what those dropped together
 */
public record SamplerSummary(long dropped, long kept, double seconds, List<SiteDrops> sites, int moreSites,
                             long moreDropped) {
    public static final String PREFIX = "logtune-sampler dropped ";
    public static final int MAX_SITES = 10;
    public static final int MAX_TEMPLATE_CHARS = 200;
    private static final String UNTRACKED_TOKEN = "<untracked templates>";

    public SamplerSummary {
        sites = List.copyOf(sites);
    }

    /** Events below WARN that were enabled in the span: kept plus dropped. */
    public long seen() {
        return dropped + kept;
    }

    /** The line as the sampler logs it. */
    public String line() {
        StringBuilder b = new StringBuilder(160 + sites.size() * 80);
        b.append(PREFIX).append(number(dropped)).append(" of ").append(number(seen()))
                .append(" events below WARN in the last ").append(String.format(Locale.ROOT, "%.1f", seconds))
                .append(" s (kept ").append(number(kept)).append(')');
        String sep = ": ";
        for (SiteDrops site : sites) {
            b.append(sep).append(number(site.dropped())).append(' ');
            if (SiteBudget.UNTRACKED.equals(site.template())) {
                b.append(UNTRACKED_TOKEN);
            } else {
                quote(b, site.template(), site.truncated());
            }
            b.append(" (");
            for (int i = 0; i < site.logger().length(); i++) {
                char c = site.logger().charAt(i);
                if (c == ')' || c == '\\') {
                    b.append('\\');
                }
                b.append(c);
            }
            b.append(')');
            sep = ", ";
        }
        if (moreSites > 0) {
            b.append(sites.isEmpty() ? ": " : ", and ").append(number(moreSites))
                    .append(moreSites == 1 ? " more site " : " more sites ").append(number(moreDropped));
        }
        return b.toString();
    }

    /** A site as a summary lists it, its template cut if too long for a log line. */
    static SiteDrops site(String template, String logger, long dropped) {
        boolean cut = template.length() > MAX_TEMPLATE_CHARS;
        return new SiteDrops(cut ? template.substring(0, MAX_TEMPLATE_CHARS) : template, cut, logger, dropped);
    }

    /**
     * The summary in a line: a summary as logged, or a log line that ends with one (a pattern layout's line, whose
     * message comes last). A JSON line's message must be decoded first.
     *
     * @throws IllegalArgumentException if the line holds no summary, or one this parser cannot read
     */
    public static SamplerSummary parse(String line) {
        int start = line.indexOf(PREFIX);
        if (start < 0) {
            throw new IllegalArgumentException("not a logtune-sampler summary: " + line);
        }
        return new Reader(line, start + PREFIX.length()).summary();
    }

    /** The summary in a line, or empty if the line has none. */
    public static Optional<SamplerSummary> find(String line) {
        return line.contains(PREFIX) ? Optional.of(parse(line)) : Optional.empty();
    }

    private static String number(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private static void quote(StringBuilder b, String s, boolean truncated) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x7f) {
                        b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        if (truncated) {
            b.append("\\...");
        }
        b.append('"');
    }

    /** A cursor over the line; each method reads one piece of the grammar or fails with where it stopped. */
    private static final class Reader {
        private final String s;
        private int at;

        Reader(String s, int at) {
            this.s = s;
            this.at = at;
        }

        SamplerSummary summary() {
            long dropped = number();
            expect(" of ");
            long seen = number();
            expect(" events below WARN in the last ");
            double seconds = decimal();
            expect(" s (kept ");
            long kept = number();
            expect(")");
            if (kept + dropped != seen) {
                throw fail("kept " + kept + " and dropped " + dropped + " do not add up to " + seen);
            }
            List<SiteDrops> sites = new ArrayList<>();
            int moreSites = 0;
            long moreDropped = 0;
            String sep = ": ";
            while (at < s.length() && !s.substring(at).isBlank()) {
                if (!sites.isEmpty() && s.startsWith(", and ", at)) {
                    at += ", and ".length();
                    moreSites = (int) number();
                    moreDropped = moreTail();
                    break;
                }
                expect(sep);
                sep = ", ";
                long siteDropped = number();
                if (sites.isEmpty() && (s.startsWith(" more site", at))) {
                    moreSites = (int) siteDropped;
                    moreDropped = moreTail();
                    break;
                }
                expect(" ");
                sites.add(site(siteDropped));
            }
            if (!s.substring(at).isBlank()) {
                throw fail("unexpected text");
            }
            return new SamplerSummary(dropped, kept, seconds, sites, moreSites, moreDropped);
        }

        private long moreTail() {
            if (s.startsWith(" more sites ", at)) {
                at += " more sites ".length();
            } else {
                expect(" more site ");
            }
            return number();
        }

        private SiteDrops site(long dropped) {
            String template;
            boolean truncated = false;
            if (s.startsWith(UNTRACKED_TOKEN, at)) {
                at += UNTRACKED_TOKEN.length();
                template = SiteBudget.UNTRACKED;
            } else {
                expect("\"");
                StringBuilder t = new StringBuilder();
                for (;;) {
                    char c = next();
                    if (c == '"') {
                        break;
                    }
                    if (c != '\\') {
                        t.append(c);
                        continue;
                    }
                    char e = next();
                    switch (e) {
                        case '"', '\\' -> t.append(e);
                        case 'n' -> t.append('\n');
                        case 'r' -> t.append('\r');
                        case 't' -> t.append('\t');
                        case 'u' -> {
                            if (at + 4 > s.length()) {
                                throw fail("short \\u escape");
                            }
                            t.append((char) Integer.parseInt(s.substring(at, at + 4), 16));
                            at += 4;
                        }
                        case '.' -> {
                            expect("..\"");
                            truncated = true;
                            at--;
                        }
                        default -> throw fail("unknown escape \\" + e);
                    }
                }
                template = t.toString();
            }
            expect(" (");
            StringBuilder logger = new StringBuilder();
            for (;;) {
                char c = next();
                if (c == ')') {
                    break;
                }
                logger.append(c == '\\' ? next() : c);
            }
            return new SiteDrops(template, truncated, logger.toString(), dropped);
        }

        private long number() {
            int from = at;
            while (at < s.length() && (Character.isDigit(s.charAt(at)) || s.charAt(at) == ',')) {
                at++;
            }
            if (from == at) {
                throw fail("a number");
            }
            return Long.parseLong(s.substring(from, at).replace(",", ""));
        }

        private double decimal() {
            int from = at;
            while (at < s.length() && (Character.isDigit(s.charAt(at)) || s.charAt(at) == '.')) {
                at++;
            }
            if (from == at) {
                throw fail("a number of seconds");
            }
            return Double.parseDouble(s.substring(from, at));
        }

        private char next() {
            if (at >= s.length()) {
                throw fail("the line ended early");
            }
            return s.charAt(at++);
        }

        private void expect(String text) {
            if (!s.startsWith(text, at)) {
                throw fail("'" + text + "'");
            }
            at += text.length();
        }

        private IllegalArgumentException fail(String wanted) {
            return new IllegalArgumentException("logtune-sampler summary unreadable at character " + at + " (expected "
                    + wanted + "): " + s);
        }
    }
}
