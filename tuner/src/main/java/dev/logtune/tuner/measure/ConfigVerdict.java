package dev.logtune.tuner.measure;

/** What a config's run at a load comes to, as verify answers it and tune's side by side counts it. */
public enum ConfigVerdict {
    /** No event lost, the rate held, the p99 limit met (and under a full disk: said so, and logging came back). */
    PASS,
    /** Events lost or dropped, the rate not held, or p99 over the limit. */
    FAIL,
    /** A stall or full disk was asked for and could not be made here; what was measured passed. */
    INCOMPLETE
}
