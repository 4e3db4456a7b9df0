package dev.logtune.tuner.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** Every file under a directory and its bytes, to tell what a command wrote. */
record DirectorySnapshot(Map<String, byte[]> files) {
    static DirectorySnapshot of(Path dir) {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                files.put(dir.relativize(file).toString(), Files.readAllBytes(file));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new DirectorySnapshot(files);
    }

    /** The files added, removed or changed since {@code before}, by name; empty when none. */
    String differencesFrom(DirectorySnapshot before) {
        StringBuilder differences = new StringBuilder();
        for (Map.Entry<String, byte[]> file : files.entrySet()) {
            byte[] was = before.files().get(file.getKey());
            if (was == null) {
                differences.append(" added ").append(file.getKey());
            } else if (!java.util.Arrays.equals(was, file.getValue())) {
                differences.append(" changed ").append(file.getKey());
            }
        }
        before.files().keySet().stream().filter(name -> !files.containsKey(name)).forEach(name -> differences.append(" removed ").append(name));
        return differences.toString().strip();
    }
}
