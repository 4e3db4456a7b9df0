package dev.logtune.tuner.tune;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class YamlKeysTest {
    private static String replaced(String text, String key, String value) {
        return TextEdit.apply(text, List.of(new YamlKeys(text).replace(key, value).orElseThrow()));
    }

    @Test
    void aPlainValueThatWouldNotReadBackPlainIsQuoted() {
        assertThat(replaced("logging:\n  pattern:\n    file: x\n", "logging.pattern.file", "%d %m: \"a\"%n"))
                .isEqualTo("logging:\n  pattern:\n    file: \"%d %m: \\\"a\\\"%n\"\n");
        assertThat(replaced("logging.pattern.file: x # note\n", "logging.pattern.file", "[%t] %m%n"))
                .isEqualTo("logging.pattern.file: \"[%t] %m%n\" # note\n");
        assertThat(replaced("logging:\n  level.root: DEBUG\n", "logging.level.root", "INFO"))
                .isEqualTo("logging:\n  level.root: INFO\n");
    }

    @Test
    void aSingleQuotedValueDoublesItsQuotes() {
        assertThat(replaced("logging.pattern.file: 'a'\n", "logging.pattern.file", "it's %m%n"))
                .isEqualTo("logging.pattern.file: 'it''s %m%n'\n");
    }

    @Test
    void keysSharingAPathGoUnderOneParentAndAKeyOnAScalarIsRefused() {
        String text = "logging:\n  file:\n    name: app.log\n";
        YamlKeys keys = new YamlKeys(text);
        assertThat(keys.add("logging.logback.rollingpolicy.max-file-size", "960MB")).isTrue();
        assertThat(keys.add("logging.logback.rollingpolicy.total-size-cap", "8GB")).isTrue();
        assertThat(keys.add("logging.level.com.example.orders", "INFO")).isTrue();
        assertThat(keys.add("logging.file.name.more", "x")).isFalse();
        assertThat(TextEdit.apply(text, new ArrayList<>(keys.edits()))).isEqualTo("""
                logging:
                  logback:
                    rollingpolicy:
                      max-file-size: 960MB
                      total-size-cap: 8GB
                  level:
                    com.example.orders: INFO
                  file:
                    name: app.log
                """);
    }

    @Test
    void aNewKeyGoesAboveTheCommentThatSaysWhatTheFirstKeyIsButBelowTheFilesOwn() {
        String text = "# the service\nlogging:\n  logback:\n    rollingpolicy:\n      # days kept\n      max-history: 7\n";
        YamlKeys keys = new YamlKeys(text);
        assertThat(keys.add("logging.logback.rollingpolicy.total-size-cap", "8GB")).isTrue();
        assertThat(keys.add("spring.application.name", "orders")).isTrue();
        assertThat(TextEdit.apply(text, new ArrayList<>(keys.edits()))).isEqualTo("# the service\nspring:\n  application:\n"
                + "    name: orders\nlogging:\n  logback:\n    rollingpolicy:\n      total-size-cap: 8GB\n      # days kept\n"
                + "      max-history: 7\n");
    }

    @Test
    void aFlowMappingOrSeveralDocumentsTakeNoKeys() {
        assertThat(new YamlKeys("logging: {file: {name: a.log}}\n").add("logging.logback.rollingpolicy.max-file-size", "1GB")).isFalse();
        assertThat(new YamlKeys("a: 1\n---\nb: 2\n").add("logging.logback.rollingpolicy.max-file-size", "1GB")).isFalse();
    }
}
