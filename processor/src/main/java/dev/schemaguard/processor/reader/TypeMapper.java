package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.ValueType;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Maps Java types to stored BSON types (SPEC §2). Classes outside the mapping become embedded
 * documents, read on demand through {@link EmbeddedTypes}.
 */
final class TypeMapper {

    /** Reads the model of a class stored as an embedded document and returns its key. */
    interface EmbeddedTypes {
        String embed(DeclaredType type) throws UnresolvedTypeException;
    }

    private static final Map<String, BsonType> SCALARS = Map.ofEntries(
            Map.entry("java.lang.Integer", BsonType.INT32),
            Map.entry("java.lang.Short", BsonType.INT32),
            Map.entry("java.lang.Byte", BsonType.INT32),
            Map.entry("java.lang.Long", BsonType.INT64),
            Map.entry("java.lang.Float", BsonType.DOUBLE),
            Map.entry("java.lang.Double", BsonType.DOUBLE),
            Map.entry("java.lang.Boolean", BsonType.BOOLEAN),
            Map.entry("java.lang.String", BsonType.STRING),
            Map.entry("java.lang.Character", BsonType.STRING),
            Map.entry("java.math.BigDecimal", BsonType.DECIMAL128),
            Map.entry("org.bson.types.Decimal128", BsonType.DECIMAL128),
            Map.entry("java.util.Date", BsonType.DATE),
            Map.entry("java.time.Instant", BsonType.DATE),
            Map.entry("java.time.LocalDate", BsonType.DATE),
            Map.entry("java.time.LocalDateTime", BsonType.DATE),
            Map.entry("org.bson.types.ObjectId", BsonType.OBJECT_ID),
            Map.entry("java.util.UUID", BsonType.BINARY),
            Map.entry("org.bson.types.Binary", BsonType.BINARY));

    private final Types types;
    private final TypeElement collection;
    private final TypeElement map;

    TypeMapper(Types types, Elements elements) {
        this.types = types;
        this.collection = elements.getTypeElement("java.util.Collection");
        this.map = elements.getTypeElement("java.util.Map");
    }

    ValueType map(TypeMirror type, EmbeddedTypes embedded) throws UnresolvedTypeException {
        switch (type.getKind()) {
            case INT, SHORT, BYTE:
                return ValueType.scalar(BsonType.INT32, type.toString());
            case LONG:
                return ValueType.scalar(BsonType.INT64, "long");
            case FLOAT, DOUBLE:
                return ValueType.scalar(BsonType.DOUBLE, type.toString());
            case BOOLEAN:
                return ValueType.scalar(BsonType.BOOLEAN, "boolean");
            case CHAR:
                return ValueType.scalar(BsonType.STRING, "char");
            case ARRAY:
                TypeMirror component = ((ArrayType) type).getComponentType();
                if (component.getKind() == TypeKind.BYTE) {
                    return ValueType.scalar(BsonType.BINARY, ValueType.BYTE_ARRAY);
                }
                return ValueType.array(type.toString(), map(component, embedded));
            case TYPEVAR:
                return map(((TypeVariable) type).getUpperBound(), embedded);
            case WILDCARD:
                TypeMirror bound = ((WildcardType) type).getExtendsBound();
                return bound == null ? ValueType.any("java.lang.Object") : map(bound, embedded);
            case INTERSECTION:
                return ValueType.any(type.toString());
            case DECLARED:
                return declared((DeclaredType) type, embedded);
            case ERROR:
                throw new UnresolvedTypeException(type.toString());
            default:
                return ValueType.any(type.toString());
        }
    }

    private ValueType declared(DeclaredType type, EmbeddedTypes embedded) throws UnresolvedTypeException {
        TypeElement element = (TypeElement) type.asElement();
        String name = element.getQualifiedName().toString();
        BsonType scalar = SCALARS.get(name);
        if (scalar != null) {
            return ValueType.scalar(scalar, name);
        }
        if (element.getKind() == ElementKind.ENUM) {
            int longest = 0;
            for (javax.lang.model.element.Element e : element.getEnclosedElements()) {
                if (e.getKind() == ElementKind.ENUM_CONSTANT) {
                    longest = Math.max(longest, dev.schemaguard.processor.model.MongoNames.utf8Length(e.getSimpleName().toString()));
                }
            }
            return ValueType.enumeration(name, longest);
        }
        if (collection != null && isSubtype(type, collection)) {
            return ValueType.array(type.toString(), map(typeArgument(type, collection, 0), embedded));
        }
        if (map != null && isSubtype(type, map)) {
            return ValueType.map(type.toString(), map(typeArgument(type, map, 1), embedded));
        }
        if (name.equals("org.bson.Document")) {
            return ValueType.map(name, ValueType.any("java.lang.Object"));
        }
        if (element.getKind().isInterface() || name.startsWith("java.") || name.startsWith("javax.")) {
            // no stored shape can be read from an interface or a JDK class outside the mapping
            return ValueType.any(type.toString());
        }
        return ValueType.document(type.toString(), embedded.embed(type));
    }

    /** The element type of an array or collection type, or {@code null} for any other type. */
    TypeMirror elementTypeOf(TypeMirror type) {
        if (type.getKind() == TypeKind.ARRAY) {
            return ((ArrayType) type).getComponentType();
        }
        if (type.getKind() == TypeKind.DECLARED && collection != null && isSubtype((DeclaredType) type, collection)) {
            return typeArgument(type, collection, 0);
        }
        return null;
    }

    private boolean isSubtype(DeclaredType type, TypeElement supertype) {
        return types.isSubtype(types.erasure(type), types.erasure(supertype.asType()));
    }

    /** The type argument at {@code index} of {@code supertype} as seen from {@code type}; Object for raw types. */
    private TypeMirror typeArgument(TypeMirror type, TypeElement supertype, int index) {
        DeclaredType view = findSupertype(type, supertype);
        if (view != null) {
            List<? extends TypeMirror> args = view.getTypeArguments();
            if (args.size() > index) {
                return args.get(index);
            }
        }
        return supertype.getTypeParameters().get(index).getBounds().get(0);
    }

    private DeclaredType findSupertype(TypeMirror type, TypeElement supertype) {
        if (type.getKind() != TypeKind.DECLARED) {
            return null;
        }
        if (((DeclaredType) type).asElement().equals(supertype)) {
            return (DeclaredType) type;
        }
        for (TypeMirror s : types.directSupertypes(type)) {
            DeclaredType found = findSupertype(s, supertype);
            if (found != null) {
                return found;
            }
        }
        return null;
    }
}
