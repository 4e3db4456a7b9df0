package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.buildinfo.JavaRelease;

/**
 * The JDK a virtual-thread finding is judged for: the release the service's build compiles for, and never below 21
 * (Spring Boot turns virtual threads on only on a JVM of 21 or later). Unknown reads as 21, the worst case.
 *
 * @param feature the feature release judged for
 * @param describe what it was judged for and why: "Java 21 (maven.compiler.release at pom.xml:12)"
 */
public record JudgedJdk(int feature, String describe) {
    /** JEP 491: from this release a virtual thread blocked in or on a monitor unmounts. */
    public static final int UNPINS_SYNCHRONIZED = 24;
    private static final int FIRST_VIRTUAL = 21;

    public static JudgedJdk of(JavaRelease release) {
        if (!release.known()) {
            return new JudgedJdk(FIRST_VIRTUAL, "Java 21, the first release with virtual threads, since the Java release is unknown: "
                    + release.source());
        }
        if (release.feature() < FIRST_VIRTUAL) {
            return new JudgedJdk(FIRST_VIRTUAL, "Java 21: the build compiles for " + release.describe()
                    + ", and Spring Boot turns virtual threads on only on a JVM of 21 or later");
        }
        return new JudgedJdk(release.feature(), release.describe() + ", the release the build compiles for; a newer JVM running it"
                + (release.feature() < UNPINS_SYNCHRONIZED ? " (24 or later) changes this" : " judges the same"));
    }

    /** Whether a virtual thread blocked in or on a monitor holds its carrier on this JDK. */
    public boolean pinsOnMonitor() {
        return feature < UNPINS_SYNCHRONIZED;
    }
}
