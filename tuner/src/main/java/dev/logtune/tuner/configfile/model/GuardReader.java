package dev.logtune.tuner.configfile.model;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.Elements;
import dev.logtune.tuner.configfile.Variables;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The {@link Guard}s an element of the file sits under, read for {@link LoggingConfigReader}: Spring profiles, Logback's
 * {@code <if>} branches with their conditions as text, Log4j2's arbiters and {@code <Select>} branches.
 */
final class GuardReader {
    private final ConfigFile config;
    private final ConfigFacts facts;
    private final Variables variables;

    GuardReader(ConfigFacts facts) {
        this.facts = facts;
        this.config = facts.config();
        this.variables = facts.variables();
    }

    /** The conditional blocks around an element, outermost first. */
    List<Guard> around(Element element) {
        List<Guard> guards = new ArrayList<>();
        Node child = element;
        for (Node parent = element.getParentNode(); parent instanceof Element block; child = parent, parent = parent.getParentNode()) {
            String tag = block.getTagName().toLowerCase(Locale.ROOT);
            String childTag = ((Element) child).getTagName().toLowerCase(Locale.ROOT);
            if (tag.equals("springprofile")) {
                guards.add(0, new Guard(Guard.Kind.PROFILE, ConfigElement.of(block), resolve(Elements.attribute(block, "name").orElse("")), 0));
            } else if (tag.equals("if") && (childTag.equals("then") || childTag.equals("else"))) {
                guards.add(0, new Guard(Guard.Kind.BRANCH, ConfigElement.of(block), condition(block), childTag.equals("then") ? 0 : 1));
            } else if (tag.equals("select") && config.framework() == Framework.LOG4J2) {
                guards.add(0, new Guard(Guard.Kind.BRANCH, ConfigElement.of(block), childTag, Elements.children(block).indexOf(child)));
            } else if (tag.endsWith("arbiter") && config.framework() == Framework.LOG4J2
                    && !(block.getParentNode() instanceof Element p && p.getTagName().equalsIgnoreCase("select"))) {
                String condition = Elements.attribute(block, "propertyName").map(n -> n + "="
                        + Elements.attribute(block, "propertyValue").orElse("")).orElse("");
                guards.add(0, new Guard(Guard.Kind.CONDITION, ConfigElement.of(block), condition, 0));
            }
        }
        return guards;
    }

    /**
     * An {@code <if>}'s condition as text: its {@code condition} attribute (a Janino expression), else the
     * {@code <condition class="...">} element just before it (Logback 1.5.20+, where Logback reads it), else one written
     * inside it (where Logback reads it too late: the if-condition rule says so), written as
     * {@code IsPropertyDefinedCondition(key=ENV)}; empty when it has none.
     */
    private String condition(Element block) {
        String attribute = block.getAttribute("condition").strip();
        if (!attribute.isEmpty()) {
            return attribute;
        }
        Node before = block.getPreviousSibling();
        while (before != null && !(before instanceof Element)) {
            before = before.getPreviousSibling();
        }
        Optional<Element> preceding = before instanceof Element e && e.getTagName().equals("condition") ? Optional.of(e) : Optional.empty();
        return preceding.or(() -> Elements.child(block, "condition")).map(c -> {
            String type = facts.className(ConfigElement.of(c));
            List<String> settings = new ArrayList<>();
            for (Element setting : Elements.children(c)) {
                settings.add(setting.getTagName() + "=" + resolve(setting.getTextContent()));
            }
            return type.substring(type.lastIndexOf('.') + 1) + "(" + String.join(", ", settings) + ")";
        }).orElse("");
    }

    private String resolve(String text) {
        return variables.resolve(text.strip()).text();
    }
}
