package dev.logtune.tuner.tune;

/**
 * What tune may do beyond the knobs of speed, loss and retention, each granted by its own option.
 *
 * @param addDependency a library may be added to the service's build (--allow-dependency)
 * @param changeOutput what the logs say may change: caller converters leave patterns and DEBUG/TRACE loggers lint
 *     warns of go to INFO (--change-output); without it each is shown as advice
 */
record Permissions(boolean addDependency, boolean changeOutput) {
    static final Permissions NONE = new Permissions(false, false);
}
