package dev.logtune.tuner.advice;

/** Which hard constraint left a setup out: what the answer acts on, beside the words a person reads. */
public enum ExclusionCause {
    /** It writes to another destination than the one asked (a file, standard output). */
    DESTINATION,
    /** It writes JSON where pattern lines were asked, or the other way round. */
    LINE_FORMAT,
    /** It rolls where one plain file was asked, or the other way round. */
    ROLLING,
    /** It writes a different pattern than the standard one: measured to show what a layout costs. */
    LAYOUT,
    /** It writes a file per MDC value: measured to show what sifting costs. */
    SIFTING,
    /** Its writer thread spins while idle, a cost these measurements cannot see. */
    SPINNING_WAIT,
    /** It drops events under load, and no drop was allowed. */
    DROPS_BY_DESIGN,
    /** It drops events of a higher level than allowed. */
    DROPS_ABOVE_ALLOWED,
    /** These results hold no measurement of it. */
    NOT_MEASURED,
    /** It lost events in measurement that no drop policy accounts for. */
    LOST_EVENTS,
    /** It fell behind at the rate. */
    FELL_BEHIND,
    /** Its capacity is too low, or too uncertain, for the rate. */
    CAPACITY,
    /** It cannot absorb the stall or burst asked of it. */
    STALL_OR_BURST,
    /** What a crash loses is past the limit asked. */
    CRASH_WINDOW,
    /** Its response p99 is above the limit asked. */
    P99,
    /** Asked for virtual threads: not measured with virtual-thread callers, or it stopped the threads beside them. */
    VIRTUAL_THREADS
}
