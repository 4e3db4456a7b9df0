package dev.logtune.tuner.configfile;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.Linter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Log4j2's JSON, YAML and properties configurations read into the document its XML gives, facts and all. */
class Log4j2FormatsTest {
    @TempDir
    Path dir;

    private static Path fixture(String name) throws Exception {
        return Path.of(Log4j2FormatsTest.class.getResource("/config/formats/" + name).toURI());
    }

    private static void assumeYaml(String name) {
        if (name.endsWith(".yaml") || name.endsWith(".yml")) {
        }
    }

    /** What the rules see of a configuration: each appender's name and type, each logger's name, level and refs. */
    private static Set<String> facts(ConfigFile config) {
        ConfigFacts facts = new ConfigFacts(config);
        Set<String> seen = new TreeSet<>();
        for (ConfigElement appender : facts.appenders()) {
            seen.add("appender " + appender.findAttribute("name").orElse("?") + " " + facts.type(appender).toLowerCase()
                    + " immediateFlush=" + facts.attribute(appender, "immediateFlush").orElse("-")
                    + " fileName=" + facts.attribute(appender, "fileName").orElse("-"));
        }
        for (String kind : List.of("Root", "Logger")) {
            for (ConfigElement logger : config.rootElement().descendants(kind)) {
                String refs = logger.descendants("AppenderRef").stream().map(r -> r.findAttribute("ref").orElse("?"))
                        .sorted().collect(Collectors.joining(","));
                seen.add(kind.toLowerCase() + " " + logger.findAttribute("name").orElse("") + " "
                        + logger.findAttribute("level").orElse("-").toUpperCase() + " additivity="
                        + logger.findAttribute("additivity").orElse("-") + " refs=" + refs);
            }
        }
        for (ConfigElement layout : config.rootElement().descendants("PatternLayout")) {
            seen.add("layout " + facts.attribute(layout, "pattern").orElse("-"));
        }
        return seen;
    }

    private static Set<String> findings(ConfigFile config) {
        List<Finding> findings = Linter.lint(config, null, null, null);
        return findings.stream().map(f -> f.rule() + " " + f.severity()).collect(Collectors.toCollection(TreeSet::new));
    }

    @ParameterizedTest
    @ValueSource(strings = {"log4j2.yaml", "log4j2.json", "log4j2.properties"})
    void eachFormatReadsAsItsXmlEquivalentDoes(String name) throws Exception {
        assumeYaml(name);
        ConfigFile xml = ConfigFile.read(fixture("log4j2-equivalent.xml"), Map.of());
        ConfigFile other = ConfigFile.read(fixture(name), Map.of());
        assertThat(other.framework()).isEqualTo(Framework.LOG4J2);
        assertThat(other.format()).isEqualTo(ConfigFormat.byName(Path.of(name)));
        assertThat(facts(xml)).contains("appender RequestAppender rollingfile immediateFlush=false fileName=./request.log",
                "logger broker.request.logger WARN additivity=false refs=RequestAppender",
                "layout [%d] %p %m (%c)%n");
        assertThat(facts(other)).isEqualTo(facts(xml));
        assertThat(findings(other)).isEqualTo(findings(xml));
        assertThat(other.unresolved()).isEmpty();
    }

    @Test
    void yamlKeepsTheNamesAsWrittenAndTheLines() throws Exception {
        assumeYaml("log4j2.yaml");
        ConfigFile config = ConfigFile.read(fixture("log4j2.yaml"), Map.of());
        assertThat(config.rootElement().tag()).isEqualTo("configuration");
        assertThat(config.rootElement().attribute("status")).isEqualTo("warn");
        assertThat(config.rootElement().children().stream().map(ConfigElement::tag)).containsExactly("properties", "appenders", "loggers");
        ConfigElement request = new ConfigFacts(config).appenders().stream()
                .filter(a -> a.attribute("name").equals("RequestAppender")).findFirst().orElseThrow();
        assertThat(request.tag()).isEqualTo("rollingFile");
        assertThat(config.where(request)).isEqualTo("log4j2.yaml:28");
        assertThat(config.where(config.rootElement().descendants("console").get(0))).isEqualTo("log4j2.yaml:13");
        assertThat(config.format().exactLines()).isTrue();
    }

    @Test
    void jsonLinesAndTheTypeOfAnArrayItem() throws Exception {
        ConfigFile config = ConfigFile.read(fixture("log4j2.json"), Map.of());
        ConfigElement console = config.rootElement().descendants("Console").get(0);
        assertThat(config.where(console)).isEqualTo("log4j2.json:12");
        Path typed = Files.writeString(dir.resolve("log4j2-test.json"), """
                {"configuration": {"appenders": {"appender": [
                  {"type": "File", "name": "F", "fileName": "app.log", "PatternLayout": {"pattern": "%m%n"}}
                ]}, "loggers": {"root": {"level": "info", "AppenderRef": {"ref": "F"}}}}}
                """);
        ConfigFile read = ConfigFile.read(typed, Map.of());
        ConfigFacts facts = new ConfigFacts(read);
        assertThat(facts.appenders()).singleElement().satisfies(a -> assertThat(facts.type(a)).isEqualTo("File"));
        assertThat(facts.isLocal(facts.appenders().get(0))).isTrue();
    }

