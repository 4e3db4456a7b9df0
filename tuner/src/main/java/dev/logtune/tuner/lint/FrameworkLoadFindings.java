package dev.logtune.tuner.lint;

import dev.logtune.tuner.buildinfo.ServiceVersions;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.AppenderRef;
import dev.logtune.tuner.configfile.model.JudgedFile;
import dev.logtune.tuner.configfile.model.LoggerDef;
import dev.logtune.tuner.configfile.model.LoggingConfig;
import dev.logtune.tuner.frameworkload.RealWiring;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.LintContext;
import dev.logtune.tuner.lint.rules.Severity;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Where lint's model of a file and what the real framework built from it disagree: an appender-ref outside any
 * condition, to an appender defined outside any condition, that the loaded framework did not attach; or a file the
 * framework refused. The real load is what runs, so the disagreement is the finding.
 */
final class FrameworkLoadFindings {
    static final String RULE = "framework-load";

    private FrameworkLoadFindings() {
    }

    static List<Finding> of(JudgedFile file, RealWiring wiring, ServiceVersions versions) {
        ConfigFile config = file.config();
        ConfigFacts facts = file.facts();
        LintContext context = new LintContext(file, null, null, null, null, null, versions);
        String loadedWith = wiring.framework().displayName() + " " + wiring.version() + " (logtune's, in a sandbox)";
        String judged = wiring.version().equals(versions.judged().version()) ? ""
                : " The service's build gives " + versions.describe() + ", which may build it differently.";
        List<Finding> findings = new ArrayList<>();
        if (!wiring.loaded()) {
            findings.add(context.finding(RULE, Severity.NOTE, config.rootElement(),
                    loadedWith + " refused this file: " + String.join("; ", wiring.errors()) + ".",
                    "A class the service ships (a custom appender, encoder or converter) is not on logtune's classpath, or the"
                            + " framework refuses the file as written; lint names what it could not build and guesses no further." + judged,
                    "Where a class of the service's own is named, nothing to do here; otherwise fix what the framework says."));
            return findings;
        }
        LoggingConfig model = file.model();
        for (LoggerDef logger : model.loggers()) {
            if (!logger.guards().isEmpty()) {
                continue;
            }
            String name = logger.root() ? RealWiring.ROOT : logger.name();
            for (AppenderRef ref : logger.refs()) {
                List<AppenderDef> defs = model.resolve(ref);
                boolean expected = ref.known() && ref.guards().isEmpty() && !defs.isEmpty()
                        && defs.stream().allMatch(d -> d.guards().isEmpty() && !d.external() && !d.nested());
                // The sandbox leaves out what sends events off this machine (VerifyCopy): not the framework's doing.
                boolean leftOut = defs.stream().anyMatch(d -> !facts.isLocal(d.element()));
                if (expected && !leftOut && !wiring.attachedTo(name).contains(ref.name())) {
                    findings.add(context.finding(RULE, Severity.WARNING, ref.element(),
                            loadedWith + " did not attach \"" + ref.name() + "\" to " + (logger.root() ? "the root" : "logger \"" + name + "\"")
                                    + ", though the file refs it outside any condition; it attached "
                                    + (wiring.attachedTo(name).isEmpty() ? "none" : String.join(", ", wiring.attachedTo(name))) + ".",
                            "lint's model of the file expects the appender there; the framework's load is what runs. Its statuses: "
                                    + (wiring.warnings().isEmpty() ? "none" : wiring.warnings().stream().limit(3).collect(Collectors.joining("; ")))
                                    + "." + judged,
                            "Read the framework's statuses above; load the file with debug=\"true\" to see every step."));
                }
            }
        }
        return findings;
    }
}
