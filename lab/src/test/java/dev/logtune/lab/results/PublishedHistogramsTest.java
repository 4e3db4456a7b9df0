package dev.logtune.lab.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;

import static org.assertj.core.api.Assertions.assertThat;

class PublishedHistogramsTest {
    private static ArrayNode jmh(String json) throws Exception {
        return (ArrayNode) ResultsFile.mapper().readTree(json);
    }

    @Test
    void eachForkSumsItsIterationsAtTwoSignificantDigitsAndKeepsEveryCount() throws Exception {
        ArrayNode original = jmh("""
                [{"mode": "sample", "primaryMetric": {"score": 1.5, "scorePercentiles": {"99.0": 3.1},
                  "rawDataHistogram": [
                    [[[1.432, 1], [1.442, 5], [1.452, 23]], [[1.449, 2], [27.9, 1], [1532.0, 4]]],
                    [[[0.0, 3], [0.0731, 2]]]]}},
                 {"mode": "thrpt", "primaryMetric": {"score": 1000000.0, "rawData": [[1.0, 2.0]]}}]
                """);

        JsonNode published = PublishedHistograms.coarsened(original);

        JsonNode forks = published.get(0).path("primaryMetric").path("rawDataHistogram");
        assertThat(forks).hasSize(2);
        assertThat(forks.get(0)).hasSize(1);
        assertThat(forks.get(0).get(0).toString()).isEqualTo("[[1.4,8],[1.5,23],[28.0,1],[1500.0,4]]");
        assertThat(forks.get(1).get(0).toString()).isEqualTo("[[0.0,3],[0.073,2]]");
        assertThat(published.get(0).path("primaryMetric").path("scorePercentiles")).isEqualTo(
                original.get(0).path("primaryMetric").path("scorePercentiles"));
        assertThat(published.get(1)).isEqualTo(original.get(1));
        assertThat(original.get(0).path("primaryMetric").path("rawDataHistogram").get(0)).as("the input is untouched").hasSize(2);
    }

    @Test
    void roundingIsDecimal() {
        assertThat(PublishedHistograms.rounded(new BigDecimal("0.145"))).isEqualTo(0.14);
        assertThat(PublishedHistograms.rounded(new BigDecimal("99.5"))).isEqualTo(100.0);
        assertThat(PublishedHistograms.rounded(new BigDecimal("12345"))).isEqualTo(12000.0);
    }
}
