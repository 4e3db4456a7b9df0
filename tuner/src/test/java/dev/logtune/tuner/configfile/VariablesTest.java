package dev.logtune.tuner.configfile;

import dev.logtune.configs.model.Framework;
import org.junit.jupiter.api.Test;

import javax.xml.parsers.DocumentBuilderFactory;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class VariablesTest {
    @Test
    void whatEveryJvmDefinesIsKnownAtRunTimeButWhatTheServiceDefinesIsNot() throws Exception {
        var root = DocumentBuilderFactory.newInstance().newDocumentBuilder().newDocument().createElement("configuration");
        Variables logback = Variables.of(Framework.LOGBACK, root, Map.of());
        assertThat(logback.resolve("${user.home}/logs/${HOSTNAME}.log").complete()).isTrue();
        assertThat(logback.resolve("${user.home}/logs/${HOSTNAME}.log").text()).isEqualTo("${user.home}/logs/${HOSTNAME}.log");
        assertThat(logback.resolve("${LOG_HOME}/app.log").unresolved()).containsExactly("LOG_HOME");
        Variables log4j2 = Variables.of(Framework.LOG4J2, root, Map.of());
        assertThat(log4j2.resolve("${sys:java.io.tmpdir}/app.log").complete()).isTrue();
        assertThat(log4j2.resolve("${sys:logs.dir}/app.log").unresolved()).containsExactly("logs.dir");
    }
}
