package dev.schemaguard.processor.query.planner;

import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.query.Sort;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether an index scan gives the order a query asks for, as MongoDB decides it: the scan provides the key pattern
 * with its single-point keys dropped, cut at the first key that cannot give order ({@code computeSortsForScan} in
 * {@code query_solution.cpp}); the sort is provided when it is a prefix of that, read forwards or backwards
 * ({@code QueryPlannerAnalysis::analyzeNonBlockingSort}). Failing that, leading {@code $in} points are exploded into
 * one scan each, merged in order, while there are at most 200 scans ({@code QueryPlannerAnalysis::explodeForSort},
 * knob {@code internalQueryMaxScansToExplode}, default 200 in {@code jstests/noPassthrough/query_knobs_validation.js}).
 */
final class SortAnalysis {

    /** {@code internalQueryMaxScansToExplode}'s default. */
    static final int MAX_SCANS_TO_EXPLODE = 200;

    private final Collations collations;
    private final PathFacts paths;

    SortAnalysis(Collations collations, PathFacts paths) {
        this.collations = collations;
        this.paths = paths;
    }

    /**
     * The outcome for a scan of {@code index} with these bounds per key ({@link KeyBound#NONE} for a whole-index
     * scan).
     */
    Outcome analyse(IndexSpec index, List<KeyBound> bounds, Sort sort) {
        if (sort instanceof Sort.Unknown unknown) {
            return new Outcome(Plan.SortOrder.UNDECIDED, false, "the order is not known: " + unknown.reason());
        }
        if (sort instanceof Sort.Dynamic dynamic) {
            if (dynamic.leadingKeys().isEmpty()) {
                return new Outcome(Plan.SortOrder.UNDECIDED, false, "the order is given at run time");
            }
            Outcome leading = analyse(index, bounds, dynamic.leadingKeys());
            if (leading.order == Plan.SortOrder.BLOCKING) {
                // a sort the index does not give stays unprovided with more keys after it
                return leading;
            }
            return new Outcome(
                    Plan.SortOrder.UNDECIDED, leading.backward, "the order's last keys are given at run time");
        }
        List<Sort.SortKey> keys = ((Sort.Static) sort).keys();
        if (keys.isEmpty()) {
            return new Outcome(Plan.SortOrder.NOT_REQUESTED, false, "");
        }
        return analyse(index, bounds, keys);
    }

    private Outcome analyse(IndexSpec index, List<KeyBound> bounds, List<Sort.SortKey> sort) {
        Outcome direct = provided(index, bounds, sort, 0, Plan.SortOrder.INDEX_ORDER);
        if (direct.order != Plan.SortOrder.BLOCKING) {
            return direct;
        }
        return explode(index, bounds, sort);
    }

    /** {@code explodeForSort}: leading keys all points, at least one a union of them, then the rest gives the order. */
    private Outcome explode(IndexSpec index, List<KeyBound> bounds, List<Sort.SortKey> sort) {
        int run = 0;
        boolean union = false;
        boolean sizeUnknown = false;
        long scans = 1;
        while (run < bounds.size() && bounds.get(run).isPoints()) {
            KeyBound b = bounds.get(run);
            if (b.kind() == KeyBound.Kind.POINTS) {
                union = true;
                if (b.points().isPresent()) {
                    scans *= b.points().getAsInt();
                } else {
                    sizeUnknown = true;
                }
            }
            run++;
        }
        if (!union) {
            return blocking();
        }
        Outcome rest = provided(index, bounds, sort, run, Plan.SortOrder.MERGE_SORT);
        if (rest.order == Plan.SortOrder.BLOCKING) {
            return rest;
        }
        if (sizeUnknown) {
            return new Outcome(
                    Plan.SortOrder.UNDECIDED,
                    rest.backward,
                    "the order needs one scan per $in value, at most " + MAX_SCANS_TO_EXPLODE
                            + ", and the number of values is known only at run time");
        }
        if (scans > MAX_SCANS_TO_EXPLODE) {
            return blocking();
        }
        return rest;
    }

