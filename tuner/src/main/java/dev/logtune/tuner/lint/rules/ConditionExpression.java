package dev.logtune.tuner.lint.rules;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A Janino condition of Logback's {@code <if condition="...">} rewritten for the {@code <condition>} element that
 * replaces it: {@code ch.qos.logback.core.boolex.ExpressionPropertyCondition} (Logback 1.5.24 and later), whose
 * {@code <expression>} knows {@code isDefined("k")}, {@code isNull("k")}, {@code propertyEquals("k", "v")},
 * {@code propertyContains("k", "v")}, {@code true}, {@code false}, {@code !}, {@code &&}, {@code ||} and parentheses, and
 * looks a property up where Janino's {@code property()} did (the configuration's own, the context's, system properties,
 * the environment). Only conditions made of those, written the usual Java ways, are rewritten.
 */
public final class ConditionExpression {
    /** The class of the {@code <condition>} element the rewrite writes. */
    public static final String CONDITION_CLASS = "ch.qos.logback.core.boolex.ExpressionPropertyCondition";
    /** The first Logback with {@link #CONDITION_CLASS}. */
    public static final String SINCE = "1.5.24";
    /** The first Logback that skips an {@code <if>} whose condition is an attribute. */
    public static final String ATTRIBUTE_SKIPPED_SINCE = "1.5.37";
    /** The first Logback that reads a {@code <condition>} element. */
    public static final String ELEMENT_SINCE = "1.5.20";

    private static final String Q = "\"([^\"\\\\]*)\"";
    private static final String PROPERTY = "(?:property|p)\\(\\s*" + Q + "\\s*\\)";
    private static final String VARIABLE = "\"\\$\\{([A-Za-z0-9_.-]+)}\"";
    private static final String[][] REWRITES = {
            {PROPERTY + "\\s*\\.\\s*equals\\(\\s*" + Q + "\\s*\\)", "propertyEquals(\"$1\", \"$2\")"},
            {Q + "\\s*\\.\\s*equals\\(\\s*" + PROPERTY + "\\s*\\)", "propertyEquals(\"$2\", \"$1\")"},
            {PROPERTY + "\\s*\\.\\s*contains\\(\\s*" + Q + "\\s*\\)", "propertyContains(\"$1\", \"$2\")"},
            {VARIABLE + "\\s*\\.\\s*equals\\(\\s*" + Q + "\\s*\\)", "propertyEquals(\"$1\", \"$2\")"},
            {Q + "\\s*\\.\\s*equals\\(\\s*" + VARIABLE + "\\s*\\)", "propertyEquals(\"$2\", \"$1\")"},
            {"isDefined\\(\\s*" + Q + "\\s*\\)", "isDefined(\"$1\")"},
            {"isNull\\(\\s*" + Q + "\\s*\\)", "isNull(\"$1\")"}};
    private static final Pattern FUNCTION = Pattern.compile("(?:isDefined|isNull)\\(\"[^\"]*\"\\)"
            + "|(?:propertyEquals|propertyContains)\\(\"[^\"]*\", \"[^\"]*\"\\)|\\btrue\\b|\\bfalse\\b");
    private static final Pattern LEFT_OVER = Pattern.compile("^(?:[X\\s!()]|&&|\\|\\|)*$");

    private ConditionExpression() {
    }

    /** The expression for {@link #CONDITION_CLASS}, or empty where the condition uses anything else. */
    public static Optional<String> of(String janino) {
        String text = janino.strip();
        for (String[] rewrite : REWRITES) {
            text = text.replaceAll(rewrite[0], rewrite[1]);
        }
        String rest = FUNCTION.matcher(text).replaceAll("X");
        if (!LEFT_OVER.matcher(rest).matches() || !rest.contains("X") || !balanced(rest)) {
            return Optional.empty();
        }
        return Optional.of(text);
    }

    private static boolean balanced(String text) {
        int depth = 0;
        for (char c : text.toCharArray()) {
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            if (depth < 0) {
                return false;
            }
        }
        return depth == 0;
    }

    /** The element to write before the {@code <if>}, the expression escaped for XML text. */
    public static String element(String expression) {
        return "<condition class=\"" + CONDITION_CLASS + "\"><expression>" + expression.replace("&", "&amp;").replace("<", "&lt;")
                + "</expression></condition>";
    }
}
