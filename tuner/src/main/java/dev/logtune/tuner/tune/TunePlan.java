package dev.logtune.tuner.tune;

import dev.logtune.configs.model.Framework;

import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Subject;

import java.util.List;
import java.util.Set;

/**
 * What tune would do to a file.
 *
 * @param tuned the file's text with the edits made (equal to the original when nothing changes)
 * @param properties the log4j2.component.properties beside it as written, or null when there is none
 * @param tunedProperties that file with its edits made, or null when there is none
 * @param kept what was deliberately not changed, and why, one line each
 * @param advice what lies beyond this command's knobs (adding an async stage), one line each
 * @param blocked changes called for that could not be made in this file: knobs in included files or set through variables
 * @param advised what the advice lines answer: lint's findings about these are not listed again as left
 */
record TunePlan(Framework framework, String original, String tuned, String properties, String tunedProperties,
                List<Change> changes, List<String> kept, List<String> advice, int blocked, Set<Subject> advised) {

    /** Whether an advice line already names the edit for this finding. */
    boolean advised(Finding finding) {
        return finding.subject() != null && advised.contains(finding.subject());
    }

    boolean changesNothing() {
        return changes.isEmpty();
    }

    boolean changesProperties() {
        return properties != null && !properties.equals(tunedProperties);
    }
}
