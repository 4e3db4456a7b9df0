package dev.logtune.tuner.buildinfo;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Java release a service's build compiles for, and where the build says it: the least JVM it runs on, which is
 * what lint judges the JDK-dependent behaviour for (a newer JVM may run it; the build cannot say).
 *
 * @param feature the feature release (21), or null where the build names none lint can read
 * @param source where it was read ("maven.compiler.release at pom.xml:12"), or why it is unknown
 */
public record JavaRelease(Integer feature, String source) {
    // "21", "1.8", "17.0.2", a toolchain range's lower bound "[21,)"; a value left as ${...} reads as unknown.
    private static final Pattern NUMBER = Pattern.compile("^[\\[(]?\\s*(\\d+)(?:\\.(\\d+))?[^$]*$");

    public static JavaRelease unknown(String why) {
        return new JavaRelease(null, why);
    }

    /** The feature release a build writes ("1.8" is 8, "21" is 21, "[21,)" is 21), if it is a number. */
    public static Optional<Integer> parse(String written) {
        Matcher matcher = NUMBER.matcher(written.strip());
        if (!matcher.matches()) {
            return Optional.empty();
        }
        int major = Integer.parseInt(matcher.group(1).length() > 4 ? "0" : matcher.group(1));
        if (major == 1 && matcher.group(2) != null) {
            major = Integer.parseInt(matcher.group(2).length() > 4 ? "0" : matcher.group(2));
        }
        return major >= 1 && major < 1000 ? Optional.of(major) : Optional.empty();
    }

    public boolean known() {
        return feature != null;
    }

    /** "Java 21 (maven.compiler.release at pom.xml:12)", or "Java release unknown (why)". */
    public String describe() {
        return known() ? "Java " + feature + " (" + source + ")" : "Java release unknown (" + source + ")";
    }
}
