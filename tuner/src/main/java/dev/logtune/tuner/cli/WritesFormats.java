package dev.logtune.tuner.cli;

/**
 * A command that prints its answer through its renderers in the format asked for: {@code --format} takes the formats
 * they write, and its help names them, so a command lists its formats once, in its renderers.
 */
public interface WritesFormats {
    Renderers<?> renderers();
}
