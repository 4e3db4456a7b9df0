package dev.logtune.configs.matrix;

import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.ReductionMean;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.render.RenderOptions;
import dev.logtune.configs.render.RenderedSetup;
import dev.logtune.configs.render.SetupRenderer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The rendered matrix as files under {@code configs/}: {@code logback/<id>.xml}, {@code log4j2/<id>.xml} and
 * {@code log4j2/<id>.properties}, plus {@code MATRIX.md}. {@code write DIR} re-renders them;
 * {@code check DIR} lists what differs.
 */
public final class MatrixFiles {
    private MatrixFiles() {
    }

    /** Every file the matrix renders to, by path relative to the configs directory, in a stable order. */
    public static Map<String, String> expected() {
        Map<String, String> files = new TreeMap<>();
        for (SetupSpec spec : Matrix.all()) {
            RenderedSetup rendered = SetupRenderer.renderAny(spec, RenderOptions.standard());
            String dir = spec.framework().id() + "/";
            files.put(dir + rendered.xmlFileName(), rendered.xml());
            if (!rendered.properties().isEmpty()) {
                files.put(dir + rendered.propertiesFileName(), rendered.componentProperties());
            }
        }
        files.put("MATRIX.md", table());
        return files;
    }

    /** Paths (relative to {@code dir}) whose content differs from the renderer's, is missing, or is stale. */
    public static List<String> differences(Path dir) {
        Map<String, String> expected = expected();
        List<String> differing = new ArrayList<>();
        expected.forEach((path, content) -> {
            Path file = dir.resolve(path);
            try {
                if (!Files.isRegularFile(file) || !Files.readString(file, StandardCharsets.UTF_8).equals(content)) {
                    differing.add(path);
                }
            } catch (IOException e) {
                differing.add(path);
            }
        });
        for (String stale : renderedFilesIn(dir)) {
            if (!expected.containsKey(stale)) {
                differing.add(stale + " (not in the matrix)");
            }
        }
        return differing;
    }

    public static void write(Path dir) throws IOException {
        Map<String, String> expected = expected();
        for (String stale : renderedFilesIn(dir)) {
            if (!expected.containsKey(stale)) {
                Files.delete(dir.resolve(stale));
            }
        }
        for (Map.Entry<String, String> entry : expected.entrySet()) {
            Path file = dir.resolve(entry.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, entry.getValue(), StandardCharsets.UTF_8);
        }
    }

    private static List<String> renderedFilesIn(Path dir) {
        List<String> found = new ArrayList<>();
        for (Framework framework : Framework.values()) {
            Path sub = dir.resolve(framework.id());
            if (!Files.isDirectory(sub)) {
                continue;
            }
            try (Stream<Path> files = Files.list(sub)) {
                files.map(p -> p.getFileName().toString())
                        .filter(name -> name.endsWith(".xml") || name.endsWith(".properties"))
                        .forEach(name -> found.add(framework.id() + "/" + name));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return found;
    }

    private static String table() {
        StringBuilder text = new StringBuilder();
        text.append("# The setup matrix\n\n")
                .append("Rendered from the setup model by `./mvnw -q -pl configs compile exec:java`; do not edit by hand.\n")
                .append("Each id names a file under `logback/` or `log4j2/` (Log4j2 setups that need JVM-wide properties\n")
                .append("also have a `.properties` file: put it on the classpath as `log4j2.component.properties`).\n\n")
                .append("| id | framework | sink | async | layout | drops by design | description |\n")
                .append("|---|---|---|---|---|---|---|\n");
        for (SetupSpec spec : Matrix.all()) {
            text.append("| `").append(spec.id()).append("` | ").append(spec.framework().displayName())
                    .append(" | ").append(spec.sink().kind())
                    .append(" | ").append(spec.async().kind())
                    .append(" | ").append(spec.layout().kind())
                    .append(" | ").append(drops(spec))
                    .append(" | ").append(spec.description().replace("|", "\\|").replace("<", "&lt;")).append(" |\n");
        }
        return text.toString();
    }

    /** "yes" where a full queue drops, "no", or for a setup that logs less by design the means: "by the site sampler". */
    private static String drops(SetupSpec spec) {
        String queue = spec.mayDrop() ? "yes" : "no";
        if (!spec.reducesVolume()) {
            return queue;
        }
        return (spec.mayDrop() ? "yes, and " : "") + "by the " + spec.reduction().means().stream().map(ReductionMean::words)
                .collect(Collectors.joining(" and the "));
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2 || !(args[0].equals("write") || args[0].equals("check"))) {
            System.err.println("usage: MatrixFiles write|check CONFIGS_DIR");
            System.exit(2);
        }
        Path dir = Path.of(args[1]);
        if (args[0].equals("write")) {
            write(dir);
            System.out.println("rendered " + Matrix.all().size() + " setups into " + dir);
            return;
        }
        List<String> differing = differences(dir);
        differing.forEach(path -> System.out.println("differs: " + path));
        System.exit(differing.isEmpty() ? 0 : 1);
    }
}
