package dev.logtune.tuner.configfile;

import org.apache.logging.log4j.core.config.Node;
import org.apache.logging.log4j.core.config.plugins.util.PluginManager;
import org.w3c.dom.Element;
import org.w3c.dom.Text;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Log4j2's element-style attributes: its XML reader turns a child element that names no plugin, and has no plugin
 * below it, into an attribute of its parent, the element's own text its value, over an attribute of the same name
 * ({@code <Logger><name>com.foo</name><level>debug</level></Logger>}, {@code <Property><name>dir</name><value>/var/log
 * </value></Property>}). Such elements are folded here the same way, so the rest of lint reads one shape; each element
 * folded is kept, detached, where tune can still find and edit its text.
 *
 * <p>Folded only where no plugin could be meant: no attribute of its own and some text (an empty, attribute-less
 * element may be a plugin of the service's own, not on logtune's classpath). The root's children are detached and not
 * made attributes: Log4j2 reads the configuration's own settings from the root's attributes before it folds anything.
 */
final class Log4j2ElementAttributes {
    private static final String WRITTEN = "logtune.written";
    private static final String FOLDED_INTO = "logtune.foldedInto";

    /** An element's children as written, folded ones in place, and the attributes it got from them. */
    private record Written(List<Element> children, Map<String, Element> attributes) {
    }

    private Log4j2ElementAttributes() {
    }

    /** Folds the element-style attributes below {@code root}, deepest first, as Log4j2's XmlConfiguration does. */
    static void fold(Element root) {
        fold(root, true);
    }

    private static void fold(Element element, boolean root) {
        List<Element> children = Elements.children(element);
        Written written = null;
        for (Element child : children) {
            boolean attributes = child.hasAttributes();
            fold(child, false);
            String text = ownText(child);
            if (attributes || !Elements.children(child).isEmpty() || text.isEmpty() || Plugins.isPlugin(child.getTagName())) {
                continue;
            }
            if (written == null) {
                written = new Written(children, new LinkedHashMap<>());
            }
            element.removeChild(child);
            child.setUserData(FOLDED_INTO, element, null);
            if (!root) {
                String name = child.getTagName();
                Elements.attributeName(element, name).ifPresent(element::removeAttribute);
                element.setAttribute(name, text);
                written.attributes().put(name.toLowerCase(Locale.ROOT), child);
            }
        }
        if (written != null) {
            element.setUserData(WRITTEN, written, null);
        }
    }

    /** The text directly inside an element, trimmed, as Log4j2 takes a node's value. */
    private static String ownText(Element element) {
        StringBuilder text = new StringBuilder();
        for (org.w3c.dom.Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Text data) {
                text.append(data.getData());
            }
        }
        return text.toString().strip();
    }

    /** The element an attribute (any case) was folded from, if it was written as one. */
    static Optional<Element> writtenAs(Element element, String attribute) {
        return element.getUserData(WRITTEN) instanceof Written written
                ? Optional.ofNullable(written.attributes().get(attribute.toLowerCase(Locale.ROOT)))
                : Optional.empty();
    }

    /** The element a folded one was read into (its parent as written); empty for an element in the tree. */
    static Optional<Element> foldedInto(Element element) {
        return element.getUserData(FOLDED_INTO) instanceof Element parent ? Optional.of(parent) : Optional.empty();
    }

    /** Every element below {@code root} as the text has them, root included, in document order: folded ones in place. */
    static List<Element> asWritten(Element root) {
        List<Element> found = new ArrayList<>();
        collect(root, found);
        return found;
    }

    private static void collect(Element element, List<Element> found) {
        found.add(element);
        List<Element> children = element.getUserData(WRITTEN) instanceof Written written ? written.children()
                : Elements.children(element);
        for (Element child : children) {
            collect(child, found);
        }
    }

    /** Log4j2's core plugins on logtune's classpath, by name without case, read once when first asked. */
    private static final class Plugins {
        private static final PluginManager MANAGER = load();

        private static PluginManager load() {
            PluginManager manager = new PluginManager(Node.CATEGORY);
            manager.collectPlugins();
            return manager;
        }

        static boolean isPlugin(String name) {
            return MANAGER.getPluginType(name) != null;
        }
    }
}
