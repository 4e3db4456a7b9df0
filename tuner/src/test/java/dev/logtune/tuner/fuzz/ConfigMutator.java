package dev.logtune.tuner.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded mutants of the project's own configuration fixtures: one to three {@link Mutation}s stacked on a fixture's
 * bytes. The same seed gives the same mutants, so a failure found once is found again.
 */
final class ConfigMutator {
    /** A fixture to mutate: its file name, format and bytes. */
    record Seed(String name, String relativePath, SeedFormat format, byte[] bytes) {
    }

    /** What a mutant is and how it was made, enough to name it in a failure. */
    record Mutant(Seed seed, List<String> mutations, byte[] bytes) {
        String describe() {
            return seed.relativePath() + " " + mutations + " (" + bytes.length + " bytes)";
        }
    }

    private final List<Seed> seeds;
    private final int largest;

    /** @param largest the most bytes a very large file is made to (at least 256 KiB) */
    ConfigMutator(List<Seed> seeds, int largest) {
        this.seeds = List.copyOf(seeds);
        this.largest = largest;
    }

    Mutant mutate(Seed seed, Random random) {
        String text = new String(seed.bytes(), StandardCharsets.ISO_8859_1);
        List<String> applied = new ArrayList<>();
        for (int i = 1 + random.nextInt(3); i > 0; i--) {
            Mutation mutation = pick(random);
            applied.add(mutation.name());
            text = mutation == Mutation.SPLICE ? splice(text, random) : mutation.apply(text, seed.format(), seed.name(), largest, random);
        }
        return new Mutant(seed, applied, text.getBytes(StandardCharsets.ISO_8859_1));
    }

    private static Mutation pick(Random random) {
        Mutation[] all = Mutation.values();
        Mutation mutation = all[random.nextInt(all.length)];
        // a very large file costs seconds where the others cost milliseconds: about a third as often
        while (mutation == Mutation.VERY_LARGE && random.nextInt(3) > 0) {
            mutation = all[random.nextInt(all.length)];
        }
        return mutation;
    }

    private String splice(String text, Random random) {
        Seed other = seeds.get(random.nextInt(seeds.size()));
        List<String> lines = Mutation.lines(new String(other.bytes(), StandardCharsets.ISO_8859_1));
        return lines.isEmpty() ? text : Mutation.insertAtLine(text, lines.get(random.nextInt(lines.size())), random);
    }
}
