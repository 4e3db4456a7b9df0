package dev.logtune.tuner.buildinfo;

import dev.logtune.configs.Versions;
import dev.logtune.configs.model.Framework;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The framework versions a service's build resolves, read from the build files under {@code versions/}. */
class ServiceVersionsTest {
    @TempDir
    Path dir;

    private static Path service(String name) throws Exception {
        return Path.of(ServiceVersionsTest.class.getResource("/versions/" + name).toURI());
    }

    @Test
    void aVersionGivenByAMavenPropertyIsReadWithWhereItIsSet() throws Exception {
        ServiceVersions versions = ServiceVersions.of(service("new-logback").resolve("src/main/resources/logback.xml"), Framework.LOGBACK, null);
        assertThat(versions.fromBuild()).isTrue();
        assertThat(versions.judged().version()).isEqualTo("1.5.38");
        assertThat(versions.judged().source()).isEqualTo("pom.xml:17 (ch.qos.logback:logback-classic), property logback.version at pom.xml:10");
        assertThat(versions.atLeast("1.5.37")).isTrue();
    }

    @Test
    void aSpringBootParentResolvesToTheVersionItManages() throws Exception {
        ServiceVersions versions = ServiceVersions.of(service("old-logback").resolve("src/main/resources/logback.xml"), Framework.LOGBACK, null);
        assertThat(versions.judged().version()).isEqualTo("1.5.20");
        assertThat(versions.judged().source()).contains("Spring Boot 3.5.7's managed version").contains("spring-boot-starter-parent at pom.xml:4");
        assertThat(versions.build().declares(Library.JANINO)).isTrue();
        assertThat(versions.atLeast("1.5.37")).isFalse();
    }

    @Test
    void aPropertyOverridesTheParentsManagedVersionButNotAnImportedBoms() throws Exception {
        ServiceBuild parent = BuildFinder.find(service("boot-parent-override"));
        assertThat(parent.version(Library.LOGBACK)).get().satisfies(v -> {
            assertThat(v.version()).isEqualTo("1.5.38");
            assertThat(v.source()).contains("property logback.version").contains("in place of its 1.5.34");
        });
        ServiceBuild bom = BuildFinder.find(service("boot-bom"));
        assertThat(bom.version(Library.LOGBACK)).get().satisfies(v -> {
            assertThat(v.version()).isEqualTo("1.5.34");
            assertThat(v.source()).contains("Spring Boot 4.0.7's managed version").contains("spring-boot-dependencies BOM imported at pom.xml:16");
        });
        assertThat(bom.version(Library.LOG4J2)).get().extracting(FoundVersion::version).isEqualTo("2.25.4");
    }

    @Test
    void springBootsOwnReleaseIsReadFromItsParentItsBomAndItsGradlePlugin() throws Exception {
        assertThat(BuildFinder.find(service("old-logback")).version(Library.SPRING_BOOT)).get().satisfies(v -> {
            assertThat(v.version()).isEqualTo("3.5.7");
            assertThat(v.source()).isEqualTo("the parent spring-boot-starter-parent at pom.xml:4");
        });
        assertThat(BuildFinder.find(service("boot-bom")).version(Library.SPRING_BOOT)).get().satisfies(v -> {
            assertThat(v.version()).isEqualTo("4.0.7");
            assertThat(v.source()).startsWith("pom.xml:").contains("org.springframework.boot:spring-boot-dependencies");
        });
        assertThat(BuildFinder.find(service("gradle-boot")).version(Library.SPRING_BOOT)).get().satisfies(v -> {
            assertThat(v.version()).isEqualTo("4.0.7");
            assertThat(v.source()).isEqualTo("Spring Boot at build.gradle:3");
        });
        assertThat(BuildFinder.find(service("new-logback")).version(Library.SPRING_BOOT)).as("a build without Spring Boot").isEmpty();
    }

    @Test
    void aModuleReadsItsParentsPropertiesAndManagedVersionsAndAnImportedLibraryBom() throws Exception {
        ServiceVersions versions = ServiceVersions.of(service("multi-module/service"), Framework.LOG4J2, null);
        assertThat(versions.judged().version()).isEqualTo("2.22.1");
        assertThat(versions.judged().source()).startsWith("../pom.xml:22 (dependencyManagement, org.apache.logging.log4j:log4j-bom)")
                .endsWith("property log4j.version at ../pom.xml:13");
        assertThat(versions.version(Library.DISRUPTOR)).get().extracting(FoundVersion::version).isEqualTo("4.0.0");
    }

