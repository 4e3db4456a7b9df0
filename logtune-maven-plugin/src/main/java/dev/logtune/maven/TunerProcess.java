package dev.logtune.maven;

import dev.logtune.tuner.TunerMain;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/**
 * Runs a tuner command in a JVM of its own, on the plugin's own jars, as {@code bin/tuner} runs it. tune loads the
 * config into Logback, which needs SLF4J 2, and Maven hands every plugin its own SLF4J 1.7; verify starts its measuring
 * JVMs on its own class path, which inside Maven is Maven's launcher.
 */
final class TunerProcess {
    /** What the command printed, line by line, and its exit code. */
    record Result(int exit, List<String> out, List<String> err) {
        /** The tuner's own explanation of a refusal ("tuner: ..."), else its last line on stderr, else a generic one. */
        String problem() {
            return err.stream().filter(l -> l.startsWith("tuner")).reduce((a, b) -> b)
                    .or(() -> err.stream().filter(l -> !l.isBlank()).reduce((a, b) -> b))
                    .orElse("the tuner exited with " + exit);
        }
    }

    private TunerProcess() {
    }

    /** The java command line for {@code args}; the JVM is the one running Maven. */
    static List<String> command(List<File> classpath, List<String> args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        // the child's output is read as UTF-8 whatever the platform's default (JDK 17 takes it from file.encoding)
        command.add("-Dfile.encoding=UTF-8");
        command.add("-cp");
        command.add(String.join(File.pathSeparator, classpath.stream().map(File::getAbsolutePath).toList()));
        command.add(TunerMain.class.getName());
        command.addAll(args);
        return command;
    }

    /** Runs it in {@code workDir}, handing each line to {@code lines} as it comes. */
    static Result run(List<File> classpath, List<String> args, Path workDir, Consumer<String> lines)
            throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command(classpath, args)).directory(workDir.toFile()).start();
        process.getOutputStream().close();
        List<String> out = Collections.synchronizedList(new ArrayList<>());
        List<String> err = Collections.synchronizedList(new ArrayList<>());
        Thread errRelay = relay(process.getErrorStream(), err, lines);
        Thread outRelay = relay(process.getInputStream(), out, lines);
        int exit = process.waitFor();
        outRelay.join();
        errRelay.join();
        return new Result(exit, List.copyOf(out), List.copyOf(err));
    }

    private static Thread relay(InputStream stream, List<String> kept, Consumer<String> lines) {
        Thread thread = new Thread(() -> {
            try (BufferedReader reader = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                String line;
                while ((line = reader.readLine()) != null) {
                    kept.add(line);
                    synchronized (lines) {
                        lines.accept(line);
                    }
                }
            } catch (IOException e) {
                kept.add("tuner: lost its output: " + e.getMessage());
            }
        }, "logtune-tuner-output");
        thread.setDaemon(true);
        thread.start();
        return thread;
    }
}
