package dev.logtune.tuner.tune;

import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.model.JudgedFile;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.SpringBootProperties;
import dev.logtune.tuner.lint.rules.LintContext;
import dev.logtune.tuner.lint.rules.Subject;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One tuning in progress: the configuration, the edits planned on its text, and what is said about each knob, changed
 * or deliberately not. A knob written in an included file, or set through a variable, is reported instead of edited.
 */
final class Tuning {
    /** A reference to an entity the DOCTYPE declares; the five XML predefines are plain characters. */
    /** {@code ${NAME:-default}} alone: a variable and the value used where it is not set. */
    private static final Pattern DEFAULT_IN_EFFECT = Pattern.compile("\\$\\{([^:}${]+|(?:sys|env):[^:}${]+):-([^}${]*)}");
    private static final Pattern ENTITY_REFERENCE = Pattern.compile("&(?!(?:lt|gt|amp|quot|apos);)([A-Za-z_:][\\w.:-]*);");
    final ConfigFile config;
    final ConfigFacts facts;
    /** The file as lint judges it: its model and routing, built once with the facts above. */
    final JudgedFile judged;
    /** The edits on the file's text, in its own format. */
    final KnobEdits edits;
    /** The same edits where the file is XML, with the element-level operations Logback's knobs need; else null. */
    final XmlEdits xml;
    final Target target;
    /** Quotes measured figures the way lint does. */
    final LintContext figures;
    /** The log4j2.component.properties beside the file, as written, or null. */
    final String properties;
    /** What tune may do beyond its knobs: add a library (logstash-logback-encoder's disruptor appender), change the output. */
    final Permissions permissions;
    /** File appenders now behind a ring that flushes them at the end of each batch: buffering them loses nothing held. */
    final Set<String> batchFlushed = new HashSet<>();
    /**
     * Patterns (and the variables they are set through) whose caller converters the tune takes out: what a new queue in
     * front of them need not capture, and a variable several layouts share is edited once.
     */
    final Set<ConfigElement> callerFree = new HashSet<>();
    private final Path scratch;
    private final List<TextEdit> propertyEdits = new ArrayList<>();
    private final List<Change> changes = new ArrayList<>();
    private final List<String> kept = new ArrayList<>();
    private final List<String> advice = new ArrayList<>();
    private final Set<Subject> advised = new HashSet<>();
    private int blocked;

    /** {@code scratch} is where the config was read from, so included files can be named by their real paths. */
    Tuning(JudgedFile judged, KnobEdits edits, Target target, LintContext figures, String properties,
           Path scratch, Permissions permissions) {
        this.edits = edits;
        this.xml = edits instanceof XmlEdits xmlEdits ? xmlEdits : null;
        this.judged = judged;
        this.config = judged.config();
        this.permissions = permissions;
        this.properties = properties;
        this.facts = judged.facts();
        this.target = target;
        this.figures = figures;
        this.scratch = scratch;
    }

    /**
     * Makes {@code change} by running {@code edit}, unless {@code owner} (the element whose text or attributes the edit
     * touches) lives in an included file or {@code written} (the value as written) is a variable: then it is reported.
     * Returns whether it was made.
     */
    boolean change(ConfigElement owner, String written, Change change, Runnable edit) {
        if (!edits.inFile(owner)) {
            Optional<String> bootKey = springBootKey(owner, written);
            if (bootKey.isPresent()) {
                kept.add(change.knob() + " is set by Spring Boot's own " + config.sourceOf(owner).getFileName() + " from "
                        + bootKey.get() + " (it reads " + written.strip() + "): set " + bootKey.get() + "=" + change.to()
                        + " in the service's application properties (" + change.reason() + ")");
                blocked++;
                return false;
            }
            String why = edits.notInFile(owner);
            kept.add(change.knob() + " " + (why == null ? "lives in included file " + includedFile(owner) + ": not edited there"
                    : why) + " (the tune would be " + change.from() + " -> " + change.to() + ": " + change.reason() + ")");
            blocked++;
            return false;
        }
        Matcher unset = written == null ? null : DEFAULT_IN_EFFECT.matcher(written.strip());
        boolean intoDefault = unset != null && unset.matches() && !facts.variables().resolve("${" + unset.group(1) + "}").complete();
        if (written != null && written.contains("${") && !intoDefault) {
            kept.add(change.knob() + " is set through " + written.strip() + " (" + change.from() + "): set that variable to "
                    + change.to() + " where it is defined (" + change.reason() + ")");
            blocked++;
            return false;
        }
        int before = edits.edits().size();
        try {
            edit.run();
        } catch (UnwritableValue e) {
            edits.truncate(before);
            kept.add(change.knob() + " " + e.getMessage() + " (the tune would be " + change.from() + " -> " + change.to()
                    + ": " + change.reason() + ")");
            blocked++;
            return false;
        }
        String entity = entityReplaced(edits.edits().subList(before, edits.edits().size()));
        if (entity != null) {
            edits.truncate(before);
            kept.add(change.knob() + " is set through entity &" + entity + "; (" + change.from() + "): set it to " + change.to()
                    + " where the DOCTYPE declares it (" + change.reason() + ")");
            blocked++;
            return false;
        }
        if (intoDefault) {
            return intoDefault(change, written.strip(), unset.group(1), before);
        }
        changes.add(change);
        return true;
    }

