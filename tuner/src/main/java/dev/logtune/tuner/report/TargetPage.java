package dev.logtune.tuner.report;

import dev.logtune.support.format.Numbers;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.reading.Interval;
import dev.logtune.tuner.advice.Candidate;
import dev.logtune.tuner.advice.OpenLoopPoints;
import dev.logtune.tuner.advice.RatePick;
import dev.logtune.tuner.advice.Recommendation;
import dev.logtune.tuner.advice.Explanation;
import dev.logtune.configs.model.Framework;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What {@code recommend --report} draws: the chosen setup against the ones the data cannot separate from it, the best
 * of the other framework, and the frameworks' defaults the terminal compares with (for the target's destination, line
 * and file), at the target; and a comment sized for a pull request.
 */
public final class TargetPage {
    private TargetPage() {
    }

    /** Each asked framework's defaults for this target, with its label: what a team has before it tunes anything. */
    static Map<String, String> defaults(Recommendation answer) {
        Map<String, String> defaults = new LinkedHashMap<>();
        List<Framework> frameworks = answer.target().framework() != null ? List.of(answer.target().framework())
                : List.of(Framework.values());
        frameworks.forEach(f -> defaults.put(answer.target().defaults(f).id(), f.displayName() + "'s defaults"));
        return defaults;
    }

    /** The setups the page compares, in the order drawn, each with its role. */
    static Map<String, String> compared(Recommendation answer) {
        Map<String, String> roles = new LinkedHashMap<>();
        if (answer.found()) {
            roles.put(answer.chosen().setup(), "chosen");
        }
        answer.level().forEach(c -> roles.putIfAbsent(c.setup(), "level"));
        answer.runnersUp().forEach(c -> roles.putIfAbsent(c.setup(), "other"));
        defaults(answer).keySet().forEach(d -> roles.putIfAbsent(d, "other"));
        return roles;
    }

    /** "Logback's runner-up" under --framework logback; "the other framework's best" only where it is the other's. */
    private static String runnerUp(Recommendation answer, String setup) {
        String framework = answer.runnersUp().stream().filter(c -> c.setup().equals(setup)).map(c -> c.framework())
                .findFirst().orElse(null);
        if (framework == null) {
            return "a runner-up";
        }
        return answer.found() && !answer.chosen().framework().equals(framework) ? "the other framework's best"
                : framework + "'s runner-up";
    }

