package dev.logtune.tuner.recommend;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.advice.DataSource;
import dev.logtune.tuner.advice.Explanation;
import dev.logtune.tuner.advice.Recommendation;
import dev.logtune.tuner.advice.Recommender;
import dev.logtune.tuner.advice.Target;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The command that writes this answer: the user's own target options, then {@code --emit} with the file named for the
 * pick's framework. The file's name fixes the framework, and with fewer contenders a tighter margin may decide another
 * pick; so the command is checked by answering it, carries the margin this pick was decided at where that keeps it, and
 * otherwise says which setup it writes and why.
 */
final class NextCommand {
    /** Options that shape how the answer is shown or written, not what it is. */
    private static final Set<String> NOT_CARRIED = Set.of("--rate", "--threads", "--emit", "--report", "--details", "--format",
            "--force", "--help", "--version");
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./:=,%+@-]+");

    private NextCommand() {
    }

    /**
     * @param given M as given with --margin, or null where it was derived
     * @return the command, with a note in brackets where the file it writes differs from the pick
     */
    static String of(RecommendResult result, ParseResult parsed, DataSource data, Double given) {
        Target target = result.answer().target();
        Framework framework = result.pick() != null ? result.pick().framework() : Framework.LOGBACK;
        String file = framework == Framework.LOG4J2 ? "log4j2.xml" : "logback.xml";
        String base = String.format(Locale.ROOT, "tuner recommend --rate %.0f --threads %d%s", target.rate(), target.threads(),
                carried(parsed));
        String command = base + " --emit " + file;
        Recommendation answer = result.answer();
        if (result.raced() || !answer.found() || target.framework() != null) {
            return command;
        }
        String picked = answer.chosen().setup();
        Recommender recommender = new Recommender(data);
        Recommendation alone = recommender.recommend(target.forFramework(framework), given);
        if (alone.found() && alone.chosen().setup().equals(picked)) {
            return command;
        }
        String among = framework.displayName() + "'s setups alone";
        String differs = alone.found()
                ? String.format(Locale.ROOT, "%s decide %s%s", among, alone.chosen().setup(), alone.comparison() == null
                        || Double.isNaN(alone.comparison().margin()) ? "" : " at " + Explanation.margin(alone.comparison().margin()))
                : among + " decide no pick";
        if (given == null && answer.comparison() != null && !Double.isNaN(answer.comparison().margin())) {
            double margin = answer.comparison().margin();
            Recommendation atMargin = recommender.recommend(target.forFramework(framework), margin);
            if (atMargin.found() && atMargin.chosen().setup().equals(picked)) {
                return String.format(Locale.ROOT, "%s --margin %s --emit %s   (--margin %s: the margin this pick was decided"
                        + " at; %s)", base, number(margin), file, number(margin), differs);
            }
        }
        return command + "   (writes " + (alone.found() ? alone.chosen().setup() : "nothing") + ": " + differs + ")";
    }

    /** The options the user gave that shape the target or the data, as given, in the order given. */
    private static String carried(ParseResult parsed) {
        if (parsed == null) {
            return "";
        }
        List<String> words = new ArrayList<>();
        for (OptionSpec option : parsed.matchedOptions()) {
            if (NOT_CARRIED.contains(option.longestName())) {
                continue;
            }
            if (option.arity().max() == 0) {
                words.add(option.longestName());
                continue;
            }
            for (String value : option.originalStringValues()) {
                words.add(option.longestName());
                words.add(PLAIN.matcher(value).matches() ? value : "'" + value.replace("'", "'\\''") + "'");
            }
        }
        return words.isEmpty() ? "" : " " + String.join(" ", words);
    }

    private static String number(double margin) {
        return Explanation.margin(margin).replaceFirst("x$", "");
    }
}
