package dev.logtune.tuner.tune;

/**
 * One knob changed, as the command reports it.
 *
 * @param knob where it lives: {@code ASYNC/queueSize}, {@code log4j2.asyncLoggerWaitStrategy}
 * @param from its value before, "unset (51)" where the framework's default applied
 * @param reason why it had to change, one clause
 * @param effect what the change is predicted to do, with measured figures where the results have them
 */
record Change(String knob, String from, String to, String reason, String effect) {
    String line() {
        return "- " + knob + " " + from + " -> " + to + ": " + reason + "; " + effect;
    }
}
