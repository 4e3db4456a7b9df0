package dev.logtune.lab.results;

import com.fasterxml.jackson.annotation.JsonIgnore;

/**
 * One crash test: a setup logged {@code eventsLogged} events in a JVM of its own, the last one an ERROR, waited
 * {@code waitMillis}, and the JVM halted with no shutdown hook and no stop (as kill -9 or the OOM killer ends it).
 * What the files held afterwards is what the setup had handed to the OS.
 *
 * @param eventsOnDisk distinct events found in the output afterwards (for a console setup: what the pipe's reader got)
 * @param lastOnDisk whether the last event, the ERROR, is in the output as a whole line
 * @param bytesOnDisk the size of everything the setup wrote
 * @param note what to know when reading the figures; starts with "failed: " when the test could not run
 */
public record CrashRecord(String setup, int eventsLogged, long eventsOnDisk, boolean lastOnDisk, long waitMillis,
                          long bytesOnDisk, String note) {

    public static final String FAILED = "failed: ";

    public CrashRecord {
        note = note == null ? "" : note;
    }

    /** A test that could not run, with why. */
    public static CrashRecord failed(String setup, int events, long waitMillis, String reason) {
        return new CrashRecord(setup, events, -1, false, waitMillis, 0, FAILED + reason);
    }

    @JsonIgnore
    public boolean isFailure() {
        return note.startsWith(FAILED);
    }

    /** Events logged that the crash took with it. */
    @JsonIgnore
    public long lost() {
        return isFailure() ? 0 : Math.max(0, eventsLogged - eventsOnDisk);
    }
}
