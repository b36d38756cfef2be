package dev.schemaguard.processor.reader.springdata;

import com.sun.source.util.Trees;
import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.MetaAnnotationMirror;
import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.CollectionOptions;
import dev.schemaguard.processor.model.DatabaseSource;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.Spelling;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import dev.schemaguard.processor.reader.AnnotationReader;
import dev.schemaguard.processor.reader.DocumentHeader;
import dev.schemaguard.processor.reader.LombokReader;
import dev.schemaguard.processor.reader.MappingVocabulary;
import dev.schemaguard.processor.reader.Positions;
import dev.schemaguard.processor.reader.ReferenceTargets;
import dev.schemaguard.processor.reader.TypeHierarchy;
import dev.schemaguard.processor.reader.UnreadMethodAnnotations;
import dev.schemaguard.processor.reader.UnresolvedTypeException;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import dev.schemaguard.processor.rules.UnreadAnnotation;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import org.bson.BsonDocument;
import org.bson.BsonValue;

/**
 * Spring Data MongoDB's annotations, by qualified name (docs/dialects/spring-data.md): the processor never loads SDM,
 * so a project without it on the processor path is checked all the same. The mapping rules here
 * follow SDM's own source (BasicMongoPersistentEntity, BasicMongoPersistentProperty,
 * MongoPersistentEntityIndexResolver), which wins where docs/dialects/spring-data.md says less or differs.
 */
public final class SpringDataVocabulary implements MappingVocabulary {

    public static final SpringDataVocabulary INSTANCE = new SpringDataVocabulary();

    public static final String MAPPING = "org.springframework.data.mongodb.core.mapping.";
    static final String INDEX = "org.springframework.data.mongodb.core.index.";
    static final String DOCUMENT = MAPPING + "Document";
    /** Meta-annotated with {@code @Document}, whose collection and collation it aliases: a document annotation too. */
    static final String TIME_SERIES = MAPPING + "TimeSeries";

    static final String FIELD = MAPPING + "Field";
    static final String MONGO_ID = MAPPING + "MongoId";
    static final String TEXT_SCORE = MAPPING + "TextScore";
    static final String ID = "org.springframework.data.annotation.Id";
    static final String TRANSIENT = "org.springframework.data.annotation.Transient";
    static final String READ_ONLY = "org.springframework.data.annotation.ReadOnlyProperty";
    public static final String INDEXED = INDEX + "Indexed";
    static final String COMPOUND_INDEX = INDEX + "CompoundIndex";
    static final String COMPOUND_INDEXES = INDEX + "CompoundIndexes";
    static final String TEXT_INDEXED = INDEX + "TextIndexed";
    public static final String GEO_INDEXED = INDEX + "GeoSpatialIndexed";
    public static final String HASH_INDEXED = INDEX + "HashIndexed";
    static final String WILDCARD_INDEXED = INDEX + "WildcardIndexed";
    static final String LANGUAGE = MAPPING + "Language";
    static final String UNWRAPPED = MAPPING + "Unwrapped";
    /** {@code @Unwrapped} and its shortcuts, which alias {@code prefix}. */
    private static final List<String> UNWRAPPED_FORMS =
            List.of(UNWRAPPED, UNWRAPPED + ".Nullable", UNWRAPPED + ".Empty");

    /** What the processors list besides schemaguard's own annotations, so that javac runs them on SDM models. */
    static final Set<String> SUPPORTED = Set.of(
            DOCUMENT,
            TIME_SERIES,
            FIELD,
            MONGO_ID,
            ID,
            INDEXED,
            COMPOUND_INDEX,
            COMPOUND_INDEXES,
            TEXT_INDEXED,
            GEO_INDEXED,
            HASH_INDEXED,
            WILDCARD_INDEXED,
            UNWRAPPED,
            MAPPING + "DBRef",
            MAPPING + "DocumentReference");

    /** The annotations that keep a property out of the stored document. */
    /**
     * Spring's {@code @Value} (a value computed on read) and {@code @Autowired} make a property transient to
     * SDM as its own {@code @Transient} does (AnnotationBasedPersistentProperty.isTransient).
     */
    private static final List<String> NOT_STORED = List.of(
            TRANSIENT,
            READ_ONLY,
            TEXT_SCORE,
            "org.springframework.beans.factory.annotation.Value",
            "org.springframework.beans.factory.annotation.Autowired");

    private SpringDataVocabulary() {}

    @Override
    public String key() {
        return "sdm:";
    }

    @Override
    public Set<String> supportedAnnotations() {
        return SUPPORTED;
    }

    @Override
    public Set<String> documentAnnotations() {
        return Set.of(DOCUMENT, TIME_SERIES);
    }

