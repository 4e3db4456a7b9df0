package dev.logtune.tuner.readme;

import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.servicelogs.ServiceLogWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The README's examples are what the tool prints: each {@code $ bin/tuner ...} in a text block is run on the shipped
 * reference (a service file it names from {@code readme/} in the test resources, named with ".txt"; {@code logs/} and
 * {@code volume.json}, the example service's logs and their profile, written here), and its output must be what the
 * block shows (every line, or where the block elides with
 * {@code ...}, each shown line in order); a block of {@code <!--} lines after one that wrote a file must be in that
 * file. With {@code -Dreadme.update=true} the test rewrites the blocks from the tool's output instead.
 */
class ReadmeExamplesTest {
    private static final Path README = Path.of("..", "README.md");
    private static final String FENCE = "```";
    /**
     * The service files the examples read, by the path they name and ".txt" (so the tests that walk every config fixture
     * do not take them for theirs).
     */
    private static final Path FILES = Path.of("src", "test", "resources", "readme");
    /**
     * The service whose logs the volume examples read: the service-shaped workload written through Logback with Spring
     * Boot's default pattern, 127,000 calls over 434 s (those INFO lets through, stack traces with them).
     */
    private static final String SPRING_BOOT = "%d{yyyy-MM-dd'T'HH:mm:ss.SSSXXX, UTC} %5p 4242 --- [%15.15t] %-40.40logger{39} : %m%n";
    private static final long SERVICE_CALLS = 127_000;
    private static final int SERVICE_SECONDS = 434;

    @TempDir
    Path dir;

    @Test
    void theReadmesExamplesAreWhatTheToolPrints() throws Exception {
        List<String> readme = new ArrayList<>(Files.readAllLines(README));
        boolean update = Boolean.getBoolean("readme.update");
        List<String> drift = new ArrayList<>();
        int examples = 0;
        Path lastWritten = null;
        for (int i = 0; i < readme.size(); i++) {
            if (!readme.get(i).equals(FENCE + "text")) {
                continue;
            }
            int end = i + 1;
            while (!readme.get(end).equals(FENCE)) {
                end++;
            }
            List<String> block = readme.subList(i + 1, end);
            if (!block.isEmpty() && block.get(0).startsWith("<!-- ") && lastWritten != null) {
                String file = Files.readString(lastWritten);
                for (int k = 0; k < block.size(); k++) {
                    if (!file.contains(block.get(k))) {
                        String key = block.get(k).substring(0, Math.min(30, block.get(k).length()));
                        String now = file.lines().filter(l -> l.startsWith(key)).findFirst().orElse(null);
                        if (update && now != null) {
                            block.set(k, now);
                        } else {
                            drift.add("the header of " + lastWritten.getFileName() + " has no line\n  " + block.get(k)
                                    + (now == null ? "" : "\n  it has\n  " + now));
                        }
                    }
                }
            }
            int start = 0;
            while (start < block.size()) {
                if (!block.get(start).startsWith("$ bin/tuner ")) {
                    start++;
                    continue;
                }
                int next = start + 1;
                while (next < block.size() && !block.get(next).startsWith("$ ")) {
                    next++;
                }
                String command = block.get(start).substring("$ bin/tuner ".length());
                List<String> shown = block.subList(start + 1, next);
                while (!shown.isEmpty() && shown.get(shown.size() - 1).isEmpty()) {
                    shown = shown.subList(0, shown.size() - 1);
                }
                examples++;
                Run run = run(command);
                lastWritten = run.written();
                List<String> replaced = compare(command, shown, run.lines(), drift, update);
                if (update && replaced != null) {
                    int size = shown.size();
                    List<String> target = block.subList(start + 1, start + 1 + size);
                    target.clear();
                    target.addAll(replaced);
                    next = start + 1 + replaced.size() + (next - start - 1 - size);
                }
                start = next;
            }
            i = i + 1 + block.size();
        }
        if (update) {
            Files.write(README, readme);
        }
        assertThat(examples).as("README examples run").isGreaterThanOrEqualTo(3);
        assertThat(drift).as("README examples that no longer match the tool (-Dreadme.update=true rewrites them)").isEmpty();
    }

    private record Run(List<String> lines, Path written) {
    }

    /**
     * The example service's logs, written once into {@code scratch}/logs, by a JVM of their own: the workload's stack
     * traces are captured on the stack of whatever loads them first, which in this JVM depends on the tests run before.
     */
    private static Path serviceLogs(Path scratch) throws Exception {
        Path logs = scratch.resolve("logs");
        if (!Files.isDirectory(logs)) {
            Files.createDirectories(logs);
            Process writer = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                    System.getProperty("java.class.path"), ServiceLogWriter.class.getName(), logs.resolve("shop.log").toString(),
                    SPRING_BOOT, String.valueOf(SERVICE_CALLS), String.valueOf(SERVICE_SECONDS)).inheritIO().start();
            assertThat(writer.waitFor()).as("the example service's log writer").isZero();
        }
        return logs;
    }

    /** Runs it here, any file it writes under a scratch folder, named in its output as the README names it. */
    private Run run(String command) throws Exception {
        List<String> args = new ArrayList<>(Arrays.asList(command.split(" ")));
        Path scratch = Files.createTempDirectory(dir, "example");
        Path written = null;
        for (int k = 0; k < args.size(); k++) {
            Path file = FILES.resolve(args.get(k) + ".txt");
            if (!args.get(k).startsWith("-") && Files.isRegularFile(file)) {
                Path copy = scratch.resolve(args.get(k));
                Files.createDirectories(copy.getParent());
                Files.copy(file, copy);
                args.set(k, copy.toString());
            }
        }
        for (int k = 0; k < args.size(); k++) {
            if (args.get(k).equals("logs/")) {
                args.set(k, serviceLogs(scratch).toString() + "/");
            } else if (args.get(k).equals("volume.json")) {
                Path profile = scratch.resolve("volume.json");
                TunerRun volume = TunerRun.of("volume", serviceLogs(scratch).toString(), "--format", "json");
                assertThat(volume.exit()).as(volume.err()).isZero();
                Files.writeString(profile, volume.out());
                args.set(k, profile.toString());
            }
        }
        int emit = args.indexOf("--emit");
        if (emit >= 0) {
            written = scratch.resolve(args.get(emit + 1));
            args.set(emit + 1, written.toString());
        }
        TunerRun run = TunerRun.of(args.toArray(String[]::new));
        String out = run.out().replace(scratch + "/", "");
        // Which hardware this machine is varies; the README shows the answer on the machine that measured it.
        List<String> lines = out.lines().filter(l -> !l.startsWith("Warning: these figures come from other hardware")).toList();
        return new Run(lines, written);
    }

    /**
     * Null where the block shows what the tool prints; else the drift is recorded and, for an update, the lines that
     * replace the shown ones.
     */
    private static List<String> compare(String command, List<String> shown, List<String> actual, List<String> drift, boolean update) {
        boolean elided = shown.stream().anyMatch(l -> l.strip().equals("..."));
        if (!elided) {
            if (shown.equals(actual)) {
                return null;
            }
            drift.add("$ bin/tuner " + command + "\n  shows:\n" + String.join("\n", shown) + "\n  prints:\n" + String.join("\n", actual));
            return actual;
        }
        List<String> replaced = new ArrayList<>();
        int from = 0;
        boolean same = true;
        for (String line : shown) {
            if (line.strip().equals("...")) {
                replaced.add(line);
                continue;
            }
            int at = indexFrom(actual, line, from);
            if (at >= 0) {
                replaced.add(line);
                from = at + 1;
                continue;
            }
            same = false;
            String key = key(line);
            int near = -1;
            for (int k = from; k < actual.size() && near < 0; k++) {
                if (key(actual.get(k)).equals(key)) {
                    near = k;
                }
            }
            drift.add("$ bin/tuner " + command + "\n  shows:  " + line + "\n  prints: " + (near < 0 ? "no such line" : actual.get(near)));
            if (near >= 0) {
                replaced.add(actual.get(near));
                from = near + 1;
            } else {
                replaced.add(line);
            }
        }
        return same ? null : replaced;
    }

    private static int indexFrom(List<String> lines, String line, int from) {
        for (int k = from; k < lines.size(); k++) {
            if (lines.get(k).equals(line)) {
                return k;
            }
        }
        return -1;
    }

    /** What a line is about: its label up to the first colon, or its first two words. */
    private static String key(String line) {
        int colon = line.indexOf(':');
        if (colon > 0) {
            return line.substring(0, colon);
        }
        String[] words = line.strip().split(" ");
        return words.length < 2 ? line : words[0] + " " + words[1];
    }
}
