package dev.logtune.tuner.servicelogs;

import dev.logtune.tuner.volume.VolumeProfile;
import dev.logtune.tuner.volume.VolumeProfile.TemplateVolume;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The shapes services write their logs in, each read with no line left unread. */
class LineShapesTest {

    private static VolumeProfile read(String fixture, String... patterns) throws IOException, URISyntaxException {
        Path file = Path.of(LineShapesTest.class.getResource("/servicelogs/" + fixture).toURI());
        return new ServiceLogReader(List.of(patterns), new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()))
                .read(List.of(file));
    }

    @ParameterizedTest
    @CsvSource({
            "logstash.json.txt, 3, JSON lines (logstash), 3.0, 'ERROR,INFO'",
            "ecs.json.txt, 3, JSON lines (ECS), 6.0, 'ERROR,WARN,INFO'",
            "gelf.json.txt, 2, JSON lines (GELF), 4.0, 'WARN,INFO'",
            "logback-jsonencoder.json.txt, 2, JSON lines (Logback JsonEncoder), 2.0, 'INFO,DEBUG'",
            "log4j2-jsonlayout.json.txt, 2, JSON lines (Log4j2 JsonLayout), 3.0, 'WARN,INFO'",
            "spring-boot-3.txt, 5, Spring Boot's default pattern, 8.0, 'ERROR,WARN,INFO,DEBUG'",
            "spring-boot-2.txt, 3, Spring Boot's default pattern, 4.0, 'ERROR,WARN,INFO'",
            "log4j2-highlight.txt, 2, '%d %-5level [%thread] %logger - %msg', 2.0, 'WARN,INFO'"})
    void eachShapeIsReadWhole(String fixture, long events, String shape, double seconds, String levels) throws Exception {
        VolumeProfile profile = read(fixture);

        assertThat(profile.unreadLines()).isZero();
        assertThat(profile.events()).isEqualTo(events);
        assertThat(profile.shape()).isEqualTo(shape);
        assertThat(profile.seconds()).isEqualTo(seconds);
        assertThat(profile.levels()).extracting(VolumeProfile.LevelVolume::level).containsExactly(levels.split(","));
    }

    @Test
    void springBootsLoggerIsTheNameNotTheCorrelationIdsBeforeIt() throws Exception {
        VolumeProfile profile = read("spring-boot-3.txt");

        assertThat(profile.templates()).extracting(TemplateVolume::logger).contains("c.a.orders.web.RequestLog",
                "o.s.b.w.embedded.tomcat.TomcatWebServer", "c.a.orders.PaymentClient");
        // The stack trace's two lines are the ERROR's.
        assertThat(profile.continuationLines()).isEqualTo(3);
    }

    @Test
    void theServicesOwnPatternReadsWhatNoKnownShapeDoes() throws Exception {
        assertThatThrownBy(() -> read("pipes.txt")).hasMessageContaining("no events read");

        VolumeProfile profile = read("pipes.txt", "%d{dd MMM yyyy HH:mm:ss,SSS} | %highlight{%-5level} | %c{1.} | %msg%n");

        assertThat(profile.events()).isEqualTo(2);
        assertThat(profile.unreadLines()).isZero();
        assertThat(profile.seconds()).isEqualTo(62);
        assertThat(profile.templates()).extracting(TemplateVolume::template).contains("low stock for sku {}");
    }

    @Test
    void aPatternWithoutADateOrLevelIsRefusedInOneLine() {
        assertThatThrownBy(() -> LinePattern.compile("minimal", "%level %msg%n")).hasMessageContaining("prints no date");
        assertThatThrownBy(() -> LinePattern.compile("no level", "%d %logger - %msg%n")).hasMessageContaining("prints no level");
        assertThatThrownBy(() -> LinePattern.compile("open", "%d %clr(%level %msg")).hasMessageContaining("never closes");
    }

    @Test
    void numbersAndHexIdsAreParametersAndVaryingWordsBecomeThem() {
        TemplateMiner miner = new TemplateMiner();
        Template first = miner.of("a", dev.logtune.configs.model.LogLevel.INFO, "GET /orders/81234 -> 200 in 12ms trace=6f1c2a9e0b7d");
        Template second = miner.of("a", dev.logtune.configs.model.LogLevel.INFO, "POST /orders/55 -> 201 in 3ms trace=a1b2c3d4e5f6");
        Template other = miner.of("a", dev.logtune.configs.model.LogLevel.INFO, "cache prices warmed");

        assertThat(second).isSameAs(first);
        assertThat(first.text()).isEqualTo("{} /orders/{} -> {} in {}ms trace={}");
        assertThat(other).isNotSameAs(first);
    }
}
