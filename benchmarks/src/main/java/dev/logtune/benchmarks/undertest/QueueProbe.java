package dev.logtune.benchmarks.undertest;

/** Reads how many events wait in a setup's async queue, where the framework lets us. */
public interface QueueProbe {
    /** A probe for setups with no queue to read. */
    QueueProbe NONE = new QueueProbe() {
        @Override
        public long depth() {
            return 0;
        }

        @Override
        public long capacity() {
            return 0;
        }
    };

    long depth();

    long capacity();
}
