package dev.logtune.tuner.userfiles;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.SortedSet;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One writer at a time in the directories a change writes to, across threads and processes: two {@code tune --write}
 * runs on one file take turns, so the second sees what the first wrote (and refuses) instead of both checking, then
 * both writing. The lock files live in the system's temporary directory, never in the user's tree; they stay there,
 * since deleting one while another run waits on it would let a third lock a new file beside it.
 */
final class WriteLock implements AutoCloseable {
    /** A process's own threads: a file lock is the process's, and a second one of a thread would be refused, not queued. */
    private static final ReentrantLock IN_THIS_PROCESS = new ReentrantLock();

    private final List<FileChannel> channels;

    private WriteLock(List<FileChannel> channels) {
        this.channels = channels;
    }

    /** Waits for, then holds, the lock of each directory (in one order, so two writers never wait on each other). */
    static WriteLock on(SortedSet<Path> directories) throws IOException {
        IN_THIS_PROCESS.lock();
        List<FileChannel> channels = new ArrayList<>();
        try {
            for (Path directory : directories) {
                FileChannel channel = FileChannel.open(lockFile(directory), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                channels.add(channel);
                // held until the channel is closed; waits while another process holds it
                channel.lock();
            }
            return new WriteLock(channels);
        } catch (IOException | RuntimeException e) {
            release(channels);
            IN_THIS_PROCESS.unlock();
            throw e;
        }
    }

    @Override
    public void close() throws IOException {
        try {
            release(channels);
        } finally {
            IN_THIS_PROCESS.unlock();
        }
    }

    private static void release(List<FileChannel> channels) throws IOException {
        // closing a channel releases its lock
        for (FileChannel channel : channels) {
            channel.close();
        }
    }

    /** logtune-write-USER-HASH.lock: per user, since another user's lock file cannot be opened for writing. */
    private static Path lockFile(Path directory) {
        String user = System.getProperty("user.name", "user").replaceAll("[^A-Za-z0-9_.-]", "_").toLowerCase(Locale.ROOT);
        return Path.of(System.getProperty("java.io.tmpdir"), "logtune-write-" + user + "-" + hash(directory.toString()) + ".lock");
    }

    private static String hash(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
