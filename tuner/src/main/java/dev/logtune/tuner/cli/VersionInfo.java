package dev.logtune.tuner.cli;

import dev.logtune.configs.Versions;
import picocli.CommandLine;

/** The tuner's version and the framework versions it was built with. */
public final class VersionInfo implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {
                "logtune " + Versions.logtune(),
                "built with Logback " + Versions.logback() + ", Log4j2 " + Versions.log4j()
                        + ", LMAX Disruptor " + Versions.disruptor() + ", SLF4J " + Versions.slf4j(),
                "running on Java " + Runtime.version() + " (" + System.getProperty("java.vm.name") + ")"
        };
    }
}
