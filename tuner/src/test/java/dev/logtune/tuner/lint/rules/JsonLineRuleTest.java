package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.lint.LintRun;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configurator;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** JSON that is not one object a line, checked against what Log4j2 really writes. */
class JsonLineRuleTest {
    private static final Path DIR = Path.of("src/test/resources/lint/json");

    private static List<Finding> lint(String name) throws Exception {
        return LintRun.of(DIR.resolve(name), Map.of(), null, null, null, null).findings().stream()
                .filter(f -> f.rule().equals("json-line")).toList();
    }

    @Test
    void log4j2sJsonLayoutWithoutCompactIsManyLinesAnEventOnStandardOutput() throws Exception {
        List<Finding> findings = lint("log4j2-jsonlayout.xml");
        assertThat(findings).extracting(Finding::severity).containsExactly(Severity.WARNING, Severity.NOTE);
        assertThat(findings.get(0).line()).isEqualTo(5);
        assertThat(findings.get(0).why()).contains("splits on newlines");
        // What the framework does with that element: one event, several lines.
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        LoggerContext context = Configurator.initialize("json-line", DIR.resolve("log4j2-jsonlayout.xml").toAbsolutePath().toString());
        try {
            context.getLogger("orders").info("one event");
        } finally {
            Configurator.shutdown(context);
            System.setOut(original);
        }
        String written = captured.toString(StandardCharsets.UTF_8);
        assertThat(written).contains("one event");
        assertThat(written.strip().lines().count()).as(written).isGreaterThan(3);
    }

    @Test
    void aPrettyPrintingDecoratorIsAWarning() throws Exception {
        assertThat(lint("logback-pretty.xml")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.line()).isEqualTo(5);
        });
    }
}
