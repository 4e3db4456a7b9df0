package dev.logtune.configs.render;

import dev.logtune.configs.model.SetupSpec;

/** Turns a setup into its framework's configuration files. */
public interface SetupRenderer {

    RenderedSetup render(SetupSpec spec, RenderOptions options);

    default RenderedSetup render(SetupSpec spec) {
        return render(spec, RenderOptions.standard());
    }

    /** The renderer for the setup's framework. */
    static SetupRenderer forSpec(SetupSpec spec) {
        return switch (spec.framework()) {
            case LOGBACK -> new LogbackRenderer();
            case LOG4J2 -> new Log4j2Renderer();
        };
    }

    /** Renders with the renderer for the setup's framework. */
    static RenderedSetup renderAny(SetupSpec spec, RenderOptions options) {
        return forSpec(spec).render(spec, options);
    }
}
