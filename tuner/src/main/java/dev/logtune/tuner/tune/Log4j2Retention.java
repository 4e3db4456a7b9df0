package dev.logtune.tuner.tune;

import dev.logtune.configs.model.ByteSizes;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.advice.Recommendation;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFormat;
import dev.logtune.tuner.configfile.model.DeleteAction;
import dev.logtune.tuner.configfile.model.Load;
import dev.logtune.tuner.configfile.model.RollingSetup;
import dev.logtune.tuner.emit.RollSizing;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Subject;
import dev.logtune.tuner.lint.rules.LintContext;
import dev.logtune.tuner.lint.rules.RetentionRule;
import dev.logtune.tuner.lint.rules.RolloverStrategyRule;
import dev.logtune.tuner.lint.rules.Severity;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A Log4j2 rolling file whose history lint warns of (archives never deleted, minutes kept at the rate, less than
 * --history, or a Delete whose glob misses the archives), sized the way emit sizes a file ({@link RollSizing}): a size
 * trigger that rolls minutes apart, a window of archives the cap can fill, and a Delete that names the archives and
 * keeps the rolled files' share of --disk-budget and, where asked, --history. What a format cannot take as an edit (a
 * new element in JSON or YAML) is said as what to add.
 */
final class Log4j2Retention {
    private Log4j2Retention() {
    }

    /** Sizes each rolling file lint warns of; returns the appenders a Delete now bounds (their fileIndex is tune's). */
    static Set<ConfigElement> tune(Tuning tuning) {
        Set<ConfigElement> bounded = new HashSet<>();
        if (tuning.config.framework() != Framework.LOG4J2) {
            return bounded;
        }
        LintContext context = withVolume(tuning);
        List<Finding> findings = new ArrayList<>(new RetentionRule().check(context));
        new RolloverStrategyRule().check(context).stream().filter(f -> f.subject() != null && f.subject().kind() == Subject.Kind.DELETE_GLOB_MISS).forEach(findings::add);
        for (RollingSetup setup : context.model().rolling()) {
            if (setup.framework() != Framework.LOG4J2 || context.load(setup.appender()).map(Load::none).orElse(false)
                    || setup.strategy() != null && setup.strategy().isTag("DirectWriteRolloverStrategy")) {
                continue;
            }
            // The index tune adds for a size trigger opens an index window of its own: sized here too.
            Optional<Finding> why = findings.stream().filter(f -> f.severity() != Severity.NOTE && about(tuning, f, setup)).findFirst()
                    .or(() -> Log4j2ArchiveNames.overwrites(tuning, setup).filter(f -> Log4j2ArchiveNames.indexAdded(tuning, setup)));
            Double rate = context.rateAt(setup.appender());
            if (why.isPresent() && rate != null) {
                size(tuning, context, setup, why.get(), rate, bounded);
            }
        }
        return bounded;
    }

    /** The file's context with the target's --history and --disk-budget, which lint reads from what recommend was asked. */
    private static LintContext withVolume(Tuning tuning) {
        LintContext context = tuning.figures;
        Recommendation asked = new Recommendation(tuning.target, null, null, null, List.of(), List.of(), List.of(), List.of(),
                false, null, null, List.of(), null);
        return new LintContext(context.file(), context.rate(), context.threads(), context.figures(), context.closest(), asked,
                context.versions(), context.virtualThreads());
    }

    /** Whether the finding sits on the setup's appender or an element inside it. */
    static boolean about(Tuning tuning, Finding finding, RollingSetup setup) {
        ConfigElement appender = setup.appender();
        if (!finding.file().equals(tuning.config.sourceOf(appender).toString())) {
            return false;
        }
        return appender.all().stream().anyMatch(e -> e.line() == finding.line())
                || setup.sizeElement().line() == finding.line();
    }

    private static void size(Tuning tuning, LintContext context, RollingSetup setup, Finding finding, double rate,
                             Set<ConfigElement> bounded) {
        Log4j2RollSize sized = Log4j2RollSize.of(tuning.target, context, setup.appender(), setup.compressed(), rate);
        long file = sized.file();
        long cap = sized.cap();
        String age = sized.age();
        String effect = sized.effect();
        String why = finding.message().strip().replaceAll("\\.$", "");
        if (sized.shortOf() != null) {
            tuning.keep(sized.shortOf());
        }
        sizeTrigger(tuning, setup, file, why, effect);
        List<DeleteAction> bounding = setup.deletes().stream().filter(d -> d.bounds() || d.missesArchives()).toList();
        // fileIndex first: it and a Delete added to a strategy that closes itself both edit its start tag.
        if (!bounding.isEmpty() || canAddDelete(tuning, setup)) {
            noWindow(tuning, setup);
            bounded.add(setup.appender());
        } else {
            window(tuning, setup, file, cap, why, effect);
        }
        if (bounding.isEmpty()) {
            addDelete(tuning, setup, sized, why, effect);
        }
        for (DeleteAction delete : bounding) {
            resize(tuning, setup, delete, file, cap, age, why, effect);
        }
    }

