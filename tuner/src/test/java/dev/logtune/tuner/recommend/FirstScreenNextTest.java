package dev.logtune.tuner.recommend;

import dev.logtune.tuner.TunerRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The first screen's Next command, run as printed, writes the setup that screen recommended, or its line says which. */
class FirstScreenNextTest {
    private static final Pattern PICK = Pattern.compile("^Recommended: (\\S+) \\(", Pattern.MULTILINE);
    private static final Pattern NEXT = Pattern.compile("^Next: tuner (recommend .*?)(?:   \\((.*)\\))?$", Pattern.MULTILINE);
    private static final Pattern SETUP = Pattern.compile("^<!-- logtune setup (\\S+):", Pattern.MULTILINE);

    @TempDir
    Path dir;

    @Test
    void theNextCommandWritesTheRecommendedSetupOrSaysWhichItWrites() throws Exception {
        for (String[] target : new String[][] {{"38000", "60"}, {"230000", "60"}}) {
            TunerRun screen = TunerRun.of("recommend", "--rate", target[0], "--threads", target[1]);
            Matcher pick = PICK.matcher(screen.out());
            if (!pick.find()) {
                continue;
            }
            Matcher next = NEXT.matcher(screen.out());
            assertThat(next.find()).as(screen.out()).isTrue();
            List<String> args = new ArrayList<>(Arrays.asList(next.group(1).split(" ")));
            int emit = args.indexOf("--emit");
            Path file = dir.resolve(target[0]).resolve(args.get(emit + 1));
            Files.createDirectories(file.getParent());
            args.set(emit + 1, file.toString());
            TunerRun written = TunerRun.of(args.toArray(String[]::new));
            assertThat(written.exit()).as(written.err()).isZero();
            Matcher setup = SETUP.matcher(Files.readString(file));
            assertThat(setup.find()).isTrue();
            if (next.group(2) == null || !next.group(2).startsWith("writes ")) {
                assertThat(setup.group(1)).as(next.group()).isEqualTo(pick.group(1));
            } else {
                assertThat(next.group(2)).startsWith("writes " + setup.group(1) + ": ");
            }
        }
    }

    @Test
    void atThirtyEightThousandTheFileIsThePickAndTheMarginItWasDecidedAtTravelsWithIt() throws Exception {
        TunerRun screen = TunerRun.of("recommend", "--rate", "38000", "--threads", "60");
        Matcher pick = PICK.matcher(screen.out());
        assertThat(pick.find()).as(screen.out()).isTrue();
        Matcher next = NEXT.matcher(screen.out());
        assertThat(next.find()).isTrue();
        assertThat(next.group(2)).as(next.group()).doesNotStartWith("writes ");
    }
}
