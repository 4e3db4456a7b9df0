package dev.logtune.tuner.servicelogs;

import dev.logtune.support.input.BadInputException;
import dev.logtune.support.format.Bytes;
import dev.logtune.support.format.Numbers;
import dev.logtune.tuner.volume.VolumeProfile;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Reads a service's logs as a stream, a line at a time from a buffer of a megabyte, into a {@link VolumeProfile}: each
 * line that starts an event in the file's shape is an event; a line that does not, after one that did, continues it
 * (a stack trace belongs to its event, its bytes too); any other line is counted as unread and the first one shown.
 */
public final class ServiceLogReader {
    /** A JSON event spread over lines (Log4j2's JsonLayout unless compact) is joined up to this many characters. */
    private static final int LONGEST_EVENT = 1 << 20;
    private static final long PROGRESS_NANOS = 2_000_000_000L;

    private final LineShapes shapes;
    private final PrintWriter progress;
    private final PrintWriter warnings;
    private final VolumeTally tally = new VolumeTally();
    private final ExecutorService parser = Executors.newSingleThreadExecutor(work -> {
        Thread thread = new Thread(work, "logtune-volume-parser");
        thread.setDaemon(true);
        return thread;
    });
    private final ParsedEvent jsonEvent = new ParsedEvent();
    private final Map<String, Long> shapeEvents = new LinkedHashMap<>();
    private long readBytes;
    private long lastProgress = System.nanoTime();
    private long gzipIn;
    private long gzipOut;
    private int gzipFiles;
    private long sampledIn;
    private long sampledOut;
    private String firstUnread;

    // The event under way: written once the next starts or the file ends, its continuation lines counted in.
    private Template pending;
    private long pendingSecond;
    private boolean pendingDateless;
    private long pendingBytes;
    // Days passed in a file whose timestamps have no date.
    private long dayBase;
    private long lastSecondOfDay = -1;

    /**
     * @param own the service's patterns, tried before the known ones
     * @param progress where to say how far the reading has got (a terminal's stderr, or nowhere)
     * @param warnings where a file or line that cannot be read is said, once
     */
    public ServiceLogReader(List<String> own, PrintWriter progress, PrintWriter warnings) {
        List<LinePattern> patterns = new ArrayList<>();
        for (int i = 0; i < own.size(); i++) {
            patterns.add(LinePattern.compile("your pattern " + own.get(i), own.get(i)));
        }
        this.shapes = LineShapes.with(patterns);
        this.progress = progress;
        this.warnings = warnings;
    }

    /** Reads every file of {@code inputs} (files, directories, gzipped or not), named in the profile as given. */
    public VolumeProfile read(List<Path> inputs) throws IOException {
        List<Path> files = LogFiles.expand(inputs);
        try {
            for (Path file : files) {
                readFile(file);
            }
        } finally {
            parser.shutdownNow();
        }
        if (tally.events() == 0) {
            throw new BadInputException("no events read from " + (files.size() == 1 ? files.get(0) : files.size()
                    + " files") + ": no line starts an event in a known shape (give the service's pattern with --pattern or"
                    + " its config with --config)");
        }
        if (firstUnread != null) {
            warnings.printf(Locale.ROOT, "tuner: %s lines started no event and continued none; the first: %s%n",
                    Numbers.count(tally.unreadLines), firstUnread);
            warnings.flush();
        }
        String shape = shapeEvents.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse("");
        if (shapeEvents.size() > 1) {
            shape = shape + " (and " + (shapeEvents.size() - 1) + " other shapes)";
        }
        return tally.profile(inputs.stream().map(Path::toString).toList(), shape, compression(), compressionFrom());
    }

    private void readFile(Path file) throws IOException {
        LineShape shape = shapes.detect(sample(file));
        if (shape == null) {
            warnings.printf(Locale.ROOT, "tuner: %s: no line reads in a known shape; its lines count as unread (give the"
                    + " pattern with --pattern or the config with --config)%n", file);
            warnings.flush();
        }
        boolean gzipped = LogFiles.gzipped(file);
        CompressionSample compression = gzipped ? null : new CompressionSample();
        long before = readBytes;
        dayBase = 0;
        lastSecondOfDay = -1;
        try (InputStream in = LogFiles.open(file)) {
            new FileLines(file, shape, compression).read(in);
        } finally {
            if (compression != null) {
                long[] measured = compression.measured();
                sampledIn += measured[0];
                sampledOut += measured[1];
                compression.close();
            }
        }
        finishPending();
        if (gzipped) {
            gzipIn += readBytes - before;
            gzipOut += Files.size(file);
            gzipFiles++;
        }
        if (shape != null) {
            shapeEvents.merge(shape.name(), 1L, Long::sum);
        }
    }

