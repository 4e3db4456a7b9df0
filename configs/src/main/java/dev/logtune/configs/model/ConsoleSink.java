package dev.logtune.configs.model;

/** Standard output, as a container runtime collects it through a pipe. */
public record ConsoleSink() implements Sink {
    @Override
    public String kind() {
        return "console";
    }

    @Override
    public boolean writesFiles() {
        return false;
    }
}
