package dev.logtune.support.files;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;

/** Text files written whole or not at all: through a temporary file beside the target and a rename. */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    /** Writes {@code content} as UTF-8, readable by all; a reader never sees half a file. */
    public static void write(Path file, String content) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        if (Files.isDirectory(file)) {
            throw new FileSystemException(file.toString(), null, "is a directory; name the file to write");
        }
        Files.createDirectories(dir);
        Path temp;
        try {
            temp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
        } catch (FileSystemException e) {
            // the JDK names the temporary file, which the user never asked for: name the directory instead
            String why = e instanceof AccessDeniedException ? "permission denied"
                    : e.getReason() == null ? e.getClass().getSimpleName() : e.getReason();
            throw new FileSystemException(dir.toString(), null, "cannot write in this directory (" + why + ")");
        }
        try {
            Files.writeString(temp, content, StandardCharsets.UTF_8);
            // createTempFile makes it owner-only; what is written here is for people and services to read.
            if (Files.getFileStore(temp).supportsFileAttributeView("posix")) {
                Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rw-r--r--"));
            }
            try {
                Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
