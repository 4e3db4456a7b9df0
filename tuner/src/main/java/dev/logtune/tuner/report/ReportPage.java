package dev.logtune.tuner.report;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.MachineInfo;
import dev.logtune.lab.results.RunSettings;

import java.util.ArrayList;
import java.util.List;

/**
 * One self-contained HTML page of a results file's charts: inline SVG and CSS, no script, no font or file from
 * anywhere else, so it opens from disk on a machine with no network. Plain checkboxes pick setups out by framework
 * and family; CSS alone hides what is unchecked.
 */
public final class ReportPage {
    private ReportPage() {
    }

    /** A chart and the sentence that says how to read it. */
    private record Section(String heading, String reading, String svg) {
    }

    public static String render(BenchResults results) {
        ResultCharts charts = new ResultCharts(results);
        List<Section> sections = new ArrayList<>();
        String glance = RateGlance.html(RateGlance.of(results));
        if (!glance.isEmpty()) {
            sections.add(new Section("Which setup at your rate",
                    "What tuner recommend picks at each rate these results raced in paired blocks, with its defaults:"
                            + " nothing dropped, a crash loses at most a second, a file rolls. The p99 is the pick's"
                            + " response time there; the command gives the figures behind it and the file to check in.",
                    glance));
        }
        if (results.trials().stream().anyMatch(t -> t.mode().equals("thrpt"))) {
            sections.add(new Section("Capacity: events per second by threads",
                    "Closed loop (JMH): as many calls as the threads can make. Higher is more headroom; the bars are JMH's"
                            + " 99.9% interval; a hollow square is the lines the forks wrote where JMH's mean cannot be what"
                            + " happened. The dashed lines are logging switched off (the floor of a call) and the raw-write"
                            + " ceiling (pre-formatted lines into the page cache).",
                    charts.throughput().svg()));
        }
        for (int threads : charts.openLoopThreads()) {
            sections.add(new Section("Response time against rate, " + threads + " threads",
                    "Open loop: events at a fixed total rate, response measured from each event's scheduled start, as a"
                            + " service's request sees it. Each line is a setup's median p99 over its runs, the band its"
                            + " interval; the dashed grey line is the same schedule with no logging. Where a line turns up"
                            + " steeply is the knee; a hollow square at the top is the first rate the setup did not hold.",
                    byFramework(charts.responseByRate(threads, false)) + byFramework(charts.responseByRate(threads, true))));
        }
        if (results.rates().stream().anyMatch(r -> r.scenario().equals("stall"))) {
            sections.add(new Section("A 2 s disk stall",
                    "Every write to the log's filesystem blocks for 2 s mid-run. A synchronous setup's callers wait the whole"
                            + " stall; a queue absorbs it while it has room, and the note says how deep it got.",
                    charts.disturbance("stall", "Response p99 during a 2 s disk stall (38k/s over 60 threads)").svg()));
        }
        if (results.rates().stream().anyMatch(r -> r.scenario().equals("burst"))) {
            sections.add(new Section("A burst",
                    "The rate jumps fivefold for one second, then returns: what a traffic spike costs the callers.",
                    charts.disturbance("burst", "Response p99 through a 5x burst for 1 s (38k/s over 60 threads)").svg()));
        }
        if (results.rates().stream().anyMatch(r -> r.diskFull() != null)) {
            sections.add(new Section("A full disk",
                    "The log filesystem fills a quarter into the run, stays full, then space is freed. Each bar is the share"
                            + " of the run's events that never reached the file, red where nothing from the framework said so;"
                            + " hover for what the callers saw and how soon logging came back.",
                    charts.diskFull().svg()));
        }
        if (!results.rates().isEmpty()) {
            sections.add(new Section("Loss while running",
                    "Events that never reached the file, as a share of calls: dropped by a policy the configuration sets"
                            + " (a choice), or lost with no policy to account for it (a defect). Never a speed.",
                    charts.loss().svg()));
        }
        if (results.trials().stream().anyMatch(t -> Double.isFinite(t.allocBytesPerOp()))) {
            sections.add(new Section("Allocation", "Garbage each logging call leaves for the collector.",
                    charts.allocation().svg()));
        }
        if (!results.crashes().isEmpty()) {
            sections.add(new Section("What a crash loses",
                    "The unflushed window, measured: events still in a queue or a buffer when the JVM dies without its"
                            + " shutdown hooks (kill -9, the OOM killer) are gone, the last ERROR among them.",
                    charts.unflushed().svg()));
        }
        return page(results, sections);
    }

    /** An instant as results store it, to the minute: 2026-11-21T10:55:21.5Z reads 2026-11-21 10:55. */
    /**
     * One chart per framework, each with the references: the whole matrix on one chart is dozens of lines whose labels
     * fall on one another.
     */
    private static String byFramework(LineChart chart) {
        return chart.ofFramework("logback", "Logback").svg() + chart.ofFramework("log4j2", "Log4j2").svg();
    }

    static String minutes(String instant) {
        return instant == null || instant.length() < 16 ? String.valueOf(instant) : instant.substring(0, 16).replace('T', ' ');
    }

    private static String page(BenchResults results, List<Section> sections) {
        Svg html = new Svg();
        html.raw("<!DOCTYPE html>\n");
        html.open("html", "lang", "en").open("head").empty("meta", "charset", "utf-8")
                .empty("meta", "name", "viewport", "content", "width=device-width, initial-scale=1")
                .text("title", "logtune results").open("style").raw(ReportStyle.CSS).close("style").close("head");
        html.open("body");
        for (String framework : List.of("logback", "log4j2")) {
            html.empty("input", "type", "checkbox", "id", "fw-" + framework, "checked", "checked", "class", "toggle");
        }
        for (SetupTags.Family family : SetupTags.Family.values()) {
            html.empty("input", "type", "checkbox", "id", "fam-" + family.key(), "checked", "checked", "class", "toggle");
        }
        html.open("header").text("h1", "logtune results");
        MachineInfo machine = results.machine();
        RunSettings settings = results.settings();
        html.open("ul", "class", "facts");
        html.text("li", "Machine: " + machine.summary());
        html.text("li", "Frameworks: Logback " + machine.frameworks().get("logback") + ", Log4j2 " + machine.frameworks().get("log4j2")
                + ", LMAX Disruptor " + machine.frameworks().get("disruptor"));
        html.text("li", "Measured " + minutes(results.started()) + " to " + minutes(results.finished()) + " UTC"
                + (results.partial() ? " (PARTIAL: cut off before it finished)" : ""));
        if (settings != null) {
            html.text("li", String.format(java.util.Locale.ROOT, "JMH: %d warm-up x %s s, %d iterations x %s s, %d forks",
                    settings.warmupIterations(), Svg.number(settings.warmupSeconds()), settings.measurementIterations(),
                    Svg.number(settings.measurementSeconds()), settings.forks()));
        }
        html.close("ul");
        html.open("nav", "class", "controls", "aria-label", "which setups to show").text("span", "Show:", "class", "show");
        html.text("label", "Logback", "for", "fw-logback").text("label", "Log4j2", "for", "fw-log4j2");
        for (SetupTags.Family family : SetupTags.Family.values()) {
            html.text("label", family.label(), "for", "fam-" + family.key());
        }
        html.close("nav").close("header");
        html.open("main");
        for (Section section : sections) {
            html.open("section").text("h2", section.heading()).text("p", section.reading(), "class", "reading")
                    .raw(section.svg()).close("section");
        }
        html.close("main").close("body").close("html");
        return html.toString();
    }
}