    private static boolean canAddDelete(Tuning tuning, RollingSetup setup) {
        ConfigElement holder = setup.strategy() != null ? setup.strategy() : setup.appender();
        boolean takesElements = tuning.xml != null && tuning.config.format() == ConfigFormat.XML || tuning.edits instanceof PropertiesEdits
                || tuning.edits instanceof TreeEdits;
        return takesElements && place(tuning, setup).isPresent() && tuning.edits.inFile(holder);
    }

    // Under a Delete an index window only gets in the way: once its highest index is reached each roll renames the
    // whole window (or, with gaps the Delete left, writes onto the newest archive). nomax names each archive once.
    private static void noWindow(Tuning tuning, RollingSetup setup) {
        ConfigElement strategy = setup.strategy();
        boolean indexAdded = Log4j2ArchiveNames.indexAdded(tuning, setup) && !"nomax".equals(setup.fileIndex());
        if (setup.windowFiles() == null && !indexAdded || strategy == null) {
            return; // no window, or the strategy tune adds says fileIndex itself
        }
        String from = strategy.findAttribute("fileIndex").orElse("unset (max)");
        String window = setup.windowFiles() == null ? "the archives the index tune adds names" : setup.windowFiles() + " archives";
        tuning.change(strategy, strategy.findAttribute("fileIndex").orElse(null),
                new Change(Tuning.knob(setup.appender(), "DefaultRolloverStrategy/fileIndex"), from, "nomax",
                        "with an index window of " + window + " (fileIndex " + (from.startsWith("unset") ? "max, the default" : from) + "), "
                                + (from.startsWith("min") ? "the newest takes the lowest index, so every roll renames each older"
                                + " archive up by one" : "once the highest index is reached every roll renames the whole window")
                                + ", synchronously, while every logging thread waits; the Delete now bounds the archives",
                        "each archive is named once, with the next index, and the Delete deletes the oldest"),
                () -> tuning.edits.setAttribute(strategy, "fileIndex", "nomax"));
    }

    // A size trigger smaller than a roll minutes apart: the file size emit would write.
    private static void sizeTrigger(Tuning tuning, RollingSetup setup, long file, String why, String effect) {
        if (setup.sizeTrigger() == null || setup.sizeTrigger() >= file || !setup.sizeElement().isTag("SizeBasedTriggeringPolicy")) {
            return;
        }
        ConfigElement policy = setup.sizeElement();
        String to = ByteSizes.log4j2(file);
        tuning.change(policy, policy.findAttribute("size").orElse(null),
                new Change(Tuning.knob(setup.appender(), "SizeBasedTriggeringPolicy/size"),
                        policy.findAttribute("size").orElse("unset (10 MB)"), to, why, effect),
                () -> tuning.edits.setAttribute(policy, "size", to));
    }

    // An index window of fewer archives than the cap holds keeps less than the cap: room for the cap's archives.
    private static void window(Tuning tuning, RollingSetup setup, long file, long cap, String why, String effect) {
        if (setup.windowFiles() == null || setup.strategy() == null) {
            return;
        }
        // No Delete: the window alone bounds the archives, so no more of them than the cap holds.
        int files = (int) Math.max(1, Math.min(Integer.MAX_VALUE - 1, cap / file));
        if (setup.windowFiles() >= files) {
            return;
        }
        ConfigElement strategy = setup.strategy();
        int min = tuning.facts.attribute(strategy, "min").flatMap(dev.logtune.tuner.configfile.ConfigFacts::parseInt).orElse(1);
        String to = String.valueOf(min + files - 1);
        tuning.change(strategy, strategy.findAttribute("max").orElse(null),
                new Change(Tuning.knob(setup.appender(), "DefaultRolloverStrategy/max"), strategy.findAttribute("max").orElse("unset (7)"),
                        to, why, effect + "; the window holds the " + files + " archives the cap has room for"),
                () -> tuning.edits.setAttribute(strategy, "max", to));
    }

