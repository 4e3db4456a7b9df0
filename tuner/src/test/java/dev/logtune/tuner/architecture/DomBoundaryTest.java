package dev.logtune.tuner.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The DOM stays inside configfile: lint, tune, verify and the rest read a configuration through its typed model and
 * {@code ConfigElement}, and edit it through configfile, so a rule cannot walk or change the tree behind the model's back.
 */
class DomBoundaryTest {
    static {
        ((ch.qos.logback.classic.Logger) org.slf4j.LoggerFactory.getLogger("com.tngtech.archunit"))
                .setLevel(ch.qos.logback.classic.Level.WARN);
    }

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.logtune.tuner");

    @Test
    void onlyConfigfileDependsOnTheDom() {
        noClasses().that().resideOutsideOfPackage("dev.logtune.tuner.configfile..")
                .should().dependOnClassesThat().resideInAPackage("org.w3c.dom..")
                .check(CLASSES);
    }
}