    /** The first lines of the file, to judge its shape on. */
    private static List<String> sample(Path file) throws IOException {
        List<String> lines = new ArrayList<>();
        try (InputStream in = LogFiles.open(file)) {
            byte[] head = in.readNBytes(256 << 10);
            String text = new String(head, StandardCharsets.UTF_8);
            for (String line : text.split("\r?\n", LineShapes.SAMPLE + 1)) {
                if (lines.size() == LineShapes.SAMPLE) {
                    break;
                }
                if (!line.isBlank()) {
                    lines.add(line);
                }
            }
        }
        return lines;
    }

    private double compression() {
        long in = gzipIn + sampledIn;
        long out = gzipOut + sampledOut;
        return out == 0 || in <= out ? 1 : (double) in / out;
    }

    private String compressionFrom() {
        List<String> parts = new ArrayList<>();
        if (gzipFiles > 0) {
            parts.add("the " + gzipFiles + " gzipped file" + (gzipFiles == 1 ? "'s" : "s'") + " own sizes");
        }
        if (sampledIn > 0) {
            parts.add("gzip of " + Bytes.scaled(sampledIn) + " sampled from the plain files");
        }
        return String.join(" and ", parts);
    }

    private void event(long second, boolean dateless, Template template, long bytes) {
        finishPending();
        pending = template;
        pendingSecond = second;
        pendingDateless = dateless;
        pendingBytes = bytes;
    }

    private void finishPending() {
        if (pending != null) {
            tally.add(pendingSecond, pendingDateless, pending, pendingBytes);
            pending = null;
        }
    }

    private void progress(String file, long read) {
        long now = System.nanoTime();
        if (now - lastProgress > PROGRESS_NANOS) {
            lastProgress = now;
            progress.printf(Locale.ROOT, "tuner: read %s (%s)%n", Bytes.scaled(read), file);
            progress.flush();
        }
    }

    /** One file's lines. */
    private final class FileLines {
        private final Path file;
        private final LineShape shape;
        private final CompressionSample compression;
        private final StringBuilder json = new StringBuilder();
        private int jsonDepth;
        private long jsonBytes;
        private long lineNumber;

        FileLines(Path file, LineShape shape, CompressionSample compression) {
            this.file = file;
            this.shape = shape;
            this.compression = compression;
        }

        void read(InputStream in) throws IOException {
            long before = readBytes;
            // A pattern reads each line alone, so the splitting thread reads them; JSON may need lines joined first.
            LineShape alone = shape instanceof JsonLines ? null : shape;
            readBytes += new LineBatches(parser, compression, read -> progress(file.toString(), before + read), alone).read(in,
                    new LineBatches.Lines() {
                        @Override
                        public void line(String text, int bytes, ParsedEvent event) {
                            FileLines.this.line(text, bytes, event);
                        }

                        @Override
                        public void end() {
                            if (!json.isEmpty()) {
                                unread(json.toString());
                            }
                        }
                    });
        }

        /** One line: it starts an event, continues one, or is unread. */
        private void line(String text, int length, ParsedEvent event) {
            lineNumber++;
            if (shape instanceof JsonLines) {
                jsonLine(text, length);
                return;
            }
            if (event != null) {
                started(event, length);
            } else if (pending != null) {
                pendingBytes += length;
                tally.continuationLines++;
            } else {
                unread(text);
            }
        }

        /** A JSON event on one line, or spread over several until its braces close. */
        private void jsonLine(String text, int length) {
            if (json.isEmpty() && !text.stripLeading().startsWith("{")) {
                if (!text.isBlank()) {
                    unread(text);
                }
                return;
            }
            json.append(text).append('\n');
            jsonBytes += length;
            jsonDepth = depth(text, jsonDepth);
            if (jsonDepth > 0 && json.length() < LONGEST_EVENT) {
                return;
            }
            String whole = json.toString();
            long bytes = jsonBytes;
            json.setLength(0);
            jsonDepth = 0;
            jsonBytes = 0;
            if (shape.read(whole, jsonEvent)) {
                started(jsonEvent, bytes);
            } else {
                unread(whole);
            }
        }

        private void started(ParsedEvent event, long bytes) {
            long second = event.epochSecond;
            if (event.dateless) {
                // A time of day alone: a time more than twelve hours before the last is the next day's.
                if (lastSecondOfDay >= 0 && second < lastSecondOfDay - 43_200) {
                    dayBase += 86_400;
                }
                lastSecondOfDay = second;
                second += dayBase;
            }
            String logger = event.logger == null ? "(no logger)" : event.logger;
            event(second, event.dateless, tally.miner().of(logger, event.level, event.message), bytes);
        }

        private void unread(String text) {
            tally.unreadLines++;
            if (firstUnread == null) {
                String shown = text.strip();
                firstUnread = file + ":" + lineNumber + ": " + (shown.length() > 120 ? shown.substring(0, 120) + "..." : shown);
            }
        }
    }

    /** The depth of braces after {@code text}, from {@code depth}, outside JSON strings. */
    static int depth(String text, int depth) {
        boolean inString = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (inString) {
                if (c == '\\') {
                    i++;
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == '{' || c == '[') {
                depth++;
            } else if (c == '}' || c == ']') {
                depth--;
            }
        }
        return depth;
    }
}
