package dev.logtune.tuner.volume;

import dev.logtune.support.format.Bytes;
import dev.logtune.support.format.Numbers;

import java.util.Locale;

/**
 * What a rate of lines takes on disk: the one place rolling, retention, lint and the log-less plan turn events into
 * bytes and bytes into history.
 *
 * @param eventsPerSecond events written per second
 * @param lineBytes bytes of one line as the layout writes it
 * @param compression how many times smaller a rolled file is than its lines (1 where rolled files are not compressed)
 */
public record Volume(double eventsPerSecond, double lineBytes, double compression) {
    public Volume {
        if (eventsPerSecond < 0 || !(lineBytes > 0) || !(compression >= 1)) {
            throw new IllegalArgumentException("a volume needs a rate of zero or more, a line above zero and a compression of 1 or more");
        }
    }

    /** Lines as written, before any compression: what the active file grows by. */
    public double bytesPerSecond() {
        return eventsPerSecond * lineBytes;
    }

    /** What the rolled history grows by. */
    public double storedBytesPerSecond() {
        return bytesPerSecond() / compression;
    }

    /** The rolled history {@code history} needs. */
    public double storedBytes(History history) {
        return storedBytesPerSecond() * history.seconds();
    }

    /** Seconds of history {@code bytes} of rolled files keep. */
    public double historySeconds(double bytes) {
        return storedBytesPerSecond() == 0 ? Double.POSITIVE_INFINITY : bytes / storedBytesPerSecond();
    }

    /** The same lines at another rate. */
    public Volume at(double rate) {
        return new Volume(rate, lineBytes, compression);
    }

    /** "38k events/s of about 221 bytes, 8.0 MB/s (675 GB a day)". */
    public String describe() {
        return String.format(Locale.ROOT, "%s events/s of about %.0f bytes, %s/s (%s a day)", Numbers.human(eventsPerSecond),
                lineBytes, Bytes.scaled(bytesPerSecond()), Bytes.scaled(bytesPerSecond() * 86_400));
    }
}
