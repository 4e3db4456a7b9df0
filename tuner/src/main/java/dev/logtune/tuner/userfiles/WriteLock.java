package dev.logtune.tuner.userfiles;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One writer of a user's files at a time, across threads and processes: two {@code tune --write} runs on one file take
 * turns, so the second sees what the first wrote (and refuses) instead of both checking, then both writing. A write
 * takes milliseconds, so one lock for all of a user's writes costs nothing and leaves one file behind: it lives in the
 * system's temporary directory, never in the user's tree, and stays there, since deleting it while another run waits on
 * it would let a third lock a new one beside it.
 */
final class WriteLock implements AutoCloseable {
    /** A process's own threads: a file lock is the process's, and a second one of a thread would be refused, not queued. */
    private static final ReentrantLock IN_THIS_PROCESS = new ReentrantLock();

    private final FileChannel channel;

    private WriteLock(FileChannel channel) {
        this.channel = channel;
    }

    /** Waits for, then holds, the lock. */
    static WriteLock take() throws IOException {
        IN_THIS_PROCESS.lock();
        FileChannel channel = null;
        try {
            channel = FileChannel.open(lockFile(), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            // held until the channel is closed; waits while another process holds it
            channel.lock();
            return new WriteLock(channel);
        } catch (IOException | RuntimeException e) {
            if (channel != null) {
                channel.close();
            }
            IN_THIS_PROCESS.unlock();
            throw e;
        }
    }

    @Override
    public void close() throws IOException {
        try {
            // closing the channel releases its lock
            channel.close();
        } finally {
            IN_THIS_PROCESS.unlock();
        }
    }

    /** logtune-write-USER.lock: per user, since another user's lock file cannot be opened for writing. */
    private static Path lockFile() {
        String user = System.getProperty("user.name", "user").replaceAll("[^A-Za-z0-9_.-]", "_").toLowerCase(Locale.ROOT);
        return Path.of(System.getProperty("java.io.tmpdir"), "logtune-write-" + user + ".lock");
    }
}
