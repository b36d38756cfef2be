package dev.schemaguard.processor;

import dev.schemaguard.processor.reader.Vocabularies;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * Which documents a round has to process: the new ones, and those deferred by an earlier
 * round; and which subclasses each stores (polymorphic pattern). Kept by name, not by element,
 * because elements of an earlier round must not be reused in a later one. Always in
 * qualified-name order, whatever order javac hands the elements in.
 */
final class DocumentRounds {

    private final Set<String> deferred = new TreeSet<>();
    private final Map<String, Set<String>> subtypes = new TreeMap<>();

    List<TypeElement> documentsOf(RoundEnvironment roundEnv, Elements elements) {
        Set<String> names = new TreeSet<>(deferred);
        deferred.clear();
        for (Element root : roundEnv.getRootElements()) {
            collect(root, names);
        }
        List<TypeElement> out = new ArrayList<>();
        for (String name : names) {
            TypeElement element = elements.getTypeElement(name);
            if (element != null) {
                out.add(element);
            }
        }
        return out;
    }

    void defer(Set<String> names) {
        deferred.addAll(names);
    }

    List<TypeElement> subtypesOf(TypeElement document, Elements elements) {
        List<TypeElement> out = new ArrayList<>();
        for (String name : subtypes.getOrDefault(document.getQualifiedName().toString(), Set.of())) {
            TypeElement element = elements.getTypeElement(name);
            if (element != null) {
                out.add(element);
            }
        }
        return out;
    }

    /** Documents (and, in passing, subclasses of documents) among a root element and its nested types. */
    private void collect(Element element, Set<String> documents) {
        if (element instanceof TypeElement type) {
            if (Vocabularies.isDocument(type)) {
                documents.add(type.getQualifiedName().toString());
            } else {
                TypeElement document = nearestDocumentSuperclass(type);
                if (document != null) {
                    subtypes.computeIfAbsent(document.getQualifiedName().toString(), k -> new TreeSet<>())
                            .add(type.getQualifiedName().toString());
                }
            }
            for (TypeElement nested : ElementFilter.typesIn(type.getEnclosedElements())) {
                collect(nested, documents);
            }
        }
    }

    /**
     * The document whose collection stores a class that is no document itself; none below an abstract entity
     * (Morphia's unnamed abstract {@code @Entity}), whose subclasses each have a collection of their own.
     */
    private static TypeElement nearestDocumentSuperclass(TypeElement type) {
        if (Vocabularies.isAbstractEntity(type)) {
            return null;
        }
        TypeMirror sup = type.getSuperclass();
        while (sup.getKind() == TypeKind.DECLARED) {
            TypeElement element = (TypeElement) ((DeclaredType) sup).asElement();
            if (Vocabularies.isDocument(element)) {
                return element;
            }
            if (Vocabularies.isAbstractEntity(element)) {
                return null;
            }
            sup = element.getSuperclass();
        }
        return null;
    }
}