    // An existing Delete: its glob made to reach the archives, its size and age conditions to what the target keeps.
    private static void resize(Tuning tuning, RollingSetup setup, DeleteAction delete, long file, long cap, String age,
                               String why, String effect) {
        ConfigElement element = delete.element();
        if (delete.missesArchives()) {
            ConfigElement name = element.descendants("IfFileName").get(0);
            String glob = place(tuning, setup).map(Log4j2ArchivePlace::glob).orElse(null);
            if (glob != null && Log4j2ArchivePlace.depth(glob) == Log4j2ArchivePlace.depth(delete.archives())) {
                tuning.change(name, name.findAttribute("glob").orElse(null),
                        new Change(Tuning.knob(setup.appender(), "Delete/IfFileName/glob"), delete.glob(), glob,
                                "the glob names files at another depth below basePath than the archives (\"" + delete.archives()
                                        + "\"), so it matches none of them and its conditions are never applied",
                                "the Delete reaches the archives it was written for"),
                        () -> tuning.edits.setAttribute(name, "glob", glob));
            }
        }
        if (delete.size() != null && delete.size() < cap) {
            ConfigElement condition = element.descendants("IfAccumulatedFileSize").get(0);
            String to = ByteSizes.log4j2(cap);
            tuning.change(condition, condition.findAttribute("exceeds").orElse(null),
                    new Change(Tuning.knob(setup.appender(), "Delete/IfAccumulatedFileSize/exceeds"),
                            condition.findAttribute("exceeds").orElse(""), to, why, effect),
                    () -> tuning.edits.setAttribute(condition, "exceeds", to));
        }
        if (delete.count() != null && (long) delete.count() * file < cap) {
            ConfigElement condition = element.descendants("IfAccumulatedFileCount").get(0);
            String to = String.valueOf((cap + file - 1) / file);
            tuning.change(condition, condition.findAttribute("exceeds").orElse(null),
                    new Change(Tuning.knob(setup.appender(), "Delete/IfAccumulatedFileCount/exceeds"),
                            condition.findAttribute("exceeds").orElse(""), to, why, effect),
                    () -> tuning.edits.setAttribute(condition, "exceeds", to));
        }
        if (delete.size() == null && delete.count() == null && delete.age() != null) {
            capAge(tuning, setup, element, cap, why, effect);
        }
        long days = Long.parseLong(age.substring(1, age.length() - 1));
        if (delete.age() != null && delete.age().toDays() < days && tuning.target.history() != null
                && delete.age().getSeconds() < tuning.target.history().seconds()) {
            ConfigElement condition = element.descendants("IfLastModified").get(0);
            tuning.change(condition, condition.findAttribute("age").orElse(null),
                    new Change(Tuning.knob(setup.appender(), "Delete/IfLastModified/age"),
                            condition.findAttribute("age").orElse(""), age, why + ", and --history asks for "
                            + tuning.target.history().describe(), effect),
                    () -> tuning.edits.setAttribute(condition, "age", age));
        }
    }

    // A Delete bounded by age alone: a busier day takes more disk than the one sized for, so the age goes beside a size
    // in one IfAny, whichever comes first deleting.
    private static void capAge(Tuning tuning, RollingSetup setup, ConfigElement delete, long cap, String why, String effect) {
        ConfigElement age = delete.descendants("IfLastModified").get(0);
        String exceeds = ByteSizes.log4j2(cap);
        String knob = Tuning.knob(setup.appender(), "Delete/IfAccumulatedFileSize");
        if (tuning.xml == null || tuning.config.format() != ConfigFormat.XML) {
            tuning.keep(knob + ": " + tuning.config.format().label() + " takes no new element here; put the Delete's"
                    + " IfLastModified beside an IfAccumulatedFileSize exceeds=\"" + exceeds + "\" in one IfAny (" + why + ")");
            return;
        }
        String indent = tuning.xml.indentOf(age);
        String step = tuning.xml.step();
        String eol = tuning.xml.eol();
        String written = "<IfAny>" + eol + indent + step + tuning.xml.written(age) + eol + indent + step
                + "<IfAccumulatedFileSize exceeds=\"" + exceeds + "\"/>" + eol + indent + "</IfAny>";
        tuning.change(age, null, new Change(knob, "none (age alone)", "IfAny of the age and exceeds=\"" + exceeds + "\"",
                        why + "; an age alone lets a busier day take more disk than the one sized for",
                        effect + "; the oldest archives go once the age passes or the total passes " + exceeds),
                () -> tuning.xml.replaceWritten(age, written));
    }

