package dev.schemaguard.processor.query.planner;

import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Sort;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which index serves a clause's ANDed predicates: the indexes whose first key a predicate constrains and can be
 * answered by ({@code QueryPlannerIXSelect::findRelevantIndices} and {@code rateIndices} in
 * {@code planner_ixselect.cpp}), after the assignments the planner strips (partial filters the clause does not
 * imply, text and 2dsphere indexes without their own predicate, every other index beside an equality on a
 * single-field unique one), ranked as {@link QueryPlanner} describes.
 */
final class IndexChoice {

    private final KeyMatcher matcher;
    private final SortAnalysis sorts;
    private final PartialFilterImplication partials;

    IndexChoice(KeyMatcher matcher, SortAnalysis sorts, PartialFilterImplication partials) {
        this.matcher = matcher;
        this.sorts = sorts;
        this.partials = partials;
    }

    /** One index considered for a clause: its bounds on each key. */
    private record Candidate(ServingIndex index, int position, List<KeyBound> bounds, SortAnalysis.Outcome sort) {

        int equalityKeys() {
            int n = 0;
            while (n < bounds.size() && bounds.get(n).isPoints()) {
                n++;
            }
            return n;
        }

        int boundedKeys() {
            return (int) bounds.stream()
                    .filter(b -> b.usable() == Answer.YES && b.kind() != KeyBound.Kind.NONE)
                    .count();
        }

        Plan.Bounds scanBounds() {
            return switch (bounds.get(0).kind()) {
                case POINT, POINTS, RANGE -> Plan.Bounds.BOUNDED;
                case UNKNOWN_RANGE, UNKNOWN -> Plan.Bounds.UNKNOWN;
                case ALL_KEYS, NONE -> Plan.Bounds.WHOLE_INDEX;
            };
        }

        int sortRank() {
            return switch (sort.order()) {
                case NOT_REQUESTED, INDEX_ORDER, MERGE_SORT -> 0;
                case UNDECIDED -> 1;
                case BLOCKING -> 2;
            };
        }

        Plan toPlan(Plan.Use use) {
            return new Plan.IndexScan(
                    index, use, equalityKeys(), scanBounds(), sort.order(), sort.backward(), sort.note());
        }
    }

    private static final Comparator<Candidate> BEST = Comparator.comparingInt(Candidate::equalityKeys)
            .reversed()
            .thenComparingInt(Candidate::sortRank)
            .thenComparing(Candidate::scanBounds)
            .thenComparing(Comparator.comparingInt(Candidate::boundedKeys).reversed())
            .thenComparingInt(Candidate::position);

    /** The best index relevant to these ANDed predicates, or an unknown plan when relevance cannot be told. */
    Optional<Plan> choose(List<Leaf> leaves, List<ServingIndex> candidates, Sort sort) {
        if (leaves.isEmpty()) {
            return Optional.empty();
        }
        Optional<Plan> unique = uniqueEquality(leaves, candidates, sort);
        if (unique.isPresent()) {
            return unique;
        }
        List<Candidate> relevant = new ArrayList<>();
        String unknown = null;
        for (int i = 0; i < candidates.size(); i++) {
            ServingIndex index = candidates.get(i);
            IndexSpec spec = index.spec();
            if (spec.hasKeyOfType(IndexKeyType.TEXT) || !geoIndexUsable(spec, leaves)) {
                // a text index serves $text only (stripInvalidAssignmentsToTextIndexes), a 2dsphere index
                // only a query with a geo predicate on its geo key (stripInvalidAssignmentsTo2dsphereIndices)
                continue;
            }
            if (isWildcard(spec)) {
                if (leaves.stream().anyMatch(l -> coveredByWildcard(spec, l.path()))) {
                    unknown = unknown != null ? unknown : "the wildcard index '" + index.name() + "' may serve it";
                }
                continue;
            }
            List<KeyBound> bounds = bounds(spec, leaves);
            KeyBound first = bounds.get(0);
            if (first.usable() == Answer.NO) {
                continue;
            }
            Answer partial = spec.isPartial() ? partials.implied(spec, leaves) : Answer.YES;
            if (partial == Answer.NO) {
                continue;
            }
            if (first.usable() == Answer.UNKNOWN || partial == Answer.UNKNOWN) {
                if (unknown == null) {
                    unknown = first.usable() == Answer.UNKNOWN
                            ? first.reason()
                            : "whether the query implies the partial filter of index '" + index.name()
                                    + "' depends on values bound at run time";
                }
                continue;
            }
            relevant.add(new Candidate(index, i, bounds, sorts.analyse(spec, bounds, sort)));
        }
        if (unknown != null) {
            return Optional.of(new Plan.Unknown(unknown));
        }
        return relevant.stream().min(BEST).map(c -> c.toPlan(Plan.Use.FILTER));
    }

