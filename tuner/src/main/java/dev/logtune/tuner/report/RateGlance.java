package dev.logtune.tuner.report;

import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.lab.reading.OpenLoopPoint;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.tuner.advice.Candidate;
import dev.logtune.tuner.advice.DataSource;
import dev.logtune.tuner.advice.Recommendation;
import dev.logtune.tuner.advice.Recommender;
import dev.logtune.tuner.advice.Target;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Which setup at my rate, at a glance: at each rate the results raced in paired blocks, what recommend picks with its
 * defaults (nothing dropped, a crash loses at most a second, a file rolls) for either framework and for each, for each
 * place the lines go. The same answers the command gives, from the same code.
 */
final class RateGlance {
    /** A point raced in at least this many blocks; a screened point decides nothing. */
    static final int RACED_RUNS = 6;

    private static final List<Framework> COLUMNS = Arrays.asList(null, Framework.LOGBACK, Framework.LOG4J2);

    /** Where the lines go and what they look like. */
    record Output(Destination destination, LineFormat format) {
        String words() {
            return (destination == Destination.FILE ? "a file" : "standard output") + ", "
                    + (format == LineFormat.PATTERN ? "pattern lines" : "JSON lines");
        }
    }

    /** One rate, threads and output: the pick of each column, empty where nothing was picked. */
    record Row(Output output, double rate, int threads, List<Optional<Candidate>> picks) {
    }

    private RateGlance() {
    }

    static List<Row> of(BenchResults results) {
        // The rates raced, by output: a setup with enough runs at a steady point.
        Map<String, Row> rows = new TreeMap<>();
        for (OpenLoopPoint point : OpenLoopPoint.group(results.rates())) {
            Optional<SetupSpec> setup = Matrix.find(point.setup());
            if (!point.scenario().equals("steady") || point.runCount() < RACED_RUNS || setup.isEmpty()) {
                continue;
            }
            Output output = new Output(setup.get().destination(), setup.get().lineFormat());
            String key = output.destination().ordinal() + " " + output.format().ordinal() + " "
                    + String.format("%012.0f %04d", point.rate(), point.threads());
            rows.putIfAbsent(key, new Row(output, point.rate(), point.threads(), List.of()));
        }
        Recommender recommender = new Recommender(new DataSource(results, "these results", true, results.machine()));
        List<Row> answered = new ArrayList<>();
        for (Row row : rows.values()) {
            List<Optional<Candidate>> picks = new ArrayList<>();
            for (Framework framework : COLUMNS) {
                Target target = Target.builder().rate(row.rate()).threads(row.threads()).framework(framework)
                        .writing(row.output().destination(), row.output().format()).build();
                Recommendation answer = recommender.recommend(target);
                picks.add(Optional.ofNullable(answer.chosen()));
            }
            answered.add(new Row(row.output(), row.rate(), row.threads(), picks));
        }
        answered.sort(Comparator.comparing((Row r) -> r.output().destination()).thenComparing(r -> r.output().format())
                .thenComparingInt(Row::threads).thenComparingDouble(Row::rate));
        return answered;
    }

    /** The table, or nothing when the results raced no point. */
    static String html(List<Row> rows) {
        if (rows.isEmpty()) {
            return "";
        }
        Svg html = new Svg();
        html.open("table", "class", "glance").open("thead").open("tr").text("th", "writing to").text("th", "rate")
                .text("th", "either framework").text("th", "Logback").text("th", "Log4j2").close("tr").close("thead");
        html.open("tbody");
        for (Row row : rows) {
            html.open("tr").text("td", row.output().words())
                    .text("td", Numbers.human(row.rate()) + "/s over " + row.threads() + " threads");
            for (Optional<Candidate> pick : row.picks()) {
                if (pick.isEmpty()) {
                    html.text("td", "none decided (tuner recommend says why)", "class", "none");
                } else {
                    html.open("td").text("code", pick.get().setup()).text("span", " p99 " + Durations.micros(pick.get().p99Micros()),
                            "class", "p99").close("td");
                }
            }
            html.close("tr");
        }
        html.close("tbody").close("table");
        return html.toString();
    }
}
