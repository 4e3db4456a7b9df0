package dev.logtune.lab.results;

import com.sun.management.OperatingSystemMXBean;
import dev.logtune.configs.Versions;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The machine a result was measured on: what a reader needs to judge whether it applies to theirs.
 *
 * @param logFilesystem the filesystem type the log files were written to (ext4, xfs, tmpfs...)
 */
public record MachineInfo(String cpuModel, int cores, long memoryBytes, String os, String arch, String jdk, String jvm,
                          String logFilesystem, Map<String, String> frameworks) {

    public static MachineInfo describe(Path logDirectory) {
        Map<String, String> frameworks = new LinkedHashMap<>();
        frameworks.put("logback", Versions.logback());
        frameworks.put("log4j2", Versions.log4j());
        frameworks.put("disruptor", Versions.disruptor());
        frameworks.put("slf4j", Versions.slf4j());
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        return new MachineInfo(readCpuModel(), Runtime.getRuntime().availableProcessors(), os.getTotalMemorySize(),
                System.getProperty("os.name") + " " + System.getProperty("os.version"), System.getProperty("os.arch"),
                System.getProperty("java.vendor") + " " + System.getProperty("java.version"),
                System.getProperty("java.vm.name"), filesystemOf(logDirectory), frameworks);
    }

    /** What identifies the hardware: results from a machine with the same fingerprint apply here. */
    public String fingerprint() {
        return cpuModel + "|" + cores + "|" + Math.round(memoryBytes / (1024.0 * 1024 * 1024)) + "|" + arch;
    }

    public boolean sameHardwareAs(MachineInfo other) {
        return Objects.equals(fingerprint(), other.fingerprint());
    }

    /** "2 cores (AMD EPYC), 23 GiB, Linux 6.18 amd64, JDK Debian 17.0.15, logs on ext4". */
    public String summary() {
        return cores + " cores (" + cpuModel + "), " + Math.round(memoryBytes / (1024.0 * 1024 * 1024)) + " GiB, "
                + os + " " + arch + ", JDK " + jdk + ", logs on " + logFilesystem;
    }

    private static String readCpuModel() {
        Path cpuinfo = Path.of("/proc/cpuinfo");
        try {
            if (Files.isReadable(cpuinfo)) {
                List<String> lines = Files.readAllLines(cpuinfo);
                for (String line : lines) {
                    if (line.startsWith("model name")) {
                        return line.substring(line.indexOf(':') + 1).strip();
                    }
                }
            }
        } catch (IOException e) {
            // fall through to the architecture alone
        }
        return "unknown " + System.getProperty("os.arch");
    }

    private static String filesystemOf(Path dir) {
        try {
            Path existing = dir;
            while (existing != null && !Files.exists(existing)) {
                existing = existing.getParent();
            }
            return existing == null ? "unknown" : Files.getFileStore(existing).type();
        } catch (IOException e) {
            return "unknown";
        }
    }
}
