package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.CollectionOptions;
import dev.schemaguard.processor.model.DatabaseSource;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.FieldPathResolver;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.ReferenceSpec;
import dev.schemaguard.processor.model.ShardKeySpec;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import dev.schemaguard.processor.reader.driver.PojoAccessorProperties;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import java.util.function.Function;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Turns a {@code @Document} class and what it reaches into a {@link DocumentModel}. It records
 * what it cannot read as {@link ReadProblem}s and reports nothing itself. Embedded types are read
 * once per reader and shared by the documents that embed them.
 */
public final class SchemaReader {

    private final Types types;
    private final Elements elements;
    private final AnnotationReader annotations;
    private final TypeMapper mapper;
    private final SchemaGuardOptions options;
    private final CollectionOptionsReader collectionOptions;
    private final MappingVocabulary.HeaderContext headerContext;

    /** Embedded types read so far, shared by the documents that embed them. */
    private final EmbeddedTypes embedded = new EmbeddedTypes();

    /** Where findings point; a document's scope holds them near the field being read, else the document. */
    private final Positions positions;

    /** The classes of the compilation that extend or implement a class, for polymorphic embedded values. */
    private final Function<TypeElement, List<TypeElement>> subclasses;

    /** How reference targets are read: as the reader reads any class, within the referencing document's scope. */
    private final ReferenceTargets.TypeReading typeReading = new ReferenceTargets.TypeReading() {
        @Override
        public TypeModel readType(DeclaredType type, boolean root, DocumentScope scope, List<ReadProblem> problems)
                throws UnresolvedTypeException {
            return SchemaReader.this.readType(type, root, scope, problems);
        }

        @Override
        public String embed(DeclaredType type, DocumentScope scope) throws UnresolvedTypeException {
            return SchemaReader.this.embed(type, scope);
        }
    };

    public SchemaReader(ProcessingEnvironment env, SchemaGuardOptions options) {
        this(env, options, type -> List.of());
    }

    /**
     * @param subclasses the classes of the compilation that extend or implement a class, directly or
     *                   not, in a stable order: an embedded abstract class or interface stands for them
     */
    public SchemaReader(
            ProcessingEnvironment env,
            SchemaGuardOptions options,
            Function<TypeElement, List<TypeElement>> subclasses) {
        this.subclasses = subclasses;
        this.types = env.getTypeUtils();
        this.elements = env.getElementUtils();
        this.annotations = new AnnotationReader(elements);
        this.mapper = new TypeMapper(types, elements, new Conversions(types, elements, options.storedAs(), subclasses));
        this.options = options;
        this.collectionOptions = new CollectionOptionsReader(annotations, options);
        this.positions = new Positions(env, Vocabularies.ALL);
        this.headerContext = new MappingVocabulary.HeaderContext(annotations, options);
    }

    /**
     * Whether {@code type} is a document stored in {@code collection} (read with its own vocabulary's
     * defaults); {@code null} when it is no document.
     */
    private Boolean sharesCollection(TypeElement type, String collection) {
        MappingVocabulary vocabulary = Vocabularies.of(type);
        if (vocabulary == null) {
            return null;
        }
        DocumentHeader header =
                vocabulary.header(type, vocabulary.documentAnnotation(type), headerContext, new ArrayList<>());
        return collection.equals(header.collection());
    }

    /**
     * Reads a document and its polymorphic subtypes.
     *
     * @throws UnresolvedTypeException when a type it depends on does not resolve (yet)
     */
    public DocumentModel read(TypeElement documentClass, List<TypeElement> subtypeClasses)
            throws UnresolvedTypeException {
        requireResolved(documentClass);
        List<ReadProblem> problems = new ArrayList<>();
        MappingVocabulary mapping = Vocabularies.of(documentClass);
        if (mapping == null) {
            throw new IllegalArgumentException(documentClass + " is not a @Document");
        }
        AnnotationMirror document = mapping.documentAnnotation(documentClass);
        DocumentHeader header = mapping.header(documentClass, document, headerContext, problems);
        return read(documentClass, subtypeClasses, mapping, header, problems);
    }