    @Test
    void propertiesLinesAreApproximate() throws Exception {
        ConfigFile config = ConfigFile.read(fixture("log4j2.properties"), Map.of());
        assertThat(config.format()).isEqualTo(ConfigFormat.PROPERTIES);
        assertThat(config.format().exactLines()).isFalse();
        ConfigElement request = new ConfigFacts(config).appenders().stream()
                .filter(a -> a.attribute("name").equals("RequestAppender")).findFirst().orElseThrow();
        assertThat(config.where(request)).isEqualTo("log4j2.properties:26");
        assertThat(config.rootElement().attribute("status")).isEqualTo("warn");
        assertThat(config.variables().resolve("${linePattern}").text()).isEqualTo("[%d] %p %m (%c)%n");
    }

    @Test
    void theContentDecidesWhenTheNameDoesNot() throws Exception {
        Path json = Files.writeString(dir.resolve("logging.conf"), Files.readString(fixture("log4j2.json")));
        assertThat(ConfigFile.read(json, Map.of()).format()).isEqualTo(ConfigFormat.JSON);
        Path properties = Files.writeString(dir.resolve("logging.cfg"), Files.readString(fixture("log4j2.properties")));
        assertThat(ConfigFile.read(properties, Map.of()).format()).isEqualTo(ConfigFormat.PROPERTIES);
        Path xml = Files.writeString(dir.resolve("logging.txt"), Files.readString(fixture("log4j2-equivalent.xml")));
        assertThat(ConfigFile.read(xml, Map.of()).format()).isEqualTo(ConfigFormat.XML);
        Path yaml = Files.writeString(dir.resolve("logging"), Files.readString(fixture("log4j2.yaml")));
        assertThat(ConfigFile.read(yaml, Map.of()).format()).isEqualTo(ConfigFormat.YAML);
    }

    @Test
    void malformedJsonIsOneLineWithItsPosition() throws Exception {
        Path file = Files.writeString(dir.resolve("log4j2.json"), "{\n  \"Configuration\": {\n    \"Appenders\": {,\n  }\n}\n");
        assertThatThrownBy(() -> ConfigFile.read(file, Map.of()))
                .isInstanceOf(ConfigException.class)
                .hasMessageStartingWith(file + ":3:")
                .hasMessageContaining("malformed JSON:")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("XML"));
    }

    @Test
    void malformedYamlIsOneLineWithItsPosition() throws Exception {
        Path file = Files.writeString(dir.resolve("log4j2.yaml"), """
                Configuration:
                  Appenders:
                    Console:
                      name: STDOUT
                     target: SYSTEM_OUT
                """);
        assertThatThrownBy(() -> ConfigFile.read(file, Map.of()))
                .isInstanceOf(ConfigException.class)
                .hasMessageStartingWith(file + ":5:")
                .hasMessageContaining("malformed YAML:")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("XML"));
    }

    @Test
    void malformedPropertiesAreOneLine() throws Exception {
        Path badEscape = Files.writeString(dir.resolve("log4j2.properties"), "appender.a.type = Console\nappender.a.name = \\u12\n");
        assertThatThrownBy(() -> ConfigFile.read(badEscape, Map.of()))
                .isInstanceOf(ConfigException.class)
                .hasMessageStartingWith(badEscape + ": malformed properties:")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        Path noType = Files.writeString(dir.resolve("log4j2-test.properties"),
                "status = warn\n\nappender.rolling.name = R\nappender.rolling.fileName = app.log\nrootLogger.level = info\n");
        assertThatThrownBy(() -> ConfigFile.read(noType, Map.of()))
                .isInstanceOf(ConfigException.class)
                .hasMessage(noType + ":3: malformed Log4j2 properties: No type attribute provided for Appender rolling");
    }

    @Test
    void aYamlFileThatIsNoConfigurationSaysSo() throws Exception {
        Path file = Files.writeString(dir.resolve("log4j2.yml"), "- just\n- a list\n");
        assertThatThrownBy(() -> ConfigFile.read(file, Map.of())).hasMessageContaining("not a Log4j2 configuration");
    }

    @Test
    void aJsonFileThatIsNoConfigurationSaysSo() throws Exception {
        Path file = Files.writeString(dir.resolve("package.json"), "{\n  \"name\": \"app\",\n  \"scripts\": {\"build\": \"x\"}\n}\n");
        assertThatThrownBy(() -> ConfigFile.read(file, Map.of()))
                .hasMessage(file + ":1: not a Log4j2 configuration (no Configuration, Appenders, Loggers or Properties at the top)");
    }

    @Test
    void yamlAliasesAreBoundedAndTagsConstructNothing() throws Exception {
        StringBuilder bomb = new StringBuilder("a: &a [x, x, x, x, x, x, x, x, x]\n");
        for (char c = 'b'; c <= 'k'; c++) {
            char p = (char) (c - 1);
            bomb.append(c).append(": &").append(c).append(" [*").append(p).append(", *").append(p).append(", *").append(p)
                    .append(", *").append(p).append(", *").append(p).append(", *").append(p).append("]\n");
        }
        Path file = Files.writeString(dir.resolve("log4j2.yaml"), bomb);
        assertThatThrownBy(() -> ConfigFile.read(file, Map.of())).isInstanceOf(ConfigException.class)
                .hasMessageContaining("malformed YAML");
        Path tagged = Files.writeString(dir.resolve("log4j2-spring.yaml"),
                "Configuration:\n  Appenders:\n    Console: !!javax.script.ScriptEngineManager [name: X]\n");
        assertThatThrownBy(() -> ConfigFile.read(tagged, Map.of())).isInstanceOf(ConfigException.class)
                .hasMessageStartingWith(tagged + ":3:14: malformed YAML:").hasMessageContaining("tag is not allowed");
    }
}
