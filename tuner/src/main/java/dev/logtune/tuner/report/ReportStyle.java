package dev.logtune.tuner.report;

/** The page's whole style sheet: system fonts only, and the rules that hide what the checkboxes leave out. */
final class ReportStyle {
    private ReportStyle() {
    }

    static final String CSS = """
            body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; max-width: 1000px; padding: 0 16px 48px; color: #222; }
            h1 { font-size: 22px; margin: 20px 0 6px; }
            h2 { font-size: 17px; margin: 28px 0 4px; }
            .facts { margin: 0; padding-left: 18px; color: #444; }
            .reading { margin: 0 0 6px; color: #333; max-width: 800px; }
            .controls { margin: 12px 0; position: sticky; top: 0; background: #fff; padding: 6px 0; border-bottom: 1px solid #ddd; }
            .controls label { display: inline-block; margin: 2px 10px 2px 0; padding: 2px 8px; border: 1px solid #999; border-radius: 4px; cursor: pointer; user-select: none; }
            .controls .show { margin-right: 8px; font-weight: 600; }
            .toggle { position: absolute; left: -9999px; }
            #fw-logback:checked ~ header label[for="fw-logback"], #fw-log4j2:checked ~ header label[for="fw-log4j2"],
            #fam-sync:checked ~ header label[for="fam-sync"], #fam-async-appender:checked ~ header label[for="fam-async-appender"],
            #fam-async-loggers:checked ~ header label[for="fam-async-loggers"], #fam-reference:checked ~ header label[for="fam-reference"]
                { background: #e8f0fe; border-color: #1a73e8; }
            #fw-logback:not(:checked) ~ main [data-framework="logback"], #fw-log4j2:not(:checked) ~ main [data-framework="log4j2"],
            #fam-sync:not(:checked) ~ main [data-family="sync"], #fam-async-appender:not(:checked) ~ main [data-family="async-appender"],
            #fam-async-loggers:not(:checked) ~ main [data-family="async-loggers"], #fam-reference:not(:checked) ~ main [data-family="reference"]
                { display: none; }
            table.glance { border-collapse: collapse; margin: 6px 0 18px; font-size: 13px; }
            table.glance th, table.glance td { border-bottom: 1px solid #e3e3e3; padding: 4px 10px 4px 0; text-align: left; vertical-align: top; }
            table.glance code { font-size: 12px; }
            table.glance .p99 { display: block; color: #555; }
            table.glance .none { color: #777; }
            svg.chart { width: 100%; height: auto; display: block; margin: 6px 0 18px; }
            .chart-title { font-size: 14px; font-weight: 600; fill: #222; }
            .axis-title { font-size: 12px; fill: #444; }
            .tick { font-size: 11px; fill: #555; }
            .grid { stroke: #e3e3e3; stroke-width: 1; }
            .frame { fill: none; stroke: #999; }
            .series .line { fill: none; stroke: var(--c); stroke-width: 1.6; }
            .series.reference .line { stroke-dasharray: 6 4; stroke-width: 2; }
            .series .band { fill: var(--c); fill-opacity: 0.12; stroke: none; }
            .series .error { stroke: var(--c); stroke-width: 1.2; }
            .series .point { fill: var(--c); stroke: #fff; stroke-width: 0.8; }
            .series .point.marked { fill: #fff; stroke: var(--c); stroke-width: 1.6; }
            .series:hover .line { stroke-width: 3.5; }
            .end-label { font-size: 10px; fill: var(--c); }
            .bar-label, .bar-value, .legend { font-size: 11px; fill: #333; }
            .segment.p99, .segment.bytes { fill: #4e79a7; }
            .segment.dropped { fill: #f28e2b; }
            .segment.lost, .segment.error-lost { fill: #d62728; }
            .segment.missing { fill: #9c9c9c; }
            .segment.chosen { fill: #1a73e8; }
            .segment.level { fill: #7baaf7; }
            .segment.other { fill: #bdbdbd; }
            .whisker { stroke: #222; stroke-width: 1.5; }
            .target-line { stroke: #d93025; stroke-width: 1.5; stroke-dasharray: 3 3; }
            pre.answer { background: #f6f8fa; padding: 10px 12px; overflow-x: auto; font-size: 12px; border-radius: 4px; }
            """;
}
