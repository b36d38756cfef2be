package dev.schemaguard.processor.reader.springdata;

import dev.schemaguard.processor.model.ReferenceSpec;
import dev.schemaguard.processor.model.ValueType;
import dev.schemaguard.processor.reader.AnnotationReader;
import dev.schemaguard.processor.reader.TypeMapper;
import dev.schemaguard.processor.reader.UnresolvedTypeException;
import java.util.List;
import java.util.regex.Pattern;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.type.WildcardType;

/**
 * Spring Data MongoDB's references, as its MappingMongoConverter writes them (SDM 5.1, checked
 * against the real converter in SpringDataDifferentialTest):
 * <ul>
 * <li>{@code @DBRef}: each value is {@code {$ref: <target collection>, $id: <target id>}}, with
 * {@code $db} when the annotation names one (DbRefResolver.createDbRef); the id converted as SDM
 * converts the target's own {@code _id}. Collections hold one DBRef per element, maps one per value.</li>
 * <li>{@code @DocumentReference}: the target's id, converted the same way, when its lookup is the
 * default {@code { '_id' : ?#{#target} }} (DocumentPointerFactory's DEFAULT_LOOKUP_PATTERN); any
 * other lookup stores a document derived from it, whose shape is only known at run time.</li>
 * </ul>
 * Any class can be the target: SDM saves a class without {@code @Document} in its default collection.
 */
public final class SpringDataReferenceReader {

    static final String DBREF = SpringDataVocabulary.MAPPING + "DBRef";
    static final String DOCUMENT_REFERENCE = SpringDataVocabulary.MAPPING + "DocumentReference";

    /** DocumentPointerFactory's test for the default lookup, which stores the id alone. */
    private static final Pattern DEFAULT_LOOKUP =
            Pattern.compile("\\{\\s?['\"]?_id['\"]??\\s?:\\s?['\"]?\\?#\\{#target\\}['\"]?\\s*}");

    /** How the stored id of a target class is found: the reader's id rules and SDM's id conversion. */
    public interface TargetIds {
        ValueType storedId(TypeElement target) throws UnresolvedTypeException;
    }

    /** A field's reference and the stored type of its value. */
    public record Read(ReferenceSpec reference, ValueType type, AnnotationMirror annotation) {}

    private final TypeMapper mapper;

    public SpringDataReferenceReader(TypeMapper mapper) {
        this.mapper = mapper;
    }

    /** Whether a field is one of SDM's associations, stored as a reference. */
    static boolean isReference(Element field) {
        return AnnotationReader.has(field, DBREF) || AnnotationReader.has(field, DOCUMENT_REFERENCE);
    }

