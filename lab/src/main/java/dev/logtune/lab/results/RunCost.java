package dev.logtune.lab.results;

/**
 * What a run took beside the callers' time: the CPU the whole measuring JVM used during the window (a framework's
 * writer, compressor and cleaner threads included), and what was on disk after it stopped, so a rolling setup's rolls
 * and compression show in its own record.
 *
 * @param cpuCores the process's CPU time over the window divided by the window: 1.5 means a core and a half busy
 * @param logFiles files in the log directory after the run: the active file plus every rolled one
 * @param logBytes their total size on disk
 */
public record RunCost(double cpuCores, int logFiles, long logBytes) {
}
