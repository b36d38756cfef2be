package dev.schemaguard.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * A class whose instances are stored as (embedded or root) documents, with its stored fields in
 * document order: inherited fields first, then the class's own in declaration order.
 *
 * @param key           identifies the type with its type arguments ({@code p.Box<p.Page>})
 * @param qualifiedName the class's qualified name, without type arguments
 * @param kind          what kind of declaration it is
 * @param fields        the stored fields
 * @param embeddedType  whether the class carries {@code @Embedded}
 * @param document      whether the class is stored in a collection of its own: it or a superclass carries {@code @Document}
 * @param superclasses  the qualified names of its superclasses that store fields, nearest first
 * @param origin        the class
 */
public record TypeModel(
        String key,
        String qualifiedName,
        Kind kind,
        List<FieldModel> fields,
        boolean embeddedType,
        boolean document,
        List<String> superclasses,
        Origin origin) {

    public TypeModel {
        fields = List.copyOf(fields);
        superclasses = List.copyOf(superclasses);
    }

    public String simpleName() {
        return simpleNameOf(qualifiedName);
    }

    /** {@code p.Outer.Inner} → {@code Inner}. */
    public static String simpleNameOf(String qualifiedName) {
        return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    }

    public Optional<FieldModel> field(String javaName) {
        return fields.stream().filter(f -> f.javaName().equals(javaName)).findFirst();
    }

    public Optional<FieldModel> idField() {
        return fields.stream().filter(FieldModel::id).findFirst();
    }

    /** The kinds of type declaration a {@code @Document} or an embedded type can be. */
    public enum Kind {
        CLASS,
        RECORD,
        INTERFACE,
        ENUM,
        ANNOTATION;

        /** The word javac users know it by, for messages. */
        public String word() {
            return this == ANNOTATION ? "annotation type" : name().toLowerCase(java.util.Locale.ROOT);
        }
    }
}
