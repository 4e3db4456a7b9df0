package dev.logtune.tuner.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * Packages depend one way: no package reaches, through any chain of others, back to itself; and the modules keep
 * their order (support, configs, lab, benchmarks, tuner). Read from the compiled classes of all five modules.
 */
class PackageCyclesTest {
    static {
        // ArchUnit logs every class it reads at DEBUG through SLF4J, which is Logback's unconfigured console here.
        ((ch.qos.logback.classic.Logger) org.slf4j.LoggerFactory.getLogger("com.tngtech.archunit"))
                .setLevel(ch.qos.logback.classic.Level.WARN);
    }

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.logtune");

    @Test
    void noPackageDependsOnItselfThroughOthers() {
        slices().matching("dev.logtune.(**)").should().beFreeOfCycles().check(CLASSES);
    }

    @Test
    void theModulesKeepTheirOrder() {
        noClasses().that().resideInAPackage("dev.logtune.support..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.logtune.configs..", "dev.logtune.lab..",
                        "dev.logtune.benchmarks..", "dev.logtune.tuner..")
                .check(CLASSES);
        noClasses().that().resideInAPackage("dev.logtune.configs..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.logtune.lab..", "dev.logtune.benchmarks..",
                        "dev.logtune.tuner..")
                .check(CLASSES);
        noClasses().that().resideInAPackage("dev.logtune.lab..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.logtune.benchmarks..", "dev.logtune.tuner..")
                .check(CLASSES);
        noClasses().that().resideInAPackage("dev.logtune.benchmarks..")
                .should().dependOnClassesThat().resideInAPackage("dev.logtune.tuner..")
                .check(CLASSES);
    }

    /**
     * The tuner reads results through lab; only what drives the harness, or loads the benchmarks' own classes and
     * workloads, reaches into benchmarks: measure/, the bench and crash-test commands, the verify copy (its counting
     * appenders) and the sandbox that loads it, the summary a report prints, and the two figures the workloads define.
     */
    @Test
    void onlyWhatDrivesTheHarnessReachesIntoBenchmarks() {
        noClasses().that().resideInAPackage("dev.logtune.tuner..")
                .and().resideOutsideOfPackages("dev.logtune.tuner.measure..", "dev.logtune.tuner.bench..",
                        "dev.logtune.tuner.crash..")
                .and().doNotHaveFullyQualifiedName("dev.logtune.tuner.configfile.VerifyCopy")
                .and().doNotHaveFullyQualifiedName("dev.logtune.tuner.frameworkload.SandboxLoad")
                .and().doNotHaveFullyQualifiedName("dev.logtune.tuner.report.ReportCommand")
                .and().doNotHaveFullyQualifiedName("dev.logtune.tuner.advice.LineBytes")
                .and().doNotHaveFullyQualifiedName("dev.logtune.tuner.volume.LevelShares")
                .should().dependOnClassesThat().resideInAPackage("dev.logtune.benchmarks..")
                .check(CLASSES);
    }

    /** What the tuner prints and writes as the benchmarks do comes from support, not from a helper in benchmarks. */
    @Test
    void theTunerBorrowsNoHelpersFromTheBenchmarks() {
        noClasses().that().resideInAPackage("dev.logtune.tuner..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.logtune.benchmarks.format..",
                        "dev.logtune.benchmarks.json..", "dev.logtune.benchmarks.files..")
                .check(CLASSES);
    }
}
