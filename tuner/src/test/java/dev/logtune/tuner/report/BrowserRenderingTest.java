package dev.logtune.tuner.report;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.tuner.advice.SyntheticResults;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The page in a real browser: headless Chromium from the OS packages, with no network. Under CI it must be there
 * (.ci/run installs it); elsewhere the test is skipped when it is not. The screenshot is left in target/ to look at.
 */
@Tag("slow")
class BrowserRenderingTest {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");

    @TempDir
    Path dir;

    private static BenchResults results() {
        return new SyntheticResults()
                .throughput("logback-file", 1, 300_000, 600).scoreError(30_000)
                .throughput("logback-file", 4, 320_000, 600).scoreError(30_000)
                .throughput("logback-file", 16, 340_000, 600).scoreError(40_000)
                .throughput("log4j2-async-raf", 1, 1_300_000, 80).scoreError(100_000)
                .throughput("log4j2-async-raf", 16, 1_700_000, 80).scoreError(100_000)
                .runs("logback-file", 10_000, 60, 0, 200, 210, 230, 240, 260)
                .runs("logback-file", 38_000, 60, 0, 900, 1_000, 1_100, 1_200, 1_300)
                .runs("log4j2-async-raf", 10_000, 60, 0, 150, 160, 170, 180, 190)
                .runs("log4j2-async-raf", 38_000, 60, 0, 300, 320, 350, 360, 400)
                .rate("logback-file", 230_000, 60, 0, false)
                .crash("logback-file", 201, true).crash("log4j2-async-raf", 150, false)
                .build();
    }

    private static List<String> chromium(Path userData, String... arguments) throws Exception {
        List<String> command = new ArrayList<>(List.of(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + userData));
        command.addAll(List.of(arguments));
        return command;
    }

    private static String run(List<String> command) throws Exception {
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        byte[] out = process.getInputStream().readAllBytes();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("chromium finished").isTrue();
        return new String(out, StandardCharsets.UTF_8);
    }

    @Test
    void chromiumDrawsTheChartsWithTheResultsFigures() throws Exception {
        boolean ci = "true".equals(System.getenv("CI"));
        Assumptions.assumeTrue(ci || Files.isExecutable(CHROMIUM), "Chromium is not installed (apt install chromium)");
        assertThat(CHROMIUM).as("CI installs Chromium for this test").isExecutable();
        Path page = dir.resolve("index.html");
        Files.writeString(page, ReportPage.render(results()), StandardCharsets.UTF_8);

        // What the browser built from the page: the points it holds, with their figures.
        String dom = run(chromium(dir.resolve("profile-dom"), "--dump-dom", page.toUri().toString()));
        Matcher fileGroup = Pattern.compile("<svg[^>]*id=\"throughput\".*?</svg>", Pattern.DOTALL).matcher(dom);
        assertThat(fileGroup.find()).as("the throughput chart is in the browser's DOM").isTrue();
        String throughput = fileGroup.group();
        assertThat(throughput).contains("data-setup=\"logback-file\"", "data-setup=\"log4j2-async-raf\"");
        Matcher points = Pattern.compile("data-x=\"(\\d+)\" data-y=\"(\\d+)\"").matcher(throughput);
        List<String> drawn = new ArrayList<>();
        while (points.find()) {
            drawn.add(points.group(1) + "=" + points.group(2));
        }
        assertThat(drawn).containsExactlyInAnyOrder("1=300000", "4=320000", "16=340000", "1=1300000", "16=1700000");

        // What it painted: the page's pixels hold each setup's own colour.
        Path shot = dir.resolve("report.png");
        run(chromium(dir.resolve("profile-shot"), "--window-size=1100,2400", "--screenshot=" + shot, page.toUri().toString()));
        BufferedImage image = ImageIO.read(shot.toFile());
        assertThat(image).isNotNull();
        assertThat(pixelsNear(image, Palette.of("logback-file"))).as("logback-file's colour on screen").isGreaterThan(50);
        assertThat(pixelsNear(image, Palette.of("log4j2-async-raf"))).as("log4j2-async-raf's colour on screen").isGreaterThan(50);
        Path kept = Path.of("target", "report-screenshot.png");
        Files.createDirectories(kept.getParent());
        Files.copy(shot, kept, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    private static int pixelsNear(BufferedImage image, String hex) {
        int want = Integer.parseInt(hex.substring(1), 16);
        int count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y);
                if (Math.abs(((rgb >> 16) & 255) - ((want >> 16) & 255)) + Math.abs(((rgb >> 8) & 255) - ((want >> 8) & 255))
                        + Math.abs((rgb & 255) - (want & 255)) < 24) {
                    count++;
                }
            }
        }
        return count;
    }
}
