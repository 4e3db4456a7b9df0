package dev.logtune.benchmarks.harness;

import java.util.concurrent.locks.LockSupport;

/**
 * Waits for a deadline: parks while it is far, then spins the last {@code spinNanos}. Parking alone wakes late by the
 * OS timer slack; spinning alone burns the cores the measured threads need. Its lateness is measured, not assumed.
 */
public final class Pacer {
    private final long spinNanos;

    public Pacer(long spinNanos) {
        this.spinNanos = Math.max(0, spinNanos);
    }

    public void awaitUntil(long deadline) {
        long remaining;
        while ((remaining = deadline - System.nanoTime()) > spinNanos) {
            LockSupport.parkNanos(remaining - spinNanos);
        }
        while (System.nanoTime() - deadline < 0) {
            Thread.onSpinWait();
        }
    }
}
