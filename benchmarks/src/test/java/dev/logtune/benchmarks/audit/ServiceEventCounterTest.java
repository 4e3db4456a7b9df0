package dev.logtune.benchmarks.audit;

import dev.logtune.benchmarks.workload.ServiceWorkload;
import dev.logtune.sampler.SamplerSummary;
import dev.logtune.sampler.SiteDrops;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.LongPredicate;

import static org.assertj.core.api.Assertions.assertThat;

class ServiceEventCounterTest {

    private static long idWhere(LongPredicate wanted) {
        for (long s = 0; ; s++) {
            long id = ServiceWorkload.id(2, s);
            if (wanted.test(id)) {
                return id;
            }
        }
    }

    private static ServiceEventCounter read(String... files) {
        ServiceEventCounter counter = new ServiceEventCounter();
        for (String file : files) {
            byte[] bytes = file.getBytes(StandardCharsets.UTF_8);
            // in small pieces: an event split across reads still counts
            for (int at = 0; at < bytes.length; at += 7) {
                counter.accept(bytes, at, Math.min(7, bytes.length - at));
            }
            counter.endOfFile();
        }
        return counter;
    }

    private static String patternLine(long id) {
        return "2026-11-26 10:00:00.000 [http-nio-8080-exec-1] INFO  c.a.s.w.RequestLog - " + ServiceWorkload.message(id) + "\n";
    }

    @Test
    void wholeEventsCountOncePerIdAndMapToTheirSite() {
        long withSlash = idWhere(id -> ServiceWorkload.message(id).contains("/api/"));
        long other = idWhere(id -> ServiceWorkload.siteOf(id) != ServiceWorkload.siteOf(withSlash));
        String json = "{\"@timestamp\":\"2026-11-26T10:00:00Z\",\"message\":\"" + ServiceWorkload.message(withSlash).replace("/", "\\/")
                + "\",\"level\":\"INFO\"}\n";
        ServiceEventCounter counter = read(patternLine(withSlash) + patternLine(other), json);

        assertThat(counter.distinct()).isEqualTo(2);
        assertThat(counter.duplicates()).isEqualTo(1);
        long[] bySite = counter.writtenBySite();
        assertThat(bySite[ServiceWorkload.siteOf(withSlash)]).isEqualTo(1);
        assertThat(bySite[ServiceWorkload.siteOf(other)]).isEqualTo(1);
    }

    @Test
    void aCutLineOrAnotherMessageIsNoEvent() {
        long first = idWhere(id -> ServiceWorkload.message(id).matches(".*[0-9]$"));
        String message = ServiceWorkload.message(first);
        long second = idWhere(id -> id > first);
        ServiceEventCounter counter = read(
                "x - " + message + "7\n",                        // a longer number than the id implies
                "x - " + message.substring(0, message.length() - 3) + "\n", // cut short
                "x - " + ServiceWorkload.message(second));     // the file ends before the line does
        assertThat(counter.distinct()).isZero();
    }

    @Test
    void theSamplersSummaryIsNoEventAndIsReadForWhatItCounted() {
        String template = ServiceWorkload.site(0).template();
        String other = ServiceWorkload.site(1).template();
        SamplerSummary summary = new SamplerSummary(1_500, 300, 10.0,
                List.of(new SiteDrops(template, false, ServiceWorkload.site(0).logger(), 1_200),
                        new SiteDrops(other, false, ServiceWorkload.site(1).logger(), 250)), 3, 50);
        long id = idWhere(i -> true);
        String pattern = "2026-11-26 10:00:10.000 [producer-1] INFO  logtune.sampler - " + summary.line() + "\n";
        // A JSON encoder that prints the raw template ("{}") before the formatted message, escaping quotes and slashes.
        String json = "{\"message\":\"{}\",\"formatted\":\"" + summary.line().replace("\\", "\\\\").replace("\"", "\\\"")
                .replace("/", "\\/") + "\",\"logger\":\"logtune.sampler\"}\n";
        ServiceEventCounter counter = read(patternLine(id) + pattern, json + "x - logtune-sampler dropped nonsense\n");

        assertThat(counter.distinct()).isEqualTo(1);
        SamplerCounts counts = counter.sampler();
        assertThat(counts.summaries()).isEqualTo(2);
        assertThat(counts.unreadable()).isEqualTo(1);
        assertThat(counts.dropped()).isEqualTo(3_000);
        assertThat(counts.kept()).isEqualTo(600);
        assertThat(counts.unattributed()).isEqualTo(100);
        List<String> templates = ServiceWorkload.sites().stream().map(s -> s.template()).toList();
        assertThat(counts.droppedAt(template, templates)).isEqualTo(2_400);
        assertThat(counts.droppedAt(other, templates)).isEqualTo(500);
    }
}
