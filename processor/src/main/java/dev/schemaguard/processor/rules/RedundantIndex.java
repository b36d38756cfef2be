package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexRelations;
import dev.schemaguard.processor.model.IndexSpec;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Indexes MongoDB builds beside another one although they serve nothing more; DuplicateIndex has the refused ones. */
@RuleDefinition(
        severity = Severity.WARNING,
        summary = "An index MongoDB accepts beside another that serves every query it serves, an index declared twice, "
                + "or a plain index on _id")
public final class RedundantIndex implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        IndexRelations relations = new IndexRelations(document.collation());
        boolean uniqueAndSparseCount = options.mongodbVersion().isAtLeast(5, 0);
        List<IndexSpec> indexes = document.indexes();
        Set<IndexSpec> reported = new HashSet<>();
        for (IndexSpec index : indexes) {
            if (index.isDefaultIdIndex() && isPlain(index, document)) {
                report.report(Message.REDUNDANT_ID_INDEX, index.origin(), index.describe());
                reported.add(index);
            }
        }
        for (IndexSpec repeated : document.repeatedIndexes()) {
            IndexSpec first = indexes.stream()
                    .filter(i -> IndexRelations.identical(i, repeated))
                    .findFirst()
                    .orElseThrow();
            report.report(Message.REDUNDANT_INDEX_REPEATED, repeated.origin(), repeated.describe(), first.describe());
        }
        for (int later = 1; later < indexes.size(); later++) {
            IndexSpec b = indexes.get(later);
            for (int earlier = 0; earlier < later && !reported.contains(b); earlier++) {
                IndexSpec a = indexes.get(earlier);
                if (reported.contains(a) || a.name().equals(b.name()) || !relations.sameScope(a, b)) {
                    continue;
                }
                if (IndexRelations.singleFieldOtherDirection(a, b)
                        && a.unique() == b.unique()
                        && a.sparse() == b.sparse()) {
                    report.report(Message.REDUNDANT_INDEX_DIRECTION, b.origin(), b.describe(), a.describe());
                    reported.add(b);
                } else if (uniqueAndSparseCount && IndexRelations.sameKeyPattern(a, b)) {
                    Optional<IndexSpec> redundant = IndexRelations.dominatedByOptions(a, b);
                    if (redundant.isPresent()) {
                        IndexSpec r = redundant.get();
                        IndexSpec other = r == a ? b : a;
                        report.report(
                                Message.REDUNDANT_INDEX_OPTIONS,
                                r.origin(),
                                r.describe(),
                                other.describe(),
                                difference(r, other));
                        reported.add(r);
                    }
                }
            }
        }
    }

    /** An _id index without options: what MongoDB renames to _id_ and does not build. */
    private static boolean isPlain(IndexSpec index, DocumentModel document) {
        return !index.unique()
                && !index.sparse()
                && !index.hidden()
                && !index.isPartial()
                && !index.isTtl()
                && (index.collation() == null || index.collation().equals(document.collation()));
    }

    private static String difference(IndexSpec redundant, IndexSpec other) {
        if (redundant.unique() == other.unique()) {
            return "sparse";
        }
        return redundant.sparse() != other.sparse() ? "not unique and sparse" : "not unique";
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        REDUNDANT_INDEX_REPEATED(
                "index %s is declared again, with the same name and options as %s: it is one index to MongoDB (a "
                        + "framework's createIndex with it again changes nothing, and the bootstrap sends it once), so "
                        + "this declaration adds nothing; remove it"),
        REDUNDANT_INDEX_DIRECTION(
                "index %s is index %s in the other direction: MongoDB builds both, but a single-field index is read "
                        + "both ways, so this one serves no query the other does not and only costs writes and memory; "
                        + "remove it"),
        REDUNDANT_INDEX_OPTIONS(
                "index %s has the keys, collation and partial filter of index %s and differs only in being %s: MongoDB "
                        + "builds both from 5.0 on, but the other one serves every query this one serves, so this one "
                        + "only costs writes and memory; remove it"),
        REDUNDANT_ID_INDEX("index %s is the _id index MongoDB creates with every collection: the server renames such a "
                + "declaration to _id_ and builds nothing, so the generated index models leave it out; remove "
                + "the declaration");

        private final String template;

        Message(String template) {
            this.template = template;
        }

        @Override
        public String template() {
            return template;
        }
    }
}
