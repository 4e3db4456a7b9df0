package dev.logtune.benchmarks.workload;

import dev.logtune.configs.model.LogLevel;

import java.util.Locale;

/** Which event a benchmark writes. */
public enum MessageShape {
    /** INFO with four parameters, about 240 bytes a line. */
    ORDER(LogLevel.INFO),
    /** ERROR with a throwable and its stack trace. */
    EXCEPTION(LogLevel.ERROR);

    private final LogLevel level;

    MessageShape(LogLevel level) {
        this.level = level;
    }

    public LogLevel level() {
        return level;
    }

    public void emit(EventEmitter emitter, long orderId, int thread) {
        if (this == ORDER) {
            emitter.routed(orderId, thread);
        } else {
            emitter.rejected(orderId, thread);
        }
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static MessageShape fromId(String id) {
        for (MessageShape shape : values()) {
            if (shape.id().equals(id)) {
                return shape;
            }
        }
        throw new IllegalArgumentException("unknown message shape '" + id + "' (expected order or exception)");
    }
}
