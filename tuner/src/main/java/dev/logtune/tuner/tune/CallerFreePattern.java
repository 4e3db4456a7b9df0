package dev.logtune.tuner.tune;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A pattern without its caller converters (%C %class %M %method %L %line %F %file %caller %l %location), for a
 * suggestion: the separators that joined them to the logger name go with them ("%logger{36}.%M:%L - %m" becomes
 * "%logger{36} - %m"), and brackets left empty go too.
 */
final class CallerFreePattern {
    /**
     * A caller converter with its options, and the one separator that tied it to what came before, or the label that
     * names it ("Line:%-3L").
     */
    private static final Pattern CALLER = Pattern.compile(
            "(?:(?<=\\s)(?i:line|method|class|file|at)\\s?[:=]\\s?)?[.:#@,]?%-?\\d*(?:\\.-?\\d+)?"
                    + "(?:C|class|M|method|L|line|F|file|caller|l|location)(?![A-Za-z])(?:\\{[^}]*})?");
    private static final Pattern REPEATED_SEPARATOR = Pattern.compile("( [-|:] )(?:[-|:] )+");
    // Brackets left empty go, Logback's escaped parentheses too (%logger\(%L\)), with the separator that tied them on
    // ("%logger:[%line]" leaves "%logger").
    private static final Pattern EMPTY_BRACKETS = Pattern.compile("[.:#@,]?(?:\\\\\\(\\s*\\\\\\)|\\(\\s*\\)|\\[\\s*]|\\{\\s*})");

    private CallerFreePattern() {
    }

    /** As {@link #of}, for a pattern as the file writes it: inside its CDATA section where it is in one. */
    static String ofWritten(String written) {
        String cdata = "<![CDATA[";
        if (written.startsWith(cdata) && written.endsWith("]]>")) {
            return cdata + of(written.substring(cdata.length(), written.length() - 3)) + "]]>";
        }
        return of(written);
    }

    static String of(String pattern) {
        Matcher caller = CALLER.matcher(pattern);
        StringBuilder out = new StringBuilder();
        while (caller.find()) {
            caller.appendReplacement(out, "");
        }
        caller.appendTail(out);
        String text = EMPTY_BRACKETS.matcher(out.toString()).replaceAll("");
        text = text.replaceAll(" {2,}", " ");
        // "%logger - [%M] - %msg" leaves "%logger - - %msg": one separator between what is left.
        return REPEATED_SEPARATOR.matcher(text).replaceAll("$1").replaceAll("^ | $", "");
    }
}
