package dev.logtune.lab.results;

/**
 * What a setup did while its log filesystem was full, and after space came back. Times are from the start of the
 * measured window; events are placed by their scheduled send time (their id names the thread and the call, and the
 * schedule says when that call was due), so "lost while full" and "resumed after" need no clock in the file.
 *
 * @param filled whether the filesystem really filled (a write of the ballast returned ENOSPC)
 * @param note why it did not fill or free, empty when it did
 * @param fillAtSeconds when it was full, from the start of the window
 * @param fullSeconds how long it stayed full, measured (the ballast's deletion less the fill)
 * @param before response of the calls due before the fill
 * @param full response of the calls due while full
 * @param after response of the calls due after the free
 * @param longestCallFullMillis the longest single call due while full
 * @param callerExceptions calls that threw back to the caller, over the whole run
 * @param firstException the first such exception's class and message, or null
 * @param statusErrors errors the framework reported on its own status channel (Logback's StatusManager, Log4j2's
 *     StatusLogger) during the run
 * @param firstStatusError the first of them, or null
 * @param missingBefore events due before the fill that are not in the files (dropped by a policy or lost)
 * @param missingFull events due while full that are not in the files
 * @param missingAfter events due after the free that are not in the files
 * @param resumedAfterMillis the first event due after the free that is in the files, less the free: how long
 *     logging took to come back; -1 when nothing due after the free was written
 * @param lastMissingAfterMillis the last event due after the free that is not in the files, less the free; 0 for none
 */
public record DiskFullRecord(boolean filled, String note, double fillAtSeconds, double fullSeconds, Latency before,
                             Latency full, Latency after, double longestCallFullMillis, long callerExceptions,
                             String firstException, long statusErrors, String firstStatusError, long missingBefore,
                             long missingFull, long missingAfter, double resumedAfterMillis, double lastMissingAfterMillis) {

    /** Events not in the files, over the run. */
    public long missing() {
        return missingBefore + missingFull + missingAfter;
    }

    /** Whether logging came back by itself once space was freed. */
    public boolean resumed() {
        return resumedAfterMillis >= 0;
    }

    /** Whether the framework said anything about the failure: an error status, or an exception to the caller. */
    public boolean saidSo() {
        return statusErrors > 0 || callerExceptions > 0;
    }
}
