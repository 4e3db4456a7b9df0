package dev.logtune.benchmarks.harness;

import dev.logtune.benchmarks.undertest.QueueProbe;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/** Polls the async queue's depth every millisecond during a run and keeps the deepest. */
final class QueueSampler extends Thread {
    private final AtomicLong max = new AtomicLong();
    private final QueueProbe queue;

    QueueSampler(QueueProbe queue) {
        super("queue-sampler");
        setDaemon(true);
        this.queue = queue;
    }

    @Override
    public void run() {
        if (queue == QueueProbe.NONE) {
            return;
        }
        while (!isInterrupted()) {
            max.accumulateAndGet(queue.depth(), Math::max);
            LockSupport.parkNanos(1_000_000);
        }
    }

    /** The deepest the queue got, or -1 where the setup has no queue to look into. */
    long deepest() {
        return queue == QueueProbe.NONE ? -1 : max.get();
    }
}
