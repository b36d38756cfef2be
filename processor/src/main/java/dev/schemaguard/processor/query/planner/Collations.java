package dev.schemaguard.processor.query.planner;

import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.query.QueryCollation;
import java.util.Objects;
import java.util.Optional;

/**
 * The collation of the query and of each index, as the server compares them ({@code CollatorInterface::collatorsMatch}).
 * An index created without a collation takes the collection's default, and a query without one runs with it too;
 * the {@code simple} locale is binary comparison, the same as none.
 */
final class Collations {

    private final DocumentModel document;
    /** Whether the query's collation is known at build time. */
    private final boolean queryKnown;
    /** The query's collator when known: empty for simple. */
    private final Optional<CollationSpec> query;

    Collations(DocumentModel document, QueryCollation collation) {
        this.document = document;
        if (collation instanceof QueryCollation.Explicit explicit) {
            this.query = normalise(explicit.collation());
        } else {
            this.query = normalise(document.collation());
        }
        this.queryKnown = !(collation instanceof QueryCollation.AtRunTime);
    }

    /** Whether the query's collation is known. */
    boolean queryKnown() {
        return queryKnown;
    }

    /** The index's collator: empty for simple. */
    Optional<CollationSpec> of(IndexSpec index) {
        return normalise(index.collation() != null ? index.collation() : document.collation());
    }

    /** Whether the index has a non-simple collator: its string keys are ICU sort keys. */
    boolean indexIsCollated(IndexSpec index) {
        return of(index).isPresent();
    }

    /** Whether the query and the index compare strings alike. */
    Answer match(IndexSpec index) {
        if (!queryKnown) {
            return Answer.UNKNOWN;
        }
        Optional<CollationSpec> indexCollation = of(index);
        if (query.isEmpty() || indexCollation.isEmpty()) {
            return Answer.of(query.isEmpty() && indexCollation.isEmpty());
        }
        return Answer.of(same(query.get(), indexCollation.get()));
    }

    /** Whether the query runs with the simple collation. */
    Answer querySimple() {
        return !queryKnown ? Answer.UNKNOWN : Answer.of(query.isEmpty());
    }

    private static boolean same(CollationSpec a, CollationSpec b) {
        return Objects.equals(a.locale(), b.locale())
                && a.strength() == b.strength()
                && a.caseLevel() == b.caseLevel()
                && a.numericOrdering() == b.numericOrdering();
    }

    private static Optional<CollationSpec> normalise(CollationSpec collation) {
        return collation == null || collation.isSimple() ? Optional.empty() : Optional.of(collation);
    }
}
