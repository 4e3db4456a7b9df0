package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.lint.Linter;
import dev.logtune.tuner.configfile.ConfigFile;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A finding inside a springProfile or a branch of Logback's if says which, so a reader knows when it applies. (The
 * {@code <if>} takes its condition from a {@code <condition>} element: one with a condition attribute, Logback 1.5.37
 * and later skip whole.)
 */
class ConditionalLocationsTest {
    private static final Path FILE = Path.of("src/test/resources/lint/conditional/logback-spring.xml");

    @Test
    void findingsNameTheProfileOrBranchTheyApplyTo() throws Exception {
        List<Finding> findings = Linter.lint(ConfigFile.read(FILE, Map.of()), null, null, null);

        Finding neverBlock = findings.stream().filter(f -> f.rule().equals("never-block")).findFirst().orElseThrow();
        assertThat(neverBlock.element()).isEqualTo("<neverBlock> (springProfile prod)");

        Finding silentDrop = findings.stream().filter(f -> f.rule().equals("async-silent-drop")).findFirst().orElseThrow();
        assertThat(silentDrop.element())
                .startsWith("<appender name=\"ASYNC_STAGING\" class=\"AsyncAppender\">")
                .endsWith("(then branch of if)");
        assertThat(silentDrop.line()).isEqualTo(25);

        assertThat(findings).filteredOn(f -> f.element().startsWith("<appender name=\"FILE\""))
                .isNotEmpty().allSatisfy(f -> assertThat(f.element()).doesNotContain("(springProfile").doesNotContain("branch of"));
    }
}
