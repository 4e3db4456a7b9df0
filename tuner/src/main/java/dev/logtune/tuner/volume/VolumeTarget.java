package dev.logtune.tuner.volume;

/**
 * What a service asks of its logs' volume: the history they must reach back, the disk they may take, and the profile of
 * its own logs a plan rests on.
 *
 * @param history null where none was named
 * @param budget the disk the log directory may take
 * @param profile null where the service's logs were not read ({@code tuner volume})
 */
public record VolumeTarget(History history, DiskBudget budget, VolumeProfile profile) {
    /** Nothing named: no history, the default budget, the assumed mix. */
    public static final VolumeTarget NONE = new VolumeTarget(null, DiskBudget.DEFAULT, null);

    public VolumeTarget {
        budget = budget == null ? DiskBudget.DEFAULT : budget;
    }
}
