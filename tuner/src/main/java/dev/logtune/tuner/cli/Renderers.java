package dev.logtune.tuner.cli;

import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/** The formats one verb writes, each with its renderer; {@code --format} takes these and no others. */
public final class Renderers<R> {
    private final Map<OutputFormat, Renderer<R>> byFormat = new EnumMap<>(OutputFormat.class);

    public Renderers<R> with(OutputFormat format, Renderer<R> renderer) {
        byFormat.put(format, renderer);
        return this;
    }

    /** The formats this verb writes, in {@link OutputFormat}'s order. */
    public Set<OutputFormat> formats() {
        Set<OutputFormat> formats = EnumSet.noneOf(OutputFormat.class);
        formats.addAll(byFormat.keySet());
        return Collections.unmodifiableSet(formats);
    }

    /** The format asked for; one this verb does not write is refused as an option error naming the ones it does. */
    public OutputFormat choose(FormatOption option, CommandSpec spec) {
        return option.checked(spec, byFormat.keySet().toArray(OutputFormat[]::new));
    }

    /** Renders {@code result} in {@code format}, then flushes. */
    public void render(OutputFormat format, R result, PrintWriter out) throws IOException {
        byFormat.get(format).render(result, out);
        out.flush();
    }
}
