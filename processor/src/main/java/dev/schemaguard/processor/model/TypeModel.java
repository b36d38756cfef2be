package dev.schemaguard.processor.model;

import java.util.ArrayDeque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
 * @param subtypes      for an embedded abstract class or interface, the keys of the classes of the
 *                      compilation that extend or implement it: a stored value is one of them
 *                      (docs/guide/annotations.md, polymorphic embedded values); empty otherwise
 */
public record TypeModel(
        String key,
        String qualifiedName,
        Kind kind,
        List<FieldModel> fields,
        boolean embeddedType,
        boolean document,
        List<String> superclasses,
        Origin origin,
        List<String> subtypes) {

    public TypeModel {
        fields = List.copyOf(fields);
        superclasses = List.copyOf(superclasses);
        subtypes = List.copyOf(subtypes);
    }

    public TypeModel(
            String key,
            String qualifiedName,
            Kind kind,
            List<FieldModel> fields,
            boolean embeddedType,
            boolean document,
            List<String> superclasses,
            Origin origin) {
        this(key, qualifiedName, kind, fields, embeddedType, document, superclasses, origin, List.of());
    }

    /** The same type, standing for the given subclasses. */
    public TypeModel withSubtypes(List<String> subtypeKeys) {
        return new TypeModel(
                key, qualifiedName, kind, fields, embeddedType, document, superclasses, origin, subtypeKeys);
    }

    /**
     * The type and every type a value of it can be, by key, in a stable order: itself first, then
     * its subtypes, theirs, and so on, each once.
     */
    public static List<TypeModel> withSubtypesOf(TypeModel type, Map<String, TypeModel> types) {
        LinkedHashMap<String, TypeModel> out = new LinkedHashMap<>();
        ArrayDeque<TypeModel> todo = new ArrayDeque<>();
        todo.add(type);
        while (!todo.isEmpty()) {
            TypeModel t = todo.poll();
            if (out.putIfAbsent(t.key(), t) == null) {
                for (String sub : t.subtypes()) {
                    TypeModel s = types.get(sub);
                    if (s != null) {
                        todo.add(s);
                    }
                }
            }
        }
        return List.copyOf(out.values());
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
            return this == ANNOTATION ? "annotation type" : name().toLowerCase(Locale.ROOT);
        }
    }
}
