package dev.logtune.maven;

import dev.logtune.tuner.lint.FailOn;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class FindingLinesTest {
    @TempDir
    Path basedir;

    private Finding finding(int line, List<Finding.Location> alsoAt) {
        return new Finding("async-silent-drop", Severity.ERROR, basedir.resolve("src/main/resources/logback.xml").toString(), line,
                "<appender name=\"ASYNC\">", "drops INFO silently.", "no counter.", "<discardingThreshold>0</discardingThreshold>", alsoAt);
    }

    @Test
    void aPlaceIsWrittenAsTheCompilerWritesOne() {
        String file = basedir.resolve("src/main/resources/logback.xml").toAbsolutePath().toString();
        assertThat(FindingLines.of(finding(9, List.of()))).containsExactly(
                file + ":[9,1] async-silent-drop: drops INFO silently.",
                "  fix: <discardingThreshold>0</discardingThreshold>");
    }

    @Test
    void everyPlaceGetsItsOwnLineAndTheFileAsAWholeNoPosition() {
        String file = basedir.resolve("src/main/resources/logback.xml").toAbsolutePath().toString();
        Finding twice = finding(9, List.of(new Finding.Location(file, 14, "<appender name=\"ASYNC2\">")));
        assertThat(FindingLines.of(twice)).startsWith(file + ":[9,1] async-silent-drop: drops INFO silently.",
                file + ":[14,1] async-silent-drop: drops INFO silently.");
        assertThat(FindingLines.place(file, 0)).isEqualTo(file);
    }

    @Test
    void theFailureNamesEachFindingAndWhere() {
        Finding twice = finding(9, List.of(new Finding.Location("x", 14, "")));
        assertThat(FindingLines.failure(List.of(finding(9, List.of())), FailOn.ERROR, basedir))
                .isEqualTo("logtune lint: 1 finding at failOn=error: async-silent-drop (src/main/resources/logback.xml:9)");
        assertThat(FindingLines.failure(List.of(twice, finding(0, List.of())), FailOn.WARNING, basedir))
                .isEqualTo("logtune lint: 2 findings at failOn=warning: async-silent-drop (src/main/resources/logback.xml:9 and 1 more),"
                        + " async-silent-drop (src/main/resources/logback.xml)");
    }

    @Test
    void theCountSaysEachSeverity() {
        assertThat(FindingLines.count(List.of())).isEqualTo("0 errors, 0 warnings, 0 notes");
        assertThat(FindingLines.count(List.of(finding(1, List.of())))).isEqualTo("1 error, 0 warnings, 0 notes");
    }
}
