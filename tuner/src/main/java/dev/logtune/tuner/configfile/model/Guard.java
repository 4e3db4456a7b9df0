package dev.logtune.tuner.configfile.model;

import dev.logtune.tuner.configfile.ConfigElement;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A condition an element of the config sits under; an element has one guard per enclosing conditional block,
 * outermost first.
 *
 * <ul>
 *   <li>{@link Kind#PROFILE}: a Spring Boot {@code <springProfile name="...">} block (Logback's logback-spring.xml, or
 *       Log4j2's {@code <SpringProfile>} arbiter); {@link #expression()} is its name attribute, resolved.</li>
 *   <li>{@link Kind#BRANCH}: one branch of a choice where at most one branch applies: Logback's {@code <if>} with
 *       {@code <then>} (branch 0) / {@code <else>} (branch 1), or the arbiters of a Log4j2 {@code <Select>} (branch =
 *       the arbiter's position).</li>
 *   <li>{@link Kind#CONDITION}: any other Log4j2 arbiter ({@code SystemPropertyArbiter}, {@code ScriptArbiter}...),
 *       a condition lint cannot evaluate; {@link #expression()} is {@code propertyName=propertyValue} where the arbiter
 *       has them (two {@code SystemPropertyArbiter}s or {@code EnvironmentArbiter}s on one property with different
 *       values exclude each other), else empty.</li>
 * </ul>
 *
 * @param block the element that opens the block: the {@code <springProfile>}, the {@code <if>}, the {@code <Select>},
 *     the arbiter; compared by identity
 */
public record Guard(Kind kind, ConfigElement block, String expression, int branch) {
    public enum Kind { PROFILE, BRANCH, CONDITION }

    /**
     * Whether two guards can never hold together: two branches of one {@code <if>} or {@code <Select>}, or two
     * {@code <springProfile>} blocks whose expressions exclude each other ({@link #profilesExclusive}).
     */
    public static boolean exclusive(Guard a, Guard b) {
        if (a.kind == Kind.BRANCH && b.kind == Kind.BRANCH) {
            return (a.block.equals(b.block) || sameCondition(a, b)) && a.branch != b.branch;
        }
        if (a.kind == Kind.PROFILE && b.kind == Kind.PROFILE) {
            return !a.block.equals(b.block) && profilesExclusive(a.expression, b.expression);
        }
        if (a.kind == Kind.CONDITION && b.kind == Kind.CONDITION && !a.block.equals(b.block)
                && a.block.isTag(b.block.tag()) && a.expression.contains("=") && b.expression.contains("=")) {
            String aName = a.expression.substring(0, a.expression.indexOf('='));
            String bName = b.expression.substring(0, b.expression.indexOf('='));
            return aName.equals(bName) && !a.expression.equals(b.expression);
        }
        return false;
    }

    /**
     * Whether {@code a} holds whenever {@code b} does: the same block, profile blocks with the same expression, or the
     * same branch of two Logback {@code <if>} blocks with the same condition text. (A ref under one {@code <if>} once
     * seemed not to find an appender under another with the same condition; the cause was a {@code <condition>} element
     * written inside its {@code <if>}, which Logback reads too late and hands to the next {@code <if>}: the
     * if-condition rule names that.)
     */
    public static boolean implies(Guard b, Guard a) {
        if (a.block.equals(b.block) && a.branch == b.branch) {
            return true;
        }
        if (sameCondition(a, b) && a.branch == b.branch) {
            return true;
        }
        return a.kind == Kind.PROFILE && b.kind == Kind.PROFILE && normalise(a.expression).equals(normalise(b.expression));
    }

    /** Two Logback {@code <if>} blocks with the same condition text: their opposite branches never both apply. */
    static boolean sameCondition(Guard a, Guard b) {
        return a.kind == Kind.BRANCH && b.kind == Kind.BRANCH && a.block.isTag("if") && b.block.isTag("if")
                && !a.expression.isBlank() && condition(a.expression).equals(condition(b.expression));
    }

    private static String condition(String expression) {
        return expression.replaceAll("\\s+", "");
    }

    /**
     * Whether two Spring profile expressions never hold together, read simply: each is a list of profile names
     * ({@code "dev, staging"}, {@code "dev | staging"}), each name possibly negated ({@code "!prod"}). Two lists exclude
     * each other when every pair of their names does: {@code X} and {@code !X}, or two different plain names. The
     * latter is a convention, not a certainty (Spring can run with {@code dev} and {@code prod} active together), but it
     * is how these blocks are written: one block per environment. Expressions with {@code &} or parentheses are not
     * judged (never exclusive).
     */
    public static boolean profilesExclusive(String a, String b) {
        List<String> left = terms(a);
        List<String> right = terms(b);
        if (left == null || right == null || left.isEmpty() || right.isEmpty()) {
            return false;
        }
        for (String x : left) {
            for (String y : right) {
                boolean xNot = x.startsWith("!");
                boolean yNot = y.startsWith("!");
                String xName = xNot ? x.substring(1).strip() : x;
                String yName = yNot ? y.substring(1).strip() : y;
                boolean pairExclusive = xName.equals(yName) ? xNot != yNot : !xNot && !yNot;
                if (!pairExclusive) {
                    return false;
                }
            }
        }
        return true;
    }

    private static List<String> terms(String expression) {
        if (expression == null || expression.contains("&") || expression.contains("(")) {
            return null;
        }
        List<String> terms = new ArrayList<>();
        for (String term : expression.split("[,|]")) {
            if (!term.isBlank()) {
                terms.add(term.strip());
            }
        }
        return terms;
    }

    private static String normalise(String expression) {
        return expression == null ? "" : expression.replace(" ", "").toLowerCase(Locale.ROOT);
    }

    /** {@code <springProfile name="prod">}, {@code <then> of <if condition="isDefined(\"X\")"> at line 12}. */
    public String describe() {
        return switch (kind) {
            case PROFILE -> "<springProfile name=\"" + expression + "\">";
            case BRANCH -> block.isTag("if")
                    ? (branch == 0 ? "<then>" : "<else>") + " of <if" + (expression.isBlank() ? "" : " condition=\"" + expression.strip() + "\"")
                            + ">" + lineOf(block)
                    : "arbiter " + (branch + 1) + " of <" + block.tag() + ">" + lineOf(block);
            case CONDITION -> "<" + block.tag() + (expression.isEmpty() ? "" : " " + expression) + ">" + lineOf(block);
        };
    }

    private static String lineOf(ConfigElement element) {
        int line = element.line();
        return line > 0 ? " at line " + line : "";
    }
}