    /** Where the archives sit, as filePattern is written once tune has given it an index it needs. */
    private static Optional<Log4j2ArchivePlace> place(Tuning tuning, RollingSetup setup) {
        String written = Log4j2ArchiveNames.pattern(tuning, setup);
        String active = setup.appender().findAttribute("fileName").orElse(null);
        return written == null ? Optional.empty() : Log4j2ArchivePlace.of(written, active);
    }

    /** A Delete under the strategy (added where there is none) that names the archives and keeps the cap and the age. */
    private static void addDelete(Tuning tuning, RollingSetup setup, Log4j2RollSize sized, String why, String effect) {
        ConfigElement appender = setup.appender();
        String knob = Tuning.knob(appender, "DefaultRolloverStrategy/Delete");
        Optional<Log4j2ArchivePlace> place = place(tuning, setup);
        if (place.isEmpty()) {
            tuning.keep(knob + ": the archives' directory in filePattern " + setup.pattern() + " is not one a Delete can name (a"
                    + " lookup resolved at each roll, or a glob that would match the active file): add a Delete by hand (" + why + ")");
            return;
        }
        Log4j2ArchivePlace at = place.get();
        List<XmlEdits.Indented> delete = sized.delete(at);
        String oneLine = Log4j2RollSize.oneLine(delete);
        ConfigElement strategy = setup.strategy();
        Change change = new Change(knob, "none", oneLine, why, effect + ". It deletes only files its glob names below "
                + at.basePath() + ", the oldest first");
        if (tuning.edits instanceof PropertiesEdits properties) {
            List<Map.Entry<String, String>> keys = sized.deleteKeys(at);
            if (strategy != null) {
                tuning.change(strategy, null, change, () -> properties.addComponent(strategy, properties.unusedId(strategy, "delete"), keys));
                return;
            }
            List<Map.Entry<String, String>> wrapped = new ArrayList<>();
            wrapped.add(Map.entry("type", "DefaultRolloverStrategy"));
            if (setup.index() || Log4j2ArchiveNames.indexAdded(tuning, setup)) {
                wrapped.add(Map.entry("fileIndex", "nomax"));
            }
            keys.forEach(key -> wrapped.add(Map.entry("delete." + key.getKey(), key.getValue())));
            tuning.change(appender, null, change, () -> properties.addComponent(appender, properties.unusedId(appender, "strategy"), wrapped));
            return;
        }
        if (tuning.edits instanceof TreeEdits tree) {
            String json = sized.deleteJson(at);
            Change written = new Change(knob, "none", "Delete: " + json, why, change.effect());
            if (strategy != null) {
                tuning.change(strategy, null, written, () -> tree.addChild(strategy, "Delete", json));
                return;
            }
            boolean indexed = setup.index() || Log4j2ArchiveNames.indexAdded(tuning, setup);
            tuning.change(appender, null, written, () -> tree.addChild(appender, "DefaultRolloverStrategy",
                    "{" + (indexed ? "\"fileIndex\": \"nomax\", " : "") + "\"Delete\": " + json + "}"));
            return;
        }
        if (tuning.xml == null || tuning.config.format() != ConfigFormat.XML) {
            tuning.keep(knob + ": " + tuning.config.format().label() + " takes no new element here; add to "
                    + (strategy == null ? "the appender a DefaultRolloverStrategy holding " : "its DefaultRolloverStrategy ") + oneLine
                    + " (" + why + "; " + effect + ")");
            return;
        }
        if (strategy != null) {
            tuning.change(strategy, null, change, () -> tuning.xml.appendChild(strategy, delete));
            return;
        }
        List<XmlEdits.Indented> wrapped = new ArrayList<>();
        boolean indexed = setup.index() || Log4j2ArchiveNames.indexAdded(tuning, setup);
        wrapped.add(new XmlEdits.Indented(0, indexed ? "<DefaultRolloverStrategy fileIndex=\"nomax\">" : "<DefaultRolloverStrategy>"));
        delete.forEach(line -> wrapped.add(new XmlEdits.Indented(line.depth() + 1, line.text())));
        wrapped.add(new XmlEdits.Indented(0, "</DefaultRolloverStrategy>"));
        tuning.change(appender, null, change, () -> tuning.xml.appendChild(appender, wrapped));
    }
}