    /** The field's SDM reference, or {@code null} when it has none; {@code ids} gives a target's stored id. */
    public Read read(Element field, TypeMirror fieldType, TargetIds ids) throws UnresolvedTypeException {
        AnnotationMirror dbRef = AnnotationReader.find(field, DBREF).orElse(null);
        AnnotationMirror documentReference = dbRef != null
                ? null
                : AnnotationReader.find(field, DOCUMENT_REFERENCE).orElse(null);
        if (dbRef == null && documentReference == null) {
            return null;
        }
        TypeMirror targetType = innermost(fieldType);
        TypeElement target = targetType.getKind() == TypeKind.DECLARED
                ? (TypeElement) ((DeclaredType) targetType).asElement()
                : null;
        // an interface or Object: SDM takes the entity of each value's runtime class
        boolean concrete = target != null
                && target.getKind() != ElementKind.INTERFACE
                && !target.getQualifiedName().contentEquals("java.lang.Object");
        ValueType id = concrete ? ids.storedId(target) : ValueType.any(TypeMapper.nameOf(targetType));
        String targetName = target != null ? target.getQualifiedName().toString() : TypeMapper.nameOf(targetType);
        ValueType element;
        ReferenceSpec reference;
        if (dbRef != null) {
            String db = string(dbRef, "db");
            element = ValueType.dbRef(
                    TypeMapper.nameOf(targetType),
                    id,
                    new ValueType.DbRefNames(concrete ? collectionOf(target) : "", db.isEmpty() ? null : db));
            reference = ReferenceSpec.builder()
                    .target(targetName)
                    .targetDocument(true)
                    .targetIdType(id)
                    .storage(ReferenceSpec.Storage.DBREF)
                    .declaredBy("@DBRef")
                    .idOnlyForm("@DocumentReference")
                    .build();
        } else {
            boolean byId =
                    DEFAULT_LOOKUP.matcher(string(documentReference, "lookup")).matches();
            element = byId ? id : ValueType.any(TypeMapper.nameOf(targetType));
            reference = ReferenceSpec.builder()
                    .target(targetName)
                    .targetDocument(true)
                    .targetIdType(id)
                    .storage(byId ? ReferenceSpec.Storage.ID : ReferenceSpec.Storage.UNKNOWN)
                    .declaredBy("@DocumentReference")
                    .idOnlyForm("@DocumentReference")
                    .build();
        }
        return new Read(reference, wrap(fieldType, element), dbRef != null ? dbRef : documentReference);
    }

    /** The element of nested arrays, collections and map values: the class each reference points at. */
    private TypeMirror innermost(TypeMirror type) {
        TypeMirror t = upper(type);
        for (TypeMirror next = inner(t); next != null; next = inner(t)) {
            t = upper(next);
        }
        return t;
    }

    private TypeMirror inner(TypeMirror type) {
        TypeMirror element = mapper.elementTypeOf(type);
        return element != null ? element : mapper.mapValueTypeOf(type);
    }

    private static TypeMirror upper(TypeMirror type) {
        if (type instanceof TypeVariable variable) {
            return upper(variable.getUpperBound());
        }
        if (type instanceof WildcardType wildcard && wildcard.getExtendsBound() != null) {
            return upper(wildcard.getExtendsBound());
        }
        return type;
    }

    /** The field's containers around one stored reference, as SDM writes them: a list of them, a map of them. */
    private ValueType wrap(TypeMirror type, ValueType reference) {
        TypeMirror t = upper(type);
        TypeMirror element = mapper.elementTypeOf(t);
        if (element != null) {
            return ValueType.array(TypeMapper.nameOf(t), wrap(element, reference));
        }
        TypeMirror value = mapper.mapValueTypeOf(t);
        if (value != null) {
            return ValueType.map(TypeMapper.nameOf(t), wrap(value, reference));
        }
        return reference;
    }

    /**
     * The collection SDM stores the target in: its {@code @Document(collection | value)}, inherited
     * as SDM's {@code @Document} is, else SDM's default name; empty when an expression or a property
     * placeholder decides at run time.
     */
    static String collectionOf(TypeElement target) {
        MergedAnnotationReader.Found declaring = MergedAnnotationReader.nearest(target, SpringDataVocabulary.DOCUMENT);
        if (declaring != null) {
            AnnotationMirror document = declaring.annotation();
            for (String member : List.of("collection", "value")) {
                AnnotationValue v = AnnotationReader.explicit(document, member);
                String given = v == null ? "" : String.valueOf(v.getValue());
                if (!given.isEmpty()) {
                    return SpringDataVocabulary.isValueExpression(given) ? "" : given;
                }
            }
        }
        return SpringDataVocabulary.defaultCollection(target.getSimpleName().toString());
    }

    private static String string(AnnotationMirror annotation, String member) {
        AnnotationValue v = AnnotationReader.explicit(annotation, member);
        if (v != null) {
            return String.valueOf(v.getValue());
        }
        // the annotation's defaults, as SDM declares them: no database, the lookup by _id
        return member.equals("lookup") ? "{ '_id' : ?#{#target} }" : "";
    }
}
