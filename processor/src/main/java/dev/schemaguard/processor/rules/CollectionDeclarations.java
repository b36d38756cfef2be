package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.model.DocumentModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The documents that declare one collection (database and name), for the rules whose finding is about the collection
 * and not about a class: three classes that each name {@code PaymentProfile} are one collection with one name to fix,
 * so it is one finding, on the first of them in qualified-name order (whatever javac's order), naming the others.
 *
 * @param first  where the finding is reported
 * @param others the other declarations, in qualified-name order
 */
record CollectionDeclarations(DocumentModel first, List<DocumentModel> others) {

    /**
     * @param documents every document of the compilation; names the application computes when it runs are left out,
     *                  since they cannot be compared at build time
     */
    static List<CollectionDeclarations> of(List<DocumentModel> documents) {
        Map<String, List<DocumentModel>> byNamespace = new TreeMap<>();
        for (DocumentModel document : documents) {
            if (!document.collectionAtRunTime()) {
                byNamespace
                        .computeIfAbsent(document.namespace(), n -> new ArrayList<>())
                        .add(document);
            }
        }
        List<CollectionDeclarations> out = new ArrayList<>();
        for (List<DocumentModel> declaring : byNamespace.values()) {
            declaring.sort(Comparator.comparing(DocumentModel::qualifiedName));
            out.add(new CollectionDeclarations(declaring.get(0), List.copyOf(declaring.subList(1, declaring.size()))));
        }
        return out;
    }

    /** {@code ""}, or what the message says of the other declarations: {@code " (also the collection of 'B', 'C')"}. */
    String alsoDeclaredBy() {
        if (others.isEmpty()) {
            return "";
        }
        return " (also the collection of "
                + others.stream().map(d -> "'" + displayName(d) + "'").collect(Collectors.joining(", ")) + ")";
    }

    /** The simple name, or the qualified one where a simple name alone would not tell the declarations apart. */
    private String displayName(DocumentModel d) {
        long same = others.stream()
                        .filter(o -> o.simpleName().equals(d.simpleName()))
                        .count()
                + (first.simpleName().equals(d.simpleName()) ? 1 : 0);
        return same > 1 ? d.qualifiedName() : d.simpleName();
    }
}
