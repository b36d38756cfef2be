package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.MongoNames;
import dev.schemaguard.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
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
 * Maps Java types to stored BSON types (docs/guide/annotations.md). Classes outside the mapping become embedded
 * documents, read on demand through {@link EmbeddedTypes}.
 */
public final class TypeMapper {

    /**
     * Reads the model of a class stored as an embedded document and returns its key; {@code null}
     * for an interface with no implementation in the compilation.
     */
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
            Map.entry("org.bson.types.Binary", BsonType.BINARY),
            // the rest of the driver's default codec registry (ValueCodecProvider, Jsr310CodecProvider,
            // BsonValueCodecProvider) where the BSON type is one; other values stay ANY
            Map.entry("java.util.concurrent.atomic.AtomicBoolean", BsonType.BOOLEAN),
            Map.entry("java.util.concurrent.atomic.AtomicInteger", BsonType.INT32),
            Map.entry("java.util.concurrent.atomic.AtomicLong", BsonType.INT64),
            Map.entry("java.time.LocalTime", BsonType.DATE),
            Map.entry("org.bson.BsonString", BsonType.STRING),
            Map.entry("org.bson.BsonInt32", BsonType.INT32),
            Map.entry("org.bson.BsonInt64", BsonType.INT64),
            Map.entry("org.bson.BsonDouble", BsonType.DOUBLE),
            Map.entry("org.bson.BsonBoolean", BsonType.BOOLEAN),
            Map.entry("org.bson.BsonDateTime", BsonType.DATE),
            Map.entry("org.bson.BsonObjectId", BsonType.OBJECT_ID),
            Map.entry("org.bson.BsonDecimal128", BsonType.DECIMAL128),
            Map.entry("org.bson.BsonBinary", BsonType.BINARY));

    /**
     * Packages whose classes are stored as values, never read as embedded documents: the JDK's
     * (no stored shape can be read from a JDK class outside the mapping), the driver's and BSON's
     * own types (BsonValue, GeoJSON, Code, MinKey…), and the geometry types Spring Data stores
     * through converters. Their fields say nothing of what is stored.
     */
    private static final List<String> VALUE_PACKAGES = List.of(
            "java.",
            "javax.",
            "jdk.",
            "sun.",
            "org.bson.",
            "com.mongodb.",
            "org.springframework.data.geo.",
            "org.springframework.data.mongodb.core.geo.");

    /** Whether a class is stored as a value whatever its fields: see {@link #VALUE_PACKAGES}. */
    static boolean isValueClass(String qualifiedName) {
        return VALUE_PACKAGES.stream().anyMatch(qualifiedName::startsWith);
    }

    private final Types types;
    private final TypeElement collection;
    private final TypeElement map;
    private final TypeElement set;
    private final TypeElement date;

    /** What the application's conversions store a class as, or {@code null} when none is read. */
    private final Conversions conversions;

    TypeMapper(Types types, Elements elements) {
        this(types, elements, null);
    }

    TypeMapper(Types types, Elements elements, Conversions conversions) {
        this.conversions = conversions;
        this.types = types;
        this.collection = elements.getTypeElement("java.util.Collection");
        this.map = elements.getTypeElement("java.util.Map");
        this.set = elements.getTypeElement("java.util.Set");
        this.date = elements.getTypeElement("java.util.Date");
    }

    /**
     * The number of constants of an enum type, or {@code null} for any other type: a set of an
     * enum (an {@code EnumSet} too) or a map keyed by one holds at most one element per constant.
     */
    private static Long enumConstants(TypeMirror type) {
        if (type.getKind() != TypeKind.DECLARED
                || ((DeclaredType) type).asElement().getKind() != ElementKind.ENUM) {
            return null;
        }
        return ((DeclaredType) type)
                .asElement().getEnclosedElements().stream()
                        .filter(e -> e.getKind() == ElementKind.ENUM_CONSTANT)
                        .count();
    }

    /** Type annotations as javac prints them: {@code @dev.schemaguard.annotations.Bounded(max=5L) }. */
    private static final Pattern TYPE_ANNOTATION =
            Pattern.compile("@[\\w.$]+(\\((?:[^()\"]|\"(?:[^\"\\\\]|\\\\.)*\")*\\))?\\s*");

    /**
     * A type as messages and keys name it, without its type annotations: with {@code @Bounded} on
     * type uses, javac prints {@code java.util.List<@…Bounded(max=40L) java.lang.String>}.
     */
    public static String nameOf(TypeMirror type) {
        String name = type.toString();
        return name.indexOf('@') < 0 ? name : TYPE_ANNOTATION.matcher(name).replaceAll("");
    }

    /**
     * The {@code @Bounded(max)} written on a type use, such as the {@code String} of
     * {@code List<@Bounded(max = 40) String>}, or {@code null}.
     */
    static Long typeUseBound(TypeMirror type) throws UnresolvedTypeException {
        for (AnnotationMirror m : type.getAnnotationMirrors()) {
            if (!AnnotationReader.nameOf(m).equals(AnnotationReader.BOUNDED)) {
                continue;
            }
            for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e :
                    m.getElementValues().entrySet()) {
                if (e.getKey().getSimpleName().contentEquals("max")) {
                    if (AnnotationReader.unresolved(e.getValue())) {
                        throw new UnresolvedTypeException("@Bounded(max) on " + nameOf(type));
                    }
                    if (e.getValue().getValue() instanceof Number n) {
                        return n.longValue();
                    }
                }
            }
        }
        return null;
    }

    /** An element or map value type, with the bound of its type annotation. */
    private ValueType inner(TypeMirror type, EmbeddedTypes embedded) throws UnresolvedTypeException {
        return inner(type, type, embedded);
    }

    /**
     * @param written the type argument as written on the field's type, which carries its type
     *                annotations; seen through a supertype ({@code Collection<E>} of a {@code List}),
     *                javac's substituted type argument has lost them
     */
    private ValueType inner(TypeMirror type, TypeMirror written, EmbeddedTypes embedded)
            throws UnresolvedTypeException {
        ValueType value = map(type, embedded);
        Long bound = typeUseBound(written);
        bound = bound != null ? bound : BeanValidation.typeUseBound(written);
        return bound == null ? value : value.withBound(bound);
    }

    /** The type argument as written: the type's own, when it has as many as the supertype. */
    private static TypeMirror written(DeclaredType type, TypeMirror resolved, int arity, int index) {
        List<? extends TypeMirror> own = type.getTypeArguments();
        return own.size() == arity ? own.get(index) : resolved;
    }

    ValueType map(TypeMirror type, EmbeddedTypes embedded) throws UnresolvedTypeException {
        switch (type.getKind()) {
            case INT, SHORT, BYTE:
                return ValueType.scalar(BsonType.INT32, nameOf(type));
            case LONG:
                return ValueType.scalar(BsonType.INT64, "long");
            case FLOAT, DOUBLE:
                return ValueType.scalar(BsonType.DOUBLE, nameOf(type));
            case BOOLEAN:
                return ValueType.scalar(BsonType.BOOLEAN, "boolean");
            case CHAR:
                return ValueType.scalar(BsonType.STRING, "char");
            case ARRAY:
                TypeMirror component = ((ArrayType) type).getComponentType();
                if (component.getKind() == TypeKind.BYTE) {
                    return ValueType.scalar(BsonType.BINARY, ValueType.BYTE_ARRAY);
                }
                return ValueType.array(nameOf(type), inner(component, embedded));
            case TYPEVAR:
                return map(((TypeVariable) type).getUpperBound(), embedded);
            case WILDCARD:
                TypeMirror bound = ((WildcardType) type).getExtendsBound();
                return bound == null ? ValueType.any("java.lang.Object") : map(bound, embedded);
            case INTERSECTION:
                return ValueType.any(nameOf(type));
            case DECLARED:
                return declared((DeclaredType) type, embedded);
            case ERROR:
                throw new UnresolvedTypeException(nameOf(type));
            default:
                return ValueType.any(nameOf(type));
        }
    }

    private ValueType declared(DeclaredType type, EmbeddedTypes embedded) throws UnresolvedTypeException {
        TypeElement element = (TypeElement) type.asElement();
        String name = element.getQualifiedName().toString();
        // a converter applies to the value itself, a collection's or map's to each element
        // (docs/dialects/converters-and-codecs.md)
        ValueType converted = conversions == null || isSubtype(type, collection) || isSubtype(type, map)
                ? null
                : conversions.of(type);
        if (converted != null) {
            return converted;
        }
        BsonType scalar = SCALARS.get(name);
        if (scalar != null) {
            return ValueType.scalar(scalar, name);
        }
        if (isDate(type)) {
            // a subclass of java.util.Date (java.sql.Timestamp) is written as the date it is
            return ValueType.scalar(BsonType.DATE, name);
        }
        if (element.getKind() == ElementKind.ENUM) {
            int longest = 0;
            List<String> constants = new ArrayList<>();
            for (Element e : element.getEnclosedElements()) {
                if (e.getKind() == ElementKind.ENUM_CONSTANT) {
                    constants.add(e.getSimpleName().toString());
                    longest = Math.max(
                            longest, MongoNames.utf8Length(e.getSimpleName().toString()));
                }
            }
            return ValueType.enumeration(name, longest, constants);
        }
        if (collection != null && isSubtype(type, collection)) {
            TypeMirror elementType = typeArgument(type, collection, 0);
            ValueType array =
                    ValueType.array(nameOf(type), inner(elementType, written(type, elementType, 1, 0), embedded));
            Long constants = set != null && isSubtype(type, set) ? enumConstants(elementType) : null;
            return constants == null ? array : array.withImplicitBound(constants);
        }
        if (map != null && isSubtype(type, map)) {
            TypeMirror value = typeArgument(type, map, 1);
            ValueType mapType = ValueType.map(nameOf(type), inner(value, written(type, value, 2, 1), embedded));
            Long constants = enumConstants(typeArgument(type, map, 0));
            return constants == null ? mapType : mapType.withImplicitBound(constants);
        }
        if (name.equals("org.bson.Document")) {
            return ValueType.map(name, ValueType.any("java.lang.Object"));
        }
        if (isValueClass(name)) {
            return ValueType.any(nameOf(type));
        }
        String key = embedded.embed(type);
        // an interface that no class of the compilation implements has no stored shape to read
        return key == null ? ValueType.any(nameOf(type)) : ValueType.document(nameOf(type), key);
    }

    private boolean isDate(DeclaredType type) {
        return date != null && isSubtype(type, date);
    }

    /** The element type of an array or collection type, or {@code null} for any other type. */
    public TypeMirror elementTypeOf(TypeMirror type) {
        if (type.getKind() == TypeKind.ARRAY) {
            return ((ArrayType) type).getComponentType();
        }
        if (type.getKind() == TypeKind.DECLARED && collection != null && isSubtype((DeclaredType) type, collection)) {
            return typeArgument(type, collection, 0);
        }
        return null;
    }

    /** The value type of a map type, or {@code null} for any other type. */
    public TypeMirror mapValueTypeOf(TypeMirror type) {
        if (type.getKind() == TypeKind.DECLARED && map != null && isSubtype((DeclaredType) type, map)) {
            return typeArgument(type, map, 1);
        }
        return null;
    }

    private boolean isSubtype(DeclaredType type, TypeElement supertype) {
        return supertype != null && types.isSubtype(types.erasure(type), types.erasure(supertype.asType()));
    }

    /** The type argument at {@code index} of {@code supertype} as seen from {@code type}; Object for raw types. */
    TypeMirror typeArgument(TypeMirror type, TypeElement supertype, int index) {
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
