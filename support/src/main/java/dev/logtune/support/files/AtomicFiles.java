package dev.logtune.support.files;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/** Files written whole or not at all: through a temporary file beside the target and a rename. */
public final class AtomicFiles {
    /** What is written for people and services to read. */
    private static final Set<PosixFilePermission> READABLE_BY_ALL = PosixFilePermissions.fromString("rw-r--r--");

    private AtomicFiles() {
    }

    /** Writes {@code content} as UTF-8, readable by all; a reader never sees half a file. */
    public static void write(Path file, String content) throws IOException {
        try (StagedFile staged = stage(file, content.getBytes(StandardCharsets.UTF_8), null, ByteWriter.DISK)) {
            staged.commit();
        }
    }

    /**
     * {@code content} written whole beside {@code file} and forced to the disk, ready to {@link StagedFile#commit()}.
     *
     * @param permissions the file's permissions where the file system has them; null for readable by all
     */
    public static StagedFile stage(Path file, byte[] content, Set<PosixFilePermission> permissions, ByteWriter writer) throws IOException {
        Path temp = temporaryBeside(file);
        StagedFile staged = new StagedFile(temp, file);
        try {
            writer.write(temp, content);
            // createTempFile makes it owner-only; what is written here is for people and services to read.
            if (Files.getFileStore(temp).supportsFileAttributeView("posix")) {
                Files.setPosixFilePermissions(temp, permissions == null ? READABLE_BY_ALL : permissions);
            }
            return staged;
        } catch (IOException | RuntimeException e) {
            staged.close();
            throw e;
        }
    }

    /** A byte copy of {@code source} staged as {@code copy}, with its permissions and time: a backup, whatever the encoding. */
    public static StagedFile stageCopy(Path source, Path copy, ByteWriter writer) throws IOException {
        Set<PosixFilePermission> permissions = Files.getFileStore(source).supportsFileAttributeView("posix")
                ? Files.getPosixFilePermissions(source) : null;
        StagedFile staged = stage(copy, Files.readAllBytes(source), permissions, writer);
        Files.setLastModifiedTime(staged.temp(), Files.getLastModifiedTime(source));
        return staged;
    }

    private static Path temporaryBeside(Path file) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        if (Files.isDirectory(file)) {
            throw new FileSystemException(file.toString(), null, "is a directory; name the file to write");
        }
        Files.createDirectories(dir);
        try {
            return Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
        } catch (FileSystemException e) {
            // the JDK names the temporary file, which the user never asked for: name the directory instead
            String why = e instanceof AccessDeniedException ? "permission denied"
                    : e.getReason() == null ? e.getClass().getSimpleName() : e.getReason();
            throw new FileSystemException(dir.toString(), null, "cannot write in this directory (" + why + ")");
        }
    }
}
