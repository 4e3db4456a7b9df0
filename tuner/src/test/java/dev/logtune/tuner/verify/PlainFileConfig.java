package dev.logtune.tuner.verify;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A plain Logback FileAppender config for the verify tests: its log path, real-logs/, is one verify must never touch. */
final class PlainFileConfig {
    private PlainFileConfig() {
    }

    static Path write(Path dir) throws IOException {
        return write(dir, "", "");
    }

    /** With {@code rootExtra} inside the root logger and {@code appenderExtra} inside the appender. */
    static Path write(Path dir, String rootExtra, String appenderExtra) throws IOException {
        Path real = Files.createDirectories(dir.resolve("real-logs"));
        return Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>%s/app.log</file>
                    %s
                    <encoder><pattern>%%d %%-5level %%logger - %%msg%%n</pattern></encoder>
                  </appender>
                  <root level="INFO">%s<appender-ref ref="FILE"/></root>
                </configuration>
                """.formatted(real, appenderExtra, rootExtra));
    }
}
