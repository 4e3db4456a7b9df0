package dev.logtune.tuner.configfile;

import dev.logtune.configs.model.Framework;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Logback's {@code <include>}s, inlined as Logback does: a file beside the including one, a resource beside it or in
 * the resources folder, Spring Boot's own resources from a model of them (kept in place, marked as read); a URL is
 * never fetched. Each inlined element keeps the file and line it came from.
 */
final class LogbackIncludes {
    private static final String INLINED = "logtune.inlined";
    private static final int MAX_INCLUDE_DEPTH = 8;

    private LogbackIncludes() {
    }

    /**
     * Inlines the includes of {@code config}'s document, and of what they bring in, each element marked with the file
     * and line it came from; what cannot be read is added to {@code unresolved}.
     */
    static void inline(Document document, Path config, Map<String, String> defines, List<Unread> unresolved) throws ConfigException {
        inline(document, document.getDocumentElement(), config, config, defines, unresolved, 0);
    }

    private static void inline(Document document, Element root, Path from, Path config, Map<String, String> defines,
                               List<Unread> unresolved, int depth) throws ConfigException {
        Variables variables = Variables.of(Framework.LOGBACK, document.getDocumentElement(), defines);
        for (Element include : Elements.descendants(root, "include")) {
            String at = from.getFileName() + (SecureXml.line(include) > 0 ? ":" + SecureXml.line(include) : "");
            Function<String, Unread> unread = words -> new Unread(words, Unread.Kind.INCLUDE, from.getFileName().toString(),
                    SecureXml.line(include));
            boolean optional = "true".equalsIgnoreCase(include.getAttribute("optional"));
            if (inlined(include)) {
                continue;
            }
            Path target;
            Document included;
            boolean spring = false;
            if (include.hasAttribute("resource")) {
                Variables.Resolved resource = variables.resolve(include.getAttribute("resource").strip());
                if (!resource.complete()) {
                    unresolved.add(unread.apply("resource " + resource.text() + " (include at " + at + "): unresolved "
                            + String.join(", ", resource.unresolved())));
                    continue;
                }
                Optional<Document> springModel = SpringBootIncludes.resource(resource.text());
                Optional<Path> file = springModel.isPresent() ? Optional.empty() : resourceFile(resource.text(), from, config);
                if (springModel.isPresent()) {
                    target = Path.of(resource.text().replaceFirst("^/", ""));
                    included = springModel.get();
                    spring = true;
                } else if (file.isPresent()) {
                    target = file.get();
                    included = SecureXml.parse(target);
                } else {
                    if (!optional) {
                        unresolved.add(unread.apply("resource " + resource.text() + " (include at " + at
                                + "): on the classpath, not beside the file nor in its resources folder; not read"));
                    }
                    continue;
                }
            } else if (include.hasAttribute("url")) {
                unresolved.add(unread.apply("url " + include.getAttribute("url") + " (include at " + at + "): never fetched"));
                continue;
            } else {
                Variables.Resolved file = variables.resolve(include.getAttribute("file"));
                if (!file.complete()) {
                    unresolved.add(unread.apply("file " + file.text() + " (include at " + at + "): unresolved "
                            + String.join(", ", file.unresolved())));
                    continue;
                }
                target = from.toAbsolutePath().getParent().resolve(file.text()).normalize();
                if (!Files.isRegularFile(target)) {
                    if (!optional) {
                        unresolved.add(unread.apply("file " + file.text() + " (include at " + at + "): no such file"));
                    }
                    continue;
                }
                included = SecureXml.parse(target);
            }
            if (depth >= MAX_INCLUDE_DEPTH) {
                throw new ConfigException(at + ": includes nested deeper than " + MAX_INCLUDE_DEPTH + " (a cycle?)");
            }
            Element includedRoot = included.getDocumentElement();
            if (!includedRoot.getTagName().equals("included")) {
                throw new ConfigException(target + ": an included file's root element must be <included>, not <"
                        + includedRoot.getTagName() + ">");
            }
            inline(included, includedRoot, target, config, defines, unresolved, depth + 1);
            Node parent = include.getParentNode();
            for (Element child : Elements.children(includedRoot)) {
                Node copy = document.importNode(child, true);
                copyMarks(child, copy, target);
                parent.insertBefore(copy, include);
            }
            if (spring) {
                // Kept after what it brought in, marked as read: it still says the file is written for Spring Boot.
                include.setUserData(INLINED, Boolean.TRUE, null);
            } else {
                parent.removeChild(include);
            }
        }
    }

    /** Whether an {@code <include>} still in the document was read, its content inlined before it (Spring Boot's own). */
    static boolean inlined(Node include) {
        return Boolean.TRUE.equals(include.getUserData(INLINED));
    }

    /**
     * A resource include read as a file: beside the including file, or under the resources folder
     * ({@code src/main/resources}, {@code src/test/resources}) the configuration sits in.
     */
    private static Optional<Path> resourceFile(String resource, Path from, Path config) {
        String name = resource.replaceFirst("^/+", "");
        if (name.isEmpty() || name.contains(":")) {
            return Optional.empty();
        }
        List<Path> candidates = new ArrayList<>();
        candidates.add(from.toAbsolutePath().getParent());
        for (Path dir = config.toAbsolutePath().getParent(); dir != null; dir = dir.getParent()) {
            if (dir.getFileName() != null && dir.getFileName().toString().equals("resources") && dir.getParent() != null
                    && dir.getParent().getParent() != null && dir.getParent().getParent().getFileName() != null
                    && dir.getParent().getParent().getFileName().toString().equals("src")) {
                candidates.add(dir);
                break;
            }
        }
        for (Path dir : candidates) {
            Path target = dir.resolve(name).normalize();
            if (target.startsWith(dir) && Files.isRegularFile(target)) {
                return Optional.of(target);
            }
        }
        return Optional.empty();
    }

    // importNode drops user data: carry each element's line, source and inlined mark across.
    private static void copyMarks(Node original, Node copy, Path source) {
        if (original instanceof Element) {
            SecureXml.setLine(copy, SecureXml.line(original));
            Object origin = original.getUserData(ConfigFile.SOURCE);
            copy.setUserData(ConfigFile.SOURCE, origin != null ? origin : source, null);
            if (inlined(original)) {
                copy.setUserData(INLINED, Boolean.TRUE, null);
            }
        }
        var originals = original.getChildNodes();
        var copies = copy.getChildNodes();
        for (int i = 0; i < originals.getLength(); i++) {
            copyMarks(originals.item(i), copies.item(i), source);
        }
    }
}
