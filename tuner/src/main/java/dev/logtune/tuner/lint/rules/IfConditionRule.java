package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.buildinfo.Library;
import dev.logtune.tuner.configfile.ConfigElement;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Logback's {@code <if>} as the version the service runs reads it. Since 1.5.37 the {@code condition} attribute is not
 * evaluated at all (Logback 1.5.37 dropped Janino from {@code IfModelHandler}): neither {@code <then>} nor
 * {@code <else>} is processed, so every appender and appender-ref inside is gone, with only a WARN status saying the
 * attribute is deprecated. Before that the attribute works, given Janino on the classpath, and the next upgrade drops
 * the same appenders. The replacement, a {@code <condition>} element, must come <em>before</em> its {@code <if>}
 * (since 1.5.20): written inside the {@code <if>}, it is read after the {@code <if>} has chosen its branch, so that
 * {@code <if>} takes none and the result is left for the next {@code <if>}.
 */
public final class IfConditionRule extends NamedRule {
    private static final String SKIPPED_STATUS = "The 'condition' attribute in <if> element is deprecated and slated for removal."
            + " Use <condition> element instead.";

    public IfConditionRule() {
        super(RuleInfo.knob("if-condition", "A Logback <if> the service's Logback version skips whole, or will at its next upgrade",
                "tune writes the <condition> element only for a Logback that reads it (1.5.24 and"
                        + " later) and a condition that element can say; each <if> it left is named above with why"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        if (context.framework() != Framework.LOGBACK) {
            return List.of();
        }
        List<Finding> findings = new ArrayList<>();
        for (ConfigElement block : context.config().rootElement().descendants("if")) {
            String condition = block.attribute("condition").strip();
            if (!condition.isEmpty()) {
                findings.add(attribute(context, block, condition));
            }
            Optional<ConfigElement> inside = block.child("condition");
            if (inside.isPresent() && condition.isEmpty()) {
                findings.add(misplaced(context, block, inside.get()));
            }
        }
        return findings;
    }

    private Finding attribute(LintContext context, ConfigElement block, String condition) {
        String judged = context.versions().describe();
        String lost = lost(block);
        Optional<String> expression = ConditionExpression.of(condition);
        String fix = expression.map(e -> "Write the condition as an element just before the <if> and drop the attribute: "
                        + ConditionExpression.element(e) + " then <if> (Logback " + ConditionExpression.SINCE
                        + " and later read it; tuner tune writes it).")
                .orElse("This condition has no equivalent in " + ConditionExpression.CONDITION_CLASS + " (isDefined, isNull,"
                        + " propertyEquals, propertyContains, !, &&, ||): write a class of your own implementing"
                        + " ch.qos.logback.core.boolex.PropertyCondition, named by a <condition class=...> element just before the"
                        + " <if>, or take the block out of the <if>.");
        if (context.versions().atLeast(ConditionExpression.ATTRIBUTE_SKIPPED_SINCE)) {
            return context.finding(id(), Severity.ERROR, block,
                    "Logback " + context.versions().judged().version() + " skips this <if condition=\"" + condition + "\"> whole: "
                            + lost + ".",
                    "Since " + ConditionExpression.ATTRIBUTE_SKIPPED_SINCE + " Logback no longer evaluates the condition attribute:"
                            + " neither <then> nor <else> is processed, whatever the condition and with or without Janino, and the"
                            + " only sign is a WARN status (\"" + SKIPPED_STATUS + "\"). Holds for Logback "
                            + ConditionExpression.ATTRIBUTE_SKIPPED_SINCE + " and later; judged for " + judged + ".",
                    fix);
        }
        String janino = context.versions().build().found() && !context.versions().build().declares(Library.JANINO)
                ? " The build names no Janino (org.codehaus.janino:janino); unless another dependency brings it, Logback "
                        + context.versions().judged().version() + " already skips the block, with an ERROR status (\"Could not find"
                        + " Janino library on the class path\")."
                : " Until then it works only with Janino on the classpath.";
        String upgrade = context.versions().atLeast(ConditionExpression.SINCE) ? ""
                : " The <condition> form needs Logback " + ConditionExpression.SINCE + " or later: upgrade and rewrite together.";
        return context.finding(id(), Severity.WARNING, block,
                "Logback " + ConditionExpression.ATTRIBUTE_SKIPPED_SINCE + " and later skip this <if condition=\"" + condition
                        + "\"> whole; at the upgrade from " + context.versions().judged().version() + " " + lost + ".",
                "Logback " + ConditionExpression.ATTRIBUTE_SKIPPED_SINCE + " stopped evaluating the condition attribute: neither"
                        + " branch is processed, and the only sign is a WARN status. Spring Boot 4.0.8 already manages Logback 1.5.38."
                        + janino + " Holds for Logback before " + ConditionExpression.ATTRIBUTE_SKIPPED_SINCE + "; judged for "
                        + judged + "." + upgrade,
                fix);
    }

    private Finding misplaced(LintContext context, ConfigElement block, ConfigElement inside) {
        boolean read = context.versions().atLeast(ConditionExpression.ELEMENT_SINCE);
        List<ConfigElement> all = context.config().rootElement().descendants("if");
        int index = all.indexOf(block);
        String next = index + 1 < all.size() ? "the next <if> (line " + all.get(index + 1).line() + ")" : "no later <if>";
        return context.finding(id(), read ? Severity.ERROR : Severity.WARNING, inside,
                "<condition> inside the <if> at line " + block.line() + ": Logback reads it only after the <if> has chosen its branch,"
                        + " so this <if> takes neither branch (" + lost(block) + ") and the result goes to " + next + ".",
                (read ? "A <condition> element leaves its result for the <if> that follows it; an <if> with no condition"
                        + " attribute takes the result left before it, and with none it processes neither branch."
                        : "Logback before " + ConditionExpression.ELEMENT_SINCE + " has no <condition> element at all.")
                        + " Holds for Logback " + ConditionExpression.ELEMENT_SINCE + " and later; judged for " + context.versions().describe() + ".",
                "Move the <condition> element out of the <if>, to just before it.");
    }

    /** "appenders FILE, JSON are never created and the refs root -> FILE, logger \"audit\" -> AUDIT are dropped". */
    public static String lost(ConfigElement block) {
        List<String> appenders = new ArrayList<>();
        for (ConfigElement appender : block.descendants("appender")) {
            if (appender.ancestors().stream().takeWhile(a -> !a.equals(block)).noneMatch(a -> a.isTag("appender"))) {
                appenders.add(appender.attribute("name"));
            }
        }
        List<String> refs = new ArrayList<>();
        for (ConfigElement ref : block.descendants("appender-ref")) {
            ref.parent().filter(p -> p.isTag("root") || p.isTag("logger")).ifPresent(owner -> refs.add(
                    (owner.isTag("root") ? "root" : "logger \"" + owner.attribute("name") + "\"") + " -> " + ref.attribute("ref")));
        }
        List<String> parts = new ArrayList<>();
        if (!appenders.isEmpty()) {
            parts.add((appenders.size() == 1 ? "appender " : "appenders ") + String.join(", ", appenders)
                    + (appenders.size() == 1 ? " is" : " are") + " never created");
        }
        if (!refs.isEmpty()) {
            parts.add("the appender-ref" + (refs.size() == 1 ? " " : "s ") + String.join(", ", refs) + (refs.size() == 1 ? " is" : " are") + " dropped");
        }
        return parts.isEmpty() ? "nothing inside it is processed" : String.join(" and ", parts);
    }
}
