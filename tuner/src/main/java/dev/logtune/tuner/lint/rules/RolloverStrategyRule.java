package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.model.DeleteAction;
import dev.logtune.tuner.configfile.model.Load;
import dev.logtune.tuner.configfile.model.RollingSetup;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Log4j2 rollover strategies that cost or destroy more than they should: {@code fileIndex="min"} renames every archive
 * at every roll, on the logging thread (DefaultRolloverStrategy: the newest takes the lowest index, each older one moves
 * up); a {@code <Delete>} with no {@code IfFileName} deletes whatever under its base path meets the age or size, the
 * service's other files included (DeleteAction walks the directory tree to maxDepth); an {@code IfFileName} glob of
 * another depth than the archives below the base path matches none of them, and bounds nothing.
 */
public final class RolloverStrategyRule extends NamedRule {
    public RolloverStrategyRule() {
        super(RuleInfo.byHand("rollover-strategy", "Log4j2 fileIndex=\"min\" renaming every archive, or a Delete that picks no file name",
                "tune sets fileIndex and a Delete where it can name the archives; here a lookup decides their directory, or"
                        + " the format takes no new element: fix it by hand"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        if (context.framework() != Framework.LOG4J2) {
            return List.of();
        }
        List<Finding> findings = new ArrayList<>();
        for (RollingSetup setup : context.model().rolling()) {
            if (context.load(setup.appender()).map(Load::none).orElse(false)) {
                continue;
            }
            String name = setup.appender().attribute("name");
            if ("min".equals(setup.fileIndex()) && setup.index() && setup.strategy() != null) {
                findings.add(context.finding(id(), Severity.WARNING, setup.strategy(),
                        "appender \"" + name + "\": fileIndex=\"min\" renames every archive at every roll.",
                        "With fileIndex=\"min\" the newest archive takes the lowest index, so DefaultRolloverStrategy first moves each"
                                + " older archive up by one (" + (setup.windowFiles() == null ? "" : "up to " + setup.windowFiles() + " ")
                                + "renames), synchronously in the roll, while every logging thread waits (log4j-core DefaultRolloverStrategy).",
                        "fileIndex=\"nomax\" (each archive keeps its name; a Delete action bounds them) or the default \"max\".").about(Subject.of(Subject.Kind.FILE_INDEX_MIN, name)));
            }
            compressionLevel(context, setup, name).ifPresent(findings::add);
            for (DeleteAction delete : setup.deletes()) {
                if (delete.missesArchives()) {
                    findings.add(missed(context, name, delete));
                    continue;
                }
                if (delete.namesFiles()) {
                    continue;
                }
                findings.add(context.finding(id(), Severity.WARNING, delete.element(),
                        "appender \"" + name + "\": a Delete with no IfFileName removes any file under " + (delete.basePath().isEmpty()
                                ? "its base path" : "\"" + delete.basePath() + "\"") + (delete.maxDepth() > 1 ? " (and " + delete.maxDepth()
                                + " levels down)" : "") + " that meets its conditions, not only this appender's archives.",
                        "DeleteAction walks the base path to maxDepth and applies the conditions to every file it finds; only an"
                                + " IfFileName restricts it to a name (log4j-core DeleteAction, PathCondition). Another appender's"
                                + " files, a heap dump or the active log of another service in that directory can go.",
                        "Nest the conditions in <IfFileName regex=\"<this appender's archive pattern>\">, or put one beside them."));
            }
        }
        return findings;
    }

    private Finding missed(LintContext context, String name, DeleteAction delete) {
        String[] glob = delete.glob().split("/", -1);
        int levels = delete.archives().split("/", -1).length;
        String fitting = glob.length > levels ? String.join("/", List.of(glob).subList(glob.length - levels, glob.length))
                : "*/".repeat(levels - glob.length) + delete.glob();
        return context.finding(id(), Severity.WARNING, delete.element(),
                "appender \"" + name + "\": the Delete's IfFileName glob \"" + delete.glob() + "\" matches none of its archives"
                        + " (\"" + delete.archives() + "\" below \"" + delete.basePath() + "\"): the history is not bounded by it.",
                "IfFileName matches a file's path relative to basePath, and a glob's * does not cross a / (log4j-core"
                        + " PathCondition, java.nio PathMatcher): \"" + delete.glob() + "\" names files " + depth(glob.length - 1)
                        + ", the archives sit " + depth(levels - 1) + ". Its age and size conditions are never applied, so the"
                        + " archives are never deleted by it.",
                "<IfFileName glob=\"" + fitting + "\">, the archives' path below basePath.").about(Subject.of(Subject.Kind.DELETE_GLOB_MISS, name));
    }

    private static String depth(int levels) {
        return levels == 0 ? "directly in basePath" : levels == 1 ? "one directory below basePath" : levels + " directories below basePath";
    }

    /**
     * A compressionLevel on a strategy whose filePattern ends in no compression suffix: the level is set for an archive
     * Log4j2 never compresses, which it picks by the suffix alone (.gz, .zip, or commons-compress's .bz2, .xz...).
     * A service whose archives were meant compressed keeps them at full size (dhis2/dhis2-core 24188: 315 GB with nomax).
     */
    private Optional<Finding> compressionLevel(LintContext context, RollingSetup setup, String name) {
        if (setup.strategy() == null || setup.compressed() || setup.strategy().findAttribute("compressionLevel").isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(context.finding(id(), Severity.WARNING, setup.strategy(),
                "appender \"" + name + "\": compressionLevel is set, but filePattern " + setup.pattern() + " ends in no .gz or .zip:"
                        + " Log4j2 compresses nothing, and the archives stay at full size.",
                "DefaultRolloverStrategy picks compression by the filePattern's suffix alone; compressionLevel only tunes the"
                        + " .zip and .gz it applies to. Sized for compressed archives, the history takes several times the disk"
                        + " (one service reached 315 GB with fileIndex=\"nomax\": dhis2/dhis2-core 24188).",
                "End filePattern in .gz (or .zip), or drop compressionLevel if the archives are meant uncompressed."));
    }
}
