package dev.logtune.tuner.tune;

import dev.logtune.configs.model.Framework;

import java.util.List;

/**
 * What tune would do to a file.
 *
 * @param tuned the file's text with the edits made (equal to the original when nothing changes)
 * @param properties the log4j2.component.properties beside it as written, or null when there is none
 * @param tunedProperties that file with its edits made, or null when there is none
 * @param kept what was deliberately not changed, and why, one line each
 * @param advice what lies beyond this command's knobs (adding an async stage), one line each
 * @param blocked changes called for that could not be made in this file: knobs in included files or set through variables
 */
record TunePlan(Framework framework, String original, String tuned, String properties, String tunedProperties,
                List<Change> changes, List<String> kept, List<String> advice, int blocked) {

    boolean changesNothing() {
        return changes.isEmpty();
    }

    boolean changesProperties() {
        return properties != null && !properties.equals(tunedProperties);
    }
}