    /**
     * Reads a class without a document annotation that the code stores with the driver's codec
     * ({@code database.getCollection("books", Book.class)}): the codec writes it as it writes schemaguard's documents
     * (its annotations apply), in the collection the code names, with no subtype (the codec writes the class it is
     * given) and with indexes the compilation does not declare.
     *
     * @throws UnresolvedTypeException when a type it depends on does not resolve
     */
    public DocumentModel readStoredByCodec(TypeElement documentClass, String collection)
            throws UnresolvedTypeException {
        requireResolved(documentClass);
        DocumentHeader header = new DocumentHeader(
                collection,
                null,
                DatabaseSource.UNKNOWN,
                null,
                SourcePosition.of(documentClass),
                Map.of(),
                null,
                false);
        return read(documentClass, List.of(), SchemaguardVocabulary.INSTANCE, header, new ArrayList<>()).toBuilder()
                .indexesUndeclared(true)
                .build();
    }

    private DocumentModel read(
            TypeElement documentClass,
            List<TypeElement> subtypeClasses,
            MappingVocabulary mapping,
            DocumentHeader header,
            List<ReadProblem> problems)
            throws UnresolvedTypeException {
        DocumentScope scope = DocumentScope.of(mapping, positions, header.origin());
        TypeModel.Kind kind = kindOf(documentClass);
        TypeModel root = kind == TypeModel.Kind.CLASS || kind == TypeModel.Kind.RECORD
                ? readType((DeclaredType) documentClass.asType(), true, scope, problems)
                : new TypeModel(
                        documentClass.getQualifiedName().toString(),
                        documentClass.getQualifiedName().toString(),
                        kind,
                        List.of(),
                        false,
                        true,
                        List.of(),
                        SourcePosition.of(documentClass));

        List<TypeElement> sortedSubtypes = new ArrayList<>(subtypeClasses);
        sortedSubtypes.sort(Comparator.comparing(t -> t.getQualifiedName().toString()));
        List<TypeModel> subtypes = new ArrayList<>();
        for (TypeElement sub : sortedSubtypes) {
            subtypes.add(readType((DeclaredType) sub.asType(), true, scope, problems));
            // its collection is the document's: options and a shard key written here would be ignored
            collectionLevelAnnotations(
                    sub,
                    (annotation, found) -> problems.add(ReadProblem.of(
                            InvalidAnnotation.Message.COLLECTION_OPTION_ON_SUBCLASS,
                            scope.positions().at(sub, found, null),
                            annotation,
                            sub.getSimpleName().toString(),
                            documentClass.getSimpleName().toString())));
        }

        TreeMap<String, TypeModel> reachable = embedded.reachable(root, subtypes, scope, problems);
        List<IndexSpec> declared = new ArrayList<>();
        MappingVocabulary.IndexContext indexContext = new MappingVocabulary.IndexContext(
                documentClass,
                root,
                subtypes,
                sortedSubtypes,
                reachable,
                header.collation(),
                annotations,
                scope.positions(),
                mapping,
                options,
                problems);
        String typeKey = header.typeKey();
        for (MappingVocabulary v : scope.vocabularies()) {
            declared.addAll(v.indexes(indexContext));
            typeKey = typeKey != null ? typeKey : v.typeKey(documentClass);
        }
        DeclaredIndexes once = DeclaredIndexes.of(declared, documentClass, elements);
        List<IndexSpec> indexes = once.distinct();
        List<IndexSpec> repeated = once.repeated();
        String packageName =
                elements.getPackageOf(documentClass).getQualifiedName().toString();
        ShardKeySpec shardKey = new ShardKeyReader(annotations, scope.positions())
                .read(
                        documentClass,
                        new FieldPathResolver(root, subtypes, reachable),
                        superclass -> sharesCollection(superclass, header.collection()),
                        problems);
        CollectionOptions options = collectionOptions.read(
                documentClass, mapping, superclass -> sharesCollection(superclass, header.collection()), problems);
        return DocumentModel.builder()
                .packageName(packageName)
                .root(root)
                .subtypes(subtypes)
                .types(reachable)
                .collection(header.collection())
                .database(header.database())
                .databaseSource(header.databaseSource())
                .collation(header.collation())
                .indexes(indexes)
                .problems(problems)
                .origin(header.origin())
                .memberOrigins(Map.copyOf(header.memberOrigins()))
                .typeKey(typeKey)
                .collectionAtRunTime(header.collectionAtRunTime())
                .spelling(mapping.spelling())
                .collectionOptions(options)
                .shardKey(shardKey)
                .repeatedIndexes(repeated)
                .build();
    }

