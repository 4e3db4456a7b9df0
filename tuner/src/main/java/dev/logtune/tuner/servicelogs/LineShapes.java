package dev.logtune.tuner.servicelogs;

import java.util.ArrayList;
import java.util.List;

/**
 * The shapes a log is tried against, the service's own patterns first: JSON lines, and the patterns most services
 * write without choosing one (Spring Boot's defaults, the frameworks' documented examples).
 */
final class LineShapes {
    /** Lines of a file's start a shape is judged on. */
    static final int SAMPLE = 200;

    private final List<LineShape> patterns;

    private LineShapes(List<LineShape> patterns) {
        this.patterns = patterns;
    }

    /** {@code own} (the service's patterns, from --pattern or --config) before the known ones. */
    static LineShapes with(List<LinePattern> own) {
        List<LineShape> shapes = new ArrayList<>(own);
        // Spring Boot 2 and 3 (console and file alike, colours aside): the date, the level padded to 5, the process id,
        // "---", Boot 3.2+'s "[application] ", the thread in 15 columns, the logger in 40, " : ".
        shapes.add(LinePattern.compile("Spring Boot's default pattern",
                "%d{yyyy-MM-dd'T'HH:mm:ss.SSSXXX} %5p %pid --- %applicationName[%15.15t] %-40.40logger{39} : %m%n"));
        // Logback's and Log4j2's documented pattern, and its variants with a full date.
        shapes.add(LinePattern.compile("the frameworks' documented pattern (%d [%thread] %-5level %logger - %msg)",
                "%d{HH:mm:ss.SSS} [%thread] %-5level %logger{36} - %msg%n"));
        shapes.add(LinePattern.compile("%d %-5level [%thread] %logger - %msg", "%d %-5level [%thread] %logger - %msg%n"));
        shapes.add(LinePattern.compile("%d %-5level %logger - %msg", "%d %-5level %logger - %msg%n"));
        shapes.add(LinePattern.compile("%d [%thread] %-5level %logger: %msg", "%d [%thread] %-5level %logger: %msg%n"));
        return new LineShapes(shapes);
    }

    /**
     * The shape most of {@code sample} reads in: JSON where the first line opens an object, else the pattern that starts the
     * most events (the first of equals, so the service's own wins a tie); null where none starts any.
     */
    LineShape detect(List<String> sample) {
        // A line that opens an object: JSON, one object a line or spread over several (Log4j2's JsonLayout unless compact).
        if (!sample.isEmpty() && sample.get(0).stripLeading().startsWith("{")) {
            return new JsonLines();
        }
        ParsedEvent event = new ParsedEvent();
        LineShape best = null;
        int bestCount = 0;
        for (LineShape shape : patterns) {
            int count = 0;
            for (String line : sample) {
                if (shape.read(line, event)) {
                    count++;
                }
            }
            if (count > bestCount) {
                best = shape;
                bestCount = count;
            }
        }
        return best;
    }
}