    /**
     * SDM's {@code @Document}, written on the class or inherited: it is {@code @Inherited}, and a
     * concrete subclass of a class that carries it without naming a collection is an entity of its
     * own, stored in the collection of its own name (BasicMongoPersistentEntity's fallback); with a
     * named collection it shares the parent's, which is schemaguard's polymorphic pattern.
     */
    @Override
    public AnnotationMirror documentAnnotation(TypeElement type) {
        if (type.getKind() == ElementKind.ANNOTATION_TYPE) {
            // a composed annotation meta-annotated with @Document: SDM's entity scan takes concrete classes only
            return null;
        }
        AnnotationMirror written = written(type);
        if (written != null) {
            return written;
        }
        if (type.getKind() != ElementKind.CLASS
                || type.getModifiers().contains(Modifier.ABSTRACT)
                || AnnotationReader.has(type, AnnotationReader.DOCUMENT)) {
            return null;
        }
        for (TypeElement parent = TypeHierarchy.superclass(type);
                parent != null;
                parent = TypeHierarchy.superclass(parent)) {
            if (AnnotationReader.has(parent, AnnotationReader.DOCUMENT)) {
                return null;
            }
            AnnotationMirror inherited = written(parent);
            if (inherited != null) {
                for (String member : List.of("value", "collection")) {
                    AnnotationValue v = AnnotationReader.explicit(inherited, member);
                    if (v != null && !String.valueOf(v.getValue()).isEmpty()) {
                        return null;
                    }
                }
                return inherited;
            }
        }
        return null;
    }

    /**
     * {@code @Document}, else {@code @TimeSeries}: SDM reads the merged annotation, in which
     * {@code @TimeSeries(collection, collation)} are {@code @Document}'s; else {@code @Document} as a
     * meta-annotation of a composed annotation (BasicPersistentEntity.findAnnotation, and the entity scan's
     * AnnotationTypeFilter, which looks at meta-annotations too).
     */
    private static AnnotationMirror written(TypeElement type) {
        return AnnotationReader.find(type, DOCUMENT)
                .or(() -> AnnotationReader.find(type, TIME_SERIES))
                .orElseGet(() -> MergedAnnotationReader.meta(type, DOCUMENT));
    }

    /**
     * SDM's {@code @TimeSeries}, as {@code createCollection(Class)} sends it (EntityOperations'
     * collection options): timeField and metaField are property names, sent as their stored names;
     * {@code Granularity.DEFAULT} sends none, which the server takes as seconds; {@code expireAfter}
     * is a duration ({@code 30d}, {@code PT1H}; a bare number is milliseconds, Spring's DurationStyle),
     * sent as expireAfterSeconds only when it is at least a second. SDM's annotation has no bucket
     * settings, and no capped or storage annotation exists.
     */
    @Override
    public CollectionOptions collectionOptions(
            TypeElement documentClass, AnnotationReader annotations, List<ReadProblem> problems) {
        AnnotationMirror found = documentAnnotation(documentClass);
        if (found == null) {
            return CollectionOptions.NONE;
        }
        // @Document beside @TimeSeries names the collection, and createCollection(Class) still reads @TimeSeries,
        // looked up through the superclasses (isAnnotationPresent on the entity)
        AnnotationMirror document = AnnotationReader.nameOf(found).equals(TIME_SERIES) ? found : null;
        for (TypeElement c = documentClass; document == null && c != null; c = TypeHierarchy.superclass(c)) {
            document = MergedAnnotationReader.find(c, TIME_SERIES);
        }
        if (document == null) {
            return CollectionOptions.NONE;
        }
        TypeElement annotated = TypeHierarchy.owner(documentClass, document);
        Map<String, Origin> members = new LinkedHashMap<>();
        for (String member : List.of("timeField", "metaField", "granularity")) {
            AnnotationValue v = AnnotationReader.explicit(document, member);
            if (v != null) {
                members.put(member, SourcePosition.of(annotated, document, v));
            }
        }
        Object constant = annotations.value(document, "granularity");
        String granularityName =
                constant instanceof VariableElement e ? e.getSimpleName().toString() : String.valueOf(constant);
        CollectionOptions.Granularity granularity = switch (granularityName) {
            case "MINUTES" -> CollectionOptions.Granularity.MINUTES;
            case "HOURS" -> CollectionOptions.Granularity.HOURS;
            default -> CollectionOptions.Granularity.SECONDS;
        };
        long expireAfterSeconds = -1;
        AnnotationValue expireAfter = AnnotationReader.explicit(document, "expireAfter");
        if (expireAfter != null && !String.valueOf(expireAfter.getValue()).isBlank()) {
            SourcePosition at = SourcePosition.of(annotated, document, expireAfter);
            members.put("expireAfterSeconds", at);
            String text = String.valueOf(expireAfter.getValue());
            // an expression or a property placeholder is resolved at run time: its value is unknown here
            if (!isValueExpression(text)) {
                try {
                    long seconds = durationSeconds(text);
                    expireAfterSeconds = seconds > 0 ? seconds : -1;
                } catch (IllegalArgumentException e) {
                    problems.add(ReadProblem.of(
                            InvalidAnnotation.Message.SPRING_DATA_NOT_A_DURATION,
                            at,
                            "@TimeSeries(expireAfter = \"" + text + "\")"));
                }
            }
        }
        return new CollectionOptions(
                null,
                new CollectionOptions.TimeSeries(
                        annotations.string(document, "timeField"),
                        annotations.string(document, "metaField"),
                        granularity,
                        0,
                        0,
                        expireAfterSeconds,
                        SourcePosition.of(annotated, document),
                        members),
                null,
                null);
    }