    /**
     * A value written {@code ${NAME:-default}} where nothing here sets NAME: the default is the value in effect, so the
     * edit goes into it and NAME still overrides it where the service sets it.
     */
    private boolean intoDefault(Change change, String written, String name, int before) {
        String[] to = {null};
        edits.rewrite(before, edit -> {
            if (!edits.text().substring(edit.start(), edit.end()).strip().equals(written)) {
                return edit;
            }
            to[0] = "${" + name + ":-" + edit.replacement() + "}";
            return new TextEdit(edit.start(), edit.end(), to[0]);
        });
        if (to[0] == null) {
            edits.truncate(before);
            kept.add(change.knob() + " is set through " + written + " (" + change.from() + "): set it to " + change.to()
                    + " (" + change.reason() + ")");
            blocked++;
            return false;
        }
        changes.add(new Change(change.knob(), written, to[0], change.reason(), change.effect() + " (the default, which applies"
                + " where " + name + " is not set; where the service sets " + name + ", its value still wins)"));
        return true;
    }

    /** For a knob of Spring Boot's own includes written {@code ${VAR:-default}}: the logging.* key Spring Boot sets VAR from. */
    private Optional<String> springBootKey(ConfigElement owner, String written) {
        Matcher variable = written == null ? null : DEFAULT_IN_EFFECT.matcher(written.strip());
        if (variable == null || !variable.matches() || !SpringBootProperties.isOwnInclude(config.sourceOf(owner))) {
            return Optional.empty();
        }
        return SpringBootProperties.keyFor(variable.group(1));
    }

    // An edit over "&name;" would replace the reference, not the value the DOCTYPE gives it.
    private String entityReplaced(List<TextEdit> planned) {
        for (TextEdit edit : planned) {
            Matcher reference = ENTITY_REFERENCE.matcher(edits.text().substring(edit.start(), edit.end()));
            if (reference.find()) {
                return reference.group(1);
            }
        }
        return null;
    }

    void keep(String line) {
        kept.add(line);
    }

    void advise(String line) {
        advice.add(line);
    }

    /** An advice line that answers lint's findings about {@code about}: those are not listed again as left. */
    void advise(String line, Subject... about) {
        advice.add(line);
        advised.addAll(List.of(about));
    }

    Set<Subject> advised() {
        return Set.copyOf(advised);
    }

    /** A change to the component properties file beside the config. */
    void changeProperty(Change change, TextEdit edit) {
        propertyEdits.add(edit);
        changes.add(change);
    }

    List<TextEdit> propertyEdits() {
        return List.copyOf(propertyEdits);
    }

    List<Change> changes() {
        return List.copyOf(changes);
    }

    List<String> kept() {
        return List.copyOf(kept);
    }

    /** How many changes were called for but could not be made in this file (included, or set through a variable). */
    int blocked() {
        return blocked;
    }

    List<String> advice() {
        return List.copyOf(advice);
    }

    /** Quoted figures without their closing full stop, so they read inside a clause; empty stays empty. */
    static String clause(String figures) {
        String text = figures.strip();
        return text.endsWith(".") ? text.substring(0, text.length() - 1) : text;
    }

    /** "ASYNC/queueSize": the appender's name, then the knob. */
    static String knob(ConfigElement appender, String name) {
        String owner = appender.attribute("name");
        return (owner.isEmpty() ? appender.tag() : owner) + "/" + name;
    }

    private Path includedFile(ConfigElement element) {
        Path source = config.sourceOf(element).toAbsolutePath();
        Path home = config.path().toAbsolutePath().getParent();
        return source.startsWith(scratch) ? home.resolve(scratch.relativize(source)).normalize() : source;
    }
}
