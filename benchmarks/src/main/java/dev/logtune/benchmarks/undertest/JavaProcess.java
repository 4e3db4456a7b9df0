package dev.logtune.benchmarks.undertest;

import java.nio.file.Path;

/** How to start another JVM like this one. */
public final class JavaProcess {
    private JavaProcess() {
    }

    /** The java binary running this JVM. */
    public static String javaBinary() {
        return ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }
}
