package dev.logtune.tuner.buildinfo;

/**
 * A library's version and where it came from.
 *
 * @param version as the build resolves it ("1.5.38"), or the expression it could not resolve ("${logback.version}")
 * @param source where it was read, for people: "pom.xml:14 (property logback.version)", "Spring Boot 3.5.7's managed
 *     version (parent in pom.xml:5)", "--framework-version"
 */
public record FoundVersion(Library library, String version, String source) {

    public VersionNumber number() {
        return VersionNumber.of(version);
    }

    /** Whether the version is a number (not an expression the build file leaves to something lint cannot read). */
    public boolean known() {
        return number().known() && !version.contains("${");
    }

    /** "Logback 1.5.38 (pom.xml:14, property logback.version)". */
    public String describe() {
        return library.displayName() + " " + version + " (" + source + ")";
    }
}
