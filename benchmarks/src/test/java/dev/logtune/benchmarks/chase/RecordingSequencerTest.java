package dev.logtune.benchmarks.chase;

import com.lmax.disruptor.InsufficientCapacityException;
import com.lmax.disruptor.RingBuffer;
import com.lmax.disruptor.Sequence;
import dev.logtune.benchmarks.chase.CallMarks.Mark;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RecordingSequencerTest {

    @AfterEach
    void clear() {
        CallMarks.reset();
    }

    @Test
    void marksTheCallThatFindsTheRingFullAndLeavesTheRingWorking() throws Exception {
        RingBuffer<long[]> ring = RingBuffer.createMultiProducer(() -> new long[1], 4);
        Sequence consumer = new Sequence(-1);
        ring.addGatingSequences(consumer);
        RecordingSequencer.install(ring);
        for (int call = 0; call < 4; call++) {
            CallMarks.calling(7, call);
            long slot = ring.tryNext();
            ring.get(slot)[0] = call;
            ring.publish(slot);
        }
        assertThat(ring.remainingCapacity()).isZero();
        CallMarks.calling(7, 4);
        assertThatThrownBy(ring::tryNext).isInstanceOf(InsufficientCapacityException.class);
        assertThat(CallMarks.marked(Mark.FULL_RING, 7, 4)).isTrue();
        assertThat(CallMarks.count(Mark.FULL_RING)).isEqualTo(1);
        assertThat(CallMarks.count(Mark.NEGATIVE_CAPACITY)).isZero();
        // the consumer takes two, and the ring has room again through the wrapped sequencer
        consumer.set(1);
        assertThat(ring.remainingCapacity()).isEqualTo(2);
        assertThat(ring.get(ring.tryNext())).isNotNull();
    }

    @Test
    void aThreadThatMakesNoNumberedCallMarksNothing() throws Exception {
        RingBuffer<long[]> ring = RingBuffer.createMultiProducer(() -> new long[1], 2);
        ring.addGatingSequences(new Sequence(-1));
        RecordingSequencer.install(ring);
        Thread writer = new Thread(() -> {
            ring.publish(ring.next(2));
            try {
                ring.tryNext();
            } catch (InsufficientCapacityException expected) {
                // full, as meant
            }
        });
        writer.start();
        writer.join();
        assertThat(CallMarks.count(Mark.FULL_RING)).isZero();
    }
}