    /** {@code @Document(value | collection, collation)}, SDM's default collection name, and the {@code _class} key. */
    @Override
    public DocumentHeader header(
            TypeElement documentClass, AnnotationMirror document, HeaderContext context, List<ReadProblem> problems) {
        Map<String, SourcePosition> memberOrigins = new LinkedHashMap<>();
        TypeElement annotated = TypeHierarchy.owner(documentClass, document);
        String collection = "";
        for (String member : List.of("collection", "value")) {
            AnnotationValue v = AnnotationReader.explicit(document, member);
            if (v != null && !String.valueOf(v.getValue()).isEmpty()) {
                String given = String.valueOf(v.getValue());
                if (!collection.isEmpty() && !collection.equals(given)) {
                    problems.add(ReadProblem.of(
                            InvalidAnnotation.Message.CONFLICTING_NAMES,
                            SourcePosition.of(annotated, document, v),
                            "collection",
                            collection,
                            given));
                }
                collection = given;
                memberOrigins.put("collection", SourcePosition.of(annotated, document, v));
            }
        }
        if (collection.isEmpty()) {
            collection = defaultCollection(documentClass.getSimpleName().toString());
        }
        String database = context.databaseOption().orElse(null);
        DatabaseSource databaseSource = database == null ? DatabaseSource.UNKNOWN : DatabaseSource.OPTION;
        CollationSpec collation = null;
        AnnotationValue collationValue = AnnotationReader.explicit(document, "collation");
        if (collationValue != null) {
            memberOrigins.put("collation", SourcePosition.of(annotated, document, collationValue));
            // unlike an index's collation, @Document's may be a property placeholder too
            if (!isValueExpression(String.valueOf(collationValue.getValue()))) {
                collation = collation(annotated, document, collationValue, problems);
            }
        }
        // an inherited @Document is written on a superclass: findings about the document go on the class
        SourcePosition origin = annotated == documentClass
                ? SourcePosition.of(documentClass, document)
                : SourcePosition.of(documentClass);
        return new DocumentHeader(
                collection,
                database,
                databaseSource,
                collation,
                origin,
                memberOrigins,
                "_class",
                isValueExpression(collection));
    }

    /** SDM writes a Java transient field: only its {@code @Transient} (and kin) keep a property out. */
    @Override
    public Spelling spelling() {
        return Spelling.SPRING_DATA;
    }

    @Override
    public boolean storesJavaTransient() {
        return true;
    }

    /** A property named {@code id} or {@code _id} is the id, unless {@code @Field} gives it another name. */
    @Override
    public boolean isIdByName(VariableElement field) {
        return (field.getSimpleName().contentEquals("id")
                        || field.getSimpleName().contentEquals("_id"))
                && storedName(field) == null;
    }

    /**
     * SDM maps the class without that property and stores a generated {@code _id} (BasicMongoPersistentEntity has
     * no id property then): it accepts what the driver's codec and Morphia refuse.
     */
    @Override
    public Template idNotStored(AnnotationMirror marked) {
        return AnnotationReader.nameOf(marked).startsWith("org.springframework.")
                ? UnreadAnnotation.Message.SPRING_DATA_ID_NOT_STORED
                : InvalidAnnotation.Message.ID_NOT_STORED;
    }

    /** The id rule applies inside embedded types too, and {@code @Field}'s name on the id is ignored (with a warning). */
    @Override
    public boolean embeddedIdIsUnderscoreId(TypeElement type) {
        return true;
    }

    @Override
    public boolean isValue(TypeElement type) {
        return SdmSimpleTypes.isValue(type);
    }

