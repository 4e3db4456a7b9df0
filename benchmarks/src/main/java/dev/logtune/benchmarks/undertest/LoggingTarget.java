package dev.logtune.benchmarks.undertest;

import dev.logtune.benchmarks.audit.CountingAsyncAppender;
import dev.logtune.benchmarks.audit.CountingDisruptorAppender;
import dev.logtune.benchmarks.audit.CountingDiscardPolicy;
import dev.logtune.benchmarks.workload.TraceContext;
import dev.logtune.configs.model.ConsoleSink;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.SiftingSink;
import dev.logtune.configs.render.RenderOptions;
import dev.logtune.configs.render.RenderedSetup;
import dev.logtune.configs.render.SetupRenderer;

import java.util.Map;

/**
 * A configuration to load and measure: a matrix setup rendered, or a user's own file (tuner verify).
 *
 * @param systemProperties JVM-wide Log4j2 properties the file needs
 * @param console whether some appender writes to standard output
 * @param dropsByDesign whether the configuration drops events on purpose when its queue runs low or fills
 * @param siftKey the MDC key a sifting setup splits files by, with {@code siftValues} values; null for none
 * @param traceContext whether each logging thread carries the workload's {@link TraceContext} in its MDC: where the
 *                     line prints the MDC
 */
public record LoggingTarget(String name, Framework framework, String xml, Map<String, String> systemProperties,
                            boolean console, boolean dropsByDesign, String siftKey, int siftValues, boolean traceContext) {

    public static final RenderOptions COUNTING = RenderOptions.standard()
            .counting(CountingAsyncAppender.class.getName(), CountingDisruptorAppender.class.getName(),
                    CountingDiscardPolicy.class.getName());

    public LoggingTarget {
        systemProperties = Map.copyOf(systemProperties);
    }

    /** A target whose threads carry no trace context: a user's own file. */
    public LoggingTarget(String name, Framework framework, String xml, Map<String, String> systemProperties,
                         boolean console, boolean dropsByDesign, String siftKey, int siftValues) {
        this(name, framework, xml, systemProperties, console, dropsByDesign, siftKey, siftValues, false);
    }

    /** The rendering the benchmarks load: the standard file, with counting classes where asked. */
    public static RenderedSetup render(SetupSpec spec, boolean countDiscards) {
        return SetupRenderer.renderAny(spec, countDiscards ? COUNTING : RenderOptions.standard());
    }

    public static LoggingTarget of(SetupSpec spec, boolean countDiscards) {
        RenderedSetup rendered = render(spec, countDiscards);
        SiftingSink sifting = spec.sink() instanceof SiftingSink s ? s : null;
        return new LoggingTarget(spec.id(), spec.framework(), rendered.xml(), rendered.systemProperties(),
                spec.sink() instanceof ConsoleSink, spec.mayDrop(), sifting == null ? null : sifting.mdcKey(),
                sifting == null ? 0 : sifting.keys(), TraceContext.printedBy(spec.layout()));
    }

    public String xmlFileName() {
        return name + ".xml";
    }
}
