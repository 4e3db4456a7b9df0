package dev.logtune.tuner.recommend;

import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * On the shipped reference, neighbouring rates over 60 threads never flip between picks that the data cannot tell
 * apart: each answer is the same pick, or undecided and naming that pick among those it cannot yet rank.
 */
class NeighbouringRatesTest {
    private static final Pattern PICK = Pattern.compile("^Recommended: (\\S+) \\(", Pattern.MULTILINE);
    private static final Pattern UNDECIDED = Pattern.compile("undecided (?:between|for) ([^:]+):");

    @Test
    void ratesFrom20kTo70kOver60ThreadsAgreeOrSayUndecided() {
        Map<String, TunerRun> runs = new LinkedHashMap<>();
        // Rolling files were raced at 38k and 230k/s over 60 threads: 20k to 38k read the 38k point.
        for (String rate : new String[] {"20000", "30000", "38000"}) {
            runs.put(rate, TunerRun.of("recommend", "--rate", rate, "--threads", "60"));
        }
        List<String> picks = new ArrayList<>();
        runs.forEach((rate, run) -> {
            assertThat(run.exit()).as(rate + ": " + run.err()).isIn(0, ExitCode.EXTRAPOLATED, ExitCode.UNDECIDED);
            Matcher pick = PICK.matcher(run.out());
            if (pick.find()) {
                picks.add(pick.group(1));
            }
        });
        assertThat(picks).as("decided picks").isNotEmpty();
        assertThat(picks.stream().distinct()).as("decided picks").hasSize(1);

        runs.forEach((rate, run) -> {
            if (run.exit() == ExitCode.UNDECIDED) {
                Matcher between = UNDECIDED.matcher(run.out());
                assertThat(between.find()).as(rate + " names what it cannot decide between:\n" + run.out()).isTrue();
                assertThat(Arrays.asList(between.group(1).split(", "))).as(rate).contains(picks.get(0));
                assertThat(run.out()).as(rate).doesNotContain("Level set");
            }
        });
    }
}