    /**
     * SDM stores a String or BigInteger id that holds an ObjectId as an ObjectId (and generates one
     * for a null id), unless {@code @MongoId(targetType)} or {@code @Field(targetType)} asks for another type,
     * or the field's name says it holds a natural key.
     */
    @Override
    public ValueType idType(VariableElement field, ValueType mapped) {
        return storesObjectId(field, mapped.javaType())
                ? ValueType.scalar(BsonType.OBJECT_ID, mapped.javaType())
                : mapped;
    }

    private static boolean storesObjectId(VariableElement f, String type) {
        if (!type.equals("java.lang.String") && !type.equals("java.math.BigInteger")) {
            return false;
        }
        AnnotationMirror mongoId = SpringDataProperty.mirror(f, MONGO_ID);
        if (mongoId != null) {
            // @MongoId's default target (IMPLICIT) stores the String as it is
            AnnotationValue target = AnnotationReader.explicit(mongoId, "value");
            target = target != null ? target : AnnotationReader.explicit(mongoId, "targetType");
            return target != null && String.valueOf(target.getValue()).equals("OBJECT_ID");
        }
        AnnotationMirror sdmField = SpringDataProperty.mirror(f, FIELD);
        AnnotationValue target = sdmField == null ? null : AnnotationReader.explicit(sdmField, "targetType");
        if (target != null && String.valueOf(target.getValue()).equals("OBJECT_ID")) {
            return true;
        }
        return (target == null || String.valueOf(target.getValue()).equals("IMPLICIT")) && surrogateName(f);
    }

    /**
     * SDM converts an id by its value (MongoConverter.convertId: ObjectId.isValid), so what is stored depends
     * on what the application puts in. The name is the evidence schemaguard has: {@code id} or {@code userId}
     * is the surrogate key SDM fills with a generated ObjectId when it is null; another name on {@code @Id}
     * ({@code login}, {@code email}, {@code isbn}) is a natural key the application assigns, no ObjectId hex,
     * stored as the String it is.
     */
    private static boolean surrogateName(VariableElement f) {
        String name = f.getSimpleName().toString();
        return name.equals("id")
                || name.equals("_id")
                || name.endsWith("Id")
                || name.endsWith("ID")
                || name.endsWith("_id");
    }

    /** {@code @Unwrapped(prefix)}: the entity's properties are written into the owner, each name after the prefix. */
    @Override
    public String unwrappedPrefix(VariableElement field) {
        for (String form : UNWRAPPED_FORMS) {
            AnnotationMirror m = SpringDataProperty.mirror(field, form);
            if (m != null) {
                AnnotationValue prefix = AnnotationReader.explicit(m, "prefix");
                return prefix == null ? "" : String.valueOf(prefix.getValue());
            }
        }
        return null;
    }

    /**
     * The fields of an embedded value stored flattened into its owner ({@code @Unwrapped}): each
     * under the prefix, with a dotted Java path from the owner ({@code address.city}), as SDM's
     * MappingMongoConverter writes them. A value that is not a single embedded document is read as it
     * is, and what SDM refuses is recorded.
     */
    @Override
    public List<FieldModel> unwrapped(
            VariableElement f,
            FieldModel field,
            String prefix,
            TypeModel embedded,
            Positions positions,
            List<ReadProblem> problems) {
        if (embedded == null) {
            // a simple value is written as it is; a collection or map fails when SDM writes it
            if (field.type().bson() == BsonType.ARRAY || field.type().bson() == BsonType.MAP) {
                problems.add(ReadProblem.of(
                        InvalidAnnotation.Message.SPRING_DATA_UNWRAPPED_NOT_ENTITY,
                        positions.at(f, null, null),
                        f.getSimpleName().toString(),
                        field.type().javaType()));
            }
            return List.of(field);
        }
        for (String index : List.of(INDEXED, HASH_INDEXED, GEO_INDEXED)) {
            Optional.ofNullable(MergedAnnotationReader.find(f, index))
                    .ifPresent(m -> problems.add(ReadProblem.of(
                            InvalidAnnotation.Message.SPRING_DATA_INDEX_ON_UNWRAPPED,
                            positions.at(f, m, null),
                            index.substring(index.lastIndexOf('.') + 1),
                            f.getSimpleName().toString(),
                            TypeModel.simpleNameOf(embedded.qualifiedName()))));
        }
        List<FieldModel> out = new ArrayList<>();
        for (FieldModel inner : embedded.fields()) {
            // SDM writes a field unwrapped twice under the inner prefix only (geo_x, not a_geo_x)
            out.add(inner.unwrappedInto(field.javaName(), inner.javaName().contains(".") ? "" : prefix));
        }
        return out;
    }

