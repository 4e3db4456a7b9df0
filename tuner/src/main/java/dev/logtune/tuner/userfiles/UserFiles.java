package dev.logtune.tuner.userfiles;

import dev.logtune.support.files.AtomicFiles;
import dev.logtune.support.files.ByteWriter;
import dev.logtune.support.files.StagedFile;
import dev.logtune.support.input.InputProblem;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * The one policy for the files logtune writes for a user: a config to check in (emit, recommend --emit), a tuned file
 * (tune --write), a report's pages (report, recommend --report). Each is written whole or not at all, through a
 * temporary file beside it and a rename, and a file it replaces keeps its permissions. Nothing already there is written
 * over unless the user said so: {@code --force} for a file logtune makes; for the user's own file that tune replaces in
 * place by design ({@code --write}), the original is kept first ({@link Backups}), and an earlier backup is what
 * {@code --force} must be given to replace. Every file is checked before any is written, so a refusal writes nothing.
 */
public final class UserFiles {
    /** Why nothing was written; the message names the file and how to go on. */
    public static final class Refused extends Exception implements InputProblem {
        Refused(String message) {
            super(message);
        }
    }

    /**
     * @param inPlace the user's own file, replaced by design, its original kept as a backup
     * @param original what the file held when the change was worked out from it, or null where that is not known
     */
    private record Planned(Path path, String content, boolean inPlace, String original) {
    }

    private final boolean makesDirectories;
    private final ByteWriter writer;
    private final List<Planned> planned = new ArrayList<>();

    private UserFiles(boolean makesDirectories, ByteWriter writer) {
        this.makesDirectories = makesDirectories;
        this.writer = writer;
    }

    /** Files at paths the user named: a directory that does not exist is more likely a typo than a wish. */
    public static UserFiles named() {
        return named(ByteWriter.DISK);
    }

    /** As {@link #named()}, the bytes written by {@code writer} (a test's, that fails as a full disk does). */
    static UserFiles named(ByteWriter writer) {
        return new UserFiles(false, writer);
    }

    /** Files in a directory the user named to hold them (report --html DIR), made where it does not exist yet. */
    public static UserFiles inDirectory() {
        return new UserFiles(true, ByteWriter.DISK);
    }

    /** A file logtune makes: one already there is replaced only with --force. */
    public UserFiles create(Path file, String content) {
        planned.add(new Planned(file, content, false, null));
        return this;
    }

    /** The user's own file, replaced in place by design: the original is kept as a backup first. */
    public UserFiles replace(Path file, String content) {
        return replace(file, null, content);
    }

    /**
     * As {@link #replace(Path, String)}, worked out from {@code original}: where the file no longer holds it when it is
     * written (another run wrote it meanwhile), nothing is written, so no change lands on a file it was not made for and
     * no backup keeps a tuned file as the original.
     */
    public UserFiles replace(Path file, String original, String content) {
        planned.add(new Planned(file, content, true, original));
        return this;
    }

    /** Refuses, before anything is written, what the policy does not allow; in the order the files are written. */
    public void check(boolean force) throws Refused {
        for (Planned file : planned) {
            if (file.inPlace()) {
                Path backup = Backups.of(file.path());
                if (Files.exists(backup) && !force) {
                    throw new Refused(exists(backup, " (it may hold an earlier original)"));
                }
                continue;
            }
            Path directory = file.path().toAbsolutePath().getParent();
            if (!makesDirectories && !Files.isDirectory(directory)) {
                throw new Refused("directory " + directory + " does not exist");
            }
            if (Files.exists(file.path()) && !force) {
                throw new Refused(exists(file.path(), ""));
            }
            if (Files.isDirectory(file.path())) {
                throw new Refused(file.path() + " is a directory; name the file to write");
            }
        }
    }

    /**
     * Checks them all, then writes them: every backup and every file staged whole beside its place first, then each
     * renamed into place. A failure while staging (a full disk) leaves every file as it was; two runs at once take
     * turns ({@link WriteLock}), and the second is checked again against what the first wrote. The files written.
     */
    public List<Path> write(boolean force) throws Refused, IOException {
        check(force);
        WriteLock lock = WriteLock.take();
        try {
            check(force);
            for (Planned file : planned) {
                if (file.original() != null && !holds(file.path(), file.original())) {
                    throw new Refused(file.path() + " changed while logtune worked on it (another run writing it?); nothing was"
                            + " written: run it again on the file as it is now");
                }
            }
            List<StagedFile> staged = new ArrayList<>();
            try {
                for (Planned file : planned) {
                    if (file.inPlace()) {
                        // a byte copy, so it is the original whatever its encoding or line endings
                        staged.add(AtomicFiles.stageCopy(file.path(), Backups.of(file.path()), writer));
                    }
                    // The replacement is a new file: it gets the permissions of the one it replaces, where the file system has them.
                    byte[] content = file.content().getBytes(StandardCharsets.UTF_8);
                    staged.add(AtomicFiles.stage(file.path(), content, permissions(file.path()), writer));
                }
                // every byte is on the disk: what is left are renames, which need no space
                for (StagedFile each : staged) {
                    each.commit();
                }
            } finally {
                for (StagedFile each : staged) {
                    each.close();
                }
            }
        } finally {
            lock.close();
        }
        return planned.stream().map(Planned::path).toList();
    }

    /** Where the original of a file replaced in place is kept. */
    public static Path backupOf(Path file) {
        return Backups.of(file);
    }

    /** "the original is kept at X", with why it is not beside the file where it is not. */
    public static String kept(Path file) {
        return Backups.said(file);
    }

    private static boolean holds(Path file, String original) throws IOException {
        return Files.isRegularFile(file) && Arrays.equals(Files.readAllBytes(file), original.getBytes(StandardCharsets.UTF_8));
    }

    private static String exists(Path path, String why) {
        return path + " exists" + why + "; nothing was written (--force replaces it)";
    }

    private static Set<PosixFilePermission> permissions(Path path) throws IOException {
        if (!Files.isRegularFile(path)) {
            return null;
        }
        try {
            return Files.getPosixFilePermissions(path);
        } catch (UnsupportedOperationException e) {
            return null;
        }
    }
}
