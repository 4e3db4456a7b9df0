package dev.logtune.maven;

import org.apache.maven.artifact.Artifact;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** What every goal shares: the service's config, the skip switch, and running a tuner command. */
abstract class LogtuneMojo extends AbstractMojo {
    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    @Parameter(defaultValue = "${plugin}", readonly = true, required = true)
    PluginDescriptor plugin;

    /** The logging config; by default the first of src/main/resources/logback.xml, logback-spring.xml, log4j2.xml, log4j2-spring.xml. */
    @Parameter(property = "logtune.configFile")
    File configFile;

    /** Skips every logtune goal. */
    @Parameter(property = "logtune.skip", defaultValue = "false")
    boolean skip;

    @Override
    public final void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("logtune: skipped (logtune.skip)");
            return;
        }
        run();
    }

    abstract void run() throws MojoExecutionException, MojoFailureException;

    Path basedir() {
        return project.getBasedir().toPath();
    }

    /** The service's config, or empty when the module has none. */
    Optional<Path> serviceConfig() throws MojoExecutionException {
        try {
            return ServiceConfig.find(basedir(), configFile);
        } catch (ServiceConfig.MissingConfigException e) {
            throw new MojoExecutionException(e.getMessage());
        }
    }

    /** The service's config, for the goals that have nothing to do without one. */
    Path requiredServiceConfig() throws MojoExecutionException {
        return serviceConfig().orElseThrow(() -> new MojoExecutionException("no logging config: looked for "
                + ServiceConfig.lookedFor() + "; name yours with configFile"));
    }

    String relative(Path file) {
        return ServiceConfig.relative(basedir(), file);
    }

    /** Runs {@code tuner args...} in the module's directory, its output into the build's log. */
    TunerProcess.Result tuner(List<String> args) throws MojoExecutionException {
        List<File> classpath = new ArrayList<>();
        for (Artifact artifact : plugin.getArtifacts()) {
            classpath.add(artifact.getFile());
        }
        try {
            return TunerProcess.run(classpath, args, basedir(), getLog()::info);
        } catch (IOException e) {
            throw new MojoExecutionException("could not start the tuner: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MojoExecutionException("interrupted while the tuner ran");
        }
    }
}
