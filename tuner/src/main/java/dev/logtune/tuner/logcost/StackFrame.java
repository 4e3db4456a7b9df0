package dev.logtune.tuner.logcost;

/**
 * One frame of a recorded stack, as its class and method name: what the rules read, so they are tested on stacks
 * written by hand.
 *
 * @param type the class, binary name ({@code ch.qos.logback.core.AsyncAppenderBase$Worker})
 */
record StackFrame(String type, String method) {

    /** "ch.qos.logback.core.OutputStreamAppender.writeBytes". */
    String name() {
        return type + "." + method;
    }
}