    /**
     * The collection options and shard key annotations of every vocabulary written on a class, by
     * simple name ({@code Capped}, {@code ShardKey}): they mean something only on a document.
     */
    private static void collectionLevelAnnotations(TypeElement type, BiConsumer<String, AnnotationMirror> found) {
        for (String annotation : CollectionOptionsReader.ANNOTATIONS) {
            AnnotationReader.find(type, annotation)
                    .ifPresent(m -> found.accept(annotation.substring(annotation.lastIndexOf('.') + 1), m));
        }
        for (String annotation : ShardKeyReader.ANNOTATIONS) {
            AnnotationReader.find(type, annotation)
                    .ifPresent(m -> found.accept(annotation.substring(annotation.lastIndexOf('.') + 1), m));
        }
    }

    private TypeModel.Kind kindOf(TypeElement element) {
        return switch (element.getKind()) {
            case RECORD -> TypeModel.Kind.RECORD;
            case INTERFACE -> TypeModel.Kind.INTERFACE;
            case ENUM -> TypeModel.Kind.ENUM;
            case ANNOTATION_TYPE -> TypeModel.Kind.ANNOTATION;
            default -> TypeModel.Kind.CLASS;
        };
    }

    /**
     * How often one class may be read inside itself with other type arguments before the reader
     * treats it as a recursion ({@code Nest<T>} holding a {@code Nest<List<T>>} never ends).
     */
    static final int MAX_GENERIC_NESTING = 8;

    /** The embedded type's key, reading it on first use. */
    private String embed(DeclaredType type, DocumentScope scope) throws UnresolvedTypeException {
        String key = TypeMapper.nameOf(type);
        if (scope.mapping().isValue((TypeElement) type.asElement())) {
            return null;
        }
        String slot = scope.embeddedKey(key);
        String raw = ((TypeElement) type.asElement()).getQualifiedName().toString();
        List<String> sameClass = scope.nesting(raw);
        if (!embedded.started(slot)
                && sameClass.size() >= MAX_GENERIC_NESTING
                && embedded.declaresItself((TypeElement) type.asElement())) {
            // close the recursion at the first entry into the class, as for a plain recursive type
            return sameClass.get(0);
        }
        TypeElement declared = (TypeElement) type.asElement();
        boolean polymorphic = declared.getKind().isInterface()
                || declared.getModifiers().contains(Modifier.ABSTRACT)
                || scope.mapping().storesSubclassesOfConcreteTypes();
        List<TypeElement> stand = polymorphic ? subclasses.apply(declared) : List.of();
        if (declared.getKind().isInterface() && stand.isEmpty()) {
            return null;
        }
        if (!embedded.started(slot)) {
            embedded.start(slot);
            DocumentScope inside = scope.withNesting(raw, key);
            List<ReadProblem> problems = new ArrayList<>();
            try {
                TypeModel model = readType(type, false, inside, problems);
                if (!stand.isEmpty()) {
                    // docs/guide/annotations.md: an embedded abstract class or interface stands for its subclasses in
                    // the compilation
                    List<String> keys = new ArrayList<>();
                    for (TypeElement sub : stand) {
                        String subKey = embed((DeclaredType) sub.asType(), inside);
                        if (subKey != null && !subKey.equals(key) && !keys.contains(subKey)) {
                            keys.add(subKey);
                        }
                    }
                    model = model.withSubtypes(keys);
                }
                TypeElement element = (TypeElement) type.asElement();
                if (!Vocabularies.isDocument(element)) {
                    for (AnnotationMirror hint : AnnotationReader.indexHints(element)) {
                        problems.add(ReadProblem.of(
                                InvalidAnnotation.Message.INDEX_HINT_ON_NON_DOCUMENT,
                                inside.positions().at(element, hint, null),
                                element.getSimpleName().toString()));
                    }
                    collectionLevelAnnotations(
                            element,
                            (annotation, found) -> problems.add(ReadProblem.of(
                                    InvalidAnnotation.Message.COLLECTION_OPTION_ON_NON_DOCUMENT,
                                    inside.positions().at(element, found, null),
                                    annotation,
                                    element.getSimpleName().toString())));
                }
                embedded.finish(slot, new EmbeddedTypes.Read(model, problems));
            } catch (UnresolvedTypeException | RuntimeException e) {
                embedded.abandon(slot);
                throw e;
            }
        }
        return key;
    }

