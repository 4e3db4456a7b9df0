package dev.logtune.tuner.configfile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SecureXmlTest {
    @TempDir
    Path dir;

    @Test
    void anExternalEntityIsRefusedAndNothingIsRead() throws Exception {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "TOP-SECRET-CONTENT");
        Path xml = Files.writeString(dir.resolve("logback.xml"), """
                <?xml version="1.0"?>
                <!DOCTYPE configuration [ <!ENTITY leak SYSTEM "%s"> ]>
                <configuration>
                  <property name="X" value="&leak;"/>
                </configuration>
                """.formatted(secret.toUri()));
        assertThatThrownBy(() -> SecureXml.parse(xml))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining("logback.xml:2: malformed XML: a DOCTYPE is not allowed")
                .hasMessageNotContaining("TOP-SECRET-CONTENT");
    }

    @Test
    void anExternalDtdIsNeverFetched() throws Exception {
        Path xml = Files.writeString(dir.resolve("log4j2.xml"), """
                <?xml version="1.0"?>
                <!DOCTYPE Configuration SYSTEM "http://127.0.0.1:9/never.dtd">
                <Configuration/>
                """);
        assertThatThrownBy(() -> ConfigFile.read(xml, Map.of())).hasMessageContaining("DOCTYPE is not allowed");
    }

    @Test
    void malformedXmlNamesTheLine() throws Exception {
        Path xml = Files.writeString(dir.resolve("logback.xml"), "<configuration>\n  <appender name=\"A\">\n</configuration>\n");
        assertThatThrownBy(() -> SecureXml.parse(xml))
                .hasMessageStartingWith(xml + ":3: malformed XML:");
    }

    @Test
    void elementsKnowTheirLines() throws Exception {
        Path xml = Files.writeString(dir.resolve("logback.xml"), "<configuration>\n\n  <root level=\"INFO\"/>\n</configuration>\n");
        var root = SecureXml.parse(xml).getDocumentElement();
        assertThat(SecureXml.line(Elements.children(root, "root").get(0))).isEqualTo(3);
    }

    @Test
    void aMissingFileIsOneLine() {
        assertThatThrownBy(() -> ConfigFile.read(dir.resolve("nope.xml"), Map.of()))
                .hasMessage(dir.resolve("nope.xml") + ": no such file");
    }
}
