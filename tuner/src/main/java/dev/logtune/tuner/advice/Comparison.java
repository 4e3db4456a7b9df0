package dev.logtune.tuner.advice;

import dev.logtune.lab.reading.PairedRatio;

import java.util.List;

/**
 * What an answer's comparisons rest on: the contenders raced in one session's interleaved blocks at the point that
 * stands for the target, each compared with the pick by its p99 ratio in the same blocks against the margin M.
 *
 * @param point the point and session, in words
 * @param subject the setup the ratios are of: the pick, or when undecided the first contender in house order
 * @param blocks the blocks the comparisons use (blocks whose control measured a busy machine are left out)
 * @param margin M: within a factor of M either way counts as level
 * @param marginFrom where M comes from: the blocks' own spread, or the user
 * @param spread the block-to-block spread of log p99 ratios (a robust standard deviation), from which M is derived
 * @param contenders the setups that meet the target and ran in at least six of those blocks, in house order
 * @param ratios the subject over every other contender and each
 *     framework's defaults, p99 in the same blocks
 * @param tails the same pairs compared by p99.9, for the reader: the pick rests on p99, whose blocks hold 100 times more
 *     events beyond it
 * @param others the pick over the setups raced in the same blocks that are not contenders (excluded by a constraint,
 *     or writing another line): what the constraints cost, for the reader; never part of the pick
 * @param control the same over the no-logging control
 * @param screened setups that meet the target but were not raced there: a single run screens, it never makes level
 * @param leftOut blocks left out, and why
 * @param blocksNeeded when undecided, the blocks that would likely decide it at this spread; 0 when decided
 * @param session the session whose blocks these are; null where none was found
 */
public record Comparison(String point, String subject, int blocks, double margin, String marginFrom, double spread, List<String> contenders,
                         List<PairedRatio> ratios, List<PairedRatio> tails, List<PairedRatio> others, PairedRatio control, List<String> screened, List<String> leftOut,
                         int blocksNeeded, String session) {
    public Comparison {
        contenders = List.copyOf(contenders);
        ratios = List.copyOf(ratios);
        tails = List.copyOf(tails);
        others = List.copyOf(others);
        screened = List.copyOf(screened);
        leftOut = List.copyOf(leftOut);
    }

    /** The pick's ratio over {@code setup}, if it was compared. */
    public PairedRatio against(String setup) {
        return ratios.stream().filter(r -> r.against().equals(setup)).findFirst().orElse(null);
    }

    /** The pick's p99.9 ratio over {@code setup}, if it was compared. */
    public PairedRatio tailAgainst(String setup) {
        return tails.stream().filter(r -> r.against().equals(setup)).findFirst().orElse(null);
    }
}
