package dev.logtune.tuner.verify;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A plain Logback FileAppender config for the stall tests: its log path is one verify must move off the real disk. */
final class PlainFileConfig {
    private PlainFileConfig() {
    }

    static Path write(Path dir) throws IOException {
        return Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>%s/app.log</file>
                    <encoder><pattern>%%d %%-5level %%logger - %%msg%%n</pattern></encoder>
                  </appender>
                  <root level="INFO"><appender-ref ref="FILE"/></root>
                </configuration>
                """.formatted(dir.resolve("real-logs")));
    }
}
