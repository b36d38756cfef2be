package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.reader.driver.DriverPojoVocabulary;
import dev.schemaguard.processor.reader.morphia.MorphiaVocabulary;
import dev.schemaguard.processor.reader.springdata.SpringDataVocabulary;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Every vocabulary of {@link #ALL} asked as one, for what holds of a class or an annotation
 * whichever framework maps it, as NullAway's CompositeHandler asks its handlers: no framework is named here.
 */
public final class Vocabularies {

    /**
     * Every vocabulary the processors read, in precedence order. Here rather than on {@link MappingVocabulary}: an
     * interface constant naming its own implementations can deadlock class initialization (Error Prone's
     * ClassInitializationDeadlock).
     */
    public static final List<MappingVocabulary> ALL = List.of(
            SchemaguardVocabulary.INSTANCE,
            DriverPojoVocabulary.INSTANCE,
            SpringDataVocabulary.INSTANCE,
            MorphiaVocabulary.INSTANCE);

    /** The annotations the processors read, of every vocabulary, by qualified name (docs/dialects/). */
    public static final Set<String> SUPPORTED_ANNOTATIONS = union(false);
    /** The annotations that make a class a root document, in any vocabulary. */
    public static final Set<String> DOCUMENT_ANNOTATIONS = union(true);

    private Vocabularies() {}

    private static Set<String> union(boolean documents) {
        Set<String> all = new TreeSet<>();
        ALL.forEach(v -> all.addAll(documents ? v.documentAnnotations() : v.supportedAnnotations()));
        return Collections.unmodifiableSet(all);
    }

    /**
     * Whether an annotation written in the compilation is one the processors read: one of {@link
     * #SUPPORTED_ANNOTATIONS}, schemaguard's, or a composed annotation a framework finds one of its own among the
     * meta-annotations of (which the processors cannot list by name).
     */
    public static boolean isRead(TypeElement annotationType) {
        String name = annotationType.getQualifiedName().toString();
        return SUPPORTED_ANNOTATIONS.contains(name)
                || name.startsWith(AnnotationReader.PACKAGE)
                || ALL.stream().anyMatch(v -> v.composes(annotationType));
    }

    /** Whether an annotation written in the compilation makes a class a document, by name or as a composed one. */
    public static boolean makesDocuments(TypeElement annotationType) {
        return DOCUMENT_ANNOTATIONS.contains(annotationType.getQualifiedName().toString())
                || ALL.stream().anyMatch(v -> v.composesDocuments(annotationType));
    }

    /** Whether a class is a root document in any vocabulary. */
    public static boolean isDocument(Element element) {
        return element instanceof TypeElement type && of(type) != null;
    }

    /**
     * Whether a class is no document but an abstract entity of a vocabulary: its concrete subclasses are
     * documents, each in a collection of its own, and none of its subclasses is stored in a superclass's.
     */
    public static boolean isAbstractEntity(Element element) {
        return element instanceof TypeElement type
                && of(type) == null
                && ALL.stream().anyMatch(v -> v.abstractEntity(type));
    }

    /**
     * Whether instances of a class live in a collection: it or a superclass is a document (polymorphic
     * pattern), or an abstract entity whose concrete subclasses are documents.
     */
    public static boolean storedAsDocument(TypeElement element) {
        for (TypeElement t = element; t != null; t = TypeHierarchy.superclass(t)) {
            if (isDocument(t) || isAbstractEntity(t)) {
                return true;
            }
        }
        return false;
    }

    /** The vocabulary whose document annotation a class carries, the first in precedence order, or {@code null}. */
    static MappingVocabulary of(TypeElement type) {
        for (MappingVocabulary v : ALL) {
            if (v.documentAnnotation(type) != null) {
                return v;
            }
        }
        return null;
    }
}
