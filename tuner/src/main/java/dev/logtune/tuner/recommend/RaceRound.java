package dev.logtune.tuner.recommend;

import java.time.Duration;
import java.util.List;

/**
 * What one round of the measurement race decided, for the progress line.
 *
 * @param droppedOut the setups that left the race this round, and why
 * @param standing the setups the next round would run (candidates, then the reference)
 * @param leader the standing candidate with the lowest median p99 so far; null while none has one
 * @param used the time the rounds so far took
 * @param nextRound what another round is estimated to take, from the rounds done
 * @param stop why the race ends here; null when it goes on
 */
record RaceRound(int round, List<DropOut> droppedOut, List<String> standing, String leader, Duration used,
                 Duration nextRound, Stop stop) {

    RaceRound {
        droppedOut = List.copyOf(droppedOut);
        standing = List.copyOf(standing);
    }

    /** A setup that left the race: at which round and why, in words. */
    record DropOut(String setup, int round, String why) {
    }

    /** Why the race ended. */
    enum Stop {
        /** One candidate is left: the runs told it apart from the rest, or the rest lost events or failed. */
        SEPARATED,
        /** Every candidate dropped out. */
        NONE_LEFT,
        /** The round limit was reached with several setups still level. */
        MAX_ROUNDS,
        /** Another round would have overrun the time budget. */
        BUDGET
    }
}
