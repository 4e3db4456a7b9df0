package dev.logtune.support.files;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A file's new bytes written whole beside it under a temporary name, not yet in its place: {@link #commit()} renames
 * them over the file (a rename needs no space, so once every file of a change is staged, a full disk cannot leave it
 * half made); {@link #close()} removes what was not committed.
 */
public final class StagedFile implements AutoCloseable {
    private final Path temp;
    private final Path target;
    private boolean committed;

    StagedFile(Path temp, Path target) {
        this.temp = temp;
        this.target = target;
    }

    public Path target() {
        return target;
    }

    Path temp() {
        return temp;
    }

    /** The bytes become the file, in one rename: a reader sees the old file or the new, never part of one. */
    public void commit() throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
        committed = true;
    }

    /** Removes the temporary file where it was not committed. */
    @Override
    public void close() throws IOException {
        if (!committed) {
            Files.deleteIfExists(temp);
        }
    }
}
