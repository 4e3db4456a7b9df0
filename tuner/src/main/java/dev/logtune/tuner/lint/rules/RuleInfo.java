package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.LogLevel;

/**
 * What a rule is, to everyone but the rule: lint's output names it by id and title, lint asks whether it speaks of the
 * wiring, and tune asks whether one of its knobs fixes what the rule warns of and, where tune leaves a finding, why.
 *
 * @param id stable id, used in SARIF and in every finding: {@code immediate-flush}
 * @param title one line saying what the rule looks for
 * @param tune what tune can do about its findings
 * @param whyTuneLeaves why tune leaves a finding of it, as tune says it after "Why tune leaves it: "; null where the
 *     general reason (no knob tune changes sets it) is the one to give
 * @param admittedAt the level whose events a finding of it says are dropped: a target that lets that level drop
 *     ({@code --allow-drop}) admits the finding, and tune neither fixes nor refuses it; null for a rule not about drops
 * @param wiring whether it speaks of the wiring itself (which appenders exist, what references what): what it says of an
 *     appender no event reaches still holds, where the speed, flushing or loss of such an appender is moot
 */
public record RuleInfo(String id, String title, TuneScope tune, String whyTuneLeaves, LogLevel admittedAt, boolean wiring) {
    /** Why tune leaves what structural rules find: the wiring is no knob's value. */
    public static final String STRUCTURAL = "structural, the wiring of appenders rather than a knob's value: change it by hand";

    /** A rule a knob of tune's fixes; {@code whyLeft} says why a finding can still be left (null: the general reason). */
    public static RuleInfo knob(String id, String title, String whyLeft) {
        return new RuleInfo(id, title, TuneScope.KNOB, whyLeft, null, false);
    }

    /** A rule no knob of tune's fixes, for the reason given; an ERROR of it stays in a tuned file. */
    public static RuleInfo byHand(String id, String title, String why) {
        return new RuleInfo(id, title, TuneScope.BY_HAND, why, null, false);
    }

    /** A rule no knob of tune's fixes, for the reason given, whose ERROR keeps tune from writing (see {@link TuneScope#BY_HAND_FIRST}). */
    public static RuleInfo byHandFirst(String id, String title, String why) {
        return new RuleInfo(id, title, TuneScope.BY_HAND_FIRST, why, null, false);
    }

    /** This rule, speaking of the wiring. */
    public RuleInfo aboutWiring() {
        return new RuleInfo(id, title, tune, whyTuneLeaves, admittedAt, true);
    }

    /** This rule, about drops of events up to {@code level}: a target that lets that level drop admits its findings. */
    public RuleInfo aboutDrops(LogLevel level) {
        return new RuleInfo(id, title, tune, whyTuneLeaves, level, wiring);
    }
}
