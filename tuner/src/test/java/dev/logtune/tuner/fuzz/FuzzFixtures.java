package dev.logtune.tuner.fuzz;

import dev.logtune.tuner.fuzz.ConfigMutator.Seed;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/** The project's own test fixtures as the fuzzer's seeds: every configuration among them, in a fixed order. */
final class FuzzFixtures {
    private FuzzFixtures() {
    }

    static List<Seed> seeds() throws IOException {
        Path root = root();
        List<Seed> seeds = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path file : walk.filter(Files::isRegularFile).sorted(Comparator.comparing(Path::toString)).toList()) {
                byte[] bytes = Files.readAllBytes(file);
                SeedFormat.of(file, new String(bytes, StandardCharsets.ISO_8859_1)).ifPresent(format -> seeds.add(
                        new Seed(file.getFileName().toString(), root.relativize(file).toString(), format, bytes)));
            }
        }
        return seeds;
    }

    /** Where the test resources were copied to: the root the fixtures' folders hang off. */
    static Path root() {
        try {
            return Path.of(FuzzFixtures.class.getResource("/tune").toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
