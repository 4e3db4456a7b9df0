package dev.logtune.tuner.fuzz;

import dev.logtune.tuner.TunerMain;
import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.fuzz.ConfigMutator.Mutant;
import dev.logtune.tuner.fuzz.ConfigMutator.Seed;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * lint and tune over seeded mutants of the project's own configuration fixtures, in every format they read (Logback
 * XML; Log4j2 XML, JSON, YAML and properties; Spring Boot application.properties and .yml): truncated, elements dropped
 * and doubled, odd values, deep nesting, property cycles, self-includes, binary bytes, a BOM and CRLF, very large files.
 * Each mutant runs through the command line's own entry ({@link TunerMain#commandLine()}): {@code lint}; {@code emit} or
 * {@code recommend --emit} naming it as the file to write; {@code tune} without {@code --write}; and {@code tune --write}
 * on a copy. What must hold for every one: no internal error (exit 70) and no exit the command does not have; an answer
 * within the time limit; nothing written by lint, by tune without {@code --write}, or over an existing file without
 * {@code --force}; on a refusal nothing written at all; where {@code --write} changes a file, its original kept byte for byte.
 *
 * <p>The build runs a fixed seed and a modest count. A longer run, for a developer:
 * {@code ./mvnw -B -o -pl tuner -am -Dsurefire.failIfNoSpecifiedTests=false -Dtest=ConfigFuzzTest
 * -Dlogtune.fuzz.count=20000 -Dlogtune.fuzz.seed=7 test} ({@code -Dlogtune.fuzz.timeout=10}: seconds per command and per
 * megabyte of the mutant; {@code -Dlogtune.fuzz.largest=4096}: KiB a very large mutant grows to, 1024 in the build;
 * {@code -Dlogtune.fuzz.only=N} reruns mutant N alone). Failing mutants are kept under {@code target/fuzz-failures}.
 */
class ConfigFuzzTest {
    private static final int COUNT = Integer.getInteger("logtune.fuzz.count", 70);
    private static final long SEED = Long.getLong("logtune.fuzz.seed", 48);
    /** Per command: this many seconds, and as many again for each megabyte of the mutant, since reading is linear in it. */
    private static final int TIMEOUT_SECONDS = Integer.getInteger("logtune.fuzz.timeout", 10);
    private static final Integer ONLY = Integer.getInteger("logtune.fuzz.only");
    /** The largest a very large mutant is made, in KiB: a megabyte in the build, more in a longer run. */
    private static final int LARGEST_KIB = Integer.getInteger("logtune.fuzz.largest", 1024);
    private static final String[] TARGET = {"--rate", "38000", "--threads", "60"};

    private final List<String> failures = new ArrayList<>();
    private final Map<SeedFormat, Integer> perFormat = new EnumMap<>(SeedFormat.class);
    private final Map<String, Integer> exits = new TreeMap<>();
    private ExecutorService runner = Executors.newSingleThreadExecutor(ConfigFuzzTest::daemon);
    private long slowestMillis;
    private String slowest = "";

