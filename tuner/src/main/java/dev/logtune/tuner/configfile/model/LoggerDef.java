package dev.logtune.tuner.configfile.model;

import dev.logtune.tuner.configfile.ConfigElement;

import java.util.List;

/**
 * One logger: Logback {@code <logger>} / {@code <root>}, Log4j2 {@code <Logger>}, {@code <AsyncLogger>}, {@code <Root>},
 * {@code <AsyncRoot>}.
 *
 * @param name the logger's name, variables resolved; "ROOT" for a root logger
 * @param level its level as written (variables resolved), or null when it sets none (Logback also reads the old
 *     {@code <level value>} child)
 * @param additive whether events also go to the parent's appenders ({@code additivity}, true unless "false"); a root
 *     has no parent
 * @param async Log4j2's {@code <AsyncLogger>} / {@code <AsyncRoot>}
 */
public record LoggerDef(String name, boolean root, String level, boolean additive, boolean async, ConfigElement element,
                        SourceLocation location, List<AppenderRef> refs, List<Guard> guards) {

    /** Whether its events stop here: a root, or {@code additivity="false"}. What its refs miss, no parent catches. */
    public boolean terminal() {
        return root || !additive;
    }
}
