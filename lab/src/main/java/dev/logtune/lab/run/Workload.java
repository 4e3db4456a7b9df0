package dev.logtune.lab.run;

import java.util.Arrays;
import java.util.Locale;

/**
 * What an open-loop run logs. Points of different workloads are different points: their lines, levels and loggers
 * differ, so their runs are never paired with each other.
 */
public enum Workload {
    /** The order router's one INFO event on one logger ({@code OrderWorkload}): what every earlier run measured. */
    ORDERS,
    /** A service's mix of call sites, loggers and levels ({@code ServiceWorkload}): what reducing the volume is measured on. */
    SERVICE;

    /** How results and the command line name it: {@code orders}, {@code service}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The workload a results record names; null (records from before workloads) is the orders workload. */
    public static Workload fromId(String id) {
        if (id == null || id.isEmpty()) {
            return ORDERS;
        }
        for (Workload workload : values()) {
            if (workload.id().equals(id)) {
                return workload;
            }
        }
        throw new IllegalArgumentException("unknown workload '" + id + "' (expected "
                + String.join(" or ", Arrays.stream(values()).map(Workload::id).toList()) + ")");
    }

    /** As a results record stores it: null for the orders workload, so files from before workloads read the same. */
    public String recorded() {
        return this == ORDERS ? null : id();
    }
}
