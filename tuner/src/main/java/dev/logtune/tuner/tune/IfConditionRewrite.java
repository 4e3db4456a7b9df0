package dev.logtune.tuner.tune;

import dev.logtune.tuner.buildinfo.ServiceVersions;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.lint.rules.ConditionExpression;
import dev.logtune.tuner.lint.rules.IfConditionRule;

import java.util.Optional;

/**
 * Logback's {@code <if condition="...">} rewritten as the {@code <condition>} element before the {@code <if>}, which
 * Logback 1.5.24 and later read and 1.5.37 and later require (they skip the attribute form whole). Only for a version
 * that reads the element, and only where the condition has an {@link ConditionExpression} equivalent; otherwise the
 * block is named with why.
 */
final class IfConditionRewrite {
    private IfConditionRewrite() {
    }

    static void tune(Tuning tuning, ServiceVersions versions) {
        if (tuning.xml == null) {
            return;
        }
        for (ConfigElement block : tuning.config.rootElement().descendants("if")) {
            String condition = block.attribute("condition").strip();
            if (condition.isEmpty()) {
                continue;
            }
            String knob = "<if> at line " + block.line();
            String lost = IfConditionRule.lost(block);
            boolean skipped = versions.atLeast(ConditionExpression.ATTRIBUTE_SKIPPED_SINCE);
            String reason = skipped ? "Logback " + versions.judged().version() + " skips the condition attribute, so " + lost
                    : "Logback " + ConditionExpression.ATTRIBUTE_SKIPPED_SINCE + " and later skip the condition attribute, so at"
                            + " the upgrade " + lost;
            if (!versions.atLeast(ConditionExpression.SINCE)) {
                tuning.keep(knob + " condition=\"" + condition + "\": " + reason + "; the <condition> element that replaces it"
                        + " needs Logback " + ConditionExpression.SINCE + " or later, and this file is judged for "
                        + versions.describe() + ": upgrade, then tune again");
                continue;
            }
            Optional<String> expression = ConditionExpression.of(condition);
            Change change = new Change(knob, "condition=\"" + condition + "\"", expression.map(ConditionExpression::element)
                    .orElse("a <condition> element"), reason, "the block is processed again as its condition says (checked by"
                    + " loading the tuned file in Logback before it is shown)");
            tuning.change(block, null, change, () -> {
                if (expression.isEmpty()) {
                    throw new UnwritableValue("has a condition with no equivalent in " + ConditionExpression.CONDITION_CLASS
                            + " (isDefined, isNull, propertyEquals, propertyContains, !, &&, ||): write a PropertyCondition"
                            + " class of your own before the <if>");
                }
                tuning.xml.insertBefore(block, ConditionExpression.element(expression.get()));
                tuning.xml.removeAttribute(block, "condition");
            });
        }
    }
}
