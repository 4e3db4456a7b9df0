package dev.logtune.tuner.report;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.tuner.advice.SyntheticResults;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The page draws what the results hold, nothing it fetches, and every chart is well-formed SVG. */
class ReportPageTest {
    private static final Pattern SVG = Pattern.compile("<svg .*?</svg>", Pattern.DOTALL);

    private static BenchResults results() {
        return new SyntheticResults()
                .throughput("logback-file", 1, 300_000, 600).scoreError(30_000)
                .throughput("logback-file", 16, 340_000, 600).scoreError(40_000)
                .throughput("log4j2-async-raf", 1, 1_300_000, 80).scoreError(100_000)
                .throughput("logback-off", 1, 120_000_000, 0)
                .runs("logback-file", 38_000, 60, 0, 900, 1_000, 1_100, 1_200, 1_300)
                .runs("log4j2-async-raf", 38_000, 60, 0, 300, 320, 350, 360, 400)
                .rate("logback-file", 230_000, 60, 0, false)
                .record("logback-async-q8192-t0", "stall", "2 s", 38_000, 60, 250_000, true, 0)
                .crash("logback-file", 201, true).crash("log4j2-async-raf", 150, false)
                .build();
    }

    private static List<Document> charts(String page) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        List<Document> documents = new ArrayList<>();
        Matcher svg = SVG.matcher(page);
        while (svg.find()) {
            documents.add(factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.group().getBytes(StandardCharsets.UTF_8))));
        }
        return documents;
    }

    private static Document chart(List<Document> charts, String id) {
        return charts.stream().filter(d -> d.getDocumentElement().getAttribute("id").equals(id)).findFirst().orElseThrow();
    }

    /** Every point of one setup in a chart, as "x=y" from its data attributes. */
    private static List<String> points(Document chart, String setup) {
        List<String> found = new ArrayList<>();
        NodeList groups = chart.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            if (!setup.equals(group.getAttribute("data-setup"))) {
                continue;
            }
            for (String tag : List.of("circle", "rect")) {
                NodeList marks = group.getElementsByTagName(tag);
                for (int j = 0; j < marks.getLength(); j++) {
                    Element mark = (Element) marks.item(j);
                    if (mark.hasAttribute("data-x")) {
                        found.add(mark.getAttribute("data-x") + "=" + mark.getAttribute("data-y") + (tag.equals("rect") ? " marked" : ""));
                    }
                }
            }
        }
        return found;
    }

    @Test
    void everyChartIsWellFormedAndThePageFetchesNothing() throws Exception {
        String page = ReportPage.render(results());

        assertThat(charts(page)).extracting(d -> d.getDocumentElement().getAttribute("id"))
                .containsExactly("throughput", "response-p99-t60-logback", "response-p99-t60-log4j2", "response-p999-t60-logback",
                        "response-p999-t60-log4j2", "stall", "loss", "allocation", "unflushed");
        // The style sheet is raw text: an entity inside <style> is not decoded and would break the rule it sits in.
        assertThat(page).doesNotContain("<script", "<link", "@import", "url(", "<img", "&quot;Segoe")
                .startsWith("<!DOCTYPE html>");
        assertThat(page.replace("http://www.w3.org/2000/svg", "")).doesNotContain("http://", "https://");
    }

    @Test
    void theThroughputChartDrawsEachTrialAtItsThreadsAndDeliveredRate() throws Exception {
        Document throughput = chart(charts(ReportPage.render(results())), "throughput");

        assertThat(points(throughput, "logback-file")).containsExactly("1=300000", "16=340000");
        assertThat(points(throughput, "log4j2-async-raf")).containsExactly("1=1300000");
        // The floor is drawn as a dashed reference, not as a setup.
        assertThat(groupOf(throughput, "logback-off").getAttribute("class")).isEqualTo("series reference");
        assertThat(groupOf(throughput, "logback-off").getAttribute("data-family")).isEqualTo("reference");
        assertThat(groupOf(throughput, "logback-file").getAttribute("data-framework")).isEqualTo("logback");
    }

    @Test
    void theResponseChartDrawsMediansWithTheControlAndMarksARateNotHeld() throws Exception {
        List<Document> charts = charts(ReportPage.render(results()));
        Document p99 = chart(charts, "response-p99-t60-logback");

        assertThat(points(chart(charts, "response-p99-t60-log4j2"), "log4j2-async-raf")).containsExactly("38000=350");
        assertThat(p99.getDocumentElement().getTextContent()).as("each framework on its own chart").doesNotContain("log4j2-async-raf");
        // 1,100 us at 38k, then the square where it did not hold 230k, drawn at the top of the axis.
        assertThat(points(p99, "logback-file")).hasSize(2).first().isEqualTo("38000=1100");
        assertThat(points(p99, "logback-file").get(1)).startsWith("230000=").endsWith(" marked");
        assertThat(points(p99, ResultCharts.CONTROL)).containsExactly("38000=50");
    }

    @Test
    void lossAndTheCrashAreBarsOfEventsNeverASpeed() throws Exception {
        List<Document> charts = charts(ReportPage.render(results()));

        assertThat(groupOf(chart(charts, "unflushed"), "log4j2-async-raf").getAttribute("data-value")).isEqualTo("51");
        assertThat(groupOf(chart(charts, "unflushed"), "logback-file").getAttribute("data-value")).isEqualTo("0");
        assertThat(chart(charts, "loss").getDocumentElement().getTextContent()).contains("share of events, % (not a speed)");
    }

    @Test
    void endLabelsOfLinesEndingTogetherDoNotOverlap() {
        Axis x = Axis.logOver("rate", List.of(1_000.0, 100_000.0));
        Axis y = Axis.logOver("p99", List.of(10.0, 10_000.0));
        List<Series> lines = new java.util.ArrayList<>();
        for (int i = 0; i < 6; i++) {
            lines.add(new Series("setup-" + i, SetupTags.REFERENCE, "#000", Series.Style.BAND,
                    List.of(new Point(1_000, 100, Double.NaN, Double.NaN, "", false), new Point(100_000, 500 + i, Double.NaN, Double.NaN, "", false))));
        }
        java.util.regex.Matcher label = java.util.regex.Pattern.compile("y=\"([0-9.]+)\"[^>]*class=\"end-label\"")
                .matcher(new LineChart("dense", "dense", x, y, lines, "").svg());
        List<Double> heights = new java.util.ArrayList<>();
        while (label.find()) {
            heights.add(Double.parseDouble(label.group(1)));
        }
        assertThat(heights).hasSize(6);
        List<Double> sorted = heights.stream().sorted().toList();
        for (int i = 1; i < sorted.size(); i++) {
            assertThat(sorted.get(i) - sorted.get(i - 1)).isGreaterThanOrEqualTo(10.9);
        }
    }

    @Test
    void tickLabelsAreShort() {
        assertThat(List.of(1.0, 2.0, 50.0, 2.5, 10_000.0, 1_500_000.0, 20_000.0, 0.5)).extracting(Axis::label)
                .containsExactly("1", "2", "50", "2.5", "10k", "1.5M", "20k", "0.5");
    }

    @Test
    void textFromTheResultsIsEscaped() {
        assertThat(Svg.escape("a<b & \"c\">")).isEqualTo("a&lt;b &amp; &quot;c&quot;&gt;");
        assertThat(new Svg().text("text", "<x>", "data-note", "\"q\"").toString()).isEqualTo("<text data-note=\"&quot;q&quot;\">&lt;x&gt;</text>");
    }

    private static Element groupOf(Document chart, String setup) {
        NodeList groups = chart.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            if (setup.equals(group.getAttribute("data-setup"))) {
                return group;
            }
        }
        throw new AssertionError("no series for " + setup);
    }
}
