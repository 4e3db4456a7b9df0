package dev.logtune.tuner.logcost;

import dev.logtune.support.format.Bytes;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongFunction;

/** {@link LoggingCost} for a person: plain lines, a heading line per kind of cost and its detail indented under it. */
final class CostText {
    /** Frames a terminal shows of the ten the record keeps. */
    private static final int FRAMES_SHOWN = 5;
    private static final int WAIT_FRAMES_SHOWN = 3;

    private CostText() {
    }

    static List<String> lines(LoggingCost cost) {
        List<String> lines = new ArrayList<>();
        lines.add(window(cost));
        lines.add(verdict(cost));
        LoggingShare cpu = cost.cpu();
        if (cpu.total() > 0) {
            lines.add(String.format(Locale.ROOT, "CPU: %s of %s samples pass through logging (%s)",
                    Numbers.count(cpu.logging()), Numbers.count(cpu.total()), percent(cpu.share())));
            if (cpu.onLoggingThreads() > 0) {
                lines.add("  " + percent(cpu.of(cpu.onLoggingThreads())) + " on logging's own threads (async workers),"
                        + " off the callers' path");
            }
            detail(cpu, lines);
        }
        LoggingShare nativeMethods = cost.nativeMethods();
        if (nativeMethods.total() > 0) {
            lines.add(String.format(Locale.ROOT, "native methods: %s of %s samples pass through logging (%s), counted"
                            + " apart: a thread in native code is writing or waiting, not computing",
                    Numbers.count(nativeMethods.logging()), Numbers.count(nativeMethods.total()),
                    percent(nativeMethods.share())));
            roles(nativeMethods, lines);
        }
        LoggingShare allocation = cost.allocation();
        if (cost.allocationEvents() == null) {
            lines.add("allocation: none recorded (record with jdk.ObjectAllocationSample on to see it)");
        } else {
            lines.add(String.format(Locale.ROOT, "allocation: %s of %s pass through logging (%s), from %s",
                    Bytes.scaled(allocation.logging()), Bytes.scaled(allocation.total()), percent(allocation.share()),
                    cost.allocationEvents()));
            detail(allocation, lines);
        }
        blocked(cost, lines);
        return List.copyOf(lines);
    }

    private static String window(LoggingCost cost) {
        RecordingWindow window = cost.window();
        if (window.start() == null) {
            return "recording: " + cost.recording() + ", no events";
        }
        return "recording: " + cost.recording() + ", " + Durations.span(window.seconds()) + " from " + toSecond(window.start())
                + " to " + toSecond(window.end());
    }

    private static String toSecond(String instant) {
        return Instant.parse(instant).truncatedTo(ChronoUnit.SECONDS).toString();
    }

    private static String verdict(LoggingCost cost) {
        String share = percent(cost.cpu().share());
        String rule = String.format(Locale.ROOT, "about %.0f%%", CpuVerdict.RULE_OF_THUMB * 100);
        return switch (cost.verdict()) {
            case ON_CRITICAL_PATH -> "logging is on the critical path: " + share + " of CPU samples pass through it"
                    + " (the rule of thumb: above " + rule + ")";
            case OFF_CRITICAL_PATH -> "logging is off the critical path by the rule of thumb: " + share + " of CPU"
                    + " samples pass through it (on it above " + rule + ")";
            case NO_SAMPLES -> "no CPU samples in the recording: record with jdk.ExecutionSample on (the default and"
                    + " profile settings have it)";
        };
    }

    private static void detail(LoggingShare share, List<String> lines) {
        roles(share, lines);
        LongFunction<String> amount = share.unit().equals("bytes") ? Bytes::scaled : n -> Numbers.count(n) + " samples";
        for (FrameShare frame : share.topFrames().subList(0, Math.min(FRAMES_SHOWN, share.topFrames().size()))) {
            lines.add(String.format(Locale.ROOT, "  %6s  %s (%s)", percent(frame.share()), frame.frame(),
                    amount.apply(frame.amount())));
        }
    }

    /** "  by role: encoder/layout 11.2%, appender 4.0%", largest first, the roles that took nothing left out. */
    private static void roles(LoggingShare share, List<String> lines) {
        List<String> roles = share.byRole().entrySet().stream().filter(e -> e.getValue() > 0)
                .sorted(Map.Entry.<LoggingRole, Long>comparingByValue(Comparator.reverseOrder()))
                .map(e -> e.getKey().label() + " " + percent(share.of(e.getValue()))).toList();
        if (!roles.isEmpty()) {
            lines.add("  by role: " + String.join(", ", roles));
        }
    }

    private static void blocked(LoggingCost cost, List<String> lines) {
        BlockedOnLogging blocked = cost.blocked();
        String kept = blocked.threshold() == null ? "" : ", of the waits over " + blocked.threshold() + " the recording kept";
        if (!blocked.any()) {
            lines.add("blocked on logging: no wait recorded" + kept);
            return;
        }
        List<String> kinds = new ArrayList<>();
        if (blocked.monitorWaits() > 0) {
            kinds.add(Numbers.count(blocked.monitorWaits()) + " monitor waits, " + Durations.brief(nanos(blocked.monitorNanos())));
        }
        if (blocked.parks() > 0) {
            kinds.add(Numbers.count(blocked.parks()) + " parks, " + Durations.brief(nanos(blocked.parkNanos())));
        }
        lines.add("blocked on logging: callers' threads waited " + Durations.brief(nanos(blocked.monitorNanos()
                + blocked.parkNanos())) + " in all (" + String.join("; ", kinds) + ")" + kept);
        for (FrameShare frame : blocked.topFrames().subList(0, Math.min(WAIT_FRAMES_SHOWN, blocked.topFrames().size()))) {
            lines.add(String.format(Locale.ROOT, "  %6s  %s (%s)", percent(frame.share()), frame.frame(),
                    Durations.brief(nanos(frame.amount()))));
        }
    }

    private static Duration nanos(long nanos) {
        return Duration.ofNanos(nanos);
    }

    /** "23.4%", "0%" for none, "<0.1%" for some. */
    static String percent(double share) {
        if (share == 0) {
            return "0%";
        }
        if (share < 0.0005) {
            return "<0.1%";
        }
        return String.format(Locale.ROOT, "%.1f%%", share * 100);
    }
}
