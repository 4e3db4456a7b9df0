package dev.logtune.tuner.buildinfo;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The Java release a service's build compiles for, read from Maven and Gradle builds written here. */
class JavaReleaseTest {
    @TempDir
    Path dir;

    private JavaRelease maven(String inside) throws Exception {
        Files.writeString(dir.resolve("pom.xml"), "<project>\n<modelVersion>4.0.0</modelVersion>\n<artifactId>svc</artifactId>\n" + inside + "\n</project>\n");
        return BuildFinder.find(dir).java();
    }

    private JavaRelease gradle(String name, String text) throws Exception {
        Files.writeString(dir.resolve(name), text);
        return BuildFinder.find(dir).java();
    }

    @Test
    void theFeatureReleaseIsReadFromWhatBuildsWrite() {
        assertThat(JavaRelease.parse("21")).contains(21);
        assertThat(JavaRelease.parse("1.8")).contains(8);
        assertThat(JavaRelease.parse("17.0.2")).contains(17);
        assertThat(JavaRelease.parse("[21,)")).contains(21);
        assertThat(JavaRelease.parse("${java.version}")).isEmpty();
        assertThat(JavaRelease.parse("latest")).isEmpty();
    }

    @Test
    void mavenCompilerReleaseIsReadWithWhereItIsSet() throws Exception {
        JavaRelease release = maven("<properties>\n<maven.compiler.release>21</maven.compiler.release>\n</properties>");
        assertThat(release.feature()).isEqualTo(21);
        assertThat(release.describe()).isEqualTo("Java 21 (maven.compiler.release at pom.xml:5)");
    }

    @Test
    void springBootsJavaVersionAndTheOlderTargetAreRead() throws Exception {
        assertThat(maven("<properties>\n<java.version>25</java.version>\n</properties>").describe())
                .isEqualTo("Java 25 (java.version at pom.xml:5)");
        assertThat(maven("<properties>\n<maven.compiler.source>1.8</maven.compiler.source>\n<maven.compiler.target>11</maven.compiler.target>\n</properties>")
                .feature()).as("target before source").isEqualTo(11);
    }

    @Test
    void theCompilerPluginsReleaseWinsOverTheProperties() throws Exception {
        JavaRelease release = maven("""
                <properties><java.version>17</java.version><jdk>21</jdk></properties>
                <build><plugins><plugin>
                  <artifactId>maven-compiler-plugin</artifactId>
                  <configuration><release>${jdk}</release></configuration>
                </plugin></plugins></build>""");
        assertThat(release.feature()).isEqualTo(21);
        assertThat(release.source()).isEqualTo("release in maven-compiler-plugin's configuration at pom.xml:7");
    }

    @Test
    void aToolchainsJdkVersionIsReadWhenNothingElseIs() throws Exception {
        JavaRelease release = maven("""
                <build><plugins><plugin>
                  <artifactId>maven-toolchains-plugin</artifactId>
                  <configuration><toolchains><jdk><version>[21,)</version></jdk></toolchains></configuration>
                </plugin></plugins></build>""");
        assertThat(release.feature()).isEqualTo(21);
        assertThat(release.source()).startsWith("the toolchain's jdk version at pom.xml:");
    }

    @Test
    void anUnknownReleaseSaysWhy() throws Exception {
        JavaRelease none = maven("");
        assertThat(none.known()).isFalse();
        assertThat(none.describe()).startsWith("Java release unknown (pom.xml names no Java release");
        JavaRelease unresolved = maven("<properties>\n<java.version>${jdk.from.ci}</java.version>\n</properties>");
        assertThat(unresolved.known()).isFalse();
        assertThat(unresolved.source()).isEqualTo("java.version at pom.xml:5 gives ${jdk.from.ci}, which lint cannot resolve");
        assertThat(BuildFinder.find(dir.resolve("nowhere")).java().known()).isFalse();
    }

    @Test
    void gradlesToolchainAndCompatibilityAreRead() throws Exception {
        JavaRelease toolchain = gradle("build.gradle.kts", """
                plugins { java }
                java {
                    toolchain {
                        languageVersion = JavaLanguageVersion.of(21)
                    }
                }
                """);
        assertThat(toolchain.describe()).isEqualTo("Java 21 (JavaLanguageVersion.of at build.gradle.kts:4)");
        Files.delete(dir.resolve("build.gradle.kts"));
        assertThat(gradle("build.gradle", "java {\n    sourceCompatibility = JavaVersion.VERSION_17\n}\n").describe())
                .isEqualTo("Java 17 (sourceCompatibility at build.gradle:2)");
        assertThat(gradle("build.gradle", "targetCompatibility = '1.8'\nsourceCompatibility = 1.8\n").feature()).isEqualTo(8);
        assertThat(gradle("build.gradle", "java { sourceCompatibility = JavaVersion.VERSION_1_8 }\n").feature()).isEqualTo(8);
        assertThat(gradle("build.gradle", "plugins { id 'java' }\n").describe())
                .startsWith("Java release unknown (build.gradle names no Java release");
    }
}
