package dev.logtune.tuner.tune;

import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Edits on the text itself: indentation, quoting and spacing come from the file. */
class TuneXmlEditsTest {
    @TempDir
    Path dir;

    @Test
    void aNewChildTakesTheIndentOfItsSiblings() throws Exception {
        String text = "<configuration>\n\t<appender name=\"A\" class=\"ch.qos.logback.classic.AsyncAppender\">\n"
                + "\t\t\t<appender-ref ref=\"F\"/>\n\t</appender>\n</configuration>\n";
        Path file = Files.writeString(dir.resolve("logback.xml"), text);
        ConfigFile config = ConfigFile.read(file, Map.of());
        XmlEdits edits = new XmlEdits(text, config);
        edits.setChild(config.rootElement().descendants("appender").get(0), "queueSize", "8192");
        assertThat(TextEdit.apply(text, edits.edits())).isEqualTo("<configuration>\n\t<appender name=\"A\" class=\"ch.qos.logback.classic.AsyncAppender\">\n"
                + "\t\t\t<queueSize>8192</queueSize>\n\t\t\t<appender-ref ref=\"F\"/>\n\t</appender>\n</configuration>\n");
    }

    @Test
    void aChildOfAParentWithoutChildrenOnLinesGetsTheFilesStep() throws Exception {
        String text = "<configuration>\n   <appender name=\"A\" class=\"x\"><appender-ref ref=\"F\"/></appender>\n   <root/>\n</configuration>\n";
        Path file = Files.writeString(dir.resolve("logback.xml"), text);
        ConfigFile config = ConfigFile.read(file, Map.of());
        XmlEdits edits = new XmlEdits(text, config);
        edits.setChild(config.rootElement().descendants("appender").get(0), "neverBlock", "false");
        assertThat(TextEdit.apply(text, edits.edits())).contains("<appender name=\"A\" class=\"x\">\n      <neverBlock>false</neverBlock><appender-ref");
    }

    @Test
    void valuesAreReplacedInPlaceWithTheirQuotesAndSpacing() throws Exception {
        String text = "<Configuration>\n  <Appenders>\n    <Async name='A' blocking = 'false' >\n      <AppenderRef ref='F'/>\n"
                + "    </Async>\n  </Appenders>\n  <Loggers><AsyncRoot level='info' /></Loggers>\n</Configuration>\n";
        Path file = Files.writeString(dir.resolve("log4j2.xml"), text);
        ConfigFile config = ConfigFile.read(file, Map.of());
        XmlEdits edits = new XmlEdits(text, config);
        ConfigElement async = config.rootElement().descendants("Async").get(0);
        edits.setAttribute(async, "BLOCKING", "true");
        edits.setAttribute(async, "bufferSize", "65536");
        edits.setAttribute(config.rootElement().descendants("AsyncRoot").get(0), "includeLocation", "false");
        assertThat(TextEdit.apply(text, edits.edits()))
                .contains("<Async name='A' blocking = 'true' bufferSize='65536' >")
                .contains("<AsyncRoot level='info' includeLocation='false' />");
    }

    @Test
    void aLog4j2ValueWrittenAsAnElementIsEditedInItsTextAndOneAnEntityGivesIsRefused() throws Exception {
        String text = "<?xml version=\"1.0\"?>\n<!DOCTYPE Configuration [\n  <!ENTITY size \"<bufferSize>128</bufferSize>\">\n]>\n"
                + "<Configuration>\n  <Appenders>\n    <Async>\n      <name>A</name>\n      <blocking>\n        false\n"
                + "      </blocking>\n      &size;\n      <AppenderRef ref=\"F\"/>\n    </Async>\n  </Appenders>\n</Configuration>\n";
        Path file = Files.writeString(dir.resolve("log4j2.xml"), text);
        ConfigFile config = ConfigFile.read(file, Map.of());
        XmlEdits edits = new XmlEdits(text, config);
        ConfigElement async = config.rootElement().descendants("Async").get(0);

        edits.setAttribute(async, "Blocking", "true");

        assertThat(async.attribute("bufferSize")).isEqualTo("128");
        assertThatThrownBy(() -> edits.setAttribute(async, "bufferSize", "4096")).isInstanceOf(UnwritableValue.class)
                .hasMessage("is written as element <bufferSize>, which comes from entity &size; declared in the DOCTYPE:"
                        + " not edited there");
        assertThat(TextEdit.apply(text, edits.edits())).isEqualTo(text.replace("false", "true"));
    }

    @Test
    void textContentKeepsItsSurroundingWhitespace() throws Exception {
        String text = "<configuration>\r\n  <appender name=\"A\" class=\"x\">\r\n    <queueSize>\r\n      256\r\n    </queueSize>\r\n"
                + "  </appender>\r\n</configuration>\r\n";
        Path file = Files.writeString(dir.resolve("logback.xml"), text);
        ConfigFile config = ConfigFile.read(file, Map.of());
        XmlEdits edits = new XmlEdits(text, config);
        edits.setChild(config.rootElement().descendants("appender").get(0), "queueSize", "4096");
        edits.setChild(config.rootElement().descendants("appender").get(0), "discardingThreshold", "0");
        assertThat(TextEdit.apply(text, edits.edits())).isEqualTo("<configuration>\r\n  <appender name=\"A\" class=\"x\">\r\n"
                + "    <discardingThreshold>0</discardingThreshold>\r\n    <queueSize>\r\n      4096\r\n    </queueSize>\r\n"
                + "  </appender>\r\n</configuration>\r\n");
    }

    @Test
    void aDoctypeWhoseEntitiesHoldBracketsAndElementsIsSkippedAndItsElementsAreNotInTheText() throws Exception {
        // A ']' and a '>' inside a quoted entity value, and in a comment of the subset, do not end the DOCTYPE.
        String text = "<?xml version=\"1.0\"?>\n<!DOCTYPE configuration [\n  <!-- a ] and a > in a comment -->\n"
                + "  <!ENTITY tag \"[a]>\">\n  <!ENTITY knob \"<neverBlock>true</neverBlock>\">\n]>\n<configuration>\n"
                + "  <appender name=\"A\" class=\"ch.qos.logback.classic.AsyncAppender\">\n    &knob;\n"
                + "    <appender-ref ref=\"F\"/>\n  </appender>\n</configuration>\n";
        Path file = Files.writeString(dir.resolve("logback.xml"), text);
        ConfigFile config = ConfigFile.read(file, Map.of());
        XmlEdits edits = new XmlEdits(text, config);
        ConfigElement appender = config.rootElement().descendants("appender").get(0);
        ConfigElement fromEntity = appender.child("neverBlock").orElseThrow();

        assertThat(edits.inFile(appender)).isTrue();
        assertThat(edits.inFile(fromEntity)).isFalse();
        assertThat(edits.notInFile(fromEntity)).isEqualTo("comes from entity &knob; declared in the DOCTYPE: not edited there");
        edits.setAttribute(appender, "name", "ASYNC");
        assertThat(TextEdit.apply(text, edits.edits())).isEqualTo(text.replace("name=\"A\"", "name=\"ASYNC\""));
    }
}
