package dev.schemaguard.processor.reader.morphia;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.CollectionOptions;
import dev.schemaguard.processor.model.DatabaseSource;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.ReferenceSpec;
import dev.schemaguard.processor.model.Spelling;
import dev.schemaguard.processor.model.ValueType;
import dev.schemaguard.processor.reader.AnnotationReader;
import dev.schemaguard.processor.reader.DocumentHeader;
import dev.schemaguard.processor.reader.MappingVocabulary;
import dev.schemaguard.processor.reader.ReferenceTargets;
import dev.schemaguard.processor.reader.TypeHierarchy;
import dev.schemaguard.processor.reader.UnreadMethodAnnotations;
import dev.schemaguard.processor.reader.UnresolvedTypeException;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import dev.schemaguard.processor.rules.UnreadAnnotation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import org.bson.BsonDocument;
import org.bson.json.JsonMode;
import org.bson.json.JsonWriterSettings;

/**
 * Morphia 2.x's annotations, by qualified name (docs/dialects/morphia.md). The rules follow Morphia's own source
 * (EntityModelBuilder, PropertyModelBuilder.discoverMappedName, ConfigureProperties,
 * MorphiaDefaultsConvention, MorphiaPropertySerialization, DatastoreImpl.applyIndexes) with its
 * default MapperOptions, which win where docs/dialects/morphia.md says less.
 */
public final class MorphiaVocabulary implements MappingVocabulary {

    public static final MorphiaVocabulary INSTANCE = new MorphiaVocabulary();

    public static final String PACKAGE = "dev.morphia.annotations.";
    static final String ENTITY = PACKAGE + "Entity";
    static final String EMBEDDED = PACKAGE + "Embedded";
    static final String ID = PACKAGE + "Id";
    static final String PROPERTY = PACKAGE + "Property";
    static final String REFERENCE = PACKAGE + "Reference";
    static final String VERSION = PACKAGE + "Version";
    static final String TRANSIENT = PACKAGE + "Transient";
    static final String NOT_SAVED = PACKAGE + "NotSaved";
    static final String LOAD_ONLY = PACKAGE + "LoadOnly";
    static final String INDEXES = PACKAGE + "Indexes";
    static final String INDEXED = PACKAGE + "Indexed";
    static final String TEXT = PACKAGE + "Text";
    static final String VALIDATION = PACKAGE + "Validation";
    static final String EXTERNAL_ENTITY = PACKAGE + "ExternalEntity";

    /** Morphia's "not given" for names (Mapper.IGNORED_FIELDNAME): the default applies. */
    static final String IGNORED = ".";

    /** MapperOptions' default discriminator key. */
    static final String DISCRIMINATOR_KEY = "_t";

    /** MapperOptions.legacy()'s discriminator key. */
    static final String LEGACY_DISCRIMINATOR_KEY = "className";

    private static final Set<String> SUPPORTED =
            Set.of(ENTITY, EMBEDDED, ID, PROPERTY, REFERENCE, VERSION, INDEXES, INDEXED, TEXT, VALIDATION);

    /** Kept out of the stored document: {@code @Transient} (ConfigureProperties), {@code @NotSaved} and {@code @LoadOnly} (never serialized). */
    private static final List<String> NOT_STORED = List.of(TRANSIENT, NOT_SAVED, LOAD_ONLY);

    /**
     * Packages whose classes Morphia's codecs (the driver's defaults and its own: Locale, URI, Class,
     * BitSet, the java.time types, GeoJSON of the driver) store as values.
     */
    private static final String[] VALUE_PACKAGES = {"java.", "javax.", "org.bson.", "com.mongodb."};

    private MorphiaVocabulary() {}

    @Override
    public String key() {
        return "morphia:";
    }

    @Override
    public Set<String> supportedAnnotations() {
        return SUPPORTED;
    }

    @Override
    public Set<String> documentAnnotations() {
        return Set.of(ENTITY);
    }