    /**
     * An equality on a single-field unique index makes the planner drop every other assignment
     * ({@code QueryPlannerIXSelect::stripUnneededAssignments}): that index is the plan.
     */
    private Optional<Plan> uniqueEquality(List<Leaf> leaves, List<ServingIndex> candidates, Sort sort) {
        for (int i = 0; i < candidates.size(); i++) {
            ServingIndex index = candidates.get(i);
            IndexSpec spec = index.spec();
            if (!spec.unique()
                    || spec.keys().size() != 1
                    || !spec.keys().get(0).type().isDirection()) {
                continue;
            }
            String path = spec.keys().get(0).effectivePath();
            for (Leaf leaf : leaves) {
                boolean equality = leaf.condition() instanceof Condition.Equality
                        || leaf.condition() instanceof Condition.NullEquality;
                if (equality
                        && leaf.path().equals(path)
                        && !leaf.underElemMatch()
                        && matcher.bound(leaf, spec, spec.keys().get(0)).usable() == Answer.YES
                        && (!spec.isPartial() || partials.implied(spec, leaves) == Answer.YES)) {
                    List<KeyBound> bounds = bounds(spec, leaves);
                    return Optional.of(
                            new Candidate(index, i, bounds, sorts.analyse(spec, bounds, sort)).toPlan(Plan.Use.FILTER));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The bounds on each key: the best a predicate on its path gives, or none. The conditions of one
     * {@code $elemMatch} on values bound the key only together: one the index cannot answer leaves them all out.
     */
    List<KeyBound> bounds(IndexSpec index, List<Leaf> leaves) {
        List<KeyBound> out = new ArrayList<>();
        for (var key : index.keys()) {
            Map<Leaf, KeyBound> each = new LinkedHashMap<>();
            for (Leaf leaf : leaves) {
                if (leaf.path().equals(key.effectivePath())) {
                    each.put(
                            leaf,
                            key.type() == IndexKeyType.GEO_2D || key.type() == IndexKeyType.GEO_2DSPHERE
                                    ? geoWithin(leaf, key.type())
                                    : matcher.bound(leaf, index, key));
                }
            }
            KeyBound best = KeyBound.NONE;
            for (Map.Entry<Leaf, KeyBound> e : each.entrySet()) {
                int group = e.getKey().valueElemMatch();
                Answer together = Answer.YES;
                for (Map.Entry<Leaf, KeyBound> other : each.entrySet()) {
                    if (group != 0 && other.getKey().valueElemMatch() == group) {
                        together = together == Answer.NO || other.getValue().usable() == Answer.NO
                                ? Answer.NO
                                : together == Answer.UNKNOWN || other.getValue().usable() == Answer.UNKNOWN
                                        ? Answer.UNKNOWN
                                        : Answer.YES;
                    }
                }
                KeyBound b = together == Answer.NO
                        ? KeyBound.NONE
                        : together == Answer.UNKNOWN && e.getValue().usable() == Answer.YES
                                ? KeyBound.unknown("a condition of the $elemMatch on '"
                                        + e.getKey().path() + "' may not be answered by index '" + index.name()
                                        + "'")
                                : e.getValue();
                best = better(best, b);
            }
            out.add(best);
        }
        return out;
    }

    private static KeyBound better(KeyBound a, KeyBound b) {
        if (a.usable() == Answer.YES || b.usable() == Answer.YES) {
            if (a.usable() != Answer.YES) {
                return b;
            }
            if (b.usable() != Answer.YES) {
                return a;
            }
            return b.rank() > a.rank() ? b : a;
        }
        return a.usable() == Answer.UNKNOWN ? a : b;
    }

    /**
     * A {@code $geoWithin} on a geo key: a 2dsphere index takes it for a region S2 can cover, a 2d index for an
     * R2 region or a {@code $centerSphere} that does not wrap ({@code _compatible}); the shape is not in the
     * query model.
     */
    private static KeyBound geoWithin(Leaf leaf, IndexKeyType type) {
        if (leaf.condition() instanceof Condition.GeoWithin) {
            return KeyBound.unknown("whether the " + type.suffix() + " index on '" + leaf.path()
                    + "' serves the $geoWithin depends on its shape");
        }
        return KeyBound.unusable();
    }

    /** A 2dsphere index is usable only with a geo predicate on one of its 2dsphere keys. */
    private static boolean geoIndexUsable(IndexSpec index, List<Leaf> leaves) {
        if (!index.hasKeyOfType(IndexKeyType.GEO_2DSPHERE)) {
            return true;
        }
        return index.keys().stream()
                .filter(k -> k.type() == IndexKeyType.GEO_2DSPHERE)
                .anyMatch(k -> leaves.stream()
                        .anyMatch(l -> l.path().equals(k.effectivePath())
                                && (l.condition() instanceof Condition.GeoWithin
                                        || l.condition() instanceof Condition.GeoNear)));
    }

    static boolean isWildcard(IndexSpec index) {
        return index.keys().stream()
                .anyMatch(k ->
                        k.effectivePath().equals("$**") || k.effectivePath().endsWith(".$**"));
    }

    private static boolean coveredByWildcard(IndexSpec index, String path) {
        for (var key : index.keys()) {
            String p = key.effectivePath();
            if (p.equals("$**")) {
                return true;
            }
            if (p.endsWith(".$**")) {
                String prefix = p.substring(0, p.length() - "$**".length());
                if (path.startsWith(prefix) || (path + ".").equals(prefix)) {
                    return true;
                }
            }
        }
        return false;
    }
}
