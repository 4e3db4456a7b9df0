package dev.logtune.benchmarks.layouts;

import dev.logtune.lab.audit.ServiceAudit;
import dev.logtune.lab.reading.ServiceLineReference;
import dev.logtune.benchmarks.undertest.LoggingUnderTest;
import dev.logtune.benchmarks.workload.ServiceEmitter;
import dev.logtune.benchmarks.workload.ServiceWorkload;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.support.files.FileTrees;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;

/**
 * What the service workload's lines weigh in a setup's layout, and how well they compress: {@code CALLS} calls (a fifth
 * of them DEBUG and TRACE that INFO disables) written through the real framework from four request threads, one after
 * another; then the bytes per event written (stack traces included), the bytes per call, and the ratio of the raw
 * file to the same file gzipped with {@code java.util.zip} at its default level, as Logback's and Log4j2's rolling
 * compression do.
 *
 * <p>{@code java ... ServiceLineSizes [--tsv] [SETUP...]} prints one Markdown row a setup (by default the two frameworks'
 * plain file setups, pattern and JSON), or with {@code --tsv} the rows of the lab's {@code service-lines.tsv}, which
 * {@link ServiceLineReference} reads. Each setup runs in a JVM of its own, loaded into that JVM's context as a service's.
 */
public final class ServiceLineSizes {
    static final int THREADS = 4;
    static final int PER_THREAD = 50_000;
    private static final String ONE = "--one";
    /** Each framework's plain file setup, in the pattern line and in JSON. */
    static final List<String> DEFAULT_SETUPS = Stream.of(Framework.values()).flatMap(framework -> Stream.of(LineFormat.values())
            .map(format -> Matrix.defaults(framework, Destination.FILE, format, true).id())).toList();

    private ServiceLineSizes() {
    }

    /** One setup's figures. */
    record Sizes(long calls, long events, long rawBytes, long gzipBytes) {
        double bytesPerEvent() {
            return (double) rawBytes / events;
        }

        double bytesPerCall() {
            return (double) rawBytes / calls;
        }

        double gzipRatio() {
            return (double) rawBytes / gzipBytes;
        }

        String line() {
            return calls + " " + events + " " + rawBytes + " " + gzipBytes;
        }

        static Sizes parse(String line) {
            String[] parts = line.strip().split(" ");
            return new Sizes(Long.parseLong(parts[0]), Long.parseLong(parts[1]), Long.parseLong(parts[2]),
                    Long.parseLong(parts[3]));
        }
    }

    /** In this JVM: writes the workload through {@code spec} and measures what it wrote. */
    static Sizes measure(SetupSpec spec, int threads, int perThread, LoggingUnderTest.Options options)
            throws IOException, InterruptedException {
        Path workDir = Files.createTempDirectory("logtune-service-lines-" + spec.id() + "-");
        try {
            LoggingUnderTest logging = LoggingUnderTest.start(spec, workDir, options);
            ServiceEmitter emitter = logging.serviceEmitter();
            AtomicReference<Throwable> failure = new AtomicReference<>();
            Map<Integer, Long> calls = new TreeMap<>();
            for (int t = 0; t < threads; t++) {
                int thread = t;
                Thread writer = new Thread(() -> {
                    logging.enterThread(thread);
                    try {
                        for (long s = 0; s < perThread; s++) {
                            emitter.emit(ServiceWorkload.id(thread, s));
                        }
                    } catch (Throwable e) {
                        failure.compareAndSet(null, e);
                    } finally {
                        logging.leaveThread();
                    }
                }, LayoutSample.THREAD_PREFIX + (thread + 1));
                writer.start();
                writer.join();
                calls.put(thread, (long) perThread);
            }
            LoggingUnderTest.Stopped stopped = logging.drainAndStop(Duration.ofSeconds(30));
            if (failure.get() != null) {
                throw new IllegalStateException("logging through " + spec.id() + " failed", failure.get());
            }
            ServiceAudit audit = logging.serviceAudit(calls, stopped);
            if (audit.written() != audit.enabled()) {
                throw new IllegalStateException(spec.id() + " wrote " + audit.written() + " of " + audit.enabled() + " events");
            }
            long raw = 0;
            long gzipped = 0;
            List<Path> files;
            try (Stream<Path> walk = Files.walk(logging.logs())) {
                files = walk.filter(Files::isRegularFile).sorted().toList();
            }
            for (Path file : files) {
                raw += Files.size(file);
                gzipped += gzippedSize(file);
            }
            return new Sizes(audit.calls(), audit.written(), raw, gzipped);
        } finally {
            FileTrees.delete(workDir); // a sample's files never outlive it
        }
    }

