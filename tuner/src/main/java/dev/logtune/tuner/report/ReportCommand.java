package dev.logtune.tuner.report;

import dev.logtune.benchmarks.files.AtomicFiles;
import dev.logtune.benchmarks.json.Json;
import dev.logtune.tuner.cli.ExitCode;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.logtune.benchmarks.results.BenchResults;
import dev.logtune.benchmarks.results.PublishedHistograms;
import dev.logtune.benchmarks.results.ResultsFile;
import dev.logtune.tuner.report.ReportPage;
import dev.logtune.tuner.report.ResultsComment;
import dev.logtune.benchmarks.results.ResultsMerge;
import dev.logtune.benchmarks.results.ResultsMerge.MergeException;
import dev.logtune.benchmarks.results.ResultsFile.ResultsException;
import dev.logtune.benchmarks.summary.SummaryMarkdown;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Read a results file: its Markdown summary, JMH's own JSON array (for JMH's visualisers), or a compact"
                + " copy to publish as the reference results."})
public final class ReportCommand implements Callable<Integer> {
    /** JMH's own array, as JMH writes it and its visualisers read it. */
    static final String JMH_NAME = "jmh.json";

    @Parameters(arity = "1..*", paramLabel = "RESULTS",
            description = "A results.json written by tuner bench; several runs of one machine with the same settings are read as one.")
    List<Path> results;

    @Option(names = "--jmh", description = "Print only JMH's JSON array, as `-rf json` writes it.")
    boolean jmh;

    @Option(names = "--publish", paramLabel = "DIR",
            description = "Write DIR/results.json without JMH's raw sample histograms (its percentiles stay), DIR/jmh.json (JMH's"
                    + " array, each fork's sample histogram summed over its iterations at 2 significant digits) and"
                    + " DIR/summary.md, with no path of this machine in any of them.")
    Path publish;

    @Option(names = "--html", paramLabel = "DIR",
            description = "Write DIR/index.html, the results as charts on one page that opens from disk with no network, and"
                    + " DIR/comment.md, their top findings sized for a pull-request comment.")
    Path html;

    @Option(names = "--retire", split = ",", paramLabel = "SETUP",
            description = "Drop everything the first RESULTS measured of these setups before the others are read with it:"
                    + " for renewing a reference whose runs of a setup went through a harness since found wrong, measured"
                    + " again in the files that follow.")
    List<String> retire = List.of();

    @Option(names = "--force", description = "With --publish or --html: replace what is in DIR.")
    boolean force;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        BenchResults read;
        try {
            List<BenchResults> runs = new ArrayList<>();
            for (Path path : results) {
                runs.add(ResultsFile.read(path));
            }
            if (!retire.isEmpty()) {
                if (results.size() < 2) {
                    spec.commandLine().getErr().println("tuner: --retire drops setups from the first RESULTS to read the"
                            + " later ones beside it; give the runs that measure them again after it");
                    return ExitCode.BAD_INPUT;
                }
                BenchResults first = runs.get(0);
                java.util.Set<String> measured = new java.util.HashSet<>();
                first.rates().forEach(r -> measured.add(r.setup()));
                first.trials().forEach(t -> measured.add(t.setup()));
                first.crashes().forEach(c -> measured.add(c.setup()));
                for (String setup : retire) {
                    if (!measured.contains(setup)) {
                        spec.commandLine().getErr().println("tuner: --retire " + setup + ": " + results.get(0)
                                + " measured nothing of it; nothing was written");
                        return ExitCode.BAD_INPUT;
                    }
                }
                runs.set(0, first.without(retire));
            }
            read = ResultsMerge.merge(runs);
        } catch (ResultsException | MergeException e) {
            spec.commandLine().getErr().println("tuner: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        if (html != null) {
            Path page = html.resolve("index.html");
            if (!force && (Files.exists(page) || Files.exists(html.resolve("comment.md")))) {
                spec.commandLine().getErr().println("tuner: " + page + " already exists; nothing was written (--force replaces it)");
                return ExitCode.BAD_INPUT;
            }
            Files.createDirectories(html);
            AtomicFiles.write(page, ReportPage.render(read));
            Path comment = html.resolve("comment.md");
            AtomicFiles.write(comment, ResultsComment.of(read, "index.html"));
            out.println("wrote " + page + " and " + comment);
        }
        if (publish != null) {
            Path json = publish.resolve(ResultsFile.NAME);
            Path jmhJson = publish.resolve(JMH_NAME);
            Path summary = publish.resolve("summary.md");
            if (!force && (Files.exists(json) || Files.exists(summary) || Files.exists(jmhJson))) {
                spec.commandLine().getErr().println("tuner: " + publish + " already holds results; nothing was written (--force replaces them)");
                return ExitCode.BAD_INPUT;
            }
            Files.createDirectories(publish);
            LocalPaths paths = LocalPaths.ofThisMachine(results.stream().map(p -> p.toAbsolutePath().getParent()).toList());
            BenchResults compact = Json.mapper().treeToValue(
                    paths.scrub(Json.mapper().valueToTree(compact(read))), BenchResults.class);
            AtomicFiles.write(json, Json.mapper().writer().without(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(compact));
            // JMH's own array, sample-mode histograms included (coarsened to publish), for JMH's visualisers.
            AtomicFiles.write(jmhJson, Json.mapper().writer().without(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(paths.scrub(PublishedHistograms.coarsened(read.jmh()))));
            AtomicFiles.write(summary, SummaryMarkdown.render(compact));
            out.println("wrote " + json + ", " + jmhJson + " and " + summary);
        } else if (jmh) {
            out.println(Json.mapper().writeValueAsString(read.jmh()));
        } else if (html == null) {
            out.print(SummaryMarkdown.render(read));
        }
        out.flush();
        return 0;
    }

    /**
     * The same results without JMH's per-sample histograms, which make up nearly all of a full run's size (the
     * published jmh.json keeps them).
     */
    static BenchResults compact(BenchResults results) {
        ArrayNode jmh = results.jmh().deepCopy();
        for (JsonNode trial : jmh) {
            JsonNode primary = trial.path("primaryMetric");
            if (primary instanceof ObjectNode metric) {
                metric.remove("rawDataHistogram");
            }
        }
        return new BenchResults(results.format(), results.started(), results.finished(), results.machine(), results.settings(),
                jmh, results.audits(), results.rates(), results.failures(), results.crashes());
    }
}