    /**
     * {@code @Entity} on the class, or inherited (EntityModelBuilder reads the annotations of the whole
     * hierarchy, interfaces included: {@link #morphiaAnnotation}), on a class that has an {@code @Id}:
     * Morphia refuses to save a top-level entity without one ("An @Id property is required on top level
     * entities"), and applyIndexes skips it, so an {@code @Entity} without an id is an embedded type.
     * Mapper.isMappable finds an {@code @Entity} on a superclass or on an interface alike, so an
     * unannotated concrete class under one is an entity of its own, in the collection the inherited
     * {@code @Entity} names, else in the camelCase of its own name. It is no root of its own where it is
     * schemaguard's polymorphic pattern instead: an inherited {@code @Entity} that names a collection,
     * below a superclass that is itself an entity with an id (the document, whose collection it shares).
     * An abstract class is never a root through an inherited {@code @Entity}: IndexHelper skips abstract
     * models and no instance of one is ever saved. Nor through its own {@code @Entity} when that names no
     * collection ({@link #abstractEntity}); one that names a collection is the document of that collection,
     * where its concrete subclasses are stored and indexed. Where the class is used does not matter: an
     * {@code @Entity} with an id that another entity stores by value is still saved and indexed in its own
     * collection by Morphia (that copy is ImplicitEmbeddedDocument's finding).
     */
    @Override
    public AnnotationMirror documentAnnotation(TypeElement type) {
        AnnotationMirror entity = entityAnnotation(type);
        return entity == null || unnamedAbstract(type, entity) ? null : entity;
    }

    /**
     * An abstract class with an {@code @Entity} of its own that names no collection, and an id: Morphia maps it
     * (Mapper maps the superclass of every class it maps) in the camelCase of its own name, but IndexHelper
     * creates no index for an abstract model and nothing is ever saved there; each concrete subclass is an
     * entity of its own, in the camelCase of its own name (EntityModelBuilder names the collection after the
     * class it builds), with the indexes of the hierarchy. Only ensureCaps and enableDocumentValidation touch
     * the abstract model's collection: they create it, empty, with the cap or validator that its subclasses'
     * collections get too.
     */
    @Override
    public boolean abstractEntity(TypeElement type) {
        AnnotationMirror entity = entityAnnotation(type);
        return entity != null && unnamedAbstract(type, entity);
    }

    private static boolean unnamedAbstract(TypeElement type, AnnotationMirror entity) {
        return type.getModifiers().contains(Modifier.ABSTRACT) && named(entity, "value") == null;
    }

    private static AnnotationMirror entityAnnotation(TypeElement type) {
        if (type.getKind() != ElementKind.CLASS || AnnotationReader.has(type, AnnotationReader.DOCUMENT)) {
            return null;
        }
        AnnotationMirror entity = writtenOrInheritedEntity(type);
        // the fields of the whole hierarchy are looked at last: every class of a compilation is asked
        return entity != null && hasId(type) ? entity : null;
    }

    private static AnnotationMirror writtenOrInheritedEntity(TypeElement type) {
        AnnotationMirror written = AnnotationReader.find(type, ENTITY).orElse(null);
        if (written != null) {
            return written;
        }
        if (type.getModifiers().contains(Modifier.ABSTRACT)) {
            return null;
        }
        for (TypeElement parent = TypeHierarchy.superclass(type);
                parent != null;
                parent = TypeHierarchy.superclass(parent)) {
            if (AnnotationReader.has(parent, AnnotationReader.DOCUMENT)) {
                return null;
            }
            if (AnnotationReader.has(parent, ENTITY)) {
                break;
            }
        }
        AnnotationMirror inherited = morphiaAnnotation(type, ENTITY);
        if (inherited == null || named(inherited, "value") == null) {
            return inherited;
        }
        for (TypeElement parent = TypeHierarchy.superclass(type);
                parent != null;
                parent = TypeHierarchy.superclass(parent)) {
            if (entityAnnotation(parent) != null) {
                return null;
            }
        }
        return inherited;
    }

