package dev.logtune.tuner.cli;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The exit codes every command shares, one meaning each; a command's help says what each means for it. Their own small
 * type, so commands need not import the command line that registers them.
 */
public final class ExitCode {
    /** Done: the setup, config or rate passed. */
    public static final int OK = 0;
    /** The answer was no: no setup holds the rate, verify failed, lint found problems at --fail-on. */
    public static final int NEGATIVE = 1;
    /** Bad input: a missing or malformed file, an unknown option or setup, an invalid value. Nothing was written. */
    public static final int BAD_INPUT = 2;
    /**
     * What was asked cannot be made on this machine: a disk stall or a full disk (Linux and root), a crash test's JVM.
     * What could be measured was.
     */
    public static final int NOT_POSSIBLE_HERE = 3;
    /** recommend: setups meet the target, but the blocks measured cannot yet tell which to pick. */
    public static final int UNDECIDED = 4;
    /** recommend: an answer, but from beyond the measured range. */
    public static final int EXTRAPOLATED = 5;
    /**
     * An internal error: logtune itself failed (a bug, not the input); the stack trace is in a file under the system's
     * temporary directory. 70 is EX_SOFTWARE of sysexits.h, so a script can tell it from every answer and refusal.
     */
    public static final int INTERNAL_ERROR = 70;

    /** What exit 70 means, the same words in every command's help. */
    public static final String INTERNAL_ERROR_MEANING = "internal error: a bug in logtune, not in the input; the message names"
            + " the file under the temporary directory that holds the stack trace to attach to a report";

    /** The list a command without answers of its own shows in its help: it succeeds or refuses its input. */
    public static Map<String, String> plainList() {
        Map<String, String> list = new LinkedHashMap<>();
        list.put(String.valueOf(OK), "done");
        list.put(String.valueOf(BAD_INPUT), "bad input: a missing or malformed file, an unknown option or setup, an invalid value");
        list.put(String.valueOf(INTERNAL_ERROR), INTERNAL_ERROR_MEANING);
        return list;
    }

    private ExitCode() {
    }
}
