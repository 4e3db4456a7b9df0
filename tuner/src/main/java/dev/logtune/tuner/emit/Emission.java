package dev.logtune.tuner.emit;

import dev.logtune.configs.Versions;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.render.RenderedSetup;
import dev.logtune.tuner.buildinfo.AnswerVersions;
import dev.logtune.tuner.buildinfo.ServiceVersions;
import dev.logtune.tuner.configfile.ConfigFile;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * The one way a measured setup becomes a service's config file, for {@code emit} and {@code recommend --emit}: the
 * header first (who wrote it, when, for what), rendered for the file's conventions, loaded by the real framework, then
 * written as every file for a user is, or printed, with what the file needs beside it.
 *
 * @param needs what the file needs besides itself (properties on the classpath, dependencies)
 * @param service the framework version the service's build resolves (or the one measured, where no build says)
 */
public record Emission(RenderedSetup rendered, List<Requirement> needs, ServiceVersions service) {

    /**
     * Renders {@code setup} for {@code target}; refuses a setup of the other framework.
     *
     * @param origin what the header's first line says after "by logtune V on DATE": "from the matrix setup x", "for ..."
     * @param header the lines after the first
     * @param plan how the file keeps its history: rolling sized to a rate and a disk budget, or plain
     */
    public static Emission of(SetupSpec setup, EmitTarget target, FilePlan plan, String verb,
                              String origin, List<String> header) throws ConfigEmitter.EmitException {
        target.check(setup.framework());
        List<String> lines = new ArrayList<>();
        lines.add(verb + " by logtune " + Versions.logtune() + " on " + LocalDate.now() + " " + origin + ".");
        lines.addAll(header);
        RenderedSetup rendered = ServiceRendering.render(setup, target, plan, lines);
        ServiceVersions service = AnswerVersions.service(target.file(), setup.framework());
        return new Emission(rendered, Requirements.of(setup, target, !rendered.properties().isEmpty(), service), service);
    }

    /** Writes it to {@code file} (and its properties beside it), after the framework has loaded it; the files written. */
    public List<Path> write(Path file, boolean force) throws ConfigEmitter.EmitException, IOException {
        return ConfigEmitter.write(rendered, file, force);
    }

    /** The XML to print, once the framework has loaded it. */
    public String checkedXml() throws ConfigEmitter.EmitException, IOException {
        ConfigEmitter.checkLoads(rendered);
        return rendered.xml();
    }

    /** "Versions: Logback 1.5.18 (pom.xml ...), measured with 1.6.6": what the file is for. */
    public String versionsLine() {
        return "Versions: " + new AnswerVersions(List.of(service)).line();
    }

    /** Beside printed XML, which owns standard output: what else it needs, on {@code err}, flushed. */
    public void sayNeeds(PrintWriter err) {
        err.println("tuner: " + versionsLine());
        if (!rendered.properties().isEmpty()) {
            err.println("tuner: this setup also needs these JVM-wide properties (" + ConfigFile.COMPONENT_PROPERTIES + "):");
            err.print(rendered.componentProperties());
        }
        err.print(Requirements.text(needs));
        err.flush();
    }
}
