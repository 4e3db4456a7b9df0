package dev.logtune.tuner.configfile;

import dev.logtune.configs.load.LoadedLog4j2;
import dev.logtune.configs.load.Log4j2Loader;
import dev.logtune.tuner.frameworkload.RealWiring;
import dev.logtune.tuner.lint.Linter;
import dev.logtune.tuner.lint.rules.Finding;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.appender.RollingFileAppender;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.layout.PatternLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Log4j2's element-style attributes ({@code <Logger><name>com.foo</name><level>debug</level>}) read as Log4j2 reads
 * them: lint sees the file as it sees its twin written with attributes, and Log4j2 itself builds what lint reads.
 */
class Log4j2ElementAttributesTest {
    @TempDir
    Path dir;

    private static Path fixture(String name) throws Exception {
        return Path.of(Log4j2ElementAttributesTest.class.getResource("/lint/element-style/" + name).toURI());
    }

    /** What the rules read: each appender's settings, each logger's level, additivity and refs, each layout's pattern. */
    private static Set<String> facts(ConfigFile config) {
        ConfigFacts facts = new ConfigFacts(config);
        Set<String> seen = new TreeSet<>();
        for (ConfigElement appender : facts.appenders()) {
            List<String> settings = new ArrayList<>();
            for (String name : List.of("fileName", "filePattern", "immediateFlush", "bufferedIO")) {
                settings.add(name + "=" + facts.attribute(appender, name).orElse("-"));
            }
            seen.add("appender " + appender.findAttribute("name").orElse("?") + " " + facts.type(appender) + " " + settings);
        }
        for (String kind : List.of("Root", "Logger")) {
            for (ConfigElement logger : config.rootElement().descendants(kind)) {
                String refs = logger.descendants("AppenderRef").stream().map(r -> r.findAttribute("ref").orElse("?"))
                        .collect(Collectors.joining(","));
                seen.add(kind + " " + logger.findAttribute("name").orElse("") + " " + logger.findAttribute("level").orElse("-")
                        + " additivity=" + logger.findAttribute("additivity").orElse("-") + " refs=" + refs);
            }
        }
        for (ConfigElement layout : config.rootElement().descendants("PatternLayout")) {
            seen.add("layout " + facts.attribute(layout, "pattern").orElse("-"));
        }
        for (String kind : List.of("SizeBasedTriggeringPolicy", "DefaultRolloverStrategy")) {
            for (ConfigElement element : config.rootElement().descendants(kind)) {
                seen.add(kind + " size=" + element.findAttribute("size").orElse("-") + " max=" + element.findAttribute("max").orElse("-"));
            }
        }
        return seen;
    }

