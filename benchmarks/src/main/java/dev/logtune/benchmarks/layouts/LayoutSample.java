package dev.logtune.benchmarks.layouts;

import dev.logtune.benchmarks.undertest.LoggingUnderTest;
import dev.logtune.benchmarks.workload.EventEmitter;
import dev.logtune.benchmarks.workload.MessageShape;
import dev.logtune.benchmarks.workload.OrderWorkload;
import dev.logtune.configs.model.SetupSpec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

/**
 * The workload's events written through one setup, as the benchmarks write them (the same emitter, the same MDC), and
 * read back as the events the file holds: what a layout makes of the same events. Each thread is named like a service's
 * request thread, since the name is part of every line.
 */
public final class LayoutSample {
    static final String THREAD_PREFIX = "http-nio-8080-exec-";

    private LayoutSample() {
    }

    /**
     * Writes {@code perThread} events of {@code shape} from each of {@code threads} threads, stops the setup and returns
     * the file's events in order. {@code options} decide where it loads: the JVM's own context as a service (a
     * program of its own), or a private one (a test): each the lines from one that holds the marker up to the next, line ends included.
     */
    public static List<String> write(SetupSpec spec, MessageShape shape, int threads, int perThread, Path workDir,
                                     LoggingUnderTest.Options options) throws IOException, InterruptedException {
        LoggingUnderTest logging = LoggingUnderTest.start(spec, workDir, options);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        try {
            EventEmitter emitter = logging.emitter();
            for (int t = 0; t < threads; t++) {
                int thread = t;
                // One thread after another: the file's order is each thread's order, and the lines never interleave.
                Thread writer = new Thread(() -> {
                    logging.enterThread(thread);
                    try {
                        for (int i = 0; i < perThread; i++) {
                            shape.emit(emitter, OrderWorkload.orderId(thread, i), thread);
                        }
                    } catch (Throwable e) {
                        failure.compareAndSet(null, e);
                    } finally {
                        logging.leaveThread();
                    }
                }, THREAD_PREFIX + (thread + 1));
                writer.start();
                writer.join();
            }
        } finally {
            logging.drainAndStop(Duration.ofSeconds(30));
        }
        if (failure.get() != null) {
            throw new IllegalStateException("logging through " + spec.id() + " failed", failure.get());
        }
        return events(read(logging.logs()));
    }

    /** The text of every file under {@code dir}, in name order. */
    static String read(Path dir) throws IOException {
        StringBuilder text = new StringBuilder();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                text.append(Files.readString(file, StandardCharsets.UTF_8));
            }
        }
        return text.toString();
    }

    /** Splits text into events: a line that holds the marker starts one; the lines after it (a stack trace) are its own. */
    static List<String> events(String text) {
        List<String> events = new ArrayList<>();
        StringBuilder event = null;
        for (String line : text.split("(?<=\n)")) {
            if (line.contains(OrderWorkload.MARKER)) {
                if (event != null) {
                    events.add(event.toString());
                }
                event = new StringBuilder();
            }
            if (event != null) {
                event.append(line);
            }
        }
        if (event != null) {
            events.add(event.toString());
        }
        return events;
    }
}
