package dev.logtune.support.files;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;

/**
 * What is wrong with a file the user named, in words: the JDK's exceptions carry only a path (often of a temporary
 * file the user never named), and a directory where a file belongs reads as "no such file".
 */
public final class FileProblem {
    private FileProblem() {
    }

    /** Why {@code path} cannot be read as a {@code what} ("config file"), or null when it can. */
    public static String ofInput(Path path, String what) {
        if (Files.isDirectory(path)) {
            return path + " is a directory, not a " + what;
        }
        if (!Files.exists(path)) {
            return path + ": no such file";
        }
        if (!Files.isRegularFile(path)) {
            return path + " is not a regular file, not a " + what;
        }
        if (!Files.isReadable(path)) {
            return path + ": cannot read it (permission denied)";
        }
        return null;
    }

    /** One line naming the file and the cause. */
    public static String of(IOException e) {
        if (e instanceof FileSystemException fs && fs.getFile() != null) {
            String file = fs.getFile();
            if (e instanceof NoSuchFileException) {
                return file + ": no such file or directory";
            }
            if (e instanceof AccessDeniedException) {
                return file + ": permission denied";
            }
            if (e instanceof NotDirectoryException) {
                return file + " is not a directory";
            }
            if (e instanceof DirectoryNotEmptyException) {
                return file + " is a directory";
            }
            if (e instanceof FileAlreadyExistsException) {
                return file + " already exists" + (Files.isDirectory(Path.of(file)) ? "" : " and is not a directory");
            }
            return file + ": " + (fs.getReason() == null ? e.getClass().getSimpleName() : fs.getReason());
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message.lines().findFirst().orElse(message);
    }
}