    /**
     * A class-level Morphia annotation as EntityModelBuilder finds it (EntityModel.getAnnotation): the first
     * of the class's own, its superclasses' (Morphia's class-level annotations are {@code @Inherited}, so
     * Class.getAnnotations returns the nearest), then its interfaces' and their superinterfaces', then
     * those of each superclass's interfaces ({@link TypeHierarchy#interfacesOfHierarchy}); {@code null}
     * when none carries it.
     */
    public static AnnotationMirror morphiaAnnotation(TypeElement type, String annotation) {
        for (TypeElement c = type; c != null; c = TypeHierarchy.superclass(c)) {
            AnnotationMirror found = AnnotationReader.find(c, annotation).orElse(null);
            if (found != null) {
                return found;
            }
        }
        for (TypeElement i : TypeHierarchy.interfacesOfHierarchy(type)) {
            AnnotationMirror found = AnnotationReader.find(i, annotation).orElse(null);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** Mapper.isMappable: a mapping annotation anywhere in the class's hierarchy, interfaces included. */
    static boolean mappable(TypeElement type) {
        return morphiaAnnotation(type, ENTITY) != null
                || morphiaAnnotation(type, EMBEDDED) != null
                || morphiaAnnotation(type, EXTERNAL_ENTITY) != null;
    }

    /** Whether a class or a superclass declares a field with Morphia's {@code @Id}. */
    private static boolean hasId(TypeElement type) {
        for (TypeElement c = type; c != null; c = TypeHierarchy.superclass(c)) {
            for (VariableElement f : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                if (AnnotationReader.has(f, ID) && !f.getModifiers().contains(Modifier.STATIC)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * {@code @Entity(cap = @CappedAt(value, count))} as {@code ensureCaps()} sends it, and
     * {@code @Validation(value, level, action)} as {@code enableDocumentValidation()} does (collMod, or
     * create with the validator when the collection does not exist yet). ensureCaps caps the collection
     * when value or count is positive, sending size only for a positive value (so a count alone takes
     * CappedAt's default value, 1048576, and a value of 0 or less with a count sends no size at all,
     * which the server refuses), and max only for a positive count. The validator is the user's JSON,
     * parsed as Morphia parses it (Document.parse).
     */
    @Override
    public CollectionOptions collectionOptions(
            TypeElement documentClass, AnnotationReader annotations, List<ReadProblem> problems) {
        return new CollectionOptions(
                cap(documentClass, annotations, problems),
                null,
                null,
                validation(documentClass, annotations, problems));
    }

    private CollectionOptions.Capped cap(
            TypeElement documentClass, AnnotationReader annotations, List<ReadProblem> problems) {
        AnnotationMirror entity = documentAnnotation(documentClass);
        AnnotationValue written = entity == null ? null : AnnotationReader.explicit(entity, "cap");
        if (written == null) {
            return null;
        }
        TypeElement owner = TypeHierarchy.owner(documentClass, entity);
        AnnotationMirror cap = (AnnotationMirror) written.getValue();
        long value = annotations.longValue(cap, "value");
        long count = annotations.longValue(cap, "count");
        if (value <= 0 && count <= 0) {
            problems.add(ReadProblem.of(
                    UnreadAnnotation.Message.MORPHIA_CAP_IGNORED,
                    SourcePosition.of(owner, entity, written),
                    Long.toString(value),
                    Long.toString(count)));
            return null;
        }
        Map<String, Origin> members = new LinkedHashMap<>();
        AnnotationValue size = AnnotationReader.explicit(cap, "value");
        AnnotationValue max = AnnotationReader.explicit(cap, "count");
        // the nested @CappedAt's own values, so that a finding points at the number at fault
        members.put(
                "sizeBytes",
                size != null ? SourcePosition.of(owner, cap, size) : SourcePosition.of(owner, entity, written));
        if (max != null) {
            members.put("maxDocuments", SourcePosition.of(owner, cap, max));
        }
        return new CollectionOptions.Capped(
                value > 0 ? value : 0, count > 0 ? count : 0, SourcePosition.of(owner, entity, written), members);
    }

    private static CollectionOptions.Validation validation(
            TypeElement documentClass, AnnotationReader annotations, List<ReadProblem> problems) {
        // enableDocumentValidation reads the model's @Validation: the nearest, an interface's too
        AnnotationMirror validation = morphiaAnnotation(documentClass, VALIDATION);
        if (validation != null) {
            TypeElement c = TypeHierarchy.owner(documentClass, validation);
            String json = annotations.string(validation, "value");
            String validator;
            try {
                validator = BsonDocument.parse(json)
                        .toJson(JsonWriterSettings.builder()
                                .outputMode(JsonMode.EXTENDED)
                                .build());
            } catch (RuntimeException e) {
                problems.add(ReadProblem.of(
                        InvalidAnnotation.Message.VALIDATOR_JSON,
                        SourcePosition.of(c, validation, AnnotationReader.explicit(validation, "value")),
                        json,
                        e.getMessage()));
                return null;
            }
            return new CollectionOptions.Validation(
                    switch (constantName(annotations.value(validation, "level"))) {
                        case "OFF" -> CollectionOptions.ValidationLevel.OFF;
                        case "MODERATE" -> CollectionOptions.ValidationLevel.MODERATE;
                        default -> CollectionOptions.ValidationLevel.STRICT;
                    },
                    constantName(annotations.value(validation, "action")).equals("WARN")
                            ? CollectionOptions.ValidationAction.WARN
                            : CollectionOptions.ValidationAction.ERROR,
                    SourcePosition.of(c, validation),
                    validator);
        }
        return null;
    }

    private static String constantName(Object value) {
        return value instanceof VariableElement constant
                ? constant.getSimpleName().toString()
                : String.valueOf(value);
    }

    /** A name member given explicitly and not Morphia's "not given" ({@code "."}), or {@code null}. */
    static AnnotationValue named(AnnotationMirror m, String member) {
        AnnotationValue v = AnnotationReader.explicit(m, member);
        return v == null || IGNORED.equals(String.valueOf(v.getValue())) ? null : v;
    }

    /**
     * {@code @Entity(value)}, else MapperOptions' collection naming (EntityModelBuilder applies it to the
     * simple class name: camelCase by default, NamingStrategy.identity with MapperOptions.legacy()), and
     * MapperOptions' discriminator key ({@code _t}, legacy() {@code className}) or {@code discriminatorKey}
     * unless {@code useDiscriminator = false}. legacy()'s other changes store nothing else: its property naming
     * is identity as the default's, its discriminator values (the class name, not the simple name) are within
     * the size estimate's bound, and DateStorage.SYSTEM_DEFAULT still stores dates. Morphia has no database
     * nor collection collation on the entity.
     */
    @Override
    public DocumentHeader header(
            TypeElement documentClass, AnnotationMirror entity, HeaderContext context, List<ReadProblem> problems) {
        TypeElement annotated = TypeHierarchy.owner(documentClass, entity);
        Map<String, SourcePosition> memberOrigins = new LinkedHashMap<>();
        AnnotationValue value = named(entity, "value");
        String collection;
        if (value != null) {
            collection = String.valueOf(value.getValue());
            memberOrigins.put("collection", SourcePosition.of(annotated, entity, value));
        } else {
            String simpleName = documentClass.getSimpleName().toString();
            collection = legacy(context) ? simpleName : camelCase(simpleName);
        }
        String typeKey = null;
        AnnotationValue use = AnnotationReader.explicit(entity, "useDiscriminator");
        if (use == null || Boolean.TRUE.equals(use.getValue())) {
            AnnotationValue key = named(entity, "discriminatorKey");
            typeKey = key != null
                    ? String.valueOf(key.getValue())
                    : legacy(context) ? LEGACY_DISCRIMINATOR_KEY : DISCRIMINATOR_KEY;
        }
        String database = context.databaseOption().orElse(null);
        DatabaseSource databaseSource = database == null ? DatabaseSource.UNKNOWN : DatabaseSource.OPTION;
        SourcePosition origin = annotated == documentClass
                ? SourcePosition.of(documentClass, entity)
                : SourcePosition.of(documentClass);
        return new DocumentHeader(collection, database, databaseSource, null, origin, memberOrigins, typeKey, false);
    }

    private static boolean legacy(HeaderContext context) {
        return context.morphiaNaming() == SchemaGuardOptions.MorphiaNaming.LEGACY;
    }

    /**
     * Morphia's NamingStrategy.camelCase: the name split before each capital, the first part lowered,
     * the others kept ({@code BookReview} → {@code bookReview}, {@code URLHolder} → {@code uRLHolder}).
     */
    static String camelCase(String simpleName) {
        int end = 1;
        while (end < simpleName.length() && !Character.isUpperCase(simpleName.charAt(end))) {
            end++;
        }
        return simpleName.isEmpty()
                ? simpleName
                : simpleName.substring(0, Math.min(end, simpleName.length())).toLowerCase(Locale.ROOT)
                        + simpleName.substring(Math.min(end, simpleName.length()));
    }

    @Override
    public Spelling spelling() {
        return Spelling.MORPHIA;
    }

    /** ConfigureProperties drops a Java transient field. */
    @Override
    public boolean storesJavaTransient() {
        return false;
    }

    /** Morphia has no id by name: a field {@code id} without {@code @Id} is stored as {@code id}. */
    @Override
    public boolean isIdByName(VariableElement field) {
        return false;
    }

    /** discoverMappedName stores any {@code @Id} field as {@code _id}, in an embedded entity too. */
    @Override
    public boolean embeddedIdIsUnderscoreId(TypeElement type) {
        return true;
    }

    @Override
    public boolean isValue(TypeElement type) {
        String name = type.getQualifiedName().toString();
        for (String prefix : VALUE_PACKAGES) {
            if (name.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /** Morphia stores the id as its Java type says (no String to ObjectId conversion). */
    @Override
    public ValueType idType(VariableElement field, ValueType mapped) {
        return mapped;
    }

    /** Of a name a subclass declares again, Morphia keeps the superclass's field. */
    @Override
    public HiddenField hiddenField() {
        return HiddenField.SUPERCLASS_FIELD;
    }

    /** A field's declared class may hold any mapped subclass, written with its own fields and {@code _t}. */
    @Override
    public boolean storesSubclassesOfConcreteTypes() {
        return true;
    }

    /**
     * Morphia reads its annotations on fields (FieldDiscovery, MapperOptions' default propertyDiscovery) or, with
     * propertyDiscovery(METHODS), on the getters and setters MethodDiscovery pairs; on a method of any other shape
     * it never reads them. {@code @Transient} and {@code @LoadOnly} there keep out what is not stored anyway.
     */
    @Override
    public UnreadMethodAnnotations.Reading methodReading() {
        return METHOD_READING;
    }

    private static final UnreadMethodAnnotations.Reading METHOD_READING = new UnreadMethodAnnotations.Reading(
            "Morphia reads its annotations on fields (and, with MapperOptions.propertyDiscovery(METHODS), on getters "
                    + "and setters: get or is methods without parameters, set methods with one)",
            List.of(PROPERTY, ID, REFERENCE, VERSION, PACKAGE + "AlsoLoad", INDEXED, TEXT),
            (method, type) -> isAccessorShaped(method),
            executable -> true,
            method -> null);

    /** A get or is method without parameters, or a set method with one: what MethodDiscovery may pair. */
    private static boolean isAccessorShaped(ExecutableElement method) {
        String name = method.getSimpleName().toString();
        int parameters = method.getParameters().size();
        return parameters == 0
                        && (name.startsWith("get") && name.length() > 3 || name.startsWith("is") && name.length() > 2)
                || parameters == 1 && name.startsWith("set") && name.length() > 3;
    }

    @Override
    public String notStoredBy(VariableElement field) {
        for (String name : NOT_STORED) {
            if (AnnotationReader.has(field, name)) {
                return name.substring(PACKAGE.length());
            }
        }
        return null;
    }

    @Override
    public AnnotationMirror idAnnotation(VariableElement field) {
        return AnnotationReader.find(field, ID).orElse(null);
    }

    /** PropertyModelBuilder.discoverMappedName: {@code @Property}, else {@code @Reference}, else {@code @Version} value. */
    @Override
    public StoredName storedName(VariableElement field) {
        for (String name : List.of(PROPERTY, REFERENCE, VERSION)) {
            AnnotationMirror m = AnnotationReader.find(field, name).orElse(null);
            AnnotationValue v = m == null ? null : named(m, "value");
            if (v != null) {
                return new StoredName(String.valueOf(v.getValue()), m, v);
            }
        }
        return null;
    }

    /**
     * {@code @Reference}: a DBRef {@code {$ref, $id}} per value (the collection name travels with each one),
     * or with {@code idOnly = true} the target's id alone; the target is the field's type or element type.
     */
    @Override
    public StoredReference reference(VariableElement field, TypeMirror fieldType, ReferenceTargets targets)
            throws UnresolvedTypeException {
        AnnotationMirror m = AnnotationReader.find(field, REFERENCE).orElse(null);
        if (m == null) {
            return null;
        }
        boolean idOnly = targets.annotations().bool(m, "idOnly");
        ReferenceSpec reference = targets.read(m, fieldType);
        // Morphia's @Reference without idOnly writes a DBRef per value: the DbRef rule's fact
        reference = reference.toBuilder()
                .storage(idOnly ? ReferenceSpec.Storage.ID : ReferenceSpec.Storage.DBREF)
                .idOnlyForm("@Reference(idOnly = true)")
                .build();
        ValueType type = idOnly ? targets.storedAsIds(fieldType, reference) : targets.dbRefs(fieldType);
        return new StoredReference(reference, type, "Reference", m);
    }

    /** Morphia's index annotations; and, once per document, what Morphia's MappingValidator refuses in it. */
    @Override
    public List<IndexSpec> indexes(IndexContext c) {
        if (documentAnnotation(c.documentClass()) != null) {
            new MorphiaValidator(c.problems()).validate(c);
        }
        return new MorphiaIndexReader(c).read();
    }
}
