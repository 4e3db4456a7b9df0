package dev.logtune.benchmarks.chase;

import com.lmax.disruptor.DataProvider;
import com.lmax.disruptor.EventPoller;
import com.lmax.disruptor.InsufficientCapacityException;
import com.lmax.disruptor.RingBuffer;
import com.lmax.disruptor.Sequence;
import com.lmax.disruptor.SequenceBarrier;
import com.lmax.disruptor.Sequencer;

import java.lang.reflect.Field;

/**
 * A running ring's own sequencer, unchanged, with the calls that found no free slot and the remaining-capacity readings
 * below zero marked on the calling thread ({@link CallMarks}). Every method passes straight through: the state stays in
 * the ring's sequencer, so the ring works as before.
 */
final class RecordingSequencer implements Sequencer {
    private final Sequencer ring;

    private RecordingSequencer(Sequencer ring) {
        this.ring = ring;
    }

    /** Puts a recording sequencer in front of {@code ringBuffer}'s, before any event is published. */
    static void install(RingBuffer<?> ringBuffer) throws ReflectiveOperationException {
        Field field = Class.forName("com.lmax.disruptor.RingBufferFields").getDeclaredField("sequencer");
        field.setAccessible(true);
        field.set(ringBuffer, new RecordingSequencer((Sequencer) field.get(ringBuffer)));
    }

    @Override
    public long remainingCapacity() {
        long remaining = ring.remainingCapacity();
        if (remaining < 0) {
            CallMarks.mark(CallMarks.Mark.NEGATIVE_CAPACITY);
        }
        return remaining;
    }

    @Override
    public long tryNext() throws InsufficientCapacityException {
        try {
            return ring.tryNext();
        } catch (InsufficientCapacityException e) {
            CallMarks.mark(CallMarks.Mark.FULL_RING);
            throw e;
        }
    }

    @Override
    public long tryNext(int n) throws InsufficientCapacityException {
        try {
            return ring.tryNext(n);
        } catch (InsufficientCapacityException e) {
            CallMarks.mark(CallMarks.Mark.FULL_RING);
            throw e;
        }
    }

    @Override
    public long getCursor() {
        return ring.getCursor();
    }

    @Override
    public int getBufferSize() {
        return ring.getBufferSize();
    }

    @Override
    public boolean hasAvailableCapacity(int requiredCapacity) {
        return ring.hasAvailableCapacity(requiredCapacity);
    }

    @Override
    public long next() {
        return ring.next();
    }

    @Override
    public long next(int n) {
        return ring.next(n);
    }

    @Override
    public void publish(long sequence) {
        ring.publish(sequence);
    }

    @Override
    public void publish(long lo, long hi) {
        ring.publish(lo, hi);
    }

    @Override
    public void claim(long sequence) {
        ring.claim(sequence);
    }

    @Override
    public boolean isAvailable(long sequence) {
        return ring.isAvailable(sequence);
    }

    @Override
    public void addGatingSequences(Sequence... gatingSequences) {
        ring.addGatingSequences(gatingSequences);
    }

    @Override
    public boolean removeGatingSequence(Sequence sequence) {
        return ring.removeGatingSequence(sequence);
    }

    @Override
    public SequenceBarrier newBarrier(Sequence... sequencesToTrack) {
        return ring.newBarrier(sequencesToTrack);
    }

    @Override
    public long getMinimumSequence() {
        return ring.getMinimumSequence();
    }

    @Override
    public long getHighestPublishedSequence(long nextSequence, long availableSequence) {
        return ring.getHighestPublishedSequence(nextSequence, availableSequence);
    }

    @Override
    public <T> EventPoller<T> newPoller(DataProvider<T> provider, Sequence... gatingSequences) {
        return ring.newPoller(provider, gatingSequences);
    }
}
