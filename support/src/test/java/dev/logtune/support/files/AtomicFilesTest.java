package dev.logtune.support.files;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AtomicFilesTest {
    @TempDir
    Path dir;

    @Test
    void writingReplacesWholeFilesOnly() throws Exception {
        Path file = dir.resolve("results.json");
        AtomicFiles.write(file, "first");
        AtomicFiles.write(file, "second");
        assertThat(Files.readString(file)).isEqualTo("second");
        try (var listing = Files.list(dir)) {
            assertThat(listing.map(p -> p.getFileName().toString()).toList()).containsExactly("results.json");
        }
    }

    @Test
    void aDirectoryIsNotReplaced() throws Exception {
        Path taken = Files.createDirectory(dir.resolve("logback.xml"));
        assertThatThrownBy(() -> AtomicFiles.write(taken, "<configuration/>")).isInstanceOf(FileSystemException.class)
                .hasMessageContaining("is a directory");
        assertThat(Files.isDirectory(taken)).isTrue();
    }
}
