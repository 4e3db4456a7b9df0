package dev.logtune.tuner.servicelogs;

import dev.logtune.benchmarks.workload.ServiceSite;
import dev.logtune.benchmarks.workload.ServiceWorkload;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.tuner.volume.VolumeProfile;
import dev.logtune.tuner.volume.VolumeProfile.TemplateVolume;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class ServiceLogReaderTest {
    private static final String FULL_LOGGER = "%d{yyyy-MM-dd HH:mm:ss.SSS} [%thread] %-5level %logger - %msg%n";
    private static final String SPRING_BOOT = "%d{yyyy-MM-dd'T'HH:mm:ss.SSSXXX} %5p 4242 --- [%15.15t] %-40.40logger{39} : %m%n";

    @TempDir
    Path dir;

    private final StringWriter warnings = new StringWriter();

    private VolumeProfile read(List<String> patterns, Path... files) throws IOException {
        return new ServiceLogReader(patterns, new PrintWriter(new StringWriter()), new PrintWriter(warnings)).read(List.of(files));
    }

    @Test
    void theWorkloadsLogReadsBackAsItsCallSitesWroteIt() throws IOException {
        Path log = dir.resolve("app.log");
        long[] written = ServiceLogWriter.write(log, FULL_LOGGER, 300_000, 100);

        VolumeProfile profile = read(List.of(FULL_LOGGER), log);

        long events = java.util.Arrays.stream(written).sum();
        assertThat(profile.unreadLines()).isZero();
        assertThat(profile.events()).isEqualTo(events);
        assertThat(profile.bytes()).isEqualTo(Files.size(log));
        assertThat(profile.seconds()).isEqualTo(100);
        assertThat(profile.bytesPerSecond()).isCloseTo(Files.size(log) / 100.0, within(Files.size(log) / 100.0 * 0.02));
        assertThat(profile.continuationLines()).isPositive();
        // Each logger and level: the events its sites wrote, and one template a site.
        assertThat(byLoggerAndLevel(profile)).isEqualTo(expected(written));
        assertThat(profile.templateCount()).isEqualTo((int) java.util.Arrays.stream(written).filter(n -> n > 0).count());
        // The heaviest by events is the access log, a third of the calls.
        TemplateVolume heaviest = profile.templates().stream().max(java.util.Comparator.comparingLong(TemplateVolume::events)).orElseThrow();
        assertThat(heaviest.logger()).isEqualTo("com.acme.shop.web.RequestLog");
        assertThat(heaviest.template()).startsWith("SVC-{} {} {}");
        assertThat(profile.levelShares().warn()).isCloseTo(ServiceWorkload.enabledMix(LogLevel.INFO).get(LogLevel.WARN), within(0.001));
    }

    @Test
    void springBootsDefaultPatternIsRecognisedAndGzippedFilesAreRead() throws IOException {
        Path log = dir.resolve("boot.log");
        long[] written = ServiceLogWriter.write(log, SPRING_BOOT, 50_000, 20);
        Path gz = dir.resolve("boot.log.1.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            Files.copy(log, out);
        }

        VolumeProfile plain = read(List.of(), log);
        VolumeProfile zipped = read(List.of(), gz);

        assertThat(plain.shape()).isEqualTo("Spring Boot's default pattern");
        assertThat(plain.unreadLines()).isZero();
        assertThat(plain.events()).isEqualTo(java.util.Arrays.stream(written).sum());
        assertThat(zipped.events()).isEqualTo(plain.events());
        assertThat(zipped.bytes()).isEqualTo(plain.bytes());
        assertThat(zipped.compression()).isCloseTo((double) Files.size(log) / Files.size(gz), within(0.01));
        assertThat(plain.compression()).isGreaterThan(3);
    }

    @Test
    void aLineInNoShapeIsCountedAndShownOnce() throws IOException {
        Path log = dir.resolve("mixed.log");
        Files.writeString(log, "garbage before any event\n"
                + "2026-11-26 10:00:00.000 [main] INFO  com.acme.A - started in 3 ms\n"
                + "\tat com.acme.A.main(A.java:3)\n"
                + "2026-11-26 10:00:01.500 [main] WARN  com.acme.A - slow: 1200 ms\n"
                + "more garbage\n");

        VolumeProfile profile = read(List.of(), log);

        assertThat(profile.events()).isEqualTo(2);
        assertThat(profile.unreadLines()).isEqualTo(1);
        assertThat(profile.continuationLines()).isEqualTo(2);
        assertThat(warnings.toString()).contains("mixed.log:1: garbage before any event").doesNotContain("more garbage");
    }

    private static Map<String, Long> byLoggerAndLevel(VolumeProfile profile) {
        return profile.templates().stream().collect(Collectors.groupingBy(t -> t.logger() + " " + t.level(), TreeMap::new,
                Collectors.summingLong(TemplateVolume::events)));
    }

    private static Map<String, Long> expected(long[] written) {
        Map<String, Long> expected = new TreeMap<>();
        for (ServiceSite site : ServiceWorkload.sites()) {
            if (written[site.index()] > 0) {
                expected.merge(site.logger() + " " + site.level(), written[site.index()], Long::sum);
            }
        }
        return expected;
    }
}
