package dev.logtune.tuner.logcost;

import dev.logtune.support.files.FileProblem;
import dev.logtune.support.input.BadInputException;
import dev.logtune.support.format.Durations;
import jdk.jfr.EventType;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/** One pass over a recording's events, one at a time: memory grows with the distinct logging frames, not the file. */
final class RecordingScan {
    /** How every chunk of a recording starts. */
    private static final byte[] MAGIC = {'F', 'L', 'R', 0};
    private static final String MONITOR_ENTER = "jdk.JavaMonitorEnter";
    private static final String THREAD_PARK = "jdk.ThreadPark";
    private static final Map<String, TimeUnit> UNITS = Map.of("ns", TimeUnit.NANOSECONDS, "us", TimeUnit.MICROSECONDS,
            "ms", TimeUnit.MILLISECONDS, "s", TimeUnit.SECONDS, "m", TimeUnit.MINUTES, "h", TimeUnit.HOURS,
            "d", TimeUnit.DAYS);

    private final Tally cpu = new Tally();
    private final Tally nativeMethods = new Tally();
    private final Tally allocationSamples = new Tally();
    private final Tally tlabAllocations = new Tally();
    private final Tally blocked = new Tally();
    private long monitorWaits;
    private long monitorNanos;
    private long parks;
    private long parkNanos;
    private Instant first;
    private Instant last;
    /** The ids of the two wait events in this recording's metadata: what jdk.ActiveSetting names them by. */
    private final Set<Long> waitEventIds = new HashSet<>();
    /** Per wait event, the lowest threshold in nanoseconds any recording in the file ran it at. */
    private final Map<Long, Long> thresholds = new HashMap<>();

    private RecordingScan() {
    }

    static LoggingCost read(Path path) {
        String problem = FileProblem.ofInput(path, "JFR recording");
        if (problem != null) {
            throw new BadInputException(problem);
        }
        RecordingScan scan = new RecordingScan();
        try (RecordingFile file = open(path)) {
            scan.waitEvents(eventTypes(file, path));
            for (RecordedEvent event = next(file, path); event != null; event = next(file, path)) {
                scan.accept(event);
            }
        } catch (IOException e) {
            throw new BadInputException(FileProblem.of(e));
        }
        return scan.cost(path);
    }

    // The JDK's words for a file that is no recording ("Not a complete Chunk header") and for one cut short (an index
    // out of bounds) say nothing to a reader: the file's first bytes tell the two apart.
    private static RecordingFile open(Path path) throws IOException {
        byte[] start = new byte[MAGIC.length];
        int read;
        try (InputStream in = Files.newInputStream(path)) {
            read = in.readNBytes(start, 0, start.length);
        }
        if (read < MAGIC.length || !Arrays.equals(start, MAGIC)) {
            throw new BadInputException(path + (read == 0 ? " is empty, not a JFR recording"
                    : " is not a JFR recording (it does not start as one)"));
        }
        try {
            return new RecordingFile(path);
        } catch (IOException | RuntimeException e) {
            throw cutShort(path, e);
        }
    }

    private static List<EventType> eventTypes(RecordingFile file, Path path) {
        try {
            return file.readEventTypes();
        } catch (IOException | RuntimeException e) {
            throw cutShort(path, e);
        }
    }

    private static RecordedEvent next(RecordingFile file, Path path) {
        try {
            return file.hasMoreEvents() ? file.readEvent() : null;
        } catch (IOException | RuntimeException e) {
            throw cutShort(path, e);
        }
    }

    // A file cut short (a copy of one the JVM was still writing) fails deep in the parser, on whatever index or buffer
    // it reached: the JDK's words say nothing to a reader then, its IOException's do.
    private static IllegalArgumentException cutShort(Path path, Exception e) {
        return new BadInputException(path + " is a JFR recording cut short or damaged"
                + (e instanceof IOException ? " (" + oneLine(e) + ")" : "") + "; dump it again (jcmd PID JFR.dump) or copy it"
                + " once the JVM has stopped", e);
    }

