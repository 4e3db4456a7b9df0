package dev.logtune.tuner.advice;

import dev.logtune.support.format.Numbers;

import java.util.Locale;
import java.util.Optional;

/**
 * A target between two measured rates is answered from the point above it (the conservative side); the point below
 * may pick another setup. Where it does, that pick is named: level with this one where the blocks above say so, else
 * the alternative the team at a rate between the two has.
 */
public final class BetweenPoints {
    private BetweenPoints() {
    }

    /** One sentence on the neighbouring point below; empty where the answer is at the target or nothing lies below. */
    public static Optional<String> of(Recommendation answer, DataSource source) {
        if (!answer.found() || answer.chosen().rate().exact() || !answer.chosen().rate().atLeastTarget()) {
            return Optional.empty();
        }
        int threads = answer.chosen().rate().point().threads();
        double above = answer.chosen().rate().point().rate();
        Optional<Double> below = new OpenLoopPoints(source.results()).below(answer.rate(), threads);
        if (below.isEmpty()) {
            return Optional.empty();
        }
        Recommendation there = new Recommender(source).recommend(answer.target().atRate(below.get()), null);
        String points = String.format(Locale.ROOT, "yours lies between the points measured at %s/s and %s/s over %d threads",
                Numbers.human(below.get()), Numbers.human(above), threads);
        if (!there.found()) {
            return Optional.of(points + "; at " + Numbers.human(below.get()) + "/s the data decides no pick, so this one is read from above");
        }
        String pick = there.chosen().setup();
        if (pick.equals(answer.chosen().setup())) {
            return Optional.of(points + "; both pick this setup");
        }
        boolean level = answer.level().stream().anyMatch(c -> c.setup().equals(pick));
        return Optional.of(String.format(Locale.ROOT, "%s; at %s/s the pick is %s (%s), %s", points, Numbers.human(below.get()),
                pick, there.chosen().framework(), level ? "level with this one at " + Numbers.human(above) + "/s"
                        : "the alternative: your rate is measured at neither, and this answer reads the harder one"));
    }
}