    @Test
    void noMutantOfAnyFixtureMakesLintOrTuneFailInternallyHangOrWriteWhereItMustNot(@TempDir Path dir) throws Exception {
        List<Seed> seeds = FuzzFixtures.seeds();
        Map<SeedFormat, List<Seed>> byFormat = new EnumMap<>(SeedFormat.class);
        seeds.forEach(seed -> byFormat.computeIfAbsent(seed.format(), f -> new ArrayList<>()).add(seed));
        assertThat(byFormat).as("a fixture of every format").containsOnlyKeys(SeedFormat.values());
        ConfigMutator mutator = new ConfigMutator(seeds, LARGEST_KIB * 1024);
        long started = System.nanoTime();
        try {
            for (int i = ONLY == null ? 0 : ONLY; i < (ONLY == null ? COUNT : ONLY + 1); i++) {
                // each mutant from its own seed, so one can be made again alone (logtune.fuzz.only)
                Random random = new Random(SEED * 1_000_003L + i);
                SeedFormat format = SeedFormat.values()[i % SeedFormat.values().length];
                List<Seed> ofFormat = byFormat.get(format);
                Mutant mutant = mutator.mutate(ofFormat.get(random.nextInt(ofFormat.size())), random);
                perFormat.merge(format, 1, Integer::sum);
                check(i, mutant, random, dir);
            }
        } finally {
            runner.shutdownNow();
        }
        System.out.printf(Locale.ROOT, "config fuzz: seed %d, %d mutants in %d s %s; exits %s; slowest command %d ms (%s); %d failures%n",
                SEED, perFormat.values().stream().mapToInt(Integer::intValue).sum(), TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started),
                perFormat, exits, slowestMillis, slowest, failures.size());
        assertThat(failures).as("mutants that broke a property (kept under target/fuzz-failures)").isEmpty();
    }

    private void check(int index, Mutant mutant, Random random, Path dir) throws IOException {
        Path team = dir.resolve("m" + index);
        Path file = place(mutant, team);
        DirectorySnapshot before = DirectorySnapshot.of(team);

        List<String> lint = new ArrayList<>(List.of("lint", file.toString()));
        if (random.nextBoolean()) {
            lint.addAll(List.of(TARGET));
        }
        if (random.nextInt(3) == 0) {
            lint.addAll(List.of("--format", random.nextBoolean() ? "json" : "sarif"));
        }
        TunerRun linted = run(index, mutant, lint);
        unchanged(index, mutant, "lint", team, before);

        // emit and recommend --emit take the file as where to write: it exists, so they must refuse and leave it be
        String setup = mutant.seed().format().name().startsWith("LOG4J2") ? "log4j2-file" : "logback-file";
        List<String> emit = random.nextBoolean() ? List.of("emit", "--setup", setup, file.toString())
                : List.of("recommend", TARGET[0], TARGET[1], TARGET[2], TARGET[3], "--emit", file.toString());
        TunerRun emitted = run(index, mutant, emit);
        if (emitted != null && emitted.exit() == ExitCode.OK) {
            fail(index, mutant, emit.get(0) + " over an existing file without --force: exit 0");
        }
        unchanged(index, mutant, emit.get(0) + " over an existing file", team, before);

        List<String> tune = new ArrayList<>(List.of("tune", file.toString()));
        tune.addAll(List.of(TARGET));
        run(index, mutant, tune);
        unchanged(index, mutant, "tune without --write", team, before);

        Path copy = dir.resolve("m" + index + "-write");
        Path copied = place(mutant, copy);
        tune.set(1, copied.toString());
        tune.add("--write");
        TunerRun written = run(index, mutant, tune);
        if (written != null) {
            written(index, mutant, copy, DirectorySnapshot.of(copy), before, written.exit());
        }
        if (linted != null && written != null) {
            deleteTree(team);
            deleteTree(copy);
        }
    }

    /** The mutant written under its fixture's name, beside the files its fixture had beside it (included files). */
    private static Path place(Mutant mutant, Path dir) throws IOException {
        Files.createDirectories(dir);
        Path fixtureDir = FuzzFixtures.root().resolve(mutant.seed().relativePath()).getParent();
        try (Stream<Path> siblings = Files.list(fixtureDir)) {
            for (Path sibling : siblings.filter(Files::isRegularFile).toList()) {
                Files.copy(sibling, dir.resolve(sibling.getFileName().toString()));
            }
        }
        return Files.write(dir.resolve(mutant.seed().name()), mutant.bytes());
    }

    /** One command, within the time limit; null where it broke a property (the failure is recorded). */
    private TunerRun run(int index, Mutant mutant, List<String> args) {
        String command = String.join(" ", args.subList(0, 1)) + (args.contains("--write") ? " --write" : "");
        long start = System.nanoTime();
        Future<TunerRun> future = runner.submit(() -> TunerRun.of(TunerMain.commandLine(), args.toArray(String[]::new)));
        long limit = TIMEOUT_SECONDS * (1_000L + mutant.bytes().length / 1_000);
        TunerRun run;
        try {
            run = future.get(limit, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            // the stuck thread is left behind; the next command gets a fresh one
            runner.shutdownNow();
            runner = Executors.newSingleThreadExecutor(ConfigFuzzTest::daemon);
            return fail(index, mutant, command + ": no answer in " + limit / 1_000 + " s");
        } catch (Exception e) {
            return fail(index, mutant, command + ": threw " + e.getCause());
        }
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        if (millis > slowestMillis) {
            slowestMillis = millis;
            slowest = command + " mutant " + index + " " + mutant.describe();
        }
        exits.merge(command + "=" + run.exit(), 1, Integer::sum);
        if (run.internalError()) {
            return fail(index, mutant, command + ": " + run.err().lines().findFirst().orElse(""));
        }
        List<Integer> allowed = switch (args.get(0)) {
            case "lint" -> List.of(ExitCode.OK, ExitCode.NEGATIVE, ExitCode.BAD_INPUT);
            case "recommend" -> List.of(ExitCode.OK, ExitCode.NEGATIVE, ExitCode.BAD_INPUT, ExitCode.UNDECIDED, ExitCode.EXTRAPOLATED);
            default -> List.of(ExitCode.OK, ExitCode.BAD_INPUT);
        };
        if (!allowed.contains(run.exit())) {
            return fail(index, mutant, command + ": exit " + run.exit() + ": " + run.err().lines().findFirst().orElse(""));
        }
        return run;
    }

    private void unchanged(int index, Mutant mutant, String command, Path dir, DirectorySnapshot before) {
        String differences = DirectorySnapshot.of(dir).differencesFrom(before);
        if (!differences.isEmpty()) {
            fail(index, mutant, command + " wrote: " + differences);
        }
    }

    /**
     * After {@code tune --write}: a refusal wrote nothing; a success changed only what tune writes (the file, its
     * log4j2.component.properties, a Spring Boot service's logback-spring.xml), each changed file's original kept.
     */
    private void written(int index, Mutant mutant, Path dir, DirectorySnapshot after, DirectorySnapshot before, int exit) {
        String differences = after.differencesFrom(before);
        if (exit != ExitCode.OK) {
            if (!differences.isEmpty()) {
                fail(index, mutant, "tune --write refused (exit " + exit + ") but wrote: " + differences);
            }
            return;
        }
        for (Map.Entry<String, byte[]> file : before.files().entrySet()) {
            byte[] now = after.files().get(file.getKey());
            if (now == null) {
                fail(index, mutant, "tune --write removed " + file.getKey());
            } else if (!Arrays.equals(now, file.getValue()) && !Arrays.equals(after.files().get(file.getKey() + ".bak"), file.getValue())) {
                fail(index, mutant, "tune --write changed " + file.getKey() + " without keeping its original");
            }
        }
        for (String added : after.files().keySet()) {
            boolean expected = !before.files().containsKey(added) && (added.endsWith(".bak") || added.equals("logback-spring.xml")
                    || added.equals("log4j2.component.properties"));
            if (!before.files().containsKey(added) && !expected) {
                fail(index, mutant, "tune --write left " + added);
            }
        }
    }

    private TunerRun fail(int index, Mutant mutant, String what) {
        failures.add("mutant " + index + " of " + mutant.describe() + ": " + what);
        try {
            Path kept = Files.createDirectories(Path.of("target", "fuzz-failures"));
            Files.write(kept.resolve(index + "-" + mutant.seed().name()), mutant.bytes());
        } catch (IOException e) {
            failures.add("could not keep mutant " + index + ": " + e);
        }
        return null;
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }

    private static Thread daemon(Runnable runnable) {
        Thread thread = new Thread(runnable, "config-fuzz");
        thread.setDaemon(true);
        return thread;
    }
}
