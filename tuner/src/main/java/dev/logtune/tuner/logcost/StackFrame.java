package dev.logtune.tuner.logcost;

import java.util.regex.Pattern;

/**
 * One frame of a recorded stack, as its class and method name: what the rules read, so they are tested on stacks
 * written by hand.
 *
 * @param type the class, binary name ({@code ch.qos.logback.core.AsyncAppenderBase$Worker})
 */
record StackFrame(String type, String method) {
    /** A lambda's hidden class: its number and address differ from run to run ({@code $$Lambda$738+0x00007f63bc209300.11}). */
    private static final Pattern LAMBDA = Pattern.compile("\\$\\$Lambda(\\$\\d+)?([/+]0x\\p{XDigit}+)?(\\.\\d+)?");

    /** The frame with a lambda's class named alike in every run, so its samples add up and recordings compare. */
    static StackFrame of(String type, String method) {
        return new StackFrame(type.contains("$$Lambda") ? LAMBDA.matcher(type).replaceFirst("\\$\\$Lambda") : type, method);
    }

    /** "ch.qos.logback.core.OutputStreamAppender.writeBytes". */
    String name() {
        return type + "." + method;
    }
}
