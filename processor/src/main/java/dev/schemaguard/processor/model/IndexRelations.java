package dev.schemaguard.processor.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * When two indexes of one collection are the same index, or when one makes the other
 * unnecessary. Pure: the rules that report these hold no index logic of their own.
 */
public final class IndexRelations {

    private final CollationSpec collectionDefault;

    /** @param collectionDefault the collection's default collation, which indexes without their own inherit */
    public IndexRelations(CollationSpec collectionDefault) {
        this.collectionDefault = collectionDefault;
    }

    /** Whether an index ends up with a collation other than binary comparison. */
    public boolean hasCollation(IndexSpec index) {
        return effectiveCollation(index) != null;
    }

    /** The collation an index gets: its own, or the collection's default (as MongoDB creates it). */
    public CollationSpec effectiveCollation(IndexSpec index) {
        CollationSpec collation = index.collation() != null ? index.collation() : collectionDefault;
        // "simple" is binary comparison, as if there were no collation
        return collation == null || collation.isSimple() ? null : collation;
    }

    /**
     * Whether MongoDB sees one index signature twice: the same key pattern (keys, order, directions)
     * and collation, and from 5.0 on the same partial filter, {@code unique} and {@code sparse}
     * (before 5.0 an index on the same keys and collation is the same index whatever its filter).
     * TTL and {@code hidden} are not part of the signature, so they never make two indexes different.
     *
     * @param from50 whether the target server is 5.0 or later
     */
    public boolean sameSignature(IndexSpec a, IndexSpec b, boolean from50) {
        return sameKeyPattern(a, b)
                && Objects.equals(effectiveCollation(a), effectiveCollation(b))
                && (!from50
                        || Objects.equals(canonicalFilter(a), canonicalFilter(b))
                                && a.unique() == b.unique()
                                && a.sparse() == b.sparse());
    }

    /** Whether two indexes see the same documents and compare strings alike. */
    public boolean sameScope(IndexSpec a, IndexSpec b) {
        return Objects.equals(effectiveCollation(a), effectiveCollation(b))
                && Objects.equals(canonicalFilter(a), canonicalFilter(b));
    }

    /**
     * The same index, name and every option: what {@code createIndexes} takes as a no-op when the collection has it
     * already (and refuses twice in one request).
     */
    public static boolean identical(IndexSpec a, IndexSpec b) {
        return a.name().equals(b.name())
                && sameKeyPattern(a, b)
                && a.unique() == b.unique()
                && a.sparse() == b.sparse()
                && a.expireAfterSeconds().equals(b.expireAfterSeconds())
                && Objects.equals(a.partialFilter(), b.partialFilter())
                && Objects.equals(a.collation(), b.collation())
                && a.hidden() == b.hidden()
                && a.weights().equals(b.weights())
                && a.options().equals(b.options());
    }

    /** The same keys, in the same order, with the same directions or special types. */
    public static boolean sameKeyPattern(IndexSpec a, IndexSpec b) {
        List<IndexKey> ka = a.keys();
        List<IndexKey> kb = b.keys();
        if (ka.size() != kb.size()) {
            return false;
        }
        for (int i = 0; i < ka.size(); i++) {
            if (!ka.get(i).effectivePath().equals(kb.get(i).effectivePath())
                    || ka.get(i).type() != kb.get(i).type()) {
                return false;
            }
        }
        return true;
    }

    /** A single-field ascending or descending index and the same field in the other direction. */
    public static boolean singleFieldOtherDirection(IndexSpec a, IndexSpec b) {
        if (a.keys().size() != 1 || b.keys().size() != 1) {
            return false;
        }
        IndexKey ka = a.keys().get(0);
        IndexKey kb = b.keys().get(0);
        return ka.type().isDirection()
                && kb.type().isDirection()
                && ka.type() != kb.type()
                && ka.effectivePath().equals(kb.effectivePath());
    }

    /**
     * Of two indexes with one signature but for {@code unique} and {@code sparse}, the one the other
     * makes unnecessary: a unique index serves every query a non-unique one does, and a non-sparse
     * index every query a sparse one does. Empty when each serves something the other cannot.
     */
    public static Optional<IndexSpec> dominatedByOptions(IndexSpec a, IndexSpec b) {
        if (a.unique() == b.unique() && a.sparse() == b.sparse()) {
            return Optional.empty();
        }
        if (covers(a, b)) {
            return Optional.of(b);
        }
        return covers(b, a) ? Optional.of(a) : Optional.empty();
    }

    private static boolean covers(IndexSpec wider, IndexSpec narrower) {
        return (wider.unique() || !narrower.unique()) && (!wider.sparse() || narrower.sparse());
    }

    /**
     * Whether {@code shorter} is made unnecessary by {@code longer}: its keys are a strict prefix of
     * the longer one's, with equal directions or all reversed (any direction for one key), and
     * nothing makes the shorter one serve other queries: not unique, sparse, TTL or hidden, no
     * special key type, and the same partial filter and collation. A hidden or special longer
     * index cannot stand in for it either.
     */
    public boolean isRedundantPrefix(IndexSpec shorter, IndexSpec longer) {
        List<IndexKey> a = shorter.keys();
        List<IndexKey> b = longer.keys();
        if (a.size() >= b.size() || a.isEmpty()) {
            return false;
        }
        if (shorter.unique()
                || shorter.sparse()
                || longer.unique()
                || longer.sparse()
                || shorter.isTtl()
                || shorter.hidden()
                || longer.hidden()
                || !sameScope(shorter, longer)) {
            return false;
        }
        if (a.stream().anyMatch(k -> !k.type().isDirection())
                || b.stream().anyMatch(k -> !k.type().isDirection())) {
            return false;
        }
        boolean same = true;
        boolean reversed = true;
        for (int i = 0; i < a.size(); i++) {
            if (!a.get(i).effectivePath().equals(b.get(i).effectivePath())) {
                return false;
            }
            same &= a.get(i).type() == b.get(i).type();
            reversed &= a.get(i).type() != b.get(i).type();
        }
        return a.size() == 1 || same || reversed;
    }

    /**
     * The first index whose first key is {@code javaPath} and whose collation (its own or the
     * collection's) ignores case: the index a case-insensitive lookup on that path can use.
     */
    public Optional<IndexSpec> caseInsensitiveIndex(List<IndexSpec> indexes, String javaPath) {
        for (IndexSpec index : indexes) {
            CollationSpec collation = effectiveCollation(index);
            IndexKey first = index.keys().get(0);
            // a hidden index is invisible to the query planner: it serves no lookup
            if (first.javaPath().equals(javaPath)
                    && first.type().isDirection()
                    && !index.hidden()
                    && collation != null
                    && collation.isCaseInsensitive()) {
                return Optional.of(index);
            }
        }
        return Optional.empty();
    }

    static String canonicalFilter(IndexSpec index) {
        if (!index.isPartial()) {
            return null;
        }
        PartialFilter filter = PartialFilter.parse(index.partialFilter());
        return filter.canonical() != null
                ? filter.canonical()
                : index.partialFilter().trim();
    }
}
