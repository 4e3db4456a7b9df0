package dev.logtune.configs.render;

import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.BurstLimit;
import dev.logtune.configs.model.DuplicateSuppression;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.Knob;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.QueueFullPolicy;
import dev.logtune.configs.model.RandomAccessFileSink;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.SiteSampler;
import dev.logtune.configs.model.VolumeReduction;
import dev.logtune.configs.model.WaitStrategy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class RendererTest {
    // Logback elements that only appear when a knob is away from its default.
    private static final List<String> LOGBACK_KNOB_ELEMENTS = List.of("append", "prudent", "immediateFlush", "bufferSize",
            "queueSize", "discardingThreshold", "neverBlock", "includeCallerData", "maxFlushTime", "maxAppenderCount",
            "fileNamePattern", "maxFileSize", "maxHistory", "shutdownHook", "turboFilter");
    // Log4j2 attributes that only appear when a knob is away from its default.
    private static final List<String> LOG4J2_KNOB_ATTRIBUTES = List.of("append", "locking", "immediateFlush", "bufferSize",
            "blocking", "includeLocation");

    static List<SetupSpec> matrix() {
        return Matrix.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("matrix")
    void everyNonDefaultKnobCarriesAComment(SetupSpec spec) {
        RenderedSetup rendered = SetupRenderer.renderAny(spec, RenderOptions.standard());
        List<String> lines = rendered.xml().lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (spec.framework() == Framework.LOGBACK) {
                for (String element : LOGBACK_KNOB_ELEMENTS) {
                    if (line.startsWith("<" + element + ">") || line.startsWith("<" + element + "/>")) {
                        assertThat(lines.get(i - 1).strip()).as("comment before %s in %s", element, spec.id()).startsWith("<!-- ");
                    }
                }
            } else {
                for (String attribute : LOG4J2_KNOB_ATTRIBUTES) {
                    if (line.startsWith("<") && line.contains(" " + attribute + "=\"")) {
                        assertThat(commentsAbove(lines, i)).as("comment naming %s in %s", attribute, spec.id()).contains(attribute + "=");
                    }
                }
            }
        }
        String properties = rendered.componentProperties();
        rendered.properties().keySet().forEach(key ->
                assertThat(properties).as("reason before %s", key).containsPattern("# [^\n]+\n" + Pattern.quote(key) + "="));
    }

    private static String commentsAbove(List<String> lines, int index) {
        StringBuilder comments = new StringBuilder();
        for (int i = index - 1; i >= 0 && lines.get(i).strip().startsWith("<!--"); i--) {
            comments.append(lines.get(i));
        }
        return comments.toString();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("matrix")
    void renderingIsDeterministicAndWellFormed(SetupSpec spec) throws Exception {
        String first = SetupRenderer.renderAny(spec, RenderOptions.standard()).xml();
        String again = SetupRenderer.renderAny(spec.toBuilder().build(), RenderOptions.standard()).xml();
        assertThat(again).isEqualTo(first);
        Document document = secureParser().parse(new ByteArrayInputStream(first.getBytes(StandardCharsets.UTF_8)));
        assertThat(document.getDocumentElement().getTagName()).isIn("configuration", "Configuration");
    }

    @Test
    void logbackShutdownHookOnlyWhereOutputIsHeld() {
        assertThat(render("logback-file")).doesNotContain("<shutdownHook/>");
        assertThat(render("logback-file-buffered")).contains("<shutdownHook/>");
        assertThat(render("logback-async-default")).contains("<shutdownHook/>");
    }

    @Test
    void defaultsAreLeftOutAndSaidInTheHeader() {
        String xml = render("logback-async-default");
        assertThat(xml).doesNotContain("<queueSize>").doesNotContain("<discardingThreshold>");
        assertThat(xml).contains("drops TRACE/DEBUG/INFO silently while fewer than 51 of 256 slots are free");
        assertThat(render("log4j2-file")).doesNotContain("immediateFlush").doesNotContain("bufferSize");
    }

    @Test
    void logDirectoryIsASubstitutionVariable() {
        assertThat(render("logback-file")).contains("<file>${LOG_DIR:-logs}/app.log</file>");
        assertThat(render("log4j2-file")).contains("<Property name=\"LOG_DIR\">${sys:LOG_DIR:-${env:LOG_DIR:-logs}}</Property>")
                .contains("fileName=\"${LOG_DIR}/app.log\"");
    }

    @Test
    void aReasonFromTheSpecWinsOverTheGenericOne() {
        SetupSpec spec = Matrix.require("logback-async-q8192-t0").toBuilder()
                .because(Knob.QUEUE_SIZE, "queueSize 8192 = 4,000 events/s x 2 s stall, rounded up").build();
        String xml = new LogbackRenderer().render(spec).xml();
        Matcher comment = Pattern.compile("<!-- ([^\n]*) -->\n\\s*<queueSize>8192</queueSize>").matcher(xml);
        assertThat(comment.find()).isTrue();
        assertThat(comment.group(1)).isEqualTo("queueSize 8192 = 4,000 events/s x 2 s stall, rounded up");
    }

    @Test
    void headerLinesComeAfterTheSetupLine() {
        String xml = new LogbackRenderer().render(Matrix.require("logback-file"),
                RenderOptions.standard().withHeader(List.of("target: 38,000 events/s over 60 threads"))).xml();
        assertThat(xml).containsSubsequence("<!-- logtune setup logback-file:", "<!-- target: 38,000 events/s over 60 threads -->", "<configuration>");
    }

    @Test
    void log4j2PropertiesBecomeFlagsAndAComponentFile() {
        SetupSpec spec = SetupSpec.builder("x", Framework.LOG4J2).sink(new RandomAccessFileSink()).immediateFlush(false)
                .allAsyncLoggers().ringBufferSize(262144).waitStrategy(WaitStrategy.SLEEP)
                .queueFullPolicy(QueueFullPolicy.DISCARD).discardLevel(LogLevel.DEBUG).build();
        RenderedSetup rendered = new Log4j2Renderer().render(spec);
        assertThat(rendered.jvmFlags()).containsExactly(
                "-Dlog4j2.asyncLoggerRingBufferSize=262144",
                "-Dlog4j2.asyncLoggerWaitStrategy=Sleep",
                "-Dlog4j2.asyncQueueFullPolicy=Discard",
                "-Dlog4j2.contextSelector=org.apache.logging.log4j.core.async.AsyncLoggerContextSelector",
                "-Dlog4j2.discardThreshold=DEBUG");
        assertThat(rendered.componentProperties()).contains("log4j2.asyncLoggerRingBufferSize=262144\n");
        assertThat(rendered.xml()).contains("Needs the JVM-wide properties log4j2.asyncLoggerRingBufferSize");

        SetupSpec mixed = SetupSpec.builder("y", Framework.LOG4J2).asyncRoot().ringBufferSize(1024).build();
        RenderedSetup mixedRendered = new Log4j2Renderer().render(mixed);
        assertThat(mixedRendered.jvmFlags()).containsExactly("-Dlog4j2.asyncLoggerConfigRingBufferSize=1024");
        assertThat(mixedRendered.xml()).contains("<AsyncRoot level=\"INFO\">");
    }

    @Test
    void countingOptionsSwapOnlyTheClassNames() {
        RenderOptions counting = RenderOptions.standard().counting("x.CountingAsyncAppender", "x.CountingDisruptorAppender", "x.CountingDiscardPolicy");
        SetupSpec logback = Matrix.require("logback-async-q8192-neverblock");
        String plain = new LogbackRenderer().render(logback).xml();
        String audited = new LogbackRenderer().render(logback, counting).xml();
        assertThat(audited).isEqualTo(plain.replace("ch.qos.logback.classic.AsyncAppender", "x.CountingAsyncAppender"));
        SetupSpec disruptor = Matrix.require("logback-disruptor-defaults");
        assertThat(new LogbackRenderer().render(disruptor, counting).xml()).isEqualTo(new LogbackRenderer().render(disruptor).xml()
                .replace("net.logstash.logback.appender.LoggingEventAsyncDisruptorAppender", "x.CountingDisruptorAppender"));
        RenderedSetup log4j2 = new Log4j2Renderer().render(Matrix.require("log4j2-async-raf-discard"), counting);
        assertThat(log4j2.systemProperties()).containsEntry("log4j2.asyncQueueFullPolicy", "x.CountingDiscardPolicy");
    }

    @Test
    void logbackWritesEachMeansOfReducingVolumeWithItsReason() {
        SetupSpec spec = SetupSpec.builder("r", Framework.LOGBACK).logstashDisruptorAppender().appendTimeout(-1)
                .immediateFlush(false).reduction(VolumeReduction.levels(levels()).withSampler(new SiteSampler(20, 400, 10))
                        .withDuplicates(DuplicateSuppression.DEFAULTS)).build();
        String xml = new LogbackRenderer().render(spec).xml();
        assertThat(xml).containsSubsequence(
                "<shutdownHook/>",
                "<!-- site budget: every WARN and ERROR is kept; below WARN each call site (message template) keeps at most 20 events/s",
                "  <turboFilter class=\"dev.logtune.sampler.logback.SiteBudgetTurboFilter\">\n"
                        + "    <perSiteLimit>20</perSiteLimit>\n"
                        + "    <totalLimit>400</totalLimit>\n"
                        + "    <summaryInterval>10 seconds</summaryInterval>\n"
                        + "  </turboFilter>\n",
                "<!-- DuplicateMessageFilter: each message template passes 6 times",
                "  <turboFilter class=\"ch.qos.logback.classic.turbo.DuplicateMessageFilter\">\n"
                        + "    <allowedRepetitions>5</allowedRepetitions>\n"
                        + "    <cacheSize>100</cacheSize>\n"
                        + "  </turboFilter>\n",
                "<appender name=\"FILE\"",
                "<appender name=\"ASYNC\"",
                "<!-- per-logger levels, as Spring Boot's logging.level.* sets them: org.hibernate, io.netty at WARN; com.example.chatty at ERROR;",
                "  <logger name=\"org.hibernate\" level=\"WARN\"/>\n"
                        + "  <logger name=\"com.example.chatty\" level=\"ERROR\"/>\n"
                        + "  <logger name=\"io.netty\" level=\"WARN\"/>\n",
                "<root level=\"INFO\">");
        assertThat(new LogbackRenderer().render(SetupSpec.builder("n", Framework.LOGBACK).build()).xml())
                .doesNotContain("turboFilter").doesNotContain("<logger ");
    }

    @Test
    void log4j2WritesItsFiltersContextWideAndItsLoggersBesideTheRoot() {
        SetupSpec spec = SetupSpec.builder("r", Framework.LOG4J2).sink(new RandomAccessFileSink()).immediateFlush(false)
                .allAsyncLoggers().reduction(VolumeReduction.levels(levels()).withBurst(new BurstLimit(LogLevel.INFO, 400, 4000))
                        .withSampler(new SiteSampler(20, 400, 10))).build();
        String xml = new Log4j2Renderer().render(spec).xml();
        assertThat(xml).containsSubsequence(
                "</Properties>",
                "  <Filters>\n",
                "<!-- site budget: every WARN and ERROR is kept;",
                "    <SiteBudgetFilter perSiteLimit=\"20\" totalLimit=\"400\" summaryIntervalSeconds=\"10\"/>\n",
                "<!-- BurstFilter: INFO and below pass at 400 events/s, in bursts of up to 4000 (WARN and ERROR always pass)",
                "    <BurstFilter level=\"INFO\" rate=\"400\" maxBurst=\"4000\"/>\n  </Filters>\n",
                "<Appenders>",
                "<Loggers>",
                "<!-- per-logger levels, as Spring Boot's logging.level.* sets them",
                "    <Logger name=\"org.hibernate\" level=\"WARN\"/>\n"
                        + "    <Logger name=\"com.example.chatty\" level=\"ERROR\"/>\n"
                        + "    <Logger name=\"io.netty\" level=\"WARN\"/>\n",
                "<Root level=\"INFO\">");

        // One filter stands alone under <Configuration>.
        String sampled = new Log4j2Renderer().render(spec.toBuilder().reduction(VolumeReduction.sampled(new SiteSampler(5, 50, 30))).build()).xml();
        assertThat(sampled).doesNotContain("<Filters>").doesNotContain("<Logger ")
                .contains("  <SiteBudgetFilter perSiteLimit=\"5\" totalLimit=\"50\" summaryIntervalSeconds=\"30\"/>\n  <Appenders>");
        assertThat(new Log4j2Renderer().render(spec.toBuilder().reduction(VolumeReduction.burst(new BurstLimit(LogLevel.DEBUG, 0.5))).build()).xml())
                .contains("<BurstFilter level=\"DEBUG\" rate=\"0.5\" maxBurst=\"50\"/>");
    }

    @Test
    void log4j2LoggersBesideAnAsyncRootAreAsyncAndKeepTheRootsLocation() {
        SetupSpec spec = SetupSpec.builder("r", Framework.LOG4J2).asyncRoot().includeLocation(true)
                .reduction(VolumeReduction.levels(Map.of("org.hibernate", LogLevel.WARN))).build();
        assertThat(new Log4j2Renderer().render(spec).xml()).containsSubsequence(
                "<AsyncLogger name=\"org.hibernate\" level=\"WARN\" includeLocation=\"true\"/>",
                "<AsyncRoot level=\"INFO\" includeLocation=\"true\">");
    }

    @Test
    void aReasonFromTheSpecWinsForAReductionToo() {
        SetupSpec spec = Matrix.require("log4j2-async-raf-rolling-nogz-sampled").toBuilder()
                .because(Knob.SAMPLER, "sampler: 2.1 GB/day at 230k/s outgrows the 10 GB budget in 5 days").build();
        assertThat(new Log4j2Renderer().render(spec).xml())
                .contains("<!-- sampler: 2.1 GB/day at 230k/s outgrows the 10 GB budget in 5 days -->\n  <SiteBudgetFilter ");
    }

    private static Map<String, LogLevel> levels() {
        Map<String, LogLevel> levels = new LinkedHashMap<>();
        levels.put("org.hibernate", LogLevel.WARN);
        levels.put("com.example.chatty", LogLevel.ERROR);
        levels.put("io.netty", LogLevel.WARN);
        return levels;
    }

    private static String render(String id) {
        return SetupRenderer.renderAny(Matrix.require(id), RenderOptions.standard()).xml();
    }

    private static javax.xml.parsers.DocumentBuilder secureParser() throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        return factory.newDocumentBuilder();
    }
}
