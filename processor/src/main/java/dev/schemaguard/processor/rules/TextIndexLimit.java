package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * One text index per collection, whichever document of the collection declares it: within a
 * document, and across documents that share a collection (docs/rules: index rules run per
 * collection), as a Spring Data subclass stored with its parent gets a text index of its own.
 */
@RuleDefinition(severity = Severity.ERROR, fixed = true, summary = "More than one text index in a collection")
public final class TextIndexLimit implements DocumentRule, SchemaRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        IndexSpec first = null;
        for (IndexSpec index : document.indexes()) {
            if (!index.hasKeyOfType(IndexKeyType.TEXT)) {
                continue;
            }
            // the same index under another name (an SDM subclass's inherited one) is DuplicateIndex's finding
            if (first == null) {
                first = index;
            } else if (!sameSpec(index, first)) {
                // two classes that each declare one (an SDM subclass entity) are fixed on the class they share
                String fix = Objects.equals(index.declaringType(), first.declaringType())
                        ? "put every text field in one index, e.g. "
                                + document.spelling().oneTextIndex()
                        : document.spelling().sharedTextIndex();
                report.report(
                        Message.TEXT_INDEX_LIMIT,
                        index.origin(),
                        index.describe(),
                        document.simpleName(),
                        first.describe(),
                        fix);
            }
        }
    }

    /**
     * A document with one text index, stored in the collection of an earlier document whose text
     * indexes are all different from it. A document with two is the check above's; an identical
     * index (same name, keys and options, as a hint inherited unchanged) the server takes as the
     * one it has. Superclasses come first, so the finding is on the subclass's index.
     */
    @Override
    public void check(List<DocumentModel> documents, SchemaGuardOptions options, ValidationReport report) {
        List<DocumentModel> ordered = documents.stream()
                .filter(d -> !d.collectionAtRunTime())
                .sorted(Comparator.comparingInt(
                                (DocumentModel d) -> d.root().superclasses().size())
                        .thenComparing(DocumentModel::qualifiedName))
                .toList();
        for (int i = 0; i < ordered.size(); i++) {
            DocumentModel document = ordered.get(i);
            List<IndexSpec> own = textIndexes(document);
            if (own.size() != 1) {
                continue;
            }
            IndexSpec text = own.get(0);
            for (DocumentModel earlier : ordered.subList(0, i)) {
                List<IndexSpec> theirs = textIndexes(earlier);
                if (!document.sharesCollectionWith(earlier) || theirs.isEmpty()) {
                    continue;
                }
                if (theirs.stream().noneMatch(t -> identical(t, text))) {
                    report.report(
                            Message.TEXT_INDEX_LIMIT_ACROSS,
                            text.origin(),
                            text.describe(),
                            document.simpleName(),
                            document.collection(),
                            theirs.get(0).describe(),
                            earlier.simpleName(),
                            document.spelling().sharedTextIndex());
                }
                break;
            }
        }
    }

    private static List<IndexSpec> textIndexes(DocumentModel document) {
        return document.indexes().stream()
                .filter(i -> i.hasKeyOfType(IndexKeyType.TEXT))
                .toList();
    }

    /** What createIndexes takes as the index it already has: the same name, keys, weights and options. */
    private static boolean identical(IndexSpec a, IndexSpec b) {
        return a.name().equals(b.name()) && sameSpec(a, b);
    }

    private static boolean sameSpec(IndexSpec a, IndexSpec b) {
        return a.keysDocument().equals(b.keysDocument())
                && a.weights().equals(b.weights())
                && a.options().equals(b.options())
                && Objects.equals(a.collation(), b.collation())
                && Objects.equals(a.partialFilter(), b.partialFilter())
                && a.sparse() == b.sparse()
                && a.unique() == b.unique();
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        TEXT_INDEX_LIMIT(
                "text index %s is a second text index in '%s', after %s: a collection has at most one and MongoDB "
                        + "refuses the second (CannotCreateIndex, 67); %s"),
        TEXT_INDEX_LIMIT_ACROSS(
                "text index %s of '%s' is a second text index in the collection '%s', after %s of '%s': a collection "
                        + "has at most one, whichever document declares it, and MongoDB refuses the second "
                        + "(CannotCreateIndex, 67); %s");

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
