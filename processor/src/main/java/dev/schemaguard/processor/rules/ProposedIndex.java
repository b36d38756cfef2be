package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldPaths;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.Sort;
import dev.schemaguard.processor.query.planner.IndexProposal;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The index that would serve a query (ESR order, {@link IndexProposal}), written as the document's own annotations
 * declare one, on the property paths the user wrote, so that the proposal can be pasted onto the class.
 */
final class ProposedIndex {

    private ProposedIndex() {}

    /** The annotation that declares the proposed index, and where: empty when there is nothing to propose. */
    static Optional<String> of(Query query) {
        List<IndexProposal> proposals = IndexProposal.forQuery(query);
        if (proposals.isEmpty()) {
            return Optional.empty();
        }
        DocumentModel document = query.document();
        List<String> annotations = new ArrayList<>();
        for (IndexProposal proposal : proposals) {
            List<Map.Entry<String, Integer>> keys = new ArrayList<>();
            for (Sort.SortKey key : proposal.keys()) {
                keys.add(new AbstractMap.SimpleImmutableEntry<>(
                        javaPath(document, key.path()), key.direction().value()));
            }
            annotations.add(document.spelling().compoundIndexOn(keys));
        }
        return Optional.of(String.join(" and ", annotations) + " on '" + document.simpleName() + "'");
    }

    /** The property path the user writes for a stored path ({@code @Field} renames undone). */
    static String javaPath(DocumentModel document, String storedPath) {
        for (FieldPaths.FieldPath path : FieldPaths.of(document)) {
            if (path.storedPath().equals(storedPath)) {
                return path.javaPath();
            }
        }
        return storedPath;
    }
}
