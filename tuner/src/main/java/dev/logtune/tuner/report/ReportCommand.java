package dev.logtune.tuner.report;

import dev.logtune.support.json.Json;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.cli.OutputFormat;
import dev.logtune.tuner.cli.Renderers;
import dev.logtune.tuner.userfiles.UserFiles;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.PublishedHistograms;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.tuner.report.ReportPage;
import dev.logtune.tuner.report.ResultsComment;
import dev.logtune.lab.results.ResultsMerge;
import dev.logtune.lab.results.ResultsMerge.MergeException;
import dev.logtune.lab.results.ResultsFile.ResultsException;
import dev.logtune.benchmarks.summary.SummaryMarkdown;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
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

    /** The results read: the Markdown summary, or JMH's own array (--jmh). */
    private static final Renderers<BenchResults> RESULTS = new Renderers<BenchResults>()
            .with(OutputFormat.MARKDOWN, (results, out) -> out.print(SummaryMarkdown.render(results)))
            .with(OutputFormat.JSON, (results, out) -> out.println(Json.mapper().writeValueAsString(results.jmh())));

    /** What --html or --publish wrote, a line each. */
    private static final Renderers<List<Path>> WROTE = new Renderers<List<Path>>()
            .with(OutputFormat.TEXT, ReportCommand::wrote);

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
        try {
            if (html != null) {
                WROTE.render(OutputFormat.TEXT, UserFiles.inDirectory().create(html.resolve("index.html"), ReportPage.render(read))
                        .create(html.resolve("comment.md"), ResultsComment.of(read, html.resolve("index.html").toString())).write(force), out);
            }
            if (publish != null) {
                WROTE.render(OutputFormat.TEXT, published(read).write(force), out);
            } else if (jmh) {
                RESULTS.render(OutputFormat.JSON, read, out);
            } else if (html == null) {
                RESULTS.render(OutputFormat.MARKDOWN, read, out);
            }
        } catch (UserFiles.Refused e) {
            spec.commandLine().getErr().println("tuner: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        return 0;
    }

    /** "wrote A and B", "wrote A, B and C". */
    private static void wrote(List<Path> files, PrintWriter out) {
        List<String> names = files.stream().map(Path::toString).toList();
        out.println("wrote " + (names.size() == 1 ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1)));
    }

    /** The compact results, JMH's array and the summary, for DIR of --publish, with no path of this machine in them. */
    private UserFiles published(BenchResults read) throws java.io.IOException {
        LocalPaths paths = LocalPaths.ofThisMachine(results.stream().map(p -> p.toAbsolutePath().getParent()).toList());
        BenchResults compact = Json.mapper().treeToValue(paths.scrub(Json.mapper().valueToTree(compact(read))), BenchResults.class);
        return UserFiles.inDirectory()
                .create(publish.resolve(ResultsFile.NAME), Json.mapper().writer().without(SerializationFeature.INDENT_OUTPUT)
                        .writeValueAsString(compact))
                // JMH's own array, sample-mode histograms included (coarsened to publish), for JMH's visualisers.
                .create(publish.resolve(JMH_NAME), Json.mapper().writer().without(SerializationFeature.INDENT_OUTPUT)
                        .writeValueAsString(paths.scrub(PublishedHistograms.coarsened(read.jmh()))))
                .create(publish.resolve("summary.md"), SummaryMarkdown.render(compact));
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
                jmh, results.audits(), results.rates(), results.failures(), results.crashes(), results.partial(),
                results.sessionMachines());
    }
}
