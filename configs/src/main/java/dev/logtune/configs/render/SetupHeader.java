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
        xml.comment(options.conventions().comment());
    }
}
