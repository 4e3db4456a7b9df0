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
 * @param silentFilter the filter the configuration uses to drop events by design without counting them (Log4j2's
 *                     BurstFilter, Logback's DuplicateMessageFilter), or null for none: what an audit may call "dropped
 *                     uncounted" rather than lost
 */
public record LoggingTarget(String name, Framework framework, String xml, Map<String, String> systemProperties,
                            boolean console, boolean dropsByDesign, String siftKey, int siftValues, boolean traceContext,
                            String silentFilter) {

    public static final RenderOptions COUNTING = RenderOptions.standard()
            .counting(CountingAsyncAppender.class.getName(), CountingDisruptorAppender.class.getName(),
                    CountingDiscardPolicy.class.getName());

    public LoggingTarget {
        systemProperties = Map.copyOf(systemProperties);
    }

    /** A target whose silent filter, if any, is read from its file. */
    public LoggingTarget(String name, Framework framework, String xml, Map<String, String> systemProperties,
                         boolean console, boolean dropsByDesign, String siftKey, int siftValues, boolean traceContext) {
        this(name, framework, xml, systemProperties, console, dropsByDesign, siftKey, siftValues, traceContext,
                silentFilterIn(xml));
    }

    /** A target whose threads carry no trace context: a user's own file. */
    public LoggingTarget(String name, Framework framework, String xml, Map<String, String> systemProperties,
                         boolean console, boolean dropsByDesign, String siftKey, int siftValues) {
        this(name, framework, xml, systemProperties, console, dropsByDesign, siftKey, siftValues, false);
    }

    /** The filters in a file that drop events by design and count nothing, by name; null for none. */
    static String silentFilterIn(String xml) {
        java.util.List<String> found = new java.util.ArrayList<>();
        if (xml.contains("DuplicateMessageFilter")) {
            found.add("DuplicateMessageFilter");
        }
        if (xml.contains("BurstFilter")) {
            found.add("BurstFilter");
        }
        return found.isEmpty() ? null : String.join(", ", found);
    }

    /** The filters a setup declares that drop events by design and count nothing, by name; null for none. */
    static String silentFilterOf(SetupSpec spec) {
        java.util.List<String> found = new java.util.ArrayList<>();
        if (spec.reduction().duplicates() != null) {
            found.add("DuplicateMessageFilter");
        }
        if (spec.reduction().burst() != null) {
            found.add("BurstFilter");
        }
        return found.isEmpty() ? null : String.join(", ", found);
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
                sifting == null ? 0 : sifting.keys(), TraceContext.printedBy(spec.layout()), silentFilterOf(spec));
    }

    public String xmlFileName() {
        return name + ".xml";
    }
}
