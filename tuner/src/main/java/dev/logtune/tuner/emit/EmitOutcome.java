package dev.logtune.tuner.emit;

import java.nio.file.Path;
import java.util.List;

/** What emit answers: the file itself on standard output, or the files it wrote and what they need. */
sealed interface EmitOutcome {
    /** The config, loaded by the framework, for standard output. */
    record Printed(String xml) implements EmitOutcome {
    }

    /** The files written, in order, what the config needs besides itself, and the framework version it is for. */
    record Written(List<Path> files, List<Requirement> needs, String versions) implements EmitOutcome {
        public Written {
            files = List.copyOf(files);
            needs = List.copyOf(needs);
        }
    }
}
