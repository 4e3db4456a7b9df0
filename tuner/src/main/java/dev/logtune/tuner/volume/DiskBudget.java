package dev.logtune.tuner.volume;

import dev.logtune.configs.model.ByteSizes;

/** The disk a service's log directory may take: its rolled files, the active one, and one being compressed. */
public record DiskBudget(long bytes) {
    /** What a service's log directory may take unless told otherwise. */
    public static final DiskBudget DEFAULT = new DiskBudget(10L << 30);

    public DiskBudget {
        if (bytes <= 0) {
            throw new IllegalArgumentException("the disk budget must be above zero");
        }
    }

    /** As the command line writes it: "10GB". */
    public String option() {
        return describe().replace(" ", "");
    }

    /** "10 GB", as both frameworks write sizes. */
    public String describe() {
        return ByteSizes.log4j2(bytes);
    }
}
