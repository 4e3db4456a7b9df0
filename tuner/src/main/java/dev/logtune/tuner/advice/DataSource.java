package dev.logtune.tuner.advice;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.MachineInfo;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.run.Callers;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.lab.results.ResultsFile.ResultsException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The results a recommendation stands on, and where they came from.
 *
 * @param origin "reference results shipped with logtune", "your run reports/runs/...", or the file given
 * @param sameHardware whether they were measured on hardware like this machine's
 */
public record DataSource(BenchResults results, String origin, boolean sameHardware, MachineInfo here) {
    public static final String REFERENCE_RESOURCE = "/dev/logtune/tuner/reference/results.json";

    /**
     * {@code explicit} when given; otherwise the newest full-profile run under {@code runs} measured on this hardware;
     * otherwise the reference results inside the tuner.
     */
    public static DataSource choose(Path explicit, Path runs) throws ResultsException {
        MachineInfo here = MachineInfo.describe(runs);
        if (explicit != null) {
            BenchResults results = ResultsFile.read(explicit);
            return new DataSource(results, explicit.toString(), results.machine().sameHardwareAs(here), here);
        }
        Optional<Path> local = newestLocalFullRun(runs, here);
        if (local.isPresent()) {
            BenchResults results = ResultsFile.read(local.get());
            return new DataSource(results, "your run " + runs.relativize(local.get().getParent()), true, here);
        }
        BenchResults results = ReferenceResults.get();
        return new DataSource(results, "reference results shipped with logtune", results.machine().sameHardwareAs(here), here);
    }

    /**
     * As {@link #choose}, but when no file was given and nothing can be read, none: the caller goes on without figures.
     * A file that was given and cannot be read is still refused.
     */
    public static Optional<DataSource> chooseIfAny(Path explicit, Path runs) throws ResultsException {
        try {
            return Optional.of(choose(explicit, runs));
        } catch (ResultsException e) {
            if (explicit != null) {
                throw e;
            }
            return Optional.empty();
        }
    }

    /**
     * The same results as a service on virtual threads reads them: the open-loop points measured with virtual-thread
     * callers stand in for the reference's own (platform-thread) points, each against its own kind's control in its own
     * blocks; the runs that name their callers stay beside them for the figures quoted with the answer. JMH's trials
     * and the crash tests are as they are.
     */
    public DataSource onVirtualThreads() {
        List<RateRecord> kinds = results.rates().stream().filter(r -> r.callers() != null).toList();
        List<RateRecord> rates = new ArrayList<>(kinds);
        kinds.stream().filter(r -> r.callersKind() == Callers.VIRTUAL).map(RateRecord::asReferencePoint).forEach(rates::add);
        return new DataSource(results.withRates(rates), origin + ", its runs with virtual-thread callers", sameHardware, here);
    }

    private static Optional<Path> newestLocalFullRun(Path runs, MachineInfo here) {
        if (!Files.isDirectory(runs)) {
            return Optional.empty();
        }
        try (Stream<Path> dirs = Files.list(runs)) {
            return dirs.map(dir -> dir.resolve(ResultsFile.NAME)).filter(Files::isRegularFile)
                    .sorted(Comparator.comparing(Path::toString).reversed())
                    .filter(file -> usable(file, here)).findFirst();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static boolean usable(Path file, MachineInfo here) {
        try {
            BenchResults results = ResultsFile.read(file);
            // A run that was cut off (or is still going) is never read as the machine's answer.
            return !results.partial() && results.settings() != null && results.settings().profile().equals("full")
                    && !results.rates().isEmpty() && results.machine().sameHardwareAs(here);
        } catch (ResultsException e) {
            return false;
        }
    }

    /** One line: where, what machine, which JDK, when. */
    public String describe() {
        MachineInfo machine = results.machine();
        String when = results.finished() == null ? "" : " on " + results.finished().substring(0, Math.min(10, results.finished().length()));
        return origin + (results.partial() ? " (a partial run: cut off before it finished)" : "") + ", measured" + when
                + " on " + machine.summary() + otherMachines();
    }

    // Open-loop sessions measured on another processor of the same kind: said, since their absolute figures are theirs.
    private String otherMachines() {
        Map<String, Long> processors = results.sessionMachines().values().stream()
                .filter(m -> !m.sameHardwareAs(results.machine()))
                .collect(Collectors.groupingBy(m -> m.cores() + " cores (" + m.cpuModel() + ")",
                        TreeMap::new, Collectors.counting()));
        StringBuilder text = new StringBuilder();
        processors.forEach((processor, sessions) -> text.append("; ").append(sessions).append(sessions == 1 ? " session" : " sessions")
                .append(" of points on ").append(processor));
        return text.toString();
    }

    /** A warning when the figures come from different hardware, else empty. */
    public Optional<String> warning() {
        if (sameHardware) {
            return Optional.empty();
        }
        return Optional.of("these figures come from other hardware (" + results.machine().cores() + " cores, "
                + results.machine().cpuModel() + "); this machine has " + here.cores() + " cores (" + here.cpuModel()
                + "). Measure here with `tuner bench --profile full`, or check a candidate with --measure.");
    }
}