    /** The file's size gzipped at the default level, as a rolling appender's compression writes it. */
    static long gzippedSize(Path file) throws IOException {
        CountingStream counted = new CountingStream();
        try (InputStream in = Files.newInputStream(file); GZIPOutputStream gzip = new GZIPOutputStream(counted, 8192)) {
            in.transferTo(gzip);
        }
        return counted.count;
    }

    private static final class CountingStream extends OutputStream {
        long count;

        @Override
        public void write(int b) {
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            count += len;
        }
    }

    private static Sizes inChild(String setup) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx2g", "-cp", System.getProperty("java.class.path"), ServiceLineSizes.class.getName(), ONE, setup));
        Matrix.require(setup);
        dev.logtune.benchmarks.undertest.LoggingTarget target = dev.logtune.benchmarks.undertest.LoggingTarget.of(
                Matrix.require(setup), true);
        // a JVM-wide Log4j2 property (all-async) goes on the command line, as a service's JVM gets it
        target.systemProperties().forEach((key, value) -> command.add(1, "-D" + key + "=" + value));
        Process child = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String out = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (child.waitFor() != 0) {
            throw new IllegalStateException(setup + ": the measuring JVM failed");
        }
        String[] lines = out.split("\n");
        return Sizes.parse(lines[lines.length - 1]);
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 2 && args[0].equals(ONE)) {
            System.out.println(measure(Matrix.require(args[1]), THREADS, PER_THREAD, LoggingUnderTest.Options.forked()).line());
            System.exit(0);
        }
        boolean tsv = args.length > 0 && args[0].equals("--tsv");
        List<String> named = List.of(args).subList(tsv ? 1 : 0, args.length);
        List<String> setups = named.isEmpty() ? DEFAULT_SETUPS : named;
        if (tsv) {
            System.out.printf(Locale.ROOT, "# ServiceLineSizes: %,d service-workload calls (%d threads x %,d) through each setup,"
                    + " one run each; bytes per event written, per call made, and the raw file over the file gzipped%n",
                    THREADS * PER_THREAD, THREADS, PER_THREAD);
            System.out.println("setup\tbytesPerEvent\tbytesPerCall\tgzipRatio");
            for (String id : setups) {
                Sizes sizes = inChild(id);
                System.out.printf(Locale.ROOT, "%s\t%.1f\t%.1f\t%.2f%n", id, sizes.bytesPerEvent(), sizes.bytesPerCall(),
                        sizes.gzipRatio());
            }
            return;
        }
        System.out.printf(Locale.ROOT, "Service workload, %,d calls (%d threads x %,d), one run each:%n%n", THREADS * PER_THREAD,
                THREADS, PER_THREAD);
        System.out.println("| setup | layout | events written | bytes/event (mean) | bytes/call | raw MB | gzip ratio |");
        System.out.println("|---|---|---:|---:|---:|---:|---:|");
        for (String id : setups) {
            SetupSpec spec = Matrix.require(id);
            Sizes sizes = inChild(id);
            System.out.println(String.format(Locale.ROOT, "| `%s` | %s | %,d | %.1f | %.1f | %.1f | %.1f |", id, spec.layout().kind(),
                    sizes.events(), sizes.bytesPerEvent(), sizes.bytesPerCall(), sizes.rawBytes() / 1e6, sizes.gzipRatio()));
        }
    }
}
