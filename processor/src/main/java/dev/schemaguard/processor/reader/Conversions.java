package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.ValueType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The conversions an application registers, which change what a class is stored as (docs/dialects/converters-and-codecs.md,
 * "Converters and codecs change what is stored"): what is written is the conversion's output, never
 * the class's fields.
 * <ul>
 * <li>Spring Data's writing converters of the compilation: a {@code Converter<S, T>} annotated
 *     {@code @WritingConverter}, or annotated neither way and with a target Spring Data stores as it is
 *     (CustomConversions registers it for writing then); {@code S} and its subclasses are stored as
 *     {@code T} (CustomConversions.getCustomTarget matches assignable source types);</li>
 * <li>the driver's (and Morphia's) {@code Codec<T>} classes of the compilation: {@code T} is written
 *     by code the processor does not read, a value of unknown BSON type;</li>
 * <li>{@code -Aschemaguard.storedAs}, for conversions registered in a library, or by a
 *     {@code PropertyCodecProvider} or {@code CodecProvider} that decides the type in code.</li>
 * </ul>
 * The option wins over what the compilation shows. A class that two conversions store as different
 * types is of unknown type: which one applies depends on the order of registration.
 */
final class Conversions {

    static final String CONVERTER = "org.springframework.core.convert.converter.Converter";
    static final String WRITING = "org.springframework.data.convert.WritingConverter";
    static final String READING = "org.springframework.data.convert.ReadingConverter";
    static final String CODEC = "org.bson.codecs.Codec";

    /** What Spring Data and the driver write as a document of their own keys. */
    private static final Set<String> DOCUMENTS =
            Set.of("org.bson.Document", "org.bson.BsonDocument", "com.mongodb.DBObject", "com.mongodb.BasicDBObject");

    /** A converted class (by erasure) and the stored shape of its values. */
    private record Conversion(TypeMirror source, String sourceName, ValueType stored) {}

    private final Types types;
    private final List<Conversion> byOption = new ArrayList<>();
    private final List<Conversion> inCompilation = new ArrayList<>();

    /**
     * @param classesImplementing the classes of the compilation that extend or implement a class, in a stable order
     */
    Conversions(
            Types types,
            Elements elements,
            Map<String, BsonType> storedAs,
            Function<TypeElement, List<TypeElement>> classesImplementing) {
        this.types = types;
        TypeMapper targets = new TypeMapper(types, elements);
        for (Map.Entry<String, BsonType> e : storedAs.entrySet()) {
            TypeElement source = elements.getTypeElement(e.getKey());
            byOption.add(new Conversion(
                    source == null ? null : types.erasure(source.asType()),
                    e.getKey(),
                    shape(e.getValue(), ValueType.any("java.lang.Object"))));
        }
        TypeElement converter = elements.getTypeElement(CONVERTER);
        if (converter != null) {
            for (TypeElement c : classesImplementing.apply(converter)) {
                writingConversion(c, converter, targets);
            }
        }
        TypeElement codec = elements.getTypeElement(CODEC);
        if (codec != null) {
            for (TypeElement c : classesImplementing.apply(codec)) {
                TypeMirror encoded = concrete(c) ? targets.typeArgument(c.asType(), codec, 0) : null;
                if (encoded != null && encoded.getKind() == TypeKind.DECLARED) {
                    add(encoded, ValueType.any("java.lang.Object"));
                }
            }
        }
    }

    private void writingConversion(TypeElement c, TypeElement converter, TypeMapper targets) {
        if (!concrete(c)) {
            return;
        }
        boolean writing = AnnotationReader.has(c, WRITING);
        if (!writing && AnnotationReader.has(c, READING)) {
            return;
        }
        TypeMirror source = targets.typeArgument(c.asType(), converter, 0);
        TypeMirror target = targets.typeArgument(c.asType(), converter, 1);
        if (source.getKind() != TypeKind.DECLARED || target.getKind() != TypeKind.DECLARED) {
            return;
        }
        ValueType stored = storedTarget(target, targets);
        // an unmarked converter writes only when its target is a type the store keeps as it is (CustomConversions)
        if (writing || stored.bson() != BsonType.ANY) {
            add(source, stored);
        }
    }

    private void add(TypeMirror source, ValueType stored) {
        TypeMirror erased = types.erasure(source);
        inCompilation.add(new Conversion(erased, TypeMapper.nameOf(erased), stored));
    }

    private static boolean concrete(TypeElement c) {
        return !c.getKind().isInterface() && !c.getModifiers().contains(Modifier.ABSTRACT);
    }

    /** What a converter's target is stored as: its own mapping, without expanding a class into fields. */
    private static ValueType storedTarget(TypeMirror target, TypeMapper targets) {
        String name = ((TypeElement) ((DeclaredType) target).asElement())
                .getQualifiedName()
                .toString();
        if (DOCUMENTS.contains(name)) {
            return ValueType.map(name, ValueType.any("java.lang.Object"));
        }
        try {
            return targets.map(target, type -> null);
        } catch (UnresolvedTypeException e) {
            return ValueType.any(name);
        }
    }

    /**
     * The stored shape of a value of the declared type, when a conversion applies to it; {@code null} when
     * none does.
     */
    ValueType of(DeclaredType type) {
        if (byOption.isEmpty() && inCompilation.isEmpty()) {
            return null;
        }
        String javaType = TypeMapper.nameOf(type);
        ValueType found = find(byOption, type);
        found = found != null ? found : find(inCompilation, type);
        return found == null ? null : withJavaType(found, javaType);
    }

    private ValueType find(List<Conversion> conversions, DeclaredType type) {
        TypeMirror erased = types.erasure(type);
        String name = ((TypeElement) type.asElement()).getQualifiedName().toString();
        Set<ValueType> stored = new LinkedHashSet<>();
        for (Conversion c : conversions) {
            boolean applies = c.source() == null ? c.sourceName().equals(name) : types.isAssignable(erased, c.source());
            if (applies) {
                stored.add(withJavaType(c.stored(), "java.lang.Object"));
            }
        }
        if (stored.isEmpty()) {
            return null;
        }
        return stored.size() == 1 ? stored.iterator().next() : ValueType.any(name);
    }

    /** A value of the type {@code -Aschemaguard.storedAs} names, holding values of unknown type where it holds any. */
    private static ValueType shape(BsonType bson, ValueType inner) {
        return switch (bson) {
            case MAP -> ValueType.map("java.lang.Object", inner);
            case ARRAY -> ValueType.array("java.lang.Object", inner);
            case ANY -> ValueType.any("java.lang.Object");
            default -> ValueType.scalar(bson, "java.lang.Object");
        };
    }

    /** The stored shape under the converted class's name, as messages name the field's type. */
    private static ValueType withJavaType(ValueType stored, String javaType) {
        return switch (stored.bson()) {
            case MAP -> ValueType.map(javaType, stored.element());
            case ARRAY -> ValueType.array(javaType, stored.element());
            case ANY -> ValueType.any(javaType);
            default -> ValueType.scalar(stored.bson(), javaType);
        };
    }
}
