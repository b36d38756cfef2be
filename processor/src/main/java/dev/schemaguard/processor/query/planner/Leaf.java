package dev.schemaguard.processor.query.planner;

import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Filter;
import java.util.ArrayList;
import java.util.List;

/**
 * One predicate ANDed with the others of a clause, on its full stored path: what MongoDB's
 * {@code partitionAndRelatedPreds} ({@code planner_ixselect.cpp}) collects as the bounds-generating leaves of an
 * AND, through nested ANDs and into {@code $elemMatch} objects, whose children's paths take the array's path as a
 * prefix ({@code getFields}).
 *
 * @param path           the full stored path
 * @param condition      the condition
 * @param underElemMatch whether it sits inside an {@code $elemMatch} (null equality there matches a literal null
 *                       only, which a sparse index holds: {@code nodeIsSupportedBySparseIndex})
 * @param valueElemMatch for a condition of an {@code $elemMatch} on values ({@code {a: {$elemMatch: {$gt: 0}}}}),
 *                       a number shared by the conditions of that {@code $elemMatch}, which an index answers only
 *                       when it answers them all ({@code _compatible}: "make sure _all_ of the children can use the
 *                       index"); 0 for any other
 */
record Leaf(String path, Condition condition, boolean underElemMatch, int valueElemMatch) {

    /** The leaves of a clause, the {@code $or}s ANDed with them, and whether part of it cannot be read. */
    record Clause(List<Leaf> leaves, List<Filter.Or> ors, boolean unreadable) {
        Clause {
            leaves = List.copyOf(leaves);
            ors = List.copyOf(ors);
        }

        boolean isEmpty() {
            return leaves.isEmpty() && ors.isEmpty() && !unreadable;
        }
    }

    /**
     * Splits a filter that is not itself an {@code $or} into its ANDed leaves and {@code $or}s. A {@code $nor} is
     * skipped: MongoDB's {@code getFields} does not descend under it, so nothing in it makes an index relevant.
     */
    static Clause of(Filter filter) {
        List<Leaf> leaves = new ArrayList<>();
        List<Filter.Or> ors = new ArrayList<>();
        boolean[] unreadable = {false};
        collect(filter, "", 0, leaves, ors, unreadable);
        return new Clause(leaves, ors, unreadable[0]);
    }

    /** @param elemMatch 0 outside an {@code $elemMatch}, else a number for the innermost one, negative for a value one */
    private static void collect(
            Filter filter, String prefix, int elemMatch, List<Leaf> leaves, List<Filter.Or> ors, boolean[] unreadable) {
        if (filter instanceof Filter.And and) {
            and.clauses().forEach(c -> collect(c, prefix, elemMatch, leaves, ors, unreadable));
        } else if (filter instanceof Filter.Or or) {
            if (prefix.isEmpty()) {
                ors.add(or);
            }
        } else if (filter instanceof Filter.Unreadable) {
            unreadable[0] = true;
        } else if (filter instanceof Filter.Predicate predicate) {
            String path = join(prefix, predicate.path());
            if (predicate.condition() instanceof Condition.ElemMatch inner) {
                // an $elemMatch on an empty path component can use no index (isBoundsGeneratingElemMatchObject)
                if (!predicate.path().isEmpty()) {
                    int id = leaves.size() + 1;
                    collect(inner.element(), path, isOnValues(inner.element()) ? -id : id, leaves, ors, unreadable);
                }
            } else {
                leaves.add(new Leaf(path, predicate.condition(), elemMatch != 0, Math.max(0, -elemMatch)));
            }
        }
        // a $nor: its predicates make no index relevant
    }

    /** Whether an {@code $elemMatch}'s conditions are on the elements themselves: every path in it is empty. */
    private static boolean isOnValues(Filter element) {
        if (element instanceof Filter.And and) {
            return !and.clauses().isEmpty() && and.clauses().stream().allMatch(Leaf::isOnValues);
        }
        return element instanceof Filter.Predicate p && p.path().isEmpty();
    }

    private static String join(String prefix, String path) {
        if (prefix.isEmpty()) {
            return path;
        }
        return path.isEmpty() ? prefix : prefix + "." + path;
    }
}