    /**
     * Whether the keys from {@code from} on give the order, the keys before it and every single point being
     * equality-bound; computed with the undecidable cuts made and not made, so that an unknown decides only when
     * it matters.
     */
    private Outcome provided(
            IndexSpec index, List<KeyBound> bounds, List<Sort.SortKey> sort, int from, Plan.SortOrder order) {
        Set<String> equalities = new HashSet<>();
        for (int i = 0; i < index.keys().size(); i++) {
            if (i < from || bounds.get(i).isPoint()) {
                equalities.add(index.keys().get(i).effectivePath());
            }
        }
        List<Sort.SortKey> wanted = new ArrayList<>();
        for (Sort.SortKey k : sort) {
            if (!equalities.contains(k.path())) {
                wanted.add(k);
            }
        }
        int pessimistic = matches(pattern(index, bounds, equalities, from, false), wanted);
        int optimistic = matches(pattern(index, bounds, equalities, from, true), wanted);
        if (pessimistic != 0) {
            return new Outcome(order, pessimistic < 0, "");
        }
        if (optimistic != 0) {
            return new Outcome(
                    Plan.SortOrder.UNDECIDED,
                    optimistic < 0,
                    "whether index '" + index.name() + "' gives the order depends on what the model does not say"
                            + " (arrays or strings on its keys)");
        }
        return blocking();
    }

    /** 1 when the pattern gives the order forwards, -1 backwards, 0 not. */
    private static int matches(List<Sort.SortKey> pattern, List<Sort.SortKey> wanted) {
        if (wanted.isEmpty()) {
            return 1;
        }
        if (wanted.size() > pattern.size()) {
            return 0;
        }
        boolean forward = true;
        boolean backward = true;
        for (int i = 0; i < wanted.size(); i++) {
            Sort.SortKey w = wanted.get(i);
            Sort.SortKey p = pattern.get(i);
            if (!w.path().equals(p.path())) {
                return 0;
            }
            forward &= w.direction() == p.direction();
            backward &= w.direction() != p.direction();
        }
        return forward ? 1 : backward ? -1 : 0;
    }

    /**
     * The order the scan gives, equality keys dropped, cut at the first key that cannot give one: a hashed or
     * special key, a bounded key on a path with arrays (only a multikey key scanned whole keeps its order:
     * {@code confirmBoundsProvideSortComponentGivenMultikeyness}), a key whose strings sort under another collation.
     *
     * @param assumeOrdered how to read a key whose arrays or strings the model does not know
     */
    private List<Sort.SortKey> pattern(
            IndexSpec index, List<KeyBound> bounds, Set<String> equalities, int from, boolean assumeOrdered) {
        List<Sort.SortKey> out = new ArrayList<>();
        Answer collationMatch = collations.match(index);
        for (int i = from; i < index.keys().size(); i++) {
            IndexKey key = index.keys().get(i);
            String path = key.effectivePath();
            if (equalities.contains(path)) {
                continue;
            }
            if (!key.type().isDirection()) {
                break;
            }
            KeyBound b = bounds.get(i);
            Answer cut = Answer.NO;
            if (b.kind() != KeyBound.Kind.NONE) {
                cut = cut.or(paths.multikey(path));
            }
            if (collationMatch != Answer.YES) {
                cut = cut.or(collationMatch == Answer.NO ? paths.collatable(path) : Answer.UNKNOWN);
            }
            if (cut == Answer.YES || cut == Answer.UNKNOWN && !assumeOrdered) {
                break;
            }
            out.add(new Sort.SortKey(
                    path, key.type() == IndexKeyType.ASCENDING ? Sort.Direction.ASCENDING : Sort.Direction.DESCENDING));
        }
        return out;
    }

    private static Outcome blocking() {
        return new Outcome(Plan.SortOrder.BLOCKING, false, "");
    }

    /** How the order is produced, whether the index is read backwards, and why it is undecided. */
    record Outcome(Plan.SortOrder order, boolean backward, String note) {}
}
