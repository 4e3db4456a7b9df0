package dev.logtune.benchmarks.workload;

import dev.logtune.configs.model.LogLevel;
import org.apache.logging.log4j.message.ParameterizedMessage;
import org.junit.jupiter.api.Test;
import org.slf4j.helpers.MessageFormatter;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class ServiceWorkloadTest {
    private static final List<ServiceSite> SITES = ServiceWorkload.sites();

    @Test
    void theSharesAddUpToEveryCall() {
        assertThat(SITES).hasSize(ServiceWorkload.SITE_COUNT).hasSizeBetween(35, 45);
        assertThat(SITES.stream().mapToInt(ServiceSite::slots).sum()).isEqualTo(ServiceWorkload.TABLE_SIZE);
        assertThat(SITES.stream().mapToDouble(ServiceSite::weight).sum()).isCloseTo(1.0, within(1e-12));
        for (int i = 0; i < SITES.size(); i++) {
            assertThat(SITES.get(i).index()).isEqualTo(i);
        }
    }

    @Test
    void theLevelMixIsAServicesAtInfo() {
        Map<LogLevel, Double> all = ServiceWorkload.levelMix();
        assertThat(all.getOrDefault(LogLevel.DEBUG, 0.0) + all.getOrDefault(LogLevel.TRACE, 0.0)).isCloseTo(0.20, within(0.002));
        assertThat(ServiceWorkload.enabledShare(LogLevel.INFO)).isCloseTo(0.80, within(0.002));
        Map<LogLevel, Double> enabled = ServiceWorkload.enabledMix(LogLevel.INFO);
        assertThat(enabled.get(LogLevel.INFO)).isCloseTo(0.996, within(0.0002));
        assertThat(enabled.get(LogLevel.WARN)).isCloseTo(0.0035, within(0.0001));
        assertThat(enabled.get(LogLevel.ERROR)).isCloseTo(0.0005, within(0.00002));
        assertThat(enabled).doesNotContainKeys(LogLevel.DEBUG, LogLevel.TRACE);
    }

    @Test
    void aFewSitesMakeMostEventsAndRareOnesFireAboutOnceOrTwiceASecond() {
        double[] weights = SITES.stream().mapToDouble(ServiceSite::weight).sorted().toArray();
        double topThree = weights[weights.length - 1] + weights[weights.length - 2] + weights[weights.length - 3];
        assertThat(topThree).as("the three busiest sites").isGreaterThan(0.5);
        List<Double> rareInfo = SITES.stream().filter(s -> s.level() == LogLevel.INFO)
                .map(s -> s.perSecond(ServiceWorkload.SIZED_AT_RATE)).filter(r -> r < 5).toList();
        assertThat(rareInfo).anySatisfy(r -> assertThat(r).isBetween(1.7, 2.3));
        assertThat(rareInfo).anySatisfy(r -> assertThat(r).isBetween(0.8, 1.2));
        assertThat(rareInfo.stream().filter(r -> r < 0.3).count()).isGreaterThanOrEqualTo(2);
        assertThat(SITES.stream().filter(ServiceSite::stackTrace)).allSatisfy(s -> assertThat(s.level()).isEqualTo(LogLevel.ERROR));
        assertThat(SITES.stream().filter(s -> s.level() == LogLevel.ERROR && !s.stackTrace())).isNotEmpty();
    }

    @Test
    void eachSiteHasATemplateOfItsOwnThatStartsWithTheMarker() {
        Set<String> templates = new HashSet<>();
        for (ServiceSite site : SITES) {
            assertThat(site.template()).startsWith(ServiceWorkload.MARKER + "{}");
            assertThat(templates.add(site.template())).as("unique: " + site.template()).isTrue();
        }
        assertThat(SITES.stream().map(ServiceSite::logger).distinct().count()).isGreaterThanOrEqualTo(20);
    }

    @Test
    void theSiteIsAFunctionOfTheIdAlone() {
        Random random = new Random(11);
        for (int i = 0; i < 100_000; i++) {
            int thread = random.nextInt(4096);
            long sequence = random.nextLong() & ((1L << OrderWorkload.THREAD_SHIFT) - 1);
            long id = ServiceWorkload.id(thread, sequence);
            assertThat(ServiceWorkload.siteOf(id)).isEqualTo(ServiceWorkload.siteOf(thread, sequence));
            assertThat(OrderWorkload.threadOf(id)).isEqualTo(thread);
        }
        // threads walk the table differently
        int same = 0;
        for (long s = 0; s < 1_000; s++) {
            same += ServiceWorkload.siteOf(1, s) == ServiceWorkload.siteOf(2, s) ? 1 : 0;
        }
        assertThat(same).isLessThan(500);
    }

    @Test
    void theAuditsBytesAreWhatBothFrameworksFormat() {
        Random random = new Random(3);
        byte[] tail = new byte[ServiceWorkload.MAX_TAIL_BYTES];
        Map<Integer, Integer> seen = new HashMap<>();
        // A whole turn of the table from some thread holds every site, the rarest included.
        int thread = random.nextInt(64);
        long offset = random.nextInt(1 << 22);
        for (long i = 0; i < ServiceWorkload.TABLE_SIZE; i++) {
            long id = ServiceWorkload.id(thread, offset + i);
            int site = ServiceWorkload.siteOf(id);
            if (seen.merge(site, 1, Integer::sum) > 20) {
                continue;
            }
            Object[] args = new Object[1 + ServiceWorkload.argCount(site)];
            args[0] = id;
            for (int k = 1; k < args.length; k++) {
                args[k] = ServiceWorkload.arg(id, site, k);
            }
            String template = ServiceWorkload.template(site);
            String expected = ServiceWorkload.message(id);
            assertThat(MessageFormatter.arrayFormat(template, args).getMessage()).isEqualTo(expected);
            assertThat(ParameterizedMessage.format(template, args)).isEqualTo(expected);
            int length = ServiceWorkload.writeTail(id, tail);
            assertThat(ServiceWorkload.MARKER + id + new String(tail, 0, length, StandardCharsets.US_ASCII)).isEqualTo(expected);
        }
        assertThat(seen).as("every site drawn").hasSize(SITES.size());
    }

    @Test
    void argumentsVaryFromEventToEvent() {
        Set<String> messages = new HashSet<>();
        int accessLog = 0;
        for (long s = 0; s < 20_000; s++) {
            long id = ServiceWorkload.id(5, s);
            if (ServiceWorkload.siteOf(id) == accessLog) {
                messages.add(ServiceWorkload.message(id).substring(ServiceWorkload.MARKER.length() + Long.toString(id).length()));
            }
        }
        assertThat(messages).hasSizeGreaterThan(5_000);
    }

    @Test
    void overAMillionCallsEachSiteGetsItsShare() {
        Map<Integer, Long> callsByThread = Map.of(0, 250_000L, 1, 250_000L, 7, 250_000L, 60, 250_000L);
        long[] calls = ServiceWorkload.callsBySite(callsByThread);
        long[] counted = new long[SITES.size()];
        callsByThread.forEach((thread, made) -> {
            for (long s = 0; s < made; s++) {
                counted[ServiceWorkload.siteOf(thread, s)]++;
            }
        });
        assertThat(calls).containsExactly(counted);
        long total = 1_000_000;
        for (ServiceSite site : SITES) {
            double expected = site.weight() * total;
            // a sample without replacement from the shuffled table: well within a binomial's spread
            assertThat((double) calls[site.index()]).as(site.logger() + " " + site.level())
                    .isCloseTo(expected, within(5 * Math.sqrt(expected) + 3));
        }
    }

    @Test
    void aWholeTurnOfTheTableGivesEverySiteItsSlotsExactly() {
        long[] calls = ServiceWorkload.callsBySite(Map.of(3, (long) ServiceWorkload.TABLE_SIZE + 10));
        long[] walked = new long[SITES.size()];
        for (long s = 0; s < ServiceWorkload.TABLE_SIZE; s++) {
            walked[ServiceWorkload.siteOf(3, s)]++;
        }
        for (ServiceSite site : SITES) {
            assertThat(walked[site.index()]).isEqualTo(site.slots());
        }
        assertThat(java.util.Arrays.stream(calls).sum()).isEqualTo(ServiceWorkload.TABLE_SIZE + 10);
    }
}
