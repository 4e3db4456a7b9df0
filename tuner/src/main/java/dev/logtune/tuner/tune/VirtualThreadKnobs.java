package dev.logtune.tuner.tune;

import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.Log4j2Properties;
import dev.logtune.tuner.configfile.model.AsyncLoggers;
import dev.logtune.tuner.configfile.model.LoggerDef;
import dev.logtune.tuner.lint.rules.JudgedJdk;
import dev.logtune.tuner.lint.rules.LintContext;
import dev.logtune.tuner.lint.rules.VirtualThreadsRule;

/**
 * A service on virtual threads, on a JDK that pins a virtual thread inside a monitor (21 to 23): Log4j2's async
 * loggers publish into a full ring inside {@code synchronized} unless told not to, so every caller waiting for a slot
 * holds its carrier. The one knob that changes it is a JVM-wide property in log4j2.component.properties.
 */
final class VirtualThreadKnobs {
    private VirtualThreadKnobs() {
    }

    static void tune(Tuning tuning) {
        LintContext context = tuning.figures;
        AsyncLoggers rings = context.model().asyncLoggers();
        if (context.virtualThreads() == null || !context.virtualThreads().on() || !rings.used() || rings.discards()) {
            return;
        }
        JudgedJdk jdk = JudgedJdk.of(context.versions().build().java());
        if (!jdk.pinsOnMonitor()) {
            return;
        }
        if (rings.allAsync()) {
            enqueueUnsynchronized(tuning, "log4j2.asyncLoggerSynchronizeEnqueueWhenQueueFull", VirtualThreadsRule.SYNC_ENQUEUE, jdk);
        }
        if (context.model().loggers().stream().anyMatch(LoggerDef::async)) {
            enqueueUnsynchronized(tuning, "log4j2.asyncLoggerConfigSynchronizeEnqueueWhenQueueFull",
                    VirtualThreadsRule.CONFIG_SYNC_ENQUEUE, jdk);
        }
    }

    private static void enqueueUnsynchronized(Tuning tuning, String key, String normalized, JudgedJdk jdk) {
        String reason = "virtual threads are on (" + tuning.figures.virtualThreads().describe() + ") and the JDK judged for is "
                + jdk.describe() + ": a caller that waits for a full ring inside Log4j2's monitor holds its carrier, and"
                + " while the writer is stalled every carrier can be held so";
        String effect = "callers wait for a slot in the Disruptor's own park loop, unpinned; nothing is dropped";
        if (tuning.properties == null) {
            tuning.keep(ConfigFile.COMPONENT_PROPERTIES + " (none beside the file): add " + key + "=false to it (" + reason + ")");
            return;
        }
        PropertiesText.Entry set = PropertiesText.entries(tuning.properties).stream()
                .filter(e -> Log4j2Properties.normalize(e.key()).equals(normalized)).reduce((first, last) -> last).orElse(null);
        if (set == null) {
            String text = tuning.properties;
            String line = (text.isEmpty() || text.endsWith("\n") ? "" : "\n") + key + "=false\n";
            tuning.changeProperty(new Change(key, "unset (true)", "false", reason, effect),
                    new TextEdit(text.length(), text.length(), line));
        } else if (!set.value().strip().equalsIgnoreCase("false")) {
            if (set.continued() || set.value().contains("${")) {
                tuning.keep(set.key() + "=" + set.value() + ": written in a way this command does not edit; set it to false ("
                        + reason + ")");
                return;
            }
            tuning.changeProperty(new Change(set.key(), set.value().strip(), "false", reason, effect),
                    new TextEdit(set.valueStart(), set.valueEnd(), "false"));
        }
    }
}