    /**
     * {@code @Field(targetType)}: SDM's MappingMongoConverter converts the value (each element of a
     * collection) to that BSON type when it writes it ({@code OBJECT_ID} on a String of hex, {@code STRING}
     * on a number).
     */
    @Override
    public ValueType storedType(VariableElement field, ValueType mapped, List<ReadProblem> problems) {
        AnnotationMirror sdmField = SpringDataProperty.mirror(field, FIELD);
        AnnotationValue target = sdmField == null ? null : AnnotationReader.explicit(sdmField, "targetType");
        BsonType converted = target == null
                ? null
                : switch (String.valueOf(target.getValue())) {
                    case "STRING" -> BsonType.STRING;
                    case "OBJECT_ID" -> BsonType.OBJECT_ID;
                    case "INT32" -> BsonType.INT32;
                    case "INT64" -> BsonType.INT64;
                    case "DOUBLE" -> BsonType.DOUBLE;
                    case "DECIMAL128" -> BsonType.DECIMAL128;
                    case "BOOLEAN" -> BsonType.BOOLEAN;
                    case "DATE_TIME" -> BsonType.DATE;
                    case "BINARY" -> BsonType.BINARY;
                    default -> null;
                };
        return converted == null ? mapped : converted(mapped, converted);
    }

    private static ValueType converted(ValueType mapped, BsonType to) {
        if (mapped.bson() == BsonType.ARRAY && !mapped.isByteArray() && mapped.element() != null) {
            return mapped.withElement(converted(mapped.element(), to));
        }
        return mapped.bson() == BsonType.DOCUMENT || mapped.bson() == BsonType.MAP
                ? mapped
                : ValueType.scalar(to, mapped.javaType()).withBound(mapped.bound());
    }

    /** SDM keeps both fields of a name a subclass declares again, which map to one stored name. */
    @Override
    public HiddenField hiddenField() {
        return HiddenField.BOTH;
    }

    /** Kept as docs/guide/annotations.md reads it: only an abstract class or an interface stands for its subclasses. */
    @Override
    public boolean storesSubclassesOfConcreteTypes() {
        return false;
    }

    /** SDM's {@code @DBRef} and {@code @DocumentReference} (see {@link SpringDataReferenceReader}). */
    @Override
    public StoredReference reference(VariableElement field, TypeMirror fieldType, ReferenceTargets targets)
            throws UnresolvedTypeException {
        SpringDataReferenceReader.Read read = new SpringDataReferenceReader(targets.mapper())
                .read(field, fieldType, target -> targets.storedId(target, INSTANCE));
        return read == null
                ? null
                : new StoredReference(
                        read.reference(), read.type(), read.reference().annotationName(), read.annotation());
    }

    /**
     * SDM reads a property's annotations from its field and its getter and setter alike, and refuses the
     * entity when one type is written on two of them with other values: every field SDM maps a property of,
     * stored or not, in the class and its superclasses.
     */
    @Override
    public void checkType(TypeElement type, List<FieldModel> fields, List<ReadProblem> problems) {
        for (TypeElement c = type; c != null; c = TypeHierarchy.superclass(c)) {
            String name = c.getQualifiedName().toString();
            if (name.startsWith("java.") || name.startsWith("javax.")) {
                break;
            }
            MergedAnnotationReader.check(c, COMPOSABLE, problems);
            for (VariableElement f : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                if (!f.getModifiers().contains(Modifier.STATIC)) {
                    SpringDataProperty.ambiguities(f, problems);
                    MergedAnnotationReader.check(f, COMPOSABLE, problems);
                    for (Element accessor :
                            new Element[] {SpringDataProperty.getter(f), SpringDataProperty.setter(f)}) {
                        if (accessor != null) {
                            MergedAnnotationReader.check(accessor, COMPOSABLE, problems);
                        }
                    }
                }
            }
        }
    }

    /**
     * SDM reads a property's annotations on its field and on the accessors Spring's bean introspection pairs
     * with it (AnnotationBasedPersistentProperty): a public {@code getX()}, {@code isX()} or {@code setX(value)}
     * of a property a field backs, or a record-style {@code x()} (see SpringDataProperty). A getter without a
     * field is no property of SDM's (no computed properties are stored). {@code @Transient} and
     * {@code @ReadOnlyProperty} elsewhere keep out what is not stored anyway.
     */
    @Override
    public UnreadMethodAnnotations.Reading methodReading() {
        return METHOD_READING;
    }

