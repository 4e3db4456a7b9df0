package dev.logtune.tuner.userfiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where --write keeps an original: beside it as FILE.bak, except inside a build's resources folder
 * ({@code src/<set>/resources}), where the build would package the copy into the jar, so it goes to
 * {@code .logtune-backup/} at the root of that module instead, under the same relative path.
 */
final class Backups {
    static final String FOLDER = ".logtune-backup";

    private Backups() {
    }

    static Path of(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        for (int i = 0; i + 2 < absolute.getNameCount(); i++) {
            if (absolute.getName(i).toString().equals("src") && absolute.getName(i + 2).toString().equals("resources")) {
                Path module = absolute.getRoot() == null ? absolute.subpath(0, i)
                        : i == 0 ? absolute.getRoot() : absolute.getRoot().resolve(absolute.subpath(0, i));
                Path relative = module.relativize(absolute);
                return module.resolve(FOLDER).resolve(relative.toString() + ".bak");
            }
        }
        return absolute.resolveSibling(absolute.getFileName() + ".bak");
    }

    /** "the original is kept at X" with why it is not beside the file, where it is not. */
    static String said(Path file) {
        Path backup = of(file);
        return "the original is kept at " + backup + (backup.getParent().equals(file.toAbsolutePath().normalize().getParent()) ? ""
                : " (not beside it: the build packages src/*/resources into the jar)");
    }
}
