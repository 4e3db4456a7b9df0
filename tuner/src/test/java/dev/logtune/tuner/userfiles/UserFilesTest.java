package dev.logtune.tuner.userfiles;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** One policy for every file written for a user: whole or not at all, nothing written over without leave. */
class UserFilesTest {
    @TempDir
    Path dir;

    @Test
    void anExistingFileIsNeverWrittenOverWithoutForceAndThenNothingIsWritten() throws Exception {
        Path first = dir.resolve("logback.xml");
        Path second = Files.writeString(dir.resolve("log4j2.component.properties"), "earlier");
        UserFiles files = UserFiles.named().create(first, "<configuration/>").create(second, "later");

        assertThatThrownBy(() -> files.write(false)).isInstanceOf(UserFiles.Refused.class)
                .hasMessage(second + " exists; nothing was written (--force replaces it)");
        assertThat(first).doesNotExist();
        assertThat(second).hasContent("earlier");

        assertThat(files.write(true)).containsExactly(first, second);
        assertThat(first).hasContent("<configuration/>");
        assertThat(second).hasContent("later");
    }

    @Test
    void aNamedFilesDirectoryMustExistADirectoryNamedToHoldThemIsMade() throws Exception {
        Path typo = dir.resolve("confg/logback.xml");
        assertThatThrownBy(() -> UserFiles.named().create(typo, "x").write(false)).isInstanceOf(UserFiles.Refused.class)
                .hasMessage("directory " + typo.getParent() + " does not exist");

        Path page = dir.resolve("report/index.html");
        assertThat(UserFiles.inDirectory().create(page, "<html/>").write(false)).containsExactly(page);
        assertThat(page).hasContent("<html/>");
    }

    @Test
    void aDirectoryIsNotAFileToWrite() throws Exception {
        Path taken = Files.createDirectory(dir.resolve("results.json"));
        assertThatThrownBy(() -> UserFiles.inDirectory().create(taken, "{}").write(true)).isInstanceOf(UserFiles.Refused.class)
                .hasMessage(taken + " is a directory; name the file to write");
    }

    @Test
    void aFileReplacedInPlaceKeepsItsOriginalAndAnEarlierOneOnlyGoesWithForce() throws Exception {
        Path file = Files.writeString(dir.resolve("logback.xml"), "original");
        assertThat(UserFiles.named().replace(file, "tuned").write(false)).containsExactly(file);
        assertThat(file).hasContent("tuned");
        assertThat(UserFiles.backupOf(file)).hasContent("original");
        assertThat(UserFiles.kept(file)).isEqualTo("the original is kept at " + UserFiles.backupOf(file));

        assertThatThrownBy(() -> UserFiles.named().replace(file, "tuned again").write(false))
                .isInstanceOf(UserFiles.Refused.class)
                .hasMessage(UserFiles.backupOf(file) + " exists (it may hold an earlier original); nothing was written"
                        + " (--force replaces it)");
        assertThat(file).hasContent("tuned");

        UserFiles.named().replace(file, "tuned again").write(true);
        assertThat(file).hasContent("tuned again");
        assertThat(UserFiles.backupOf(file)).hasContent("tuned");
    }

    @Test
    void aReplacedFileKeepsItsPermissions() throws Exception {
        Path file = Files.writeString(dir.resolve("logback.xml"), "original");
        assumeTrue(Files.getFileStore(file).supportsFileAttributeView("posix"));
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));

        UserFiles.named().replace(file, "tuned").write(false);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        UserFiles.named().create(file, "emitted").write(true);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");

        Path created = dir.resolve("log4j2.xml");
        UserFiles.named().create(created, "<Configuration/>").write(false);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(created))).isEqualTo("rw-r--r--");
    }
}