    @Test
    void aGradleVersionCatalogWinsOverSpringBootsManagement() throws Exception {
        ServiceVersions versions = ServiceVersions.of(service("gradle-catalog/app"), Framework.LOGBACK, null);
        assertThat(versions.judged().version()).isEqualTo("1.5.38");
        assertThat(versions.judged().source()).isEqualTo("gradle/libs.versions.toml:3 (logback-classic), ch.qos.logback:logback-classic");
        assertThat(versions.version(Library.JANINO)).get().extracting(FoundVersion::version).isEqualTo("3.1.12");
    }

    @Test
    void aGradleSpringBootPluginResolvesToTheVersionItManagesAndAnOverrideWins() throws Exception {
        assertThat(BuildFinder.find(service("gradle-boot")).version(Library.LOGBACK)).get().satisfies(v -> {
            assertThat(v.version()).isEqualTo("1.5.34");
            assertThat(v.source()).contains("Spring Boot 4.0.7's managed version, Spring Boot at build.gradle:3");
        });
        Files.writeString(dir.resolve("build.gradle.kts"), """
                plugins { id("org.springframework.boot") version "3.5.7" }
                extra["logback.version"] = "1.5.38"
                val log4jVersion = "2.24.3"
                dependencies { implementation("org.apache.logging.log4j:log4j-core:$log4jVersion") }
                """);
        ServiceBuild build = BuildFinder.find(dir);
        assertThat(build.version(Library.LOGBACK)).get().satisfies(v -> {
            assertThat(v.version()).isEqualTo("1.5.38");
            assertThat(v.source()).startsWith("build.gradle.kts:2 (logback.version").contains("in place of its 1.5.20");
        });
        assertThat(build.version(Library.LOG4J2)).get().satisfies(v -> {
            assertThat(v.version()).isEqualTo("2.24.3");
            assertThat(v.source()).isEqualTo("build.gradle.kts:4 (org.apache.logging.log4j:log4j-core), log4jVersion at build.gradle.kts:3");
        });
    }

    @Test
    void withNoBuildTheShippedVersionIsJudgedAndThatIsSaid() throws Exception {
        Files.createDirectories(dir.resolve(".git"));
        Path config = Files.writeString(dir.resolve("logback.xml"), "<configuration/>");
        ServiceVersions versions = ServiceVersions.of(config, Framework.LOGBACK, null);
        assertThat(versions.fromBuild()).isFalse();
        assertThat(versions.judged().version()).isEqualTo(Versions.logback());
        assertThat(versions.describe()).contains("no pom.xml or build.gradle found at or above the file")
                .contains("judged for the Logback logtune ships");

        Files.writeString(dir.resolve("pom.xml"), "<project><artifactId>x</artifactId></project>");
        assertThat(ServiceVersions.of(config, Framework.LOGBACK, null).describe()).contains("pom.xml names no Logback version");
    }

    @Test
    void anExplicitVersionWinsAndIsNamedAsTheOption() throws Exception {
        ServiceVersions versions = ServiceVersions.of(service("old-logback"), Framework.LOGBACK, "1.6.6");
        assertThat(versions.judged().version()).isEqualTo("1.6.6");
        assertThat(versions.judged().source()).isEqualTo("--framework-version");
    }

    @Test
    void springBootsTableHoldsTheReleasesChecked() {
        assertThat(SpringBootManaged.release("3.5.7")).get().extracting(SpringBootManaged.Release::logback).isEqualTo("1.5.20");
        assertThat(SpringBootManaged.release("4.0.7")).get().extracting(SpringBootManaged.Release::logback).isEqualTo("1.5.34");
        // A release newer than the table: the nearest earlier one of its line, said so.
        assertThat(SpringBootManaged.managed("3.5.99", Library.LOGBACK, "x")).get()
                .satisfies(v -> assertThat(v.source()).contains("3.5.99 is not in logtune's table; 3.5.16's managed version"));
        assertThat(SpringBootManaged.release("2.7.18")).get().extracting(SpringBootManaged.Release::logback).isEqualTo("1.2.12");
        assertThat(SpringBootManaged.managed("2.6.15", Library.LOGBACK, "x")).isEmpty();
    }

    @Test
    void versionsCompareByTheirNumbers() {
        assertThat(VersionNumber.of("1.5.37-SNAPSHOT").atLeast("1.5.37")).isTrue();
        assertThat(VersionNumber.of("1.5.4").atLeast("1.5.37")).isFalse();
        assertThat(VersionNumber.of("2.23").compareTo(VersionNumber.of("2.23.0"))).isZero();
        assertThat(VersionNumber.of("${logback.version}").known()).isFalse();
    }
}
