package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.lint.LintRun;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * disruptor-version reads the build as every version-dependent rule does: a module whose parent pom manages Log4j2
 * 2.22.1 (through log4j-bom and a property) and Disruptor 4.0.0.
 */
class DisruptorVersionBuildTest {

    @Test
    void aModuleOnDisruptor4AndALog4j2ItsParentManagesBefore223IsAnError() throws Exception {
        Path config = Path.of(DisruptorVersionBuildTest.class.getResource("/versions/multi-module/service/src/main/resources/log4j2.xml").toURI());
        LintRun run = LintRun.of(config, Map.of(), null, null, null, null);
        assertThat(run.versions().describe()).startsWith("Log4j2 2.22.1 (../pom.xml:22 (dependencyManagement, org.apache.logging.log4j:log4j-bom)");
        assertThat(run.findings().stream().filter(f -> f.rule().equals("disruptor-version"))).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.message()).isEqualTo("async loggers on LMAX Disruptor 4.0.0 (../pom.xml:29 (dependencyManagement, com.lmax:disruptor),"
                    + " property disruptor.version at ../pom.xml:14).");
            assertThat(f.why()).contains("Log4j2 2.22.1").contains("predates Disruptor 4 support (2.23)").contains("Holds for Log4j2 before 2.23.");
        });
        // Told the service runs 2.26.1, the same build is judged for that: the measured loss, not a failure to start.
        Finding newer = LintRun.of(config, Map.of(), null, null, null, null, "2.26.1", false).findings().stream()
                .filter(f -> f.rule().equals("disruptor-version")).findFirst().orElseThrow();
        assertThat(newer.why()).contains("20-50% of events").contains("judged for Log4j2 2.26.1 (--framework-version)");
    }
}
