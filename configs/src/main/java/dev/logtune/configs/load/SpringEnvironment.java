package dev.logtune.configs.load;

import ch.qos.logback.classic.LoggerContext;
import org.springframework.core.env.Environment;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.StandardEnvironment;

import java.util.HashMap;
import java.util.Map;

/**
 * What Spring Boot puts in a Logback context before it loads {@code logback-spring.xml}: its {@link Environment}, under
 * the interface's name. Spring Boot's StructuredLogEncoder refuses to start without it. The environment here is what a
 * Spring Boot application has with no application properties of its own (system properties, environment variables and
 * the application's pid, which Spring Boot adds itself) plus the loader's variables: a service's own
 * {@code spring.application.name}, for one, comes in there.
 * <p>
 * Loaded only where Spring Boot is on the classpath (the benchmarks and the tuner bring it; configs names it optional).
 */
final class SpringEnvironment {
    static final String ENCODER = "org.springframework.boot.logging.logback.StructuredLogEncoder";
    /** Spring Boot's own property for the pid (ApplicationInfoPropertySource); its ECS lines print it as process.pid. */
    static final String PID = "spring.application.pid";

    private SpringEnvironment() {
    }

    static void putInto(LoggerContext context, Map<String, String> properties) {
        StandardEnvironment environment = new StandardEnvironment();
        Map<String, Object> values = new HashMap<>(properties);
        values.putIfAbsent(PID, Long.toString(ProcessHandle.current().pid()));
        environment.getPropertySources().addFirst(new MapPropertySource("logtune", values));
        context.putObject(Environment.class.getName(), environment);
    }
}
