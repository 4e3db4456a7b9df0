package dev.logtune.tuner.emit;

import dev.logtune.configs.model.Framework;
import dev.logtune.configs.render.FileConventions;

import java.nio.file.Path;
import java.util.Locale;

/**
 * What a file's name says about the config to write into it: which framework reads it, and whether Spring Boot
 * loads it. {@code logback.xml}, {@code logback-spring.xml}, {@code logback-test.xml} are Logback's;
 * {@code log4j2.xml}, {@code log4j2-spring.xml}, {@code log4j2-test.xml} Log4j2's; any other {@code .xml} name
 * belongs to neither, and the setup decides.
 *
 * @param framework the framework the name belongs to, or null when the name does not say
 */
public record EmitTarget(Path file, Framework framework, FileConventions conventions) {

    /** The target {@code file} names, or an error naming what is wrong with it. */
    public static EmitTarget of(Path file) throws ConfigEmitter.EmitException {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        int dot = name.lastIndexOf('.');
        String extension = dot < 0 ? "" : name.substring(dot + 1);
        String stem = dot < 0 ? name : name.substring(0, dot);
        if (!extension.equals("xml")) {
            String format = switch (extension) {
                case "yaml", "yml" -> "YAML";
                case "json", "jsn" -> "JSON";
                case "properties" -> "properties";
                default -> "";
            };
            throw new ConfigEmitter.EmitException(format.isEmpty()
                    ? file + ": logtune writes XML configs; name the file logback.xml, logback-spring.xml, log4j2.xml or log4j2-spring.xml"
                    : file + ": logtune writes XML, not " + format + " (Log4j2 reads both); name it log4j2.xml or log4j2-spring.xml");
        }
        FileConventions conventions = stem.endsWith("-spring") ? FileConventions.SPRING_BOOT : FileConventions.PLAIN;
        Framework framework = stem.startsWith("logback") ? Framework.LOGBACK : stem.startsWith("log4j2") ? Framework.LOG4J2 : null;
        return new EmitTarget(file, framework, conventions);
    }

    /** Standard output: a plain file of the setup's own framework. */
    public static EmitTarget standardOutput(Framework framework) {
        return new EmitTarget(Path.of(framework == Framework.LOGBACK ? "logback.xml" : "log4j2.xml"), framework, FileConventions.PLAIN);
    }

    /** Refuses a setup of the other framework: Log4j2 would start on a Logback file with CLASS_NOT_FOUND and log nothing. */
    public void check(Framework setupFramework) throws ConfigEmitter.EmitException {
        if (framework != null && framework != setupFramework) {
            throw new ConfigEmitter.EmitException(file.getFileName() + " is read by " + framework.displayName() + ", but the setup is "
                    + setupFramework.displayName() + "'s; name the file " + suggestedName(setupFramework));
        }
    }

    /** The name a file for {@code setupFramework} should have under these conventions. */
    public String suggestedName(Framework setupFramework) {
        String base = setupFramework == Framework.LOGBACK ? "logback" : "log4j2";
        return base + (conventions == FileConventions.SPRING_BOOT ? "-spring" : "") + ".xml";
    }
}
