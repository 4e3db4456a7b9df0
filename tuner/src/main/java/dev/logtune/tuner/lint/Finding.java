package dev.logtune.tuner.lint;

/**
 * One thing lint found.
 *
 * @param file the file the element is in (an included file where it came from one)
 * @param line the element's line, 0 when it is the file as a whole
 * @param element the element, as it starts in the file: {@code <appender name="ASYNC">}
 * @param message what is wrong
 * @param why why it hurts, with measured figures where the results have them
 * @param fix what to change
 */
public record Finding(String rule, Severity severity, String file, int line, String element, String message, String why,
                      String fix) {
}
