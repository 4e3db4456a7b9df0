package dev.logtune.configs.render;

import dev.logtune.configs.model.SetupSpec;

/** The comment block at the top of every rendered file. */
final class SetupHeader {
    private SetupHeader() {
    }

    static void write(XmlText xml, SetupSpec spec, RenderOptions options) {
        xml.comment("logtune setup " + spec.id() + (spec.description().isEmpty() ? "" : ": " + spec.description()));
        for (String line : options.headerLines()) {
            xml.comment(line);
        }
        if (spec.sink().writesFiles()) {
            xml.comment(options.conventions().comment());
        } else {
            xml.comment("No files: every line goes to standard output, for the container runtime to collect.");
        }
    }
}
