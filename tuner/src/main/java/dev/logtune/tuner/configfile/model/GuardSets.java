package dev.logtune.tuner.configfile.model;

import dev.logtune.tuner.configfile.ConfigElement;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The conditions an element of the file sits under, taken together: whether two sets of {@link Guard}s can hold at
 * once, whether one implies the other, and which choices definitions of one name fill completely.
 */
public final class GuardSets {
    private GuardSets() {
    }

    /**
     * The guards of these definitions (of one name) with complete alternatives taken out: where the definitions fill
     * every branch of an exhaustive choice (an {@code <if>} with {@code <then>} and {@code <else>}, a {@code <Select>}
     * with a {@code <DefaultArbiter>}), or sit in both {@code <springProfile name="X">} and {@code name="!X"}, the name
     * is defined either way and that choice is no condition on it. One list per definition, in order.
     */
    public static List<List<Guard>> withoutCompleteChoices(List<AppenderDef> defs) {
        Map<ConfigElement, Set<Integer>> filled = new java.util.HashMap<>();
        Set<String> profiles = new java.util.HashSet<>();
        for (AppenderDef def : defs) {
            for (Guard guard : def.guards()) {
                if (guard.kind() == Guard.Kind.BRANCH) {
                    filled.computeIfAbsent(guard.block(), b -> new java.util.HashSet<>()).add(guard.branch());
                } else if (guard.kind() == Guard.Kind.PROFILE) {
                    profiles.add(guard.expression().strip());
                }
            }
        }
        Set<ConfigElement> complete = new java.util.HashSet<>();
        filled.forEach((block, branches) -> {
            List<ConfigElement> children = block.children();
            boolean exhaustive = block.isTag("if")
                    ? children.stream().anyMatch(c -> c.isTag("else"))
                            && branches.containsAll(List.of(0, 1))
                    : children.stream().anyMatch(c -> c.isTag("DefaultArbiter"))
                            && branches.size() == children.size();
            if (exhaustive) {
                complete.add(block);
            }
        });
        return defs.stream().map(def -> def.guards().stream().filter(g -> !(g.kind() == Guard.Kind.BRANCH && complete.contains(g.block()))
                && !(g.kind() == Guard.Kind.PROFILE && profiles.contains(complement(g.expression().strip())))).toList()).toList();
    }

    private static String complement(String profile) {
        return profile.startsWith("!") ? profile.substring(1).strip() : "!" + profile;
    }

    /** Whether two sets of guards can never hold together: some guard of one excludes some guard of the other. */
    public static boolean exclusive(List<Guard> a, List<Guard> b) {
        for (Guard x : a) {
            for (Guard y : b) {
                if (Guard.exclusive(x, y)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether {@code inner} guards imply all of {@code outer}: wherever the first applies, so does the second. */
    public static boolean covers(List<Guard> outer, List<Guard> inner) {
        return outer.stream().allMatch(g -> inner.stream().anyMatch(h -> Guard.implies(h, g)));
    }
}