    private static String oneLine(Exception e) {
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return e.getClass().getSimpleName();
        }
        return message.lines().findFirst().orElse(message);
    }

    private void waitEvents(List<EventType> types) {
        for (EventType type : types) {
            if (type.getName().equals(MONITOR_ENTER) || type.getName().equals(THREAD_PARK)) {
                waitEventIds.add(type.getId());
            }
        }
    }

    private void accept(RecordedEvent event) {
        window(event);
        switch (event.getEventType().getName()) {
            case "jdk.ExecutionSample" -> cpu.add(1, passage(event));
            case "jdk.NativeMethodSample" -> nativeMethods.add(1, passage(event));
            case "jdk.ObjectAllocationSample" -> allocationSamples.add(bytes(event, "weight"), passage(event));
            // A new TLAB stands for the objects that will fill it; one outside a TLAB is its own size.
            case "jdk.ObjectAllocationInNewTLAB" -> tlabAllocations.add(bytes(event, "tlabSize"), passage(event));
            case "jdk.ObjectAllocationOutsideTLAB" -> tlabAllocations.add(bytes(event, "allocationSize"), passage(event));
            case MONITOR_ENTER -> waited(event, true);
            case THREAD_PARK -> waited(event, false);
            case "jdk.ActiveSetting" -> setting(event);
            default -> {
            }
        }
    }

    private void window(RecordedEvent event) {
        Instant start = event.getStartTime();
        Instant end = event.getEndTime();
        if (first == null || start.isBefore(first)) {
            first = start;
        }
        if (last == null || end.isAfter(last)) {
            last = end;
        }
    }

    private static long bytes(RecordedEvent event, String field) {
        return event.hasField(field) ? Math.max(0, event.getLong(field)) : 0;
    }

    private void waited(RecordedEvent event, boolean monitor) {
        LoggingPassage passage = passage(event);
        if (passage == null || passage.ownThread()) {
            return;
        }
        long nanos = Math.max(0, event.getDuration().toNanos());
        if (monitor) {
            monitorWaits++;
            monitorNanos += nanos;
        } else {
            parks++;
            parkNanos += nanos;
        }
        blocked.add(nanos, passage);
    }

    private void setting(RecordedEvent event) {
        if (!event.hasField("id") || !"threshold".equals(event.getString("name")) || !waitEventIds.contains(event.getLong("id"))) {
            return;
        }
        long nanos = nanos(event.getString("value"));
        if (nanos >= 0) {
            thresholds.merge(event.getLong("id"), nanos, Math::min);
        }
    }

    /** "20 ms", "10000000 ns" as nanoseconds, -1 where it is not a duration. */
    static long nanos(String value) {
        String[] parts = value == null ? new String[0] : value.trim().split("\\s+");
        if (parts.length != 2 || !UNITS.containsKey(parts[1]) || !parts[0].matches("\\d{1,12}")) {
            return -1;
        }
        return UNITS.get(parts[1]).toNanos(Long.parseLong(parts[0]));
    }

    private static LoggingPassage passage(RecordedEvent event) {
        RecordedStackTrace stack = event.getStackTrace();
        if (stack == null) {
            return null;
        }
        List<StackFrame> frames = new ArrayList<>(stack.getFrames().size());
        for (RecordedFrame frame : stack.getFrames()) {
            RecordedMethod method = frame.getMethod();
            if (method != null && method.getType() != null) {
                frames.add(StackFrame.of(method.getType().getName(), method.getName()));
            }
        }
        return LoggingPassage.of(frames, stack.isTruncated());
    }

    private LoggingCost cost(Path path) {
        // Where both are on, the sampled event is the one built to be summed; the TLAB events would count twice.
        boolean sampled = allocationSamples.any();
        Tally allocation = sampled ? allocationSamples : tlabAllocations;
        String allocationEvents = sampled ? "jdk.ObjectAllocationSample"
                : tlabAllocations.any() ? "jdk.ObjectAllocationInNewTLAB/OutsideTLAB" : null;
        // The waits kept are those over the higher of the two events' thresholds, where they differ.
        String threshold = thresholds.values().stream().max(Long::compare)
                .map(nanos -> Durations.brief(Duration.ofNanos(nanos))).orElse(null);
        BlockedOnLogging waits = new BlockedOnLogging(monitorWaits, monitorNanos, parks, parkNanos, threshold,
                blocked.topFrames(blocked.total()));
        return new LoggingCost(path.toString(), RecordingWindow.between(first, last), cpu.share("samples"),
                nativeMethods.share("samples"), allocation.share("bytes"), allocationEvents, waits);
    }
}
