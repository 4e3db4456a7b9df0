package dev.logtune.sampler;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SamplerSummaryTest {

    @Test
    void theLineReadsAsDocumented() {
        SamplerSummary summary = new SamplerSummary(123_456, 7_544, 10.0, List.of(
                new SiteDrops("GET {} took {} ms", false, "com.acme.web.Http", 98_000),
                new SiteDrops("cache miss for {}", false, "com.acme.Cache", 20_000)), 12, 5_456);

        assertThat(summary.line()).isEqualTo("logtune-sampler dropped 123,456 of 131,000 events below WARN in the last"
                + " 10.0 s (kept 7,544): 98,000 \"GET {} took {} ms\" (com.acme.web.Http), 20,000 \"cache miss for {}\""
                + " (com.acme.Cache), and 12 more sites 5,456");
    }

    @Test
    void parsingTheLineGivesTheSummaryBack() {
        String awkward = "say \"hi\", and (then) \\ leave\n\ttab \u0001 é {} {}";
        SamplerSummary summary = new SamplerSummary(1_234_567, 0, 12.3, List.of(
                new SiteDrops(awkward, false, "odd.Logger)name\\x", 1_000_000),
                new SiteDrops(SiteBudget.UNTRACKED, false, "com.acme.Concat", 200_000),
                SamplerSummary.site("x".repeat(500), "com.acme.Long", 34_566),
                new SiteDrops("", false, "", 1)), 0, 0);

        SamplerSummary parsed = SamplerSummary.parse(summary.line());

        assertThat(parsed).isEqualTo(summary);
        assertThat(parsed.sites().get(2).truncated()).isTrue();
        assertThat(parsed.sites().get(2).template()).hasSize(SamplerSummary.MAX_TEMPLATE_CHARS);
        assertThat(parsed.sites().stream().mapToLong(SiteDrops::dropped).sum() + parsed.moreDropped())
                .isEqualTo(parsed.dropped());
    }

    @Test
    void aPatternLayoutLineParsesToo() {
        SamplerSummary summary = new SamplerSummary(7, 3, 10.0,
                List.of(new SiteDrops("GET {} took {} ms", false, "com.acme.web.Http", 6)), 1, 1);
        String logged = "2026-11-26 12:00:00.000 INFO  [main] logtune.sampler - " + summary.line() + "\n";

        assertThat(summary.line()).endsWith(", and 1 more site 1");
        assertThat(SamplerSummary.find(logged)).contains(summary);
        assertThat(SamplerSummary.find("2026-11-26 INFO com.acme.web.Http - GET / took 3 ms")).isEmpty();
    }

    @Test
    void aLineThatIsNotASummaryIsRefused() {
        assertThatThrownBy(() -> SamplerSummary.parse("GET / took 3 ms")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SamplerSummary.parse("logtune-sampler dropped 5 of 9 events below WARN in the last"
                + " 1.0 s (kept 3)")).hasMessageContaining("do not add up");
        assertThatThrownBy(() -> SamplerSummary.parse("logtune-sampler dropped 5 of 8 events below WARN in the last"
                + " 1.0 s (kept 3): 5 \"unterminated (x)")).isInstanceOf(IllegalArgumentException.class);
    }
}
