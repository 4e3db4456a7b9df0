package dev.logtune.tuner.cli;

import dev.logtune.tuner.volume.DiskBudget;
import dev.logtune.tuner.volume.History;
import dev.logtune.tuner.volume.VolumeProfile;
import dev.logtune.tuner.volume.VolumeTarget;
import picocli.CommandLine.Option;

/** How much history a service must keep and the disk it has for it: what decides whether its logging must shrink. */
public final class VolumeOptions {
    @Option(names = "--history", paramLabel = "DURATION", converter = HistoryConverter.class,
            description = "How far back the logs must reach (e.g. 7d, 36h). Where the rate's lines outgrow --disk-budget for"
                    + " that long, the answer keeps every WARN and ERROR and samples the rest per call site, counting what it"
                    + " drops. Default: none named; the file keeps what the budget holds.")
    History history;

    @Option(names = "--disk-budget", paramLabel = "SIZE", converter = ByteSizeConverter.class, defaultValue = "10GB",
            description = "The disk the log directory may take (e.g. 10GB): a rolling file's size and its history's cap are"
                    + " sized to fit it at the rate (default: ${DEFAULT-VALUE}).")
    long diskBudget;

    @Option(names = "--volume", paramLabel = "FILE", converter = VolumeProfileConverter.class,
            description = "A volume profile of the service's own logs (tuner volume LOG --format json > FILE): a plan to log"
                    + " less rests on its levels, line bytes, compression and heaviest loggers and templates, not an assumed mix.")
    VolumeProfile profile;

    /** The profile of the service's logs, or null. */
    public VolumeProfile profile() {
        return profile;
    }

    /** The history asked for, or null. */
    public History history() {
        return history;
    }

    /** The three together, as a target carries them. */
    public VolumeTarget target() {
        return new VolumeTarget(history, diskBudget(), profile);
    }

    public DiskBudget diskBudget() {
        return new DiskBudget(diskBudget);
    }
}
