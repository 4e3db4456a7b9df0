package dev.logtune.tuner.tune;

import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Where a Log4j2 rolling file's archives sit, as a Delete names them: the directory of filePattern as written (its
 * variables left for Log4j2 to resolve, as it resolves them in filePattern), and below it a glob with a {@code *} for
 * each date, index and lookup resolved at each roll ({@code $${date:yyyy-MM}}), one level per directory.
 *
 * @param basePath the directory before the first part that changes from roll to roll
 * @param glob the archives' path below it
 */
record Log4j2ArchivePlace(String basePath, String glob) {
    /** What differs from one archive to the next: a date, an index, a lookup Log4j2 resolves at each roll. */
    private static final Pattern CHANGING = Pattern.compile("\\$\\$\\{[^}]*}|%d(?:ate)?(?:\\{[^}]*})?|%0?\\d*i");
    private static final Pattern VARIABLE = Pattern.compile("\\$\\{[^}]*}");

    /**
     * The place of the archives as tune leaves filePattern; empty where a Delete could not name them alone: no
     * directory of their own before what changes, a name that starts with what changes, or a glob that also matches
     * the active file.
     */
    static Optional<Log4j2ArchivePlace> of(String writtenPattern, String activeFile) {
        String pattern = writtenPattern.replace('\\', '/');
        java.util.regex.Matcher changing = CHANGING.matcher(pattern);
        int first = changing.find() ? changing.start() : pattern.length();
        int slash = pattern.lastIndexOf('/', first);
        // No directory before what changes: beside the working directory only where the archives have no directory at all.
        if (slash < 0 && pattern.indexOf('/') >= 0) {
            return Optional.empty();
        }
        String base = slash < 0 ? "." : pattern.substring(0, slash);
        if (base.isEmpty()) {
            return Optional.empty();
        }
        String glob = CHANGING.matcher(pattern.substring(slash + 1)).replaceAll("*").replaceAll("\\*+", "*");
        String name = glob.substring(glob.lastIndexOf('/') + 1);
        if (name.startsWith("*") || matchesActive(glob, activeFile)) {
            return Optional.empty();
        }
        return Optional.of(new Log4j2ArchivePlace(base, glob));
    }

    /** The levels below basePath the Delete walks: 1 for archives in it, one more for each directory. */
    int depth() {
        return depth(glob) + 1;
    }

    static int depth(String path) {
        return (int) path.chars().filter(c -> c == '/').count();
    }

    // Variables are unknown here: a * in the glob and nothing in the file's name, so a doubt counts as a match.
    private static boolean matchesActive(String glob, String activeFile) {
        if (activeFile == null || activeFile.isBlank()) {
            return false;
        }
        String[] parts = VARIABLE.matcher(activeFile.replace('\\', '/')).replaceAll("").split("/");
        int levels = depth(glob) + 1;
        if (parts.length < levels) {
            return true;
        }
        String tail = String.join("/", java.util.Arrays.copyOfRange(parts, parts.length - levels, parts.length));
        try {
            PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + VARIABLE.matcher(glob).replaceAll("*"));
            return matcher.matches(Path.of(tail));
        } catch (RuntimeException e) {
            return true;
        }
    }
}
