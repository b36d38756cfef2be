package dev.schemaguard.processor.model;

import java.util.List;
import java.util.Objects;

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
     * Same keys and directions (a single-field index in either direction counts as the same), same
     * collation and same partial filter: MongoDB would keep one of them, or refuse the second.
     */
    public boolean sameIndex(IndexSpec a, IndexSpec b) {
        return sameKeys(a, b) && sameScope(a, b);
    }

    /** Whether two indexes see the same documents and compare strings alike. */
    public boolean sameScope(IndexSpec a, IndexSpec b) {
        return Objects.equals(effectiveCollation(a), effectiveCollation(b))
                && Objects.equals(canonicalFilter(a), canonicalFilter(b));
    }

    public static boolean sameKeys(IndexSpec a, IndexSpec b) {
        List<IndexKey> ka = a.keys();
        List<IndexKey> kb = b.keys();
        if (ka.size() != kb.size()) {
            return false;
        }
        if (ka.size() == 1 && ka.get(0).type().isDirection() && kb.get(0).type().isDirection()) {
            return ka.get(0).effectivePath().equals(kb.get(0).effectivePath());
        }
        for (int i = 0; i < ka.size(); i++) {
            if (!ka.get(i).effectivePath().equals(kb.get(i).effectivePath()) || ka.get(i).type() != kb.get(i).type()) {
                return false;
            }
        }
        return true;
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
        if (shorter.unique() || shorter.sparse() || longer.unique() || longer.sparse()
                || shorter.isTtl() || shorter.hidden() || longer.hidden() || !sameScope(shorter, longer)) {
            return false;
        }
        if (a.stream().anyMatch(k -> !k.type().isDirection()) || b.stream().anyMatch(k -> !k.type().isDirection())) {
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
    public java.util.Optional<IndexSpec> caseInsensitiveIndex(List<IndexSpec> indexes, String javaPath) {
        for (IndexSpec index : indexes) {
            CollationSpec collation = effectiveCollation(index);
            IndexKey first = index.keys().get(0);
            // a hidden index is invisible to the query planner: it serves no lookup
            if (first.javaPath().equals(javaPath) && first.type().isDirection() && !index.hidden() && collation != null
                    && collation.isCaseInsensitive()) {
                return java.util.Optional.of(index);
            }
        }
        return java.util.Optional.empty();
    }

    private static String canonicalFilter(IndexSpec index) {
        if (!index.isPartial()) {
            return null;
        }
        PartialFilter filter = PartialFilter.parse(index.partialFilter());
        return filter.canonical() != null ? filter.canonical() : index.partialFilter().trim();
    }
}
