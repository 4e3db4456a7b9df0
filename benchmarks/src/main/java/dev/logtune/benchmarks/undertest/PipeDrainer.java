package dev.logtune.benchmarks.undertest;

import dev.logtune.benchmarks.audit.MarkerCounter;
import dev.logtune.benchmarks.workload.OrderWorkload;

import java.io.FileDescriptor;
import java.io.BufferedOutputStream;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.locks.LockSupport;

/**
 * The reading end of a console pipe, run as its own process: reads standard input until it closes, at most
 * {@code bytesPerSecond} when given (as a container runtime's log driver drains stdout), copies it to a file when one
 * is named, and prints the number of workload events it saw. Arguments: BYTES_PER_SECOND [COPY_FILE].
 */
public final class PipeDrainer {
    private PipeDrainer() {
    }

    public static void main(String[] args) throws IOException {
        long bytesPerSecond = args.length > 0 ? Long.parseLong(args[0]) : 0;
        // Reads of about 10 ms worth of bytes keep a bounded rate smooth.
        int chunk = bytesPerSecond > 0 ? (int) Math.max(512, Math.min(64 * 1024, bytesPerSecond / 100)) : 64 * 1024;
        byte[] buffer = new byte[chunk];
        MarkerCounter counter = new MarkerCounter(OrderWorkload.MARKER);
        InputStream in = new FileInputStream(FileDescriptor.in);
        OutputStream copy = args.length > 1 ? new BufferedOutputStream(new FileOutputStream(args[1]), 1 << 16) : OutputStream.nullOutputStream();
        ReadPace pace = new ReadPace(bytesPerSecond, System.nanoTime());
        int read;
        while ((read = in.read(buffer)) > 0) {
            counter.accept(buffer, 0, read);
            copy.write(buffer, 0, read);
            long resumeAt = System.nanoTime() + pace.waitAfter(read, System.nanoTime());
            long wait;
            while ((wait = resumeAt - System.nanoTime()) > 0) {
                LockSupport.parkNanos(wait);
            }
        }
        copy.close();
        System.out.println(counter.count());
    }
}
