package dev.logtune.tuner.lint.rules;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.logtune.configs.model.LogLevel;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Every rule says what it is: a unique id, a title, what tune can do about it and why not, whether it is about wiring. */
class RuleMetadataTest {
    private static final List<RuleInfo> INFOS = Rules.all().stream().map(LintRule::info).toList();

    @Test
    void everyRuleHasAUniqueIdAndATitle() {
        Set<String> ids = new HashSet<>();
        for (RuleInfo info : INFOS) {
            assertThat(info.id()).as("id").matches("[a-z0-9]+(-[a-z0-9]+)*");
            assertThat(ids.add(info.id())).as("id %s is unique", info.id()).isTrue();
            assertThat(info.title()).as("title of %s", info.id()).isNotBlank().doesNotEndWith(".");
            assertThat(info.tune()).as("tune scope of %s", info.id()).isNotNull();
        }
        assertThat(INFOS).hasSize(42);
    }

    @Test
    void everyRuleTuneCannotFixSaysWhy() {
        for (RuleInfo info : INFOS) {
            if (info.tune() != TuneScope.KNOB) {
                assertThat(info.whyTuneLeaves()).as("why tune leaves %s", info.id()).isNotBlank();
            }
            if (info.whyTuneLeaves() != null) {
                // Tune prints it after "Why tune leaves it: ", as the end of a sentence it does not start.
                assertThat(info.whyTuneLeaves()).as("reason of %s", info.id()).doesNotEndWith(".").isEqualTo(info.whyTuneLeaves().strip());
                assertThat(Character.isLowerCase(info.whyTuneLeaves().charAt(0)) || info.whyTuneLeaves().startsWith("--"))
                        .as("reason of %s starts in lower case", info.id()).isTrue();
            }
        }
    }

    @Test
    void everyRuleInThePackageIsRun() {
        // ArchUnit logs every class it reads at DEBUG through SLF4J, which is Logback's unconfigured console here.
        ((ch.qos.logback.classic.Logger) org.slf4j.LoggerFactory.getLogger("com.tngtech.archunit"))
                .setLevel(ch.qos.logback.classic.Level.WARN);
        Set<String> written = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(LintRule.class.getPackageName()).stream()
                .filter(c -> c.isAssignableTo(LintRule.class) && !c.isInterface() && !c.getModifiers().contains(JavaModifier.ABSTRACT))
                .map(JavaClass::getName).collect(java.util.stream.Collectors.toSet());
        assertThat(Rules.all().stream().map(r -> r.getClass().getName())).containsExactlyInAnyOrderElementsOf(written);
    }

    @Test
    void eachRuleIsFoundByItsId() {
        for (LintRule rule : Rules.all()) {
            assertThat(Rules.info(rule.id())).contains(rule.info());
            assertThat(rule.title()).isEqualTo(rule.info().title());
        }
        assertThat(Rules.info("framework-load")).as("lint --load's findings come from no rule here").isEmpty();
    }

    @Test
    void theWiringRulesAreTheOnesAboutWhatReferencesWhat() {
        assertThat(INFOS.stream().filter(RuleInfo::wiring).map(RuleInfo::id)).containsExactlyInAnyOrder("unreachable-appender",
                "undefined-appender", "duplicate-appender", "appender-cycle", "async-several-refs", "unresolved");
    }

    @Test
    void onlyTheDropRulesAreAdmittedByAllowDrop() {
        assertThat(INFOS.stream().filter(i -> i.admittedAt() != null).map(i -> i.id() + "@" + i.admittedAt()))
                .containsExactlyInAnyOrder("async-silent-drop@" + LogLevel.INFO, "never-block@" + LogLevel.ERROR,
                        "duplicate-message-filter@" + LogLevel.ERROR, "burst-filter@" + LogLevel.ERROR);
    }
}