    public static String render(Recommendation answer, BenchResults results, String answerText) {
        OpenLoopPoints points = new OpenLoopPoints(results);
        List<Bar> bars = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        compared(answer).forEach((setup, role) -> {
            Optional<RatePick> pick = points.at(setup, answer.rate(), answer.threads());
            Interval p99 = pick.filter(p -> p.point().held()).map(p -> p.point().p99()).orElse(null);
            String label = switch (role) {
                case "chosen" -> "chosen";
                case "level" -> "level with the chosen one";
                default -> defaults(answer).getOrDefault(setup, runnerUp(answer, setup));
            };
            if (p99 == null) {
                bars.add(new Bar(setup, SetupTags.of(setup), List.of(), label + ": "
                        + pick.map(p -> "did not hold " + Numbers.human(p.point().rate()) + "/s").orElse("not measured")));
                return;
            }
            values.add(p99.high());
            values.add(Math.max(p99.low(), p99.median() / 10));
            String dropped = pick.get().point().dropShare() > 0
                    ? String.format(Locale.ROOT, ", drops %.1f%%", 100 * pick.get().point().dropShare()) : "";
            bars.add(new Bar(setup, SetupTags.of(setup), List.of(new Bar.Segment(role, p99.median())),
                    String.format(Locale.ROOT, "%s: %s us (%s to %s, %d %s)%s", label, Numbers.human(p99.median()),
                            Numbers.human(p99.low()), Numbers.human(p99.high()), p99.runs(), p99.runs() == 1 ? "run" : "runs", dropped),
                    p99.low(), p99.high()));
        });
        String title = String.format(Locale.ROOT, "Response p99 at %s events/s over %d threads", Numbers.human(answer.rate()),
                answer.threads());
        BarChart atTarget = new BarChart("at-target", title, Axis.logOver("response p99, microseconds (log scale); the line is"
                + " the 95% interval", values.isEmpty() ? List.of(1.0, 10.0) : values), bars,
                List.of(new String[] {"chosen", "chosen"}, new String[] {"level", "level: the data cannot separate it"},
                        new String[] {"other", "the runner-up of each framework, the frameworks' defaults"}));
        ResultCharts charts = new ResultCharts(results);
        Svg html = new Svg();
        html.raw("<!DOCTYPE html>\n");
        html.open("html", "lang", "en").open("head").empty("meta", "charset", "utf-8")
                .empty("meta", "name", "viewport", "content", "width=device-width, initial-scale=1")
                .text("title", "logtune: " + title).open("style").raw(ReportStyle.CSS).close("style").close("head");
        html.open("body").open("main");
        html.text("h1", answer.found() ? "logtune recommends " + answer.chosen().setup() : "logtune: no setup meets the target");
        // No pick has no "why"; the answer in full below says what was excluded and why.
        html.text("p", answer.why() != null ? answer.why() : "No measured setup meets the target: see the answer in full below.",
                "class", "reading");
        html.open("section").text("h2", "At the target").text("p", "Each bar is a setup's median p99 over its runs at the"
                + " measured point that stands for the target; the whisker is its interval, for scale. Whether two setups"
                + " are level is decided from their p99 ratio in the same interleaved blocks (the answer below), not from"
                + " whether whiskers overlap; among level setups the pick prefers what is simpler and safer.",
                "class", "reading").raw(atTarget.svg()).close("section");
        int nearest = charts.openLoopThreads().stream().min((a, b) -> Double.compare(Math.abs(Math.log(a) - Math.log(answer.threads())),
                Math.abs(Math.log(b) - Math.log(answer.threads())))).orElse(-1);
        if (nearest > 0) {
            LineChart curve = charts.responseByRate(nearest, false).only(compared(answer).keySet(), answer.rate());
            html.open("section").text("h2", "Around the target, " + nearest + " threads")
                    .text("p", "The same setups across the measured rates; the red dashed line is your rate.", "class", "reading")
                    .raw(curve.svg()).close("section");
        }
        html.open("section").text("h2", "The answer in full").text("pre", answerText, "class", "answer").close("section");
        html.close("main").close("body").close("html");
        return html.toString();
    }

    /**
     * A pull-request comment: the answer, the chosen setup's figures beside the level set, and where the page is (by
     * its path: a relative link resolves against the pull request's address, not the file's).
     */
    public static String comment(Recommendation answer, String page) {
        StringBuilder md = new StringBuilder();
        String target = String.format(Locale.ROOT, "%s events/s over %d threads", Numbers.human(answer.rate()), answer.threads());
        if (!answer.found()) {
            md.append("**logtune: no measured setup meets ").append(target).append(".** ").append(answer.why()).append('\n');
            return md.append("\nCharts: `").append(page).append("` (one page that opens from disk)\n").toString();
        }
        md.append("**logtune recommends `").append(answer.chosen().setup()).append("` for ").append(target).append(".**\n\n");
        md.append("| setup | p99 us (95% interval) | capacity events/s | unflushed on a crash |\n|---|---:|---:|---|\n");
        List<Candidate> shown = new ArrayList<>(answer.level());
        if (shown.isEmpty() || !shown.get(0).setup().equals(answer.chosen().setup())) {
            shown.add(0, answer.chosen());
        }
        for (Candidate candidate : shown) {
            Interval p99 = candidate.p99();
            md.append("| `").append(candidate.setup()).append('`').append(candidate == answer.chosen() ? " (chosen)" : "")
                    .append(" | ").append(Numbers.human(p99.median())).append(" (").append(Numbers.human(p99.low())).append(" to ")
                    .append(Numbers.human(p99.high())).append(") | ").append(Numbers.human(candidate.capacity().eventsPerSecond()))
                    .append(" | ").append(candidate.unflushed() == null ? "" : candidate.unflushed().how().replace("|", "/")).append(" |\n");
        }
        if (shown.size() > 1) {
            md.append("\nThe rows are level: each within ").append(Explanation.margin(answer.comparison().margin()))
                    .append(" of the chosen one's p99 either way, paired in the same blocks, so the data cannot rank them;"
                            + " the chosen one is the first in the house order.\n");
        }
        md.append("\n").append(answer.why()).append("\n\nCharts: the chosen setup against the level set and the frameworks'"
                + " defaults, in `").append(page).append("` (one page that opens from disk)\n");
        return md.toString();
    }
}