    private static final UnreadMethodAnnotations.Reading METHOD_READING = new UnreadMethodAnnotations.Reading(
            "Spring Data MongoDB reads its annotations on a property's field and on the accessors Spring pairs with it "
                    + "(public getX(), isX() or setX(value) of a field 'x', or a method x() of a field 'x' of its own class)",
            List.of(
                    FIELD,
                    ID,
                    MONGO_ID,
                    UNWRAPPED,
                    UNWRAPPED + ".Nullable",
                    UNWRAPPED + ".Empty",
                    MAPPING + "DBRef",
                    MAPPING + "DocumentReference"),
            SpringDataVocabulary::readsAnnotationsOn,
            executable -> true,
            method -> beanProperty(method) != null && !method.getModifiers().contains(Modifier.PUBLIC)
                    ? "make " + method.getSimpleName() + "() public"
                    : null);

    /** A record-style accessor, or a public bean accessor of a property a field of the type's class hierarchy backs. */
    private static boolean readsAnnotationsOn(ExecutableElement method, TypeElement type) {
        if (SpringDataProperty.isPlainAccessor(method)) {
            return true;
        }
        String property = beanProperty(method);
        if (property == null || !method.getModifiers().contains(Modifier.PUBLIC)) {
            return false;
        }
        for (TypeElement c = type; c != null; c = TypeHierarchy.superclass(c)) {
            for (VariableElement f : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                if (f.getSimpleName().contentEquals(property)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The property a JavaBeans getter or setter of this name and shape belongs to, or {@code null}. */
    private static String beanProperty(ExecutableElement method) {
        String name = method.getSimpleName().toString();
        int parameters = method.getParameters().size();
        TypeKind returns = method.getReturnType().getKind();
        if (parameters == 0 && name.startsWith("get") && name.length() > 3 && returns != TypeKind.VOID) {
            return SpringDataProperty.property(name.substring(3));
        }
        if (parameters == 0
                && name.startsWith("is")
                && name.length() > 2
                && (returns == TypeKind.BOOLEAN
                        || method.getReturnType().toString().equals("java.lang.Boolean"))) {
            return SpringDataProperty.property(name.substring(2));
        }
        if (parameters == 1 && name.startsWith("set") && name.length() > 3) {
            return SpringDataProperty.property(name.substring(3));
        }
        return null;
    }

    /** Spring's merged annotations find SDM's among the meta-annotations of a composed one (MergedAnnotations). */
    @Override
    public boolean composes(TypeElement annotationType) {
        return MergedAnnotationReader.reaches(annotationType, COMPOSABLE);
    }

    @Override
    public boolean composesDocuments(TypeElement annotationType) {
        return MergedAnnotationReader.reaches(annotationType, documentAnnotations());
    }

    /** The annotations of SDM's that schemaguard reads and Spring finds as meta-annotations of a composed one too. */
    public static final Set<String> COMPOSABLE = Set.of(
            DOCUMENT,
            TIME_SERIES,
            FIELD,
            MONGO_ID,
            ID,
            TRANSIENT,
            READ_ONLY,
            TEXT_SCORE,
            INDEXED,
            COMPOUND_INDEX,
            COMPOUND_INDEXES,
            TEXT_INDEXED,
            GEO_INDEXED,
            HASH_INDEXED,
            WILDCARD_INDEXED,
            UNWRAPPED,
            UNWRAPPED + ".Nullable",
            UNWRAPPED + ".Empty",
            MAPPING + "Sharded");

    /** What SDM reads on a property's getter or setter and changes what is stored (the index annotations are field-only). */
    private static final Set<String> READ_FROM_ACCESSORS =
            Set.of(FIELD, ID, MONGO_ID, TRANSIENT, READ_ONLY, UNWRAPPED, UNWRAPPED + ".Nullable", UNWRAPPED + ".Empty");

    /**
     * Lombok's {@code @Getter(onMethod_ = ...)} and {@code @Setter(onMethod_ = ...)} put annotations on the
     * accessor they generate, where SDM reads them for the property. With Lombok's processor ahead of
     * schemaguard's the accessor is there and read like a hand-written one; after it, it is missing, and a
     * model that ignored the annotation would not be SDM's: recorded, as for the driver's codec.
     */
    @Override
    public void checkSource(TypeElement type, Trees trees, List<ReadProblem> problems) {
        for (String lombok : List.of(LombokReader.GETTER, LombokReader.SETTER)) {
            boolean getter = lombok.equals(LombokReader.GETTER);
            AnnotationMirror onClass = AnnotationReader.find(type, lombok).orElse(null);
            for (VariableElement f : ElementFilter.fieldsIn(type.getEnclosedElements())) {
                if (f.getModifiers().contains(Modifier.STATIC)
                        || (getter ? SpringDataProperty.getter(f) : SpringDataProperty.setter(f)) != null) {
                    continue;
                }
                AnnotationMirror onField = AnnotationReader.find(f, lombok).orElse(null);
                AnnotationMirror written = onField != null ? onField : onClass;
                if (written == null) {
                    continue;
                }
                String name = f.getSimpleName().toString();
                boolean bool = f.asType().getKind() == TypeKind.BOOLEAN;
                String accessor = getter ? LombokReader.getterName(name, bool) : LombokReader.setterName(name, bool);
                if (LombokReader.hasMethod(type, accessor)) {
                    continue; // Lombok ran first, and SDM pairs the method with another property or none (isActive())
                }
                for (String annotation :
                        LombokReader.annotations(trees, onField != null ? f : type, written, READ_FROM_ACCESSORS)) {
                    problems.add(ReadProblem.of(
                            UnreadAnnotation.Message.SPRING_DATA_ACCESSOR_NOT_GENERATED_YET,
                            onField != null ? SourcePosition.of(f, onField) : SourcePosition.of(f),
                            "@" + LombokReader.simpleName(lombok),
                            "@" + LombokReader.simpleName(annotation),
                            accessor,
                            name));
                }
            }
        }
    }

    /** {@code @Transient}, {@code @ReadOnlyProperty}, {@code @TextScore}: read, never written. */
    @Override
    public String notStoredBy(VariableElement field) {
        return field.getEnclosingElement() instanceof TypeElement owner ? notStoredBy(field, owner) : null;
    }

    /**
     * SDM 4.5+ reads them on the entity's own accessors too: {@code @Transient} on a subclass's override of an
     * inherited property's getter makes the property transient in the subclass (AnnotationBasedPersistentProperty).
     */
    @Override
    public String notStoredBy(VariableElement field, TypeElement entity) {
        for (String name : NOT_STORED) {
            if (SpringDataProperty.findIn(entity, field, name) != null) {
                return name.substring(name.lastIndexOf('.') + 1);
            }
        }
        return null;
    }

    @Override
    public AnnotationMirror idAnnotation(VariableElement field) {
        AnnotationMirror id = SpringDataProperty.mirror(field, ID);
        // @MongoId is meta-annotated with @Id: the annotation that says more is the one to point at
        AnnotationMirror mongoId =
                id == null || id instanceof MetaAnnotationMirror ? SpringDataProperty.mirror(field, MONGO_ID) : null;
        return mongoId != null ? mongoId : id;
    }

    /** {@code @Field(value | name)}. */
    /** SDM reads a property's annotations on its getter and setter too (AnnotationBasedPersistentProperty). */
    @Override
    public Element annotationHolder(VariableElement field, AnnotationMirror annotation) {
        Element carrier = SpringDataProperty.carrier(field, annotation);
        return carrier == field ? null : carrier;
    }

    @Override
    public StoredName storedName(VariableElement field) {
        AnnotationMirror m = SpringDataProperty.mirror(field, FIELD);
        if (m == null) {
            return null;
        }
        for (String member : List.of("value", "name")) {
            AnnotationValue v = AnnotationReader.explicit(m, member);
            if (v != null && !String.valueOf(v.getValue()).isEmpty()) {
                return new StoredName(String.valueOf(v.getValue()), m, v);
            }
        }
        return null;
    }

    /** SDM's index annotations, also when mixed into a schemaguard {@code @Document}: SDM creates them all the same. */
    @Override
    public List<IndexSpec> indexes(IndexContext c) {
        return new SpringDataIndexReader(
                        c.annotations(), c.positions(), property -> fieldName(c.document(), c.options(), property))
                .read(
                        c.documentClass(),
                        c.root(),
                        c.subtypes(),
                        c.subtypeClasses(),
                        c.types(),
                        c.collation(),
                        c.problems());
    }

    /** An SDM collation string (a locale, or a JSON document); one that does not parse is recorded. */
    static CollationSpec collation(
            Element element, AnnotationMirror annotation, AnnotationValue value, List<ReadProblem> problems) {
        try {
            CollationSpec spec = collation(String.valueOf(value.getValue()));
            if (spec != null && !spec.hasValidStrength()) {
                problems.add(ReadProblem.of(
                        InvalidAnnotation.Message.COLLATION_STRENGTH,
                        SourcePosition.of(element, annotation, value),
                        Integer.toString(spec.strength())));
            }
            return spec;
        } catch (RuntimeException e) {
            problems.add(ReadProblem.of(
                    InvalidAnnotation.Message.SPRING_DATA_COLLATION_UNPARSEABLE,
                    SourcePosition.of(element, annotation, value),
                    String.valueOf(value.getValue()),
                    String.valueOf(e.getMessage())));
            return null;
        }
    }

    /**
     * The name SDM stores a property under when no {@code @Field} names it: the application's FieldNamingStrategy
     * applied to the property's name (BasicMongoPersistentProperty), in a document SDM maps; elsewhere the name.
     */
    public static String fieldName(MappingVocabulary document, SchemaGuardOptions options, String propertyName) {
        return document.unnamedStoredName(propertyName, options);
    }

    /** The application's FieldNamingStrategy applied to the property's name (BasicMongoPersistentProperty). */
    @Override
    public String unnamedStoredName(String propertyName, SchemaGuardOptions options) {
        return options.springDataFieldNaming().fieldName(propertyName);
    }

    /** SDM's default collection name (MongoCollectionUtils): the simple class name, uncapitalized. */
    static String defaultCollection(String simpleName) {
        return simpleName.isEmpty()
                ? simpleName
                : Character.toLowerCase(simpleName.charAt(0)) + simpleName.substring(1);
    }

    /**
     * A SpEL template: its value is only known when the application runs. The index resolver evaluates
     * {@code @CompoundIndex} and {@code @Indexed}'s def, name, partialFilter and collation so
     * (ExpressionUtils): a {@code ${...}} there is sent as written.
     */
    static boolean isExpression(String value) {
        return value.contains("#{");
    }

    /**
     * A value expression (Spring Data Commons' ValueExpressionParser): a SpEL template or a property
     * placeholder {@code ${...}} the application resolves from its Environment. SDM evaluates
     * {@code @Document}'s collection and collation and the expireAfter durations (DurationUtil) so.
     */
    static boolean isValueExpression(String value) {
        return isExpression(value) || value.contains("${");
    }

    /**
     * A collation as SDM's {@code Collation.parse} reads it: a JSON document, or a locale alone;
     * {@code null} for none. Settings the model cannot hold (alternate, maxVariable, ...) are not kept.
     *
     * @throws IllegalArgumentException when the JSON does not parse
     */
    static CollationSpec collation(String value) {
        String text = value.trim();
        if (text.isEmpty() || isExpression(text)) {
            return null;
        }
        if (!text.startsWith("{")) {
            return new CollationSpec(text, 3, false, false);
        }
        BsonDocument document = BsonDocument.parse(text);
        BsonValue locale = document.get("locale");
        if (locale == null || !locale.isString()) {
            throw new IllegalArgumentException("a collation document needs a 'locale'");
        }
        BsonValue strength = document.get("strength");
        BsonValue caseLevel = document.get("caseLevel");
        BsonValue numeric = document.get("numericOrdering");
        return new CollationSpec(
                locale.asString().getValue(),
                strength != null && strength.isNumber() ? strength.asNumber().intValue() : 3,
                caseLevel != null
                        && caseLevel.isBoolean()
                        && caseLevel.asBoolean().getValue(),
                numeric != null && numeric.isBoolean() && numeric.asBoolean().getValue());
    }

    /**
     * An {@code @Indexed(expireAfter)} or {@code @TimeSeries(expireAfter)} value in seconds: ISO-8601
     * ({@code P1D}, {@code PT30M}) or Spring's simple form ({@code 30s}, {@code 10m}, {@code 1h},
     * {@code 1d}), as SDM's DurationStyle reads it: a bare number is milliseconds, its default unit.
     *
     * @throws IllegalArgumentException when it is neither
     */
    static long durationSeconds(String value) {
        String text = value.trim();
        try {
            if (text.toUpperCase(Locale.ROOT).startsWith("P")
                    || text.toUpperCase(Locale.ROOT).startsWith("-P")) {
                return Duration.parse(text).getSeconds();
            }
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        Matcher m = Pattern.compile("^([+-]?\\d+)([a-zA-Z]{0,2})$").matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + value + "' is not a duration");
        }
        long amount = Long.parseLong(m.group(1));
        try {
            return switch (m.group(2).toLowerCase(Locale.ROOT)) {
                case "ns" -> Duration.ofNanos(amount).getSeconds();
                case "us" -> Duration.ofNanos(Math.multiplyExact(amount, 1000L)).getSeconds();
                case "ms", "" -> Duration.ofMillis(amount).getSeconds();
                case "s" -> amount;
                case "m" -> Duration.ofMinutes(amount).getSeconds();
                case "h" -> Duration.ofHours(amount).getSeconds();
                case "d" -> Duration.ofDays(amount).getSeconds();
                default -> throw new IllegalArgumentException("'" + value + "' has an unknown unit");
            };
        } catch (ArithmeticException e) {
            // more seconds than a long holds: no duration SDM could send either
            throw new IllegalArgumentException("'" + value + "' is too long a duration", e);
        }
    }
}
