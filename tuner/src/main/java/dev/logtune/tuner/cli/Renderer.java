package dev.logtune.tuner.cli;

import dev.logtune.support.json.Json;

import java.io.IOException;
import java.io.PrintWriter;

/**
 * Turns what a verb found into output in one format, after JMH's {@code ResultFormat}: the verb produces a record, a
 * renderer writes it; the verb never switches on the format itself.
 */
@FunctionalInterface
public interface Renderer<R> {
    void render(R result, PrintWriter out) throws IOException;

    /** The record as indented JSON, on one document. */
    static <R> Renderer<R> json() {
        return (result, out) -> out.println(Json.mapper().writeValueAsString(result));
    }

    /** Nothing on standard output: for a format whose reader expects no document (the error stream says it). */
    static <R> Renderer<R> nothing() {
        return (result, out) -> {
        };
    }
}
