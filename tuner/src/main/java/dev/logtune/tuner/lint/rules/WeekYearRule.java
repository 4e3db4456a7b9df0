package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.configfile.ConfigElement;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A date converter written with {@code Y}, the week-based year, where the calendar year {@code y} was meant: both
 * frameworks' date formats (SimpleDateFormat, DateTimeFormatter) read {@code YYYY} as the year the week belongs to, so
 * the last days of December print next year (and the first of January, some years, the last). In a file name pattern
 * the archives of those days are named for the wrong year.
 */
public final class WeekYearRule extends NamedRule {
    private static final Pattern DATE = Pattern.compile("%(?:d|date)\\{([^}]*)}");

    public WeekYearRule() {
        super(RuleInfo.byHand("week-year", "A date pattern with YYYY, the week-based year: wrong dates around New Year",
                "a pattern's date format is the team's text; tune changes no layout"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        for (ConfigElement element : context.config().rootElement().all()) {
            List<String> texts = new ArrayList<>(element.attributeValues());
            texts.addAll(element.ownTexts());
            for (String text : texts) {
                String format = weekYear(context.model().resolve(text));
                if (format != null) {
                    findings.add(context.finding(id(), Severity.WARNING, element,
                            "the date %d{" + format + "} prints the week-based year (Y), not the calendar year (y).",
                            "Y is the year the week belongs to (SimpleDateFormat and DateTimeFormatter alike): on the last days"
                                    + " of December it is already next year, so an event of 30 December 2024 reads 2025-12-30,"
                                    + " and files named by it sort with the wrong year.",
                            "Write yyyy: %d{" + format.replace('Y', 'y') + "}."));
                    break;
                }
            }
        }
        return findings;
    }

    /** The first date format in {@code text} that uses Y outside quotes, or null. */
    static String weekYear(String text) {
        if (text == null || !text.contains("%")) {
            return null;
        }
        Matcher date = DATE.matcher(text);
        while (date.find()) {
            // Quoted letters are literal text; what follows a comma is Logback's time zone.
            String format = date.group(1);
            String letters = format.split(",", 2)[0].replaceAll("'[^']*'", "");
            if (letters.indexOf('Y') >= 0) {
                return format;
            }
        }
        return null;
    }
}
