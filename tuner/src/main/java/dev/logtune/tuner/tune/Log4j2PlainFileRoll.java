package dev.logtune.tuner.tune;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFormat;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.PlainFileRule;
import dev.logtune.tuner.lint.rules.Severity;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static dev.logtune.configs.model.ByteSizes.log4j2;

/**
 * A Log4j2 {@code File} or {@code RandomAccessFile} that never rolls, where lint finds it: it becomes the rolling
 * appender of its kind, with the same name, file, attributes, layout, filters and everything else inside it as
 * written, and rolls each day and by size, its archives gzipped and bounded by a Delete, sized as
 * {@link Log4j2RollSize} sizes them, in the file's own format (XML, properties, JSON, YAML), for an appender
 * written as an element of its own with attributes the rolling one also takes; elsewhere tune says what to write.
 */
final class Log4j2PlainFileRoll {
    /** What File and RandomAccessFile take that their rolling twins take too (type: JSON and YAML may name it so). */
    private static final List<String> KEPT = List.of("type", "name", "fileName", "append", "bufferedIO", "bufferSize", "immediateFlush",
            "ignoreExceptions", "createOnDemand", "filePermissions", "fileOwner", "fileGroup");
    private static final Pattern FILE_NAME = Pattern.compile("(?i)\\bfileName\\s*=\\s*(\"[^\"]*\"|'[^']*')");

    private Log4j2PlainFileRoll() {
    }

    static void tune(Tuning tuning) {
        if (tuning.config.framework() != Framework.LOG4J2) {
            return;
        }
        List<Finding> findings = new PlainFileRule().check(tuning.figures);
        for (ConfigElement appender : tuning.facts.appenders()) {
            String type = tuning.facts.type(appender);
            String rolling = type.equalsIgnoreCase("File") ? "RollingFile" : type.equalsIgnoreCase("RandomAccessFile")
                    ? "RollingRandomAccessFile" : null;
            // A warning: a service's file. A loose one (a sample, a fixture) gets a note, and is left as it is.
            Optional<Finding> finding = findings.stream().filter(f -> f.severity() == Severity.WARNING)
                    .filter(f -> f.file().equals(tuning.config.sourceOf(appender).toString())
                    && f.line() == appender.line()).findFirst();
            Double rate = tuning.figures.rateAt(appender);
            if (rolling == null || finding.isEmpty() || rate == null) {
                continue;
            }
            roll(tuning, appender, rolling, finding.get(), rate);
        }
    }

    private static void roll(Tuning tuning, ConfigElement appender, String rolling, Finding finding, double rate) {
        String knob = Tuning.knob(appender, "type");
        String why = finding.message().strip().replaceAll("\\.$", "");
        String fileName = appender.findAttribute("fileName").orElse(null);
        Optional<String> foreign = attributes(appender).stream().filter(a -> KEPT.stream().noneMatch(a::equalsIgnoreCase)).findFirst();
        String pattern = fileName == null ? null : archives(fileName);
        Optional<Log4j2ArchivePlace> place = pattern == null ? Optional.empty() : Log4j2ArchivePlace.of(pattern, fileName);
        Log4j2RollSize sized = Log4j2RollSize.of(tuning.target, tuning.figures, appender, true, rate);
        String instead = rolling + " with filePattern " + (pattern == null ? "<the file's archives>" : pattern)
                + ", a TimeBasedTriggeringPolicy and a SizeBasedTriggeringPolicy of " + log4j2(sized.file())
                + ", and a DefaultRolloverStrategy fileIndex=\"nomax\" holding "
                + (place.isEmpty() ? "a Delete of its archives" : Log4j2RollSize.oneLine(sized.delete(place.get())));
        boolean xml = tuning.xml != null && tuning.config.format() == ConfigFormat.XML;
        PropertiesEdits properties = tuning.edits instanceof PropertiesEdits edits ? edits : null;
        TreeEdits tree = tuning.edits instanceof TreeEdits edits ? edits : null;
        String reason = !xml && properties == null && tree == null ? tuning.config.format().label() + " takes no new element here"
                : foreign.isPresent() ? "its attribute " + foreign.get() + " is not one " + rolling + " takes"
                : place.isEmpty() ? "its fileName " + fileName + " names no directory a Delete can keep to"
                : !tuning.edits.inFile(appender) || xml && !appender.tag().equalsIgnoreCase(tuning.facts.type(appender))
                ? "it is not written as " + (xml ? "<" + tuning.facts.type(appender) + ">" : "an element of its own") + " in this file"
                : null;
        if (reason != null) {
            tuning.keep(knob + ": " + reason + "; write it as " + instead + " (" + why + ")");
            return;
        }
        if (sized.shortOf() != null) {
            tuning.keep(sized.shortOf());
        }
        tuning.change(appender, null, new Change(knob, appender.tag() + " (never rolls)", rolling + " (filePattern " + pattern
                        + ", each day and at " + log4j2(sized.file()) + ", archives bounded by a Delete)",
                        why, sized.effect() + ". Its name, file, layout, filters and attributes are kept as written; the archives are"
                                + " gzipped beside it and only those the Delete's glob names below " + place.get().basePath() + " are deleted"),
                properties != null ? () -> rewrite(properties, appender, rolling, pattern, sized, place.get())
                        : tree != null ? () -> rewrite(tree, appender, rolling, pattern, sized, place.get())
                        : () -> tuning.xml.replaceWritten(appender, rewritten(tuning.xml, appender, rolling, pattern, sized, place.get())));
    }