    /**
     * Defers the document while a schemaguard annotation on the element names a constant or class
     * that does not resolve yet: read now, it would be '<error>' (docs/guide/options-and-suppression.md).
     */
    private static void requireResolved(Element element) throws UnresolvedTypeException {
        for (AnnotationMirror m : AnnotationReader.schemaguardAnnotations(element)) {
            for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e :
                    m.getElementValues().entrySet()) {
                if (AnnotationReader.unresolved(e.getValue())) {
                    String annotation = AnnotationReader.nameOf(m).substring(AnnotationReader.PACKAGE.length());
                    throw UnresolvedTypeException.ofValue(
                            "@" + annotation + "(" + e.getKey().getSimpleName() + ") on '" + element.getSimpleName()
                                    + "'",
                            SourcePosition.of(element, m, e.getValue()));
                }
            }
        }
    }

    private TypeModel readType(DeclaredType type, boolean root, DocumentScope scope, List<ReadProblem> problems)
            throws UnresolvedTypeException {
        MappingVocabulary mapping = scope.mapping();
        TypeElement element = (TypeElement) type.asElement();
        List<VariableElement> stored = new ArrayList<>();
        Map<VariableElement, FieldMappings> answers = new HashMap<>();
        List<TypeElement> classes = TypeHierarchy.storedClasses(element);
        for (TypeElement c : classes) {
            requireResolved(c);
            for (VariableElement f : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                requireResolved(f);
                String modifier = f.getModifiers().contains(Modifier.STATIC)
                        ? "static"
                        : f.getModifiers().contains(Modifier.TRANSIENT) && !mapping.storesJavaTransient()
                                ? "transient"
                                : null;
                FieldMappings mapped = modifier == null ? FieldMappings.of(f, element, scope) : null;
                String annotation = mapped != null ? mapped.notStoredBy() : null;
                String notStoredBy = annotation != null ? "@" + annotation : modifier;
                if (notStoredBy != null) {
                    UnstoredFields.check(f, notStoredBy, scope, problems);
                } else if (mapping.writes(classes, f)) {
                    stored.add(f);
                    answers.put(f, mapped);
                } else if (positions.isInCompilation(f)) {
                    mapping.checkUnwritten(f, scope.positions(), problems);
                }
            }
        }
        stored = withoutHiddenFields(stored, mapping);
        List<PojoAccessorProperties.Property> accessors = mapping.accessorProperties(classes, stored);
        FieldMappings idField =
                FieldMappings.idOf(stored.stream().map(answers::get).toList(), element, scope, problems);
        PojoAccessorProperties.Property accessorId = mapping.accessorId(
                accessors, idField == null ? null : idField.field(), idField != null && idField.id() != null);
        VariableElement id = accessorId != null || idField == null ? null : idField.field();
        List<FieldModel> fields = new ArrayList<>();
        for (VariableElement f : stored) {
            String prefix = mapping.unwrappedPrefix(f);
            FieldModel field = readField(type, answers.get(f), f.equals(id), root, scope, problems);
            if (prefix == null) {
                fields.add(field);
            } else {
                EmbeddedTypes.Read read = field.type().bson() == BsonType.DOCUMENT
                        ? embedded.get(scope.embeddedKey(field.type().typeKey()))
                        : null;
                if (read != null) {
                    problems.addAll(read.problems());
                }
                fields.addAll(mapping.unwrapped(
                        f, field, prefix, read == null ? null : read.type(), scope.positions(), problems));
            }
        }
        for (PojoAccessorProperties.Property p : accessors) {
            fields.add(readAccessor(type, p, p == accessorId, root, scope, problems));
        }
        for (MappingVocabulary v : scope.vocabularies()) {
            v.checkType(element, fields, problems);
            v.checkAccessors(element, types, problems);
            UnreadMethodAnnotations.Reading reading = v.methodReading();
            if (reading != null && element.getKind() != ElementKind.RECORD) {
                UnreadMethodAnnotations.check(element, fields, reading, positions::isInCompilation, problems);
            }
            if (positions.trees() != null && positions.isInCompilation(element)) {
                v.checkSource(element, positions.trees(), problems);
            }
        }
        String qualified = element.getQualifiedName().toString();
        List<String> superclasses = new ArrayList<>();
        List<TypeElement> chain = TypeHierarchy.storedClasses(element);
        for (int i = chain.size() - 2; i >= 0; i--) {
            superclasses.add(chain.get(i).getQualifiedName().toString());
        }
        return new TypeModel(
                root ? qualified : TypeMapper.nameOf(type),
                qualified,
                kindOf(element),
                fields,
                AnnotationReader.has(element, AnnotationReader.EMBEDDED),
                Vocabularies.storedAsDocument(element),
                superclasses,
                scope.positions().at(element, null, null));
    }

    /**
     * One field per Java name where the framework maps one property per name (a subclass field hiding
     * its superclass's): both in the model would be a false FieldName error, a fixed one, on a model
     * MongoDB and the framework accept. {@code stored} runs from the topmost superclass down.
     */
    private static List<VariableElement> withoutHiddenFields(List<VariableElement> stored, MappingVocabulary mapping) {
        MappingVocabulary.HiddenField kept = mapping.hiddenField();
        if (kept == MappingVocabulary.HiddenField.BOTH) {
            return stored;
        }
        Map<String, VariableElement> byName = new HashMap<>();
        for (VariableElement f : stored) {
            String name = f.getSimpleName().toString();
            if (kept == MappingVocabulary.HiddenField.SUBCLASS_FIELD || !byName.containsKey(name)) {
                byName.put(name, f);
            }
        }
        if (byName.size() == stored.size()) {
            return stored;
        }
        List<VariableElement> out = new ArrayList<>();
        for (VariableElement f : stored) {
            if (byName.get(f.getSimpleName().toString()) == f) {
                out.add(f);
            }
        }
        return out;
    }

    private FieldModel readField(
            DeclaredType owner,
            FieldMappings answers,
            boolean id,
            boolean root,
            DocumentScope scope,
            List<ReadProblem> problems)
            throws UnresolvedTypeException {
        VariableElement f = answers.field();
        Positions positions = scope.positions();
        String javaName = f.getSimpleName().toString();
        TypeMirror fieldType = TypeHierarchy.memberType(types, owner, f);
        FieldAnnotations own = FieldAnnotations.read(f, annotations, positions);
        Map<String, SourcePosition> origins = new LinkedHashMap<>(own.origins());
        String storedName = answers.storedName(origins, positions, options, problems);
        if (id && root) {
            if (own.renamed()) {
                problems.add(ReadProblem.of(
                        InvalidAnnotation.Message.FIELD_ON_ID, origins.get("Field"), storedName, javaName));
            }
            storedName = "_id";
        } else if (id && !own.renamed() && answers.embeddedIdIsUnderscoreId()) {
            // an embedded id renamed with @Field keeps the name it was given
            storedName = "_id";
        }
        // the type, read near the field: what is outside the compilation is shown at it
        DocumentScope near = scope.near(f);
        MappingVocabulary.StoredReference stored = answers.reference(
                fieldType, new ReferenceTargets(types, elements, annotations, mapper, near, typeReading));
        ReferenceSpec reference = stored == null ? null : stored.reference();
        ValueType type;
        if (stored != null) {
            type = stored.type();
            if (stored.origin() != null) {
                origins.putIfAbsent(stored.origin(), near.positions().at(f, stored.annotation(), null));
            }
        } else {
            type = UnresolvedTypeException.placedOn(f, positions, () -> mapper.map(fieldType, t -> embed(t, near)));
        }
        if (own.bound() != null && fieldType.getKind() == TypeKind.ARRAY) {
            // javac also puts the field's @Bounded (FIELD and TYPE_USE) on the array's element type,
            // which is where a type annotation before 'String[][]' goes: it is the field's, not the elements'
            type = withoutElementBound(type);
        }
        type = answers.storedType(type, id, problems);
        return FieldModel.builder()
                .javaName(javaName)
                .storedName(storedName)
                .type(type)
                .id(id)
                .bound(own.bound())
                .embedded(own.embedded())
                .reference(reference)
                .caseInsensitive(own.caseInsensitive())
                .declaringType(((TypeElement) f.getEnclosingElement())
                        .getQualifiedName()
                        .toString())
                .origin(own.origin())
                .annotationOrigins(Map.copyOf(origins))
                .build();
    }

    /**
     * A property written through its getter alone (see {@link PojoAccessorProperties}): named and typed by the getter,
     * its return type resolved against the class that stores it; bounded on that type's use
     * ({@code public @Bounded(max = 50) List<String> getTags()}) or by Bean Validation on the getter. schemaguard's
     * field annotations cannot be written on a method.
     */
    private FieldModel readAccessor(
            DeclaredType owner,
            PojoAccessorProperties.Property property,
            boolean id,
            boolean root,
            DocumentScope scope,
            List<ReadProblem> problems)
            throws UnresolvedTypeException {
        Positions positions = scope.positions();
        ExecutableElement getter = property.getter();
        TypeMirror returned = returnType(owner, getter);
        Map<String, SourcePosition> origins = new LinkedHashMap<>();
        Long bound = UnresolvedTypeException.placedOn(getter, positions, () -> TypeMapper.typeUseBound(returned));
        if (bound == null) {
            bound = BeanValidation.bound(getter, origins, positions);
        }
        String storedName = property.name();
        FieldMapping answer = scope.mapping().accessorMapping(getter);
        if (answer.storedName() != null) {
            storedName = answer.storedName().name();
            origins.put("Field", positions.at(getter, answer.storedName().annotation(), null));
        }
        if (answer.id() != null) {
            origins.put("Id", positions.at(getter, answer.id(), null));
        }
        if (id && (root || scope.mapping().embeddedIdIsUnderscoreId((TypeElement) owner.asElement()))) {
            storedName = "_id";
        }
        DocumentScope inside = scope.near(getter);
        ValueType type = scope.mapping()
                .accessorStoredType(
                        property,
                        UnresolvedTypeException.placedOn(
                                getter, positions, () -> mapper.map(returned, t -> embed(t, inside))),
                        problems);
        return FieldModel.builder()
                .javaName(property.name())
                .storedName(storedName)
                .type(type)
                .id(id)
                .bound(bound)
                .declaringType(((TypeElement) getter.getEnclosingElement())
                        .getQualifiedName()
                        .toString())
                .origin(inside.positions().at(getter, null, null))
                .annotationOrigins(Map.copyOf(origins))
                .build();
    }

    private TypeMirror returnType(DeclaredType owner, ExecutableElement getter) {
        try {
            return ((ExecutableType) types.asMemberOf(owner, getter)).getReturnType();
        } catch (IllegalArgumentException e) {
            return getter.getReturnType();
        }
    }

    /** A Java array type without the bound on its innermost element type. */
    private static ValueType withoutElementBound(ValueType array) {
        if (array.bson() != BsonType.ARRAY
                || array.isByteArray()
                || !array.javaType().endsWith("]")) {
            return array.withBound(null);
        }
        return array.withElement(withoutElementBound(array.element()));
    }
}
