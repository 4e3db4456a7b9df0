package dev.logtune.tuner.configfile;

import dev.logtune.benchmarks.audit.CountingAsyncAppender;
import dev.logtune.benchmarks.audit.CountingDisruptorAppender;
import dev.logtune.benchmarks.audit.CountingDiscardPolicy;
import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.configs.model.Framework;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The copy of a user's configuration that verify runs. Every file location points into a scratch directory, so
 * the real log files are never touched; appenders that send events off this machine are left out; console output
 * goes to the measured pipe; the framework's drop paths get their counting classes.
 */
public final class VerifyCopy {
    private static final Pattern VARIABLE = Pattern.compile("\\$\\{([^}]*)}");
    private static final List<String> LOG4J2_FILE_ATTRIBUTES = List.of("fileName", "filePattern");

    private VerifyCopy() {
    }

    public static LoggingTarget prepare(ConfigFile config, Path logDir, List<String> notes) {
        return prepare(config, logDir, null, notes);
    }

    /**
     * @param profiles the Spring profiles to run as active, as Spring Boot would choose the {@code <springProfile>}
     *     blocks; null runs every block together
     * @throws IllegalArgumentException a springProfile name is not a profile expression
     */
    public static LoggingTarget prepare(ConfigFile config, Path logDir, Set<String> profiles, List<String> notes) {
        Document document = (Document) config.document().cloneNode(true);
        if (config.framework() == Framework.LOGBACK && profiles != null) {
            selectProfiles(document, profiles, notes);
        }
        ConfigFacts facts = new ConfigFacts(new ConfigFile(config.path(), config.framework(), document,
                config.componentProperties(), config.defines(), config.unresolved()));
        Variables variables = facts.variables();
        // Read before the copy changes: the counting classes and left-out appenders would blur them.
        boolean console = facts.writesToConsole();
        boolean dropsByDesign = facts.dropsByDesign();
        Set<String> used = new HashSet<>();
        Map<String, String> properties = new LinkedHashMap<>(config.componentProperties());
        if (config.framework() == Framework.LOGBACK) {
            standInForSpring(document, notes);
            Set<String> runtimeKeys = new HashSet<>();
            for (Element discriminator : Elements.descendants(document.getDocumentElement(), "discriminator")) {
                Elements.childText(discriminator, "key").ifPresent(runtimeKeys::add);
            }
            dropRemoteAppenders(facts, notes, "appender-ref", "ref");
            for (String element : List.of("file", "fileNamePattern")) {
                for (Element file : Elements.descendants(document.getDocumentElement(), element)) {
                    file.setTextContent(relocate(file.getTextContent(), variables, logDir, runtimeKeys, used));
                }
            }
            for (Element target : Elements.descendants(document.getDocumentElement(), "target")) {
                if (target.getTextContent().strip().equalsIgnoreCase("System.err")) {
                    target.setTextContent("System.out");
                    notes.add("console output to System.err is measured on System.out");
                }
            }
            for (ConfigElement async : facts.logbackAsyncAppenders()) {
                async.dom().setAttribute("class", CountingAsyncAppender.class.getName());
            }
            for (ConfigElement disruptor : facts.logbackDisruptorAppenders()) {
                disruptor.dom().setAttribute("class", CountingDisruptorAppender.class.getName());
            }
        } else {
            leaveOutOutsideIncludes(document, notes);
            dropRemoteAppenders(facts, notes, "AppenderRef", "ref");
            for (Element element : Elements.all(document.getDocumentElement())) {
                for (String attribute : LOG4J2_FILE_ATTRIBUTES) {
                    Elements.attributeName(element, attribute).ifPresent(name ->
                            element.setAttribute(name, relocate(element.getAttribute(name), variables, logDir, Set.of(), used)));
                }
                // A Delete action's basePath would let verify delete the service's real files.
                Elements.attributeName(element, "basePath").ifPresent(name -> element.setAttribute(name, logDir.toString()));
                if (facts.isConsole(ConfigElement.of(element))) {
                    Elements.attributeName(element, "target").ifPresent(name -> {
                        if (element.getAttribute(name).strip().equalsIgnoreCase("SYSTEM_ERR")) {
                            element.setAttribute(name, "SYSTEM_OUT");
                            notes.add("console output to SYSTEM_ERR is measured on SYSTEM_OUT");
                        }
                    });
                    Elements.attributeName(element, "direct").ifPresent(element::removeAttribute);
                }
            }
            if (facts.log4j2DiscardPolicy()) {
                Log4j2Properties.key(properties, Log4j2Properties.QUEUE_FULL_POLICY)
                        .ifPresent(key -> properties.put(key, CountingDiscardPolicy.class.getName()));
            }
        }
        return new LoggingTarget(config.path().getFileName().toString().replaceAll("\\.xml$", ""), config.framework(),
                SecureXml.write(document), properties, console, dropsByDesign, null, 0);
    }

    /**
     * Log4j2 follows XIncludes from the copy: an absolute path or a URL would be read where it points, and the appenders
     * it defines would write there, outside the scratch directory. Those are left out (lint reads no XInclude either);
     * a plain relative name resolves beside the copy, inside it.
     */
    private static void leaveOutOutsideIncludes(Document document, List<String> notes) {
        for (Element include : Elements.all(document.getDocumentElement())) {
            String tag = include.getTagName();
            if (!(tag.equals("include") || tag.endsWith(":include")) || !include.hasAttribute("href")) {
                continue;
            }
            String href = include.getAttribute("href").strip();
            if (href.startsWith("/") || href.startsWith("\\") || href.matches("^[A-Za-z][A-Za-z0-9+.-]*:.*") || href.contains("..")) {
                notes.add("left out the XInclude of " + href + ": the sandbox reads no file outside its copy");
                include.getParentNode().removeChild(include);
            }
        }
    }

