package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.model.IndexRelations;
import dev.schemaguard.processor.model.IndexSpec;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The indexes the vocabularies declare on a document, each once. An index declared again with the same name and
 * options (schemaguard's hint beside a framework's, or twice in one vocabulary) is one index: the frameworks'
 * createIndex with it again is a no-op.
 *
 * @param distinct the indexes, each once, in the order first declared
 * @param repeated the declarations that say an index again
 */
record DeclaredIndexes(List<IndexSpec> distinct, List<IndexSpec> repeated) {

    static DeclaredIndexes of(List<IndexSpec> declared, TypeElement documentClass, Elements elements) {
        List<IndexSpec> indexes = new ArrayList<>();
        List<IndexSpec> repeated = new ArrayList<>();
        for (IndexSpec index : declared) {
            IndexSpec earlier = indexes.stream()
                    .filter(e -> IndexRelations.identical(e, index))
                    .findFirst()
                    .orElse(null);
            if (earlier == null) {
                indexes.add(index);
            } else if (!siblingSubclasses(earlier.declaringType(), index.declaringType(), documentClass, elements)) {
                repeated.add(index);
            }
            // two subclasses stored in one collection that each declare it: each needs it, and it is one index
        }
        return new DeclaredIndexes(indexes, repeated);
    }

    /**
     * Whether two classes are subclasses of the document, stored in its collection, neither of which extends the
     * other: each declaration serves its own class, and no one of them can go.
     */
    private static boolean siblingSubclasses(String a, String b, TypeElement documentClass, Elements elements) {
        if (a == null || b == null || a.equals(b)) {
            return false;
        }
        TypeElement first = elements.getTypeElement(a);
        TypeElement second = elements.getTypeElement(b);
        return first != null
                && second != null
                && !first.equals(documentClass)
                && !second.equals(documentClass)
                && extendsOrIs(first, documentClass)
                && extendsOrIs(second, documentClass)
                && !extendsOrIs(first, second)
                && !extendsOrIs(second, first);
    }

    private static boolean extendsOrIs(TypeElement type, TypeElement ancestor) {
        for (TypeElement c = type; c != null; c = TypeHierarchy.superclass(c)) {
            if (c.equals(ancestor)) {
                return true;
            }
        }
        return false;
    }
}
