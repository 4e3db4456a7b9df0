package dev.logtune.lab.run;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Arrays;
import java.util.Locale;

/**
 * What kind of thread makes the calls of an open-loop run, beside bystanders of the same kind that never log. A
 * service on virtual threads runs its requests on a few carriers, so a caller that blocks where the JVM cannot unmount
 * it holds a carrier the rest of the service needs. A point that names its callers is another point than the
 * reference's own (platform callers, no bystanders): their runs are never paired with each other.
 */
public enum Callers {
    /** One operating-system thread per caller: what every earlier run measured. */
    PLATFORM,
    /** One virtual thread per caller, on the JVM's carrier pool (Java 21 or newer). */
    VIRTUAL;

    /** The Java release virtual threads are final in (JEP 444). */
    public static final int VIRTUAL_SINCE = 21;

    /** How results and the command line name it: {@code platform}, {@code virtual}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The callers a results record or the command line names. */
    public static Callers fromId(String id) {
        for (Callers callers : values()) {
            if (callers.id().equals(id)) {
                return callers;
            }
        }
        throw new IllegalArgumentException("unknown callers '" + id + "' (expected "
                + String.join(" or ", Arrays.stream(values()).map(Callers::id).toList()) + ")");
    }

    /** Null where this JVM can start such threads, else why not, on one line. */
    public String unavailableReason() {
        int feature = Runtime.version().feature();
        return this == VIRTUAL && feature < VIRTUAL_SINCE
                ? "virtual-thread callers need Java " + VIRTUAL_SINCE + " or newer, and this is Java " + feature
                + "; set JAVA_HOME to a newer JDK" : null;
    }

    /** A new, unstarted daemon thread of this kind running {@code body}. */
    public Thread newThread(String name, Runnable body) {
        if (this == PLATFORM) {
            Thread thread = new Thread(body, name);
            thread.setDaemon(true);
            return thread;
        }
        String why = unavailableReason();
        if (why != null) {
            throw new IllegalStateException(why);
        }
        try {
            // The project is Java 17 bytecode; Thread.ofVirtual() is looked up where the JVM running it has one.
            return (Thread) VirtualThreads.UNSTARTED.invoke(VirtualThreads.builder(name), body);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("could not make a virtual thread: " + e, e);
        }
    }

    /** The Java 21 API, found at run time. */
    private static final class VirtualThreads {
        private static final MethodHandle OF_VIRTUAL;
        private static final MethodHandle NAME;
        private static final MethodHandle UNSTARTED;

        static {
            try {
                Class<?> builder = Class.forName("java.lang.Thread$Builder");
                MethodHandles.Lookup lookup = MethodHandles.publicLookup();
                OF_VIRTUAL = lookup.findStatic(Thread.class, "ofVirtual", MethodType.methodType(
                        Class.forName("java.lang.Thread$Builder$OfVirtual")));
                NAME = lookup.findVirtual(builder, "name", MethodType.methodType(builder, String.class));
                UNSTARTED = lookup.findVirtual(builder, "unstarted", MethodType.methodType(Thread.class, Runnable.class));
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        static Object builder(String name) throws Throwable {
            return NAME.invoke(OF_VIRTUAL.invoke(), name);
        }
    }
}
