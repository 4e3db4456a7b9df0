package dev.logtune.configs.load;

import java.time.Duration;
import java.util.List;

/** A logging context running a loaded configuration. */
public interface LoadedLogging extends AutoCloseable {

    /** Warnings the framework reported while loading (errors make the load fail instead). */
    List<String> warnings();

    /**
     * Stops the context the way a service's shutdown does: queued events drain (within the framework's own
     * limits), buffers flush, files close.
     */
    void stop(Duration timeout);

    @Override
    default void close() {
        stop(Duration.ofSeconds(30));
    }
}
