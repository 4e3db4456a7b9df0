package dev.logtune.tuner.tune;

import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two {@code tune --write} runs on one file at once: the file ends whole and tuned, its backup holds the original (not
 * the other run's output), and the run that came second either found nothing left to apply or refused in one line.
 */
class TuneWriteRaceTest {
    @TempDir
    Path dir;

    @Test
    void twoTuneWriteRunsOnOneFileAtOnceLeaveItWholeWithTheOriginalKept() throws Exception {
        for (String[] extra : new String[][]{{}, {"--force"}}) {
            Path file = dir.resolve(extra.length + "/logback.xml");
            Files.createDirectories(file.getParent());
            Files.copy(Path.of(TuneWriteRaceTest.class.getResource("/tune/async-default/logback.xml").toURI()), file);
            byte[] original = Files.readAllBytes(file);
            List<String> args = new ArrayList<>(List.of("tune", file.toString(), "--rate", "38000", "--threads", "60", "--write"));
            args.addAll(List.of(extra));

            List<TunerRun> runs = together(args.toArray(String[]::new), 2);

            assertThat(runs).as(List.of(extra).toString()).filteredOn(run -> run.exit() == ExitCode.OK && run.out().contains("wrote"))
                    .hasSize(1);
            for (TunerRun run : runs) {
                assertThat(run.exit()).as(run.err()).isIn(ExitCode.OK, ExitCode.BAD_INPUT);
                if (run.exit() == ExitCode.BAD_INPUT) {
                    assertThat(run.err().strip()).doesNotContain("\n").containsAnyOf("exists (it may hold an earlier original)",
                            "changed while logtune worked on it");
                }
            }
            TunerRun alone = TunerRun.of("tune", file.toString(), "--rate", "38000", "--threads", "60");
            assertThat(alone.exit()).isEqualTo(ExitCode.OK);
            assertThat(alone.out()).as("the file is the whole tuned file: tuning it again changes nothing").doesNotContain("+++ ");
            assertThat(Files.readAllBytes(file.resolveSibling("logback.xml.bak"))).isEqualTo(original);
            try (var names = Files.list(file.getParent())) {
                assertThat(names.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("logback.xml", "logback.xml.bak");
            }
        }
    }

    private static List<TunerRun> together(String[] args, int times) throws Exception {
        CyclicBarrier start = new CyclicBarrier(times);
        ExecutorService pool = Executors.newFixedThreadPool(times);
        try {
            List<Future<TunerRun>> futures = new ArrayList<>();
            for (int i = 0; i < times; i++) {
                futures.add(pool.submit(() -> {
                    start.await();
                    return TunerRun.of(args);
                }));
            }
            List<TunerRun> runs = new ArrayList<>();
            for (Future<TunerRun> future : futures) {
                runs.add(future.get());
            }
            return runs;
        } finally {
            pool.shutdownNow();
        }
    }
}