    private static void dropRemoteAppenders(ConfigFacts facts, List<String> notes, String refElement, String refAttribute) {
        List<String> dropped = new ArrayList<>();
        for (ConfigElement view : facts.appenders()) {
            if (!facts.isLocal(view)) {
                Element appender = view.dom();
                String name = appender.getAttribute("name");
                dropped.add(name);
                notes.add("left out appender " + name + " (" + facts.type(view) + "): verify runs file, console and async appenders only");
                appender.getParentNode().removeChild(appender);
            }
        }
        for (Element ref : Elements.descendants(facts.config().root(), refElement)) {
            if (dropped.contains(ref.getAttribute(refAttribute))) {
                ref.getParentNode().removeChild(ref);
            }
        }
    }

    /**
     * A file location moved into {@code logDir}: variables resolved, the directory dropped, what is left of any
     * unresolved variable turned into plain text (an environment variable must not lead back to a real file).
     * Variables the framework fills per event (a sifting key) are kept.
     */
    static String relocate(String location, Variables variables, Path logDir, Set<String> runtimeKeys, Set<String> used) {
        String resolved = variables.resolve(location.strip()).text();
        Matcher matcher = VARIABLE.matcher(resolved);
        StringBuilder safe = new StringBuilder();
        while (matcher.find()) {
            String expression = matcher.group(1);
            boolean keep = runtimeKeys.contains(expression) || expression.startsWith("ctx:");
            matcher.appendReplacement(safe, Matcher.quoteReplacement(keep ? matcher.group() : expression.replaceAll("[^A-Za-z0-9_.-]", "_")));
        }
        matcher.appendTail(safe);
        String name = lastSegment(safe.toString());
        if (name.isBlank() || name.equals(".") || name.equals("..")) {
            name = "log";
        }
        String unique = name;
        for (int i = 2; !used.add(unique); i++) {
            unique = i + "-" + name;
        }
        return logDir.resolve(unique).toString();
    }

    /** The last path segment, ignoring separators inside a %d{...} date pattern. */
    private static String lastSegment(String path) {
        int depth = 0;
        int cut = -1;
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c == '{') {
                depth++;
            } else if (c == '}') {
                depth--;
            } else if ((c == '/' || c == '\\') && depth == 0) {
                cut = i;
            }
        }
        return path.substring(cut + 1);
    }

    /**
     * Keeps the {@code <springProfile>} blocks the profiles make active, their content in place, and removes the rest,
     * outermost first so a block inside a removed one goes with it.
     */
    private static void selectProfiles(Document document, Set<String> profiles, List<String> notes) {
        List<Element> blocks = Elements.descendants(document.getDocumentElement(), "springProfile");
        if (blocks.isEmpty()) {
            notes.add("--profile " + String.join(",", profiles) + ": the file has no springProfile block");
            return;
        }
        List<String> kept = new ArrayList<>();
        List<String> left = new ArrayList<>();
        for (Element block : blocks) {
            if (block.getParentNode() == null || !document.getDocumentElement().isSameNode(root(block))) {
                continue;
            }
            String name = block.getAttribute("name");
            if (SpringProfiles.active(name, profiles)) {
                kept.add(name);
                Node parent = block.getParentNode();
                while (block.getFirstChild() != null) {
                    parent.insertBefore(block.getFirstChild(), block);
                }
                parent.removeChild(block);
            } else {
                left.add(name);
                block.getParentNode().removeChild(block);
            }
        }
        notes.add("profiles " + String.join(",", profiles) + ": ran the springProfile blocks " + (kept.isEmpty() ? "(none active)"
                : String.join("; ", kept)) + (left.isEmpty() ? "" : ", left out " + String.join("; ", left)));
    }

    private static Node root(Node node) {
        Node at = node;
        while (at.getParentNode() != null && at.getParentNode().getNodeType() == Node.ELEMENT_NODE) {
            at = at.getParentNode();
        }
        return at;
    }

    /**
     * What only Spring Boot understands in a logback-spring.xml, stood in for: {@code <springProfile>} blocks unwrapped
     * (every profile's appenders run), {@code <springProperty>} as a plain property with its default, classpath
     * includes (Spring Boot's own defaults) left out.
     */
    private static void standInForSpring(Document document, List<String> notes) {
        Element root = document.getDocumentElement();
        for (Element include : Elements.descendants(root, "include")) {
            // Spring Boot's own includes are already inlined (modelled content): the element itself only marks them.
            if (LogbackIncludes.inlined(include)) {
                include.getParentNode().removeChild(include);
            } else if (include.hasAttribute("resource") || include.hasAttribute("url")) {
                notes.add("left out the include of " + include.getAttribute(include.hasAttribute("url") ? "url" : "resource"));
                include.getParentNode().removeChild(include);
            }
        }
        for (Element property : Elements.descendants(root, "springProperty")) {
            Element plain = document.createElement("property");
            plain.setAttribute("name", property.getAttribute("name"));
            plain.setAttribute("value", property.getAttribute("defaultValue"));
            property.getParentNode().replaceChild(plain, property);
        }
        List<Element> profiles = Elements.descendants(root, "springProfile");
        if (!profiles.isEmpty()) {
            notes.add("ran every springProfile block together (--profile NAME runs those a profile makes active, as Spring"
                    + " Boot does)");
        }
        for (Element profile : profiles) {
            Node parent = profile.getParentNode();
            while (profile.getFirstChild() != null) {
                parent.insertBefore(profile.getFirstChild(), profile);
            }
            parent.removeChild(profile);
        }
    }
}
