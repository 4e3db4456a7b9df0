package dev.logtune.configs.model;

/** The calling thread formats and writes the event itself. */
public record NoAsync() implements AsyncStage {
    @Override
    public String kind() {
        return "sync";
    }

    @Override
    public Framework framework() {
        return null;
    }

    @Override
    public int capacity() {
        return 0;
    }

    @Override
    public boolean drops() {
        return false;
    }

    @Override
    public String dropRule() {
        return "";
    }

    @Override
    public LogLevel highestDroppedLevel() {
        return null;
    }
}
