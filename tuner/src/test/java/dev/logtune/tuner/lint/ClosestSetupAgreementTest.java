package dev.logtune.tuner.lint;

import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.SpringBootProperties;
import dev.logtune.tuner.configfile.SpringBootService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The setup a file resembles, derived from the matrix, against the answers of the hand-written matcher it replaced
 * (closest-setups.tsv, captured from it over every file under configs/ and the test resources that lint reads). Where
 * the derived answer differs on purpose, the row holds it and says why.
 */
class ClosestSetupAgreementTest {
    /** The repository root, from the tuner module where the tests run. */
    private static final Path ROOT = Path.of("..");

    /** One file: the old matcher's answer, and the derived one where it differs on purpose. */
    record Row(String file, String old, String decided, String why) {
        String expected() {
            return decided == null ? old : decided;
        }

        @Override
        public String toString() {
            return file;
        }
    }

    static List<Row> rows() throws IOException {
        List<Row> rows = new ArrayList<>();
        try (InputStream in = ClosestSetupAgreementTest.class.getResourceAsStream("closest-setups.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.split("\t");
                rows.add(new Row(cells[0], cells[1], cells.length > 2 ? cells[2] : null, cells.length > 3 ? cells[3] : null));
            }
        }
        return rows;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void theDerivedSetupIsTheOldOneOrTheOneDecided(Row row) throws Exception {
        assertThat(closest(ROOT.resolve(row.file()))).as(row.file() + (row.why() == null ? "" : ": " + row.why()))
                .isEqualTo(row.expected());
    }

    @Test
    void theTableHoldsEveryFileLintReads() throws Exception {
        Set<String> listed = new TreeSet<>(rows().stream().map(Row::file).toList());
        Set<String> read = new TreeSet<>();
        for (Path dir : List.of(ROOT.resolve("configs"), ROOT.resolve("tuner/src/test/resources"))) {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path file : files.filter(Files::isRegularFile).filter(ClosestSetupAgreementTest::configName).toList()) {
                    String name = ROOT.relativize(file).toString().replace('\\', '/');
                    if (!name.contains("/target/") && !name.startsWith("configs/src/") && !name.equals("configs/pom.xml") && readable(file)) {
                        read.add(name);
                    }
                }
            }
        }
        assertThat(listed).as("files lint reads, against the table's (a new fixture needs its row)").isEqualTo(read);
    }

    private static boolean configName(Path file) {
        String name = file.getFileName().toString();
        return Stream.of(".xml", ".properties", ".json", ".yaml", ".yml").anyMatch(name::endsWith);
    }

    private static boolean readable(Path file) {
        try {
            closest(file);
            return true;
        } catch (ConfigException e) {
            return false;
        }
    }

    /** As lint reads a file: a Spring Boot application file through the configuration it builds. */
    private static String closest(Path file) throws ConfigException {
        ConfigFile config = SpringBootProperties.isApplicationFile(file) ? SpringBootService.read(file, Map.of()).config()
                : ConfigFile.read(file, Map.of());
        return Linter.closestSetup(config);
    }
}
