package dev.logtune.maven;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class TunerProcessTest {
    @TempDir
    Path dir;

    private static List<File> testClasspath() {
        return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator)).map(File::new).toList();
    }

    @Test
    void runsTheTunerInItsOwnJvmAndRelaysEveryLine() throws Exception {
        List<String> relayed = new ArrayList<>();
        TunerProcess.Result result = TunerProcess.run(testClasspath(), List.of("setups"), dir, relayed::add);
        assertThat(result.exit()).isZero();
        assertThat(result.out()).anyMatch(l -> l.contains("logback-async-default"));
        assertThat(relayed).containsAll(result.out());
    }

    @Test
    void aRefusalIsTheTunersOwnLine() throws Exception {
        TunerProcess.Result result = TunerProcess.run(testClasspath(), List.of("tune", "missing.xml", "--rate", "1k", "--threads", "1"),
                dir, line -> { });
        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.problem()).startsWith("tuner").contains("missing.xml");
    }
}
