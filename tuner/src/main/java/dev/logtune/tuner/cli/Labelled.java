package dev.logtune.tuner.cli;

/** A constant of a closed set as the command line spells it: {@code size-and-time}, {@code log4j2}. */
public interface Labelled {
    String label();
}
