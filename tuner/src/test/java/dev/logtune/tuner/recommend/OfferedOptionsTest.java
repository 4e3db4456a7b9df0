package dev.logtune.tuner.recommend;

import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** Every option the first screen offers leads to an answer, and "no setup meets" names the option that would give one. */
class OfferedOptionsTest {
    private static final Pattern STALL_OFFER = Pattern.compile("^On a disk stall: .*?(--stall 2s(?: --plain-file)?) picks", Pattern.MULTILINE);

    @Test
    void theStallOptionTheFirstScreenOffersAnswers() {
        TunerRun screen = TunerRun.of("recommend", "--rate", "38000", "--threads", "60");
        assertThat(screen.exit()).as(screen.err()).isZero();
        Matcher offer = STALL_OFFER.matcher(screen.out());
        if (!offer.find()) {
            assertThat(screen.out()).doesNotContain("--stall");
            return;
        }
        List<String> args = new ArrayList<>(List.of("recommend", "--rate", "38000", "--threads", "60"));
        args.addAll(Arrays.asList(offer.group(1).split(" ")));
        TunerRun offered = TunerRun.of(args.toArray(String[]::new));
        assertThat(offered.exit()).as(String.join(" ", args) + "\n" + offered.out()).isNotEqualTo(ExitCode.NEGATIVE)
                .isNotEqualTo(ExitCode.BAD_INPUT);
        assertThat(offered.out()).doesNotContain("No setup meets");
    }

    @Test
    void noSetupMeetsNamesThePlainFileWhereOnlyItGivesAnAnswer() {
        TunerRun rolling = TunerRun.of("recommend", "--rate", "38000", "--threads", "60", "--stall", "2s");
        if (rolling.exit() != ExitCode.NEGATIVE) {
            return; // a rolling setup was measured through a stall: nothing to point elsewhere
        }
        TunerRun plain = TunerRun.of("recommend", "--rate", "38000", "--threads", "60", "--stall", "2s", "--plain-file");
        assertThat(plain.exit()).as(plain.out()).isZero();
        Matcher pick = Pattern.compile("^Recommended: (\\S+) ", Pattern.MULTILINE).matcher(plain.out());
        assertThat(pick.find()).isTrue();
        assertThat(rolling.out()).contains("What would help:", "  - --plain-file (one plain file the host rotates) gives an answer: "
                + pick.group(1) + " meets this target");
    }
}