    /** lint's findings at a rate, without the lines they point at (the two files lay out differently). */
    private static Set<String> findings(ConfigFile config) {
        return Linter.lint(config, 38_000.0, 60, null).stream()
                .map(f -> f.rule() + " " + f.severity() + " " + f.message())
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void elementStyleReadsAsItsTwinWrittenWithAttributes() throws Exception {
        ConfigFile elements = ConfigFile.read(fixture("log4j2.xml"), Map.of());
        ConfigFile attributes = ConfigFile.read(fixture("log4j2-attributes.xml"), Map.of());

        assertThat(facts(elements)).isEqualTo(facts(attributes)).contains(
                "appender FILE RollingFile [fileName=/var/log/billing/billing.log,"
                        + " filePattern=/var/log/billing/billing-%d{yyyy-MM-dd}-%i.log.gz, immediateFlush=true, bufferedIO=false]",
                "appender CONSOLE Console [fileName=-, filePattern=-, immediateFlush=-, bufferedIO=-]",
                "Logger com.example.billing debug additivity=false refs=FILE",
                "Root  info additivity=- refs=CONSOLE,FILE",
                "layout %d %-5p [%t] %C{1}.%M:%L - %m%n",
                "SizeBasedTriggeringPolicy size=10 MB max=-",
                "DefaultRolloverStrategy size=- max=5");
        assertThat(elements.variables().resolve("${dir}|${linePattern}").text()).isEqualTo("/var/log/billing|%d %-5p [%t] %C{1}.%M:%L - %m%n");
        assertThat(elements.unresolved()).isEmpty();
    }

    @Test
    void lintFindsInElementStyleWhatItFindsInTheTwin() throws Exception {
        Set<String> elements = findings(ConfigFile.read(fixture("log4j2.xml"), Map.of()));

        assertThat(elements).isEqualTo(findings(ConfigFile.read(fixture("log4j2-attributes.xml"), Map.of())));
        assertThat(elements.stream().map(f -> f.substring(0, f.indexOf(' '))))
                .contains("immediate-flush", "caller-data", "retention")
                .doesNotContain("undefined-appender", "unreachable-appender");
        // A finding on a value written as an element points at that element: each <Pattern>, not its layout.
        Finding callerData = Linter.lint(ConfigFile.read(fixture("log4j2.xml"), Map.of()), 38_000.0, 60, null).stream()
                .filter(f -> f.rule().equals("caller-data")).findFirst().orElseThrow();
        assertThat(callerData.locations()).extracting(Finding.Location::line).containsExactly(20, 30);
    }

    @Test
    void log4j2ItselfBuildsWhatLintReads() throws Exception {
        Path logs = Files.createDirectories(dir.resolve("logs"));
        Path file = Files.writeString(dir.resolve("log4j2.xml"),
                Files.readString(fixture("log4j2.xml")).replace("/var/log/billing", logs.toString()));
        LoadedLog4j2 loaded = Log4j2Loader.loadPrivate(file, Map.of());
        try {
            Configuration configuration = loaded.context().getConfiguration();
            LoggerConfig billing = configuration.getLoggerConfig("com.example.billing");
            assertThat(billing.getName()).isEqualTo("com.example.billing");
            assertThat(billing.getLevel()).isEqualTo(Level.DEBUG);
            assertThat(billing.isAdditive()).isFalse();
            assertThat(billing.getAppenders()).containsOnlyKeys("FILE");
            assertThat(configuration.getRootLogger().getLevel()).isEqualTo(Level.INFO);
            assertThat(configuration.getRootLogger().getAppenders()).containsOnlyKeys("CONSOLE", "FILE");
            RollingFileAppender rolling = configuration.getAppender("FILE");
            assertThat(rolling.getFileName()).isEqualTo(logs.resolve("billing.log").toString());
            assertThat(rolling.getFilePattern()).isEqualTo(logs + "/billing-%d{yyyy-MM-dd}-%i.log.gz");
            assertThat(rolling.getImmediateFlush()).isTrue();
            assertThat(((PatternLayout) rolling.getLayout()).getConversionPattern()).isEqualTo("%d %-5p [%t] %C{1}.%M:%L - %m%n");
        } finally {
            loaded.stop(Duration.ofSeconds(10));
        }
    }

    @Test
    void theSandboxMovesElementStyleFilesAwayFromTheServicesDirectory() throws Exception {
        ConfigFile config = ConfigFile.read(fixture("log4j2.xml"), Map.of());

        String copy = VerifyCopy.prepare(config, dir.resolve("logs"), new ArrayList<>()).xml();
        RealWiring wiring = RealWiring.of(config, Files.createDirectories(dir.resolve("scratch")));

        assertThat(copy).doesNotContain("/var/log/billing/");
        assertThat(wiring.errors()).isEmpty();
        assertThat(wiring.attachedTo(RealWiring.ROOT)).containsExactly("CONSOLE", "FILE");
        assertThat(wiring.attachedTo("com.example.billing")).containsExactly("FILE");
    }

    @Test
    void anElementOverAnAttributeOfItsNameWinsAndAPluginOrAnEmptyElementStaysAnElement() throws Exception {
        Path file = Files.writeString(dir.resolve("log4j2.xml"), """
                <Configuration>
                  <Appenders>
                    <Console name="C"><name>OUT</name><EcsLayout/><Filters><ThresholdFilter><level>warn</level></ThresholdFilter></Filters></Console>
                  </Appenders>
                  <Loggers><Root><level>info</level><AppenderRef><ref>OUT</ref></AppenderRef></Root></Loggers>
                </Configuration>
                """);
        ConfigFile config = ConfigFile.read(file, Map.of());
        ConfigElement console = config.rootElement().descendants("Console").get(0);

        assertThat(console.attribute("name")).isEqualTo("OUT");
        assertThat(console.writtenAs("NAME")).hasValueSatisfying(e -> assertThat(e.text()).isEqualTo("OUT"));
        assertThat(console.children().stream().map(ConfigElement::tag)).containsExactly("EcsLayout", "Filters");
        assertThat(config.rootElement().descendants("ThresholdFilter").get(0).attribute("level")).isEqualTo("warn");
        assertThat(config.writtenElements().stream().map(ConfigElement::tag)).containsExactly("Configuration", "Appenders",
                "Console", "name", "EcsLayout", "Filters", "ThresholdFilter", "level", "Loggers", "Root", "level", "AppenderRef", "ref");
    }
}
