package dev.logtune.tuner.recommend;

import dev.logtune.tuner.cli.OutputFormat;
import dev.logtune.tuner.cli.Renderer;
import dev.logtune.tuner.cli.Renderers;

/** The formats recommend writes: its report as text or Markdown, its record as JSON. */
final class RecommendRenderers {
    static final Renderers<RecommendPrintout> ALL = new Renderers<RecommendPrintout>()
            .with(OutputFormat.TEXT, (printout, out) -> out.print(printout.text()))
            .with(OutputFormat.JSON, (printout, out) -> Renderer.<RecommendOutput>json().render(printout.output(), out))
            .with(OutputFormat.MARKDOWN, (printout, out) -> out.print(printout.report().toMarkdown()));

    private RecommendRenderers() {
    }
}