    /** The archives beside the file: "logs/app.log" rolls to "logs/app-%d{yyyy-MM-dd}-%i.log.gz". */
    static String archives(String fileName) {
        int slash = Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('}'));
        int dot = fileName.lastIndexOf('.');
        String stem = dot > slash ? fileName.substring(0, dot) : fileName;
        String extension = dot > slash ? fileName.substring(dot) : ".log";
        return stem + "-%d{yyyy-MM-dd}-%i" + extension + ".gz";
    }

    /** The appender as written, its tag renamed, filePattern after fileName, and the policies before its end tag. */
    private static String rewritten(XmlEdits xml, ConfigElement appender, String rolling, String pattern, Log4j2RollSize sized,
                                    Log4j2ArchivePlace place) {
        String written = xml.written(appender);
        String tag = appender.tag();
        String eol = xml.eol();
        String indent = xml.indentOf(appender);
        String step = xml.step();
        Matcher fileName = FILE_NAME.matcher(written);
        if (!fileName.find()) {
            throw new UnwritableValue("has no fileName attribute written in its start tag: write the rolling appender by hand");
        }
        char quote = fileName.group(1).charAt(0);
        String start = written.substring(0, fileName.end()) + " filePattern=" + quote + pattern + quote + written.substring(fileName.end());
        start = "<" + rolling + start.substring(1 + tag.length());
        List<XmlEdits.Indented> added = new ArrayList<>();
        added.add(new XmlEdits.Indented(0, "<Policies>"));
        added.add(new XmlEdits.Indented(1, "<TimeBasedTriggeringPolicy/>"));
        added.add(new XmlEdits.Indented(1, "<SizeBasedTriggeringPolicy size=\"" + log4j2(sized.file()) + "\"/>"));
        added.add(new XmlEdits.Indented(0, "</Policies>"));
        added.add(new XmlEdits.Indented(0, "<DefaultRolloverStrategy fileIndex=\"nomax\">"));
        sized.delete(place).forEach(line -> added.add(new XmlEdits.Indented(line.depth() + 1, line.text())));
        added.add(new XmlEdits.Indented(0, "</DefaultRolloverStrategy>"));
        StringBuilder children = new StringBuilder();
        for (XmlEdits.Indented line : added) {
            children.append(eol).append(indent).append(step).append(step.repeat(line.depth())).append(line.text());
        }
        String end = "</" + tag + ">";
        if (start.endsWith("/>")) {
            return start.substring(0, start.length() - 2).stripTrailing() + ">" + children + eol + indent + "</" + rolling + ">";
        }
        if (!start.endsWith(end)) {
            throw new UnwritableValue("does not end in " + end + " as written: write the rolling appender by hand");
        }
        String body = start.substring(0, start.length() - end.length()).stripTrailing();
        return body + children + eol + indent + "</" + rolling + ">";
    }

    /** The appender's keys as written, its type renamed, and filePattern, the policies and the strategy after them. */
    private static void rewrite(PropertiesEdits properties, ConfigElement appender, String rolling, String pattern,
                                Log4j2RollSize sized, Log4j2ArchivePlace place) {
        properties.setAttribute(appender, "type", rolling);
        properties.setAttribute(appender, "filePattern", pattern);
        properties.addComponent(appender, properties.unusedId(appender, "policies"), List.of(Map.entry("type", "Policies"),
                Map.entry("time.type", "TimeBasedTriggeringPolicy"), Map.entry("size.type", "SizeBasedTriggeringPolicy"),
                Map.entry("size.size", log4j2(sized.file()))));
        List<Map.Entry<String, String>> strategy = new ArrayList<>();
        strategy.add(Map.entry("type", "DefaultRolloverStrategy"));
        strategy.add(Map.entry("fileIndex", "nomax"));
        sized.deleteKeys(place).forEach(key -> strategy.add(Map.entry("delete." + key.getKey(), key.getValue())));
        properties.addComponent(appender, properties.unusedId(appender, "strategy"), strategy);
    }

    /**
     * The appender's key (or its type attribute, where it has one) renamed, and filePattern, the policies and the
     * strategy as its first keys, in the text's own style: a JSON object, which YAML reads as a flow mapping.
     */
    private static void rewrite(TreeEdits tree, ConfigElement appender, String rolling, String pattern, Log4j2RollSize sized,
                                Log4j2ArchivePlace place) {
        if (tree.writtenValue(appender, "type").isPresent()) {
            tree.setAttribute(appender, "type", rolling);
        } else {
            tree.rename(appender, rolling);
        }
        tree.setAttribute(appender, "filePattern", pattern);
        tree.addChild(appender, "Policies", "{\"TimeBasedTriggeringPolicy\": {}, \"SizeBasedTriggeringPolicy\": {\"size\": "
                + TreeEdits.jsonString(log4j2(sized.file())) + "}}");
        tree.addChild(appender, "DefaultRolloverStrategy", "{\"fileIndex\": \"nomax\", \"Delete\": " + sized.deleteJson(place) + "}");
    }

    private static List<String> attributes(ConfigElement appender) {
        return appender.attributeNames().stream().map(n -> n.toLowerCase(Locale.ROOT)).toList();
    }
}
