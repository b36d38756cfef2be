package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** MongoDB stores any mix of documents in one collection, so the rule is not fixed (docs/rules). */
@RuleDefinition(
        severity = Severity.ERROR,
        summary = "Two unrelated @Document classes stored in the same collection disagree on what is stored there")
public final class DuplicateCollection implements SchemaRule {

    /**
     * Two unrelated classes on one collection are reported only where they disagree on what is stored: a class
     * that reads a subset of another's stored fields with the same types (a list view, a projection) is an
     * ordinary Spring Data pattern, and both suggested fixes (another collection, a common superclass) would
     * break the application that writes through the one and reads through the other.
     */
    @Override
    public void check(List<DocumentModel> documents, SchemaGuardOptions options, ValidationReport report) {
        // names the application computes when it runs cannot be compared at build time
        documents = documents.stream().filter(d -> !d.collectionAtRunTime()).toList();
        for (DocumentModel document : documents) {
            List<DocumentModel> others = new ArrayList<>();
            List<String> disagreements = new ArrayList<>();
            for (DocumentModel other : documents) {
                if (other != document && document.sharesCollectionWith(other) && !related(document, other)) {
                    String disagreement = StoredShapes.disagreement(document, other);
                    if (disagreement != null) {
                        others.add(other);
                        disagreements.add(disagreement);
                    }
                }
            }
            if (!others.isEmpty()) {
                String names = others.stream()
                        .map(o -> "'" + displayName(o, others, document) + "'")
                        .collect(Collectors.joining(", "));
                report.report(
                        Message.DUPLICATE_COLLECTION,
                        document.origin(),
                        displayName(document, others, document),
                        document.namespace(),
                        names,
                        String.join("; ", disagreements),
                        document.spelling().collectionNamed("..."));
            }
        }
    }

    /** The simple name, or the qualified one where a simple name alone would not tell the classes apart. */
    private static String displayName(DocumentModel d, List<DocumentModel> others, DocumentModel document) {
        long same = others.stream()
                        .filter(o -> o.simpleName().equals(d.simpleName()))
                        .count()
                + (document.simpleName().equals(d.simpleName()) ? 1 : 0);
        return same > 1 ? d.qualifiedName() : d.simpleName();
    }

    /**
     * Whether two classes share a superclass other than {@code Object}, or one extends the other:
     * sharing a collection is then the polymorphic pattern, whether the common class is a
     * {@code @Document} or not. So is a collection both inherit from one annotation written on a
     * common supertype (a Morphia {@code @Entity("name")} on an interface both implement): the name
     * is written once, for all of them.
     */
    private static boolean related(DocumentModel a, DocumentModel b) {
        List<String> aChain = new ArrayList<>(a.root().superclasses());
        aChain.add(a.qualifiedName());
        List<String> bChain = new ArrayList<>(b.root().superclasses());
        bChain.add(b.qualifiedName());
        return aChain.stream().anyMatch(bChain::contains) || sameNameInherited(a, b);
    }

    private static boolean sameNameInherited(DocumentModel a, DocumentModel b) {
        if (!a.isCollectionExplicit() || !b.isCollectionExplicit()) {
            return false;
        }
        String writtenIn = a.originOf("collection").writtenIn();
        return writtenIn != null
                && !writtenIn.equals(a.qualifiedName())
                && !writtenIn.equals(b.qualifiedName())
                && writtenIn.equals(b.originOf("collection").writtenIn());
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        DUPLICATE_COLLECTION(
                "'%s' is stored in collection '%s', like %s, and they disagree on what is stored there: %s; each class "
                        + "would read documents the other wrote otherwise; store one type and one index under each "
                        + "name in both classes, give each its own %s, or make them subclasses of one class "
                        + "(polymorphic pattern)");

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
