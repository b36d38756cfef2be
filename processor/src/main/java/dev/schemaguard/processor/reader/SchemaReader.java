package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.FieldPathResolver;
import dev.schemaguard.processor.model.IndexRelations;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.ReferenceSpec;
import dev.schemaguard.processor.model.ShardKeySpec;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import dev.schemaguard.processor.reader.driver.DriverPojoVocabulary;
import dev.schemaguard.processor.reader.driver.PojoAccessorProperties;
import dev.schemaguard.processor.reader.driver.PojoWrittenFields;
import dev.schemaguard.processor.reader.springdata.MergedAnnotationReader;
import dev.schemaguard.processor.reader.springdata.SpringDataReferenceReader;
import dev.schemaguard.processor.reader.springdata.SpringDataVocabulary;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import dev.schemaguard.processor.rules.UnreadAnnotation;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
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
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
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
    private final SpringDataReferenceReader springDataReferences;
    private final SchemaGuardOptions options;
    private final CollectionOptionsReader collectionOptions;

    /** Embedded types read so far, by key; an entry is {@code null} while its fields are being read. */
    private final Map<String, EmbeddedRead> embedded = new HashMap<>();

    private record EmbeddedRead(TypeModel type, List<ReadProblem> problems) {
    }

    /** Where findings point; a document's scope holds them near the field being read, else the document. */
    private final Positions positions;

    /** The classes of the compilation that extend or implement a class, for polymorphic embedded values. */
    private final Function<TypeElement, List<TypeElement>> subclasses;

    public SchemaReader(ProcessingEnvironment env, SchemaGuardOptions options) {
        this(env, options, type -> List.of());
    }

    /**
     * @param subclasses the classes of the compilation that extend or implement a class, directly or
     *                   not, in a stable order: an embedded abstract class or interface stands for them
     */
    public SchemaReader(ProcessingEnvironment env, SchemaGuardOptions options,
            Function<TypeElement, List<TypeElement>> subclasses) {
        this.subclasses = subclasses;
        this.types = env.getTypeUtils();
        this.elements = env.getElementUtils();
        this.annotations = new AnnotationReader(elements);
        this.mapper = new TypeMapper(types, elements,
                new Conversions(types, elements, options.storedAs(), subclasses));
        this.springDataReferences = new SpringDataReferenceReader(mapper);
        this.options = options;
        this.collectionOptions = new CollectionOptionsReader(annotations, options);
        this.positions = new Positions(env, MappingVocabulary.ALL);
    }

    /** The annotations the processors read, of every vocabulary, by qualified name (docs/dialects/). */
    public static final Set<String> SUPPORTED_ANNOTATIONS = supportedAnnotations();
    /** The annotations that make a class a root document, in any vocabulary. */
    public static final Set<String> DOCUMENT_ANNOTATIONS = documentAnnotations();

    private static Set<String> documentAnnotations() {
        Set<String> all = new TreeSet<>();
        MappingVocabulary.ALL.forEach(v -> all.addAll(v.documentAnnotations()));
        return Collections.unmodifiableSet(all);
    }

    private static Set<String> supportedAnnotations() {
        Set<String> all = new TreeSet<>();
        MappingVocabulary.ALL.forEach(v -> all.addAll(v.supportedAnnotations()));
        return Collections.unmodifiableSet(all);
    }

    /** Whether a class is a root document in any vocabulary. */
    /**
     * Whether an annotation written in the compilation is one the processors read: one of {@link
     * #SUPPORTED_ANNOTATIONS}, schemaguard's, or a composed annotation Spring finds Spring Data's among the
     * meta-annotations of (which the processors cannot list by name).
     */
    public static boolean isRead(TypeElement annotationType) {
        String name = annotationType.getQualifiedName().toString();
        return SUPPORTED_ANNOTATIONS.contains(name) || name.startsWith(AnnotationReader.PACKAGE)
                || MergedAnnotationReader.reaches(annotationType, SpringDataVocabulary.COMPOSABLE);
    }

    /** Whether an annotation written in the compilation makes a class a document, by name or as a composed one. */
    public static boolean makesDocuments(TypeElement annotationType) {
        return DOCUMENT_ANNOTATIONS.contains(annotationType.getQualifiedName().toString())
                || MergedAnnotationReader.reaches(annotationType, SpringDataVocabulary.INSTANCE.documentAnnotations());
    }

    public static boolean isDocument(Element element) {
        return element instanceof TypeElement type && vocabularyOf(type) != null;
    }

    /**
     * Whether a class is no document but an abstract entity of a vocabulary: its concrete subclasses are
     * documents, each in a collection of its own, and none of its subclasses is stored in a superclass's.
     */
    public static boolean isAbstractEntity(Element element) {
        if (!(element instanceof TypeElement type) || vocabularyOf(type) != null) {
            return false;
        }
        for (MappingVocabulary v : MappingVocabulary.ALL) {
            if (v.abstractEntity(type)) {
                return true;
            }
        }
        return false;
    }

    /** The vocabulary whose document annotation a class carries, the first in precedence order, or {@code null}. */
    /**
     * Whether {@code type} is a document stored in {@code collection} (read with its own vocabulary's
     * defaults); {@code null} when it is no document.
     */
    private Boolean sharesCollection(TypeElement type, String collection) {
        MappingVocabulary vocabulary = vocabularyOf(type);
        if (vocabulary == null) {
            return null;
        }
        DocumentHeader header = vocabulary.header(type, vocabulary.documentAnnotation(type), headerContext, new ArrayList<>());
        return collection.equals(header.collection());
    }

    private static MappingVocabulary vocabularyOf(TypeElement type) {
        for (MappingVocabulary v : MappingVocabulary.ALL) {
            if (v.documentAnnotation(type) != null) {
                return v;
            }
        }
        return null;
    }

    /**
     * Whether instances of a class live in a collection: it or a superclass is a {@code @Document} (polymorphic
     * pattern), or an abstract entity whose concrete subclasses are documents.
     */
    static boolean storedAsDocument(TypeElement element) {
        for (TypeElement t = element; t != null; t = TypeHierarchy.superclass(t)) {
            if (isDocument(t) || isAbstractEntity(t)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Reads a document and its polymorphic subtypes.
     *
     * @throws UnresolvedTypeException when a type it depends on does not resolve (yet)
     */
    public DocumentModel read(TypeElement documentClass, List<TypeElement> subtypeClasses) throws UnresolvedTypeException {
        requireResolved(documentClass);
        List<ReadProblem> problems = new ArrayList<>();
        MappingVocabulary mapping = vocabularyOf(documentClass);
        if (mapping == null) {
            throw new IllegalArgumentException(documentClass + " is not a @Document");
        }
        AnnotationMirror document = mapping.documentAnnotation(documentClass);
        DocumentHeader header = mapping.header(documentClass, document, headerContext, problems);
        DocumentScope scope = DocumentScope.of(mapping, positions, header.origin());
        TypeModel.Kind kind = kindOf(documentClass);
        TypeModel root = kind == TypeModel.Kind.CLASS || kind == TypeModel.Kind.RECORD
                ? readType((DeclaredType) documentClass.asType(), true, scope, problems)
                : new TypeModel(documentClass.getQualifiedName().toString(), documentClass.getQualifiedName().toString(),
                        kind, List.of(), false, true, List.of(), SourcePosition.of(documentClass));

        List<TypeElement> sortedSubtypes = new ArrayList<>(subtypeClasses);
        sortedSubtypes.sort(Comparator.comparing(t -> t.getQualifiedName().toString()));
        List<TypeModel> subtypes = new ArrayList<>();
        for (TypeElement sub : sortedSubtypes) {
            subtypes.add(readType((DeclaredType) sub.asType(), true, scope, problems));
            // its collection is the document's: options and a shard key written here would be ignored
            collectionLevelAnnotations(sub, (annotation, found) -> problems.add(ReadProblem.of(
                    InvalidAnnotation.Message.COLLECTION_OPTION_ON_SUBCLASS, scope.positions().at(sub, found, null), annotation,
                    sub.getSimpleName().toString(), documentClass.getSimpleName().toString())));
        }

        TreeMap<String, TypeModel> reachable = reachableTypes(root, subtypes, scope, problems);
        List<IndexSpec> declared = new ArrayList<>();
        MappingVocabulary.IndexContext indexContext = new MappingVocabulary.IndexContext(documentClass, root, subtypes,
                sortedSubtypes, reachable, header.collation(), annotations, scope.positions(), mapping, options, problems);
        String typeKey = header.typeKey();
        for (MappingVocabulary v : scope.vocabularies()) {
            declared.addAll(v.indexes(indexContext));
            typeKey = typeKey != null ? typeKey : v.typeKey(documentClass);
        }
        // an index declared again with the same name and options (schemaguard's hint beside a framework's, or twice
        // in one vocabulary) is one index: the frameworks' createIndex with it again is a no-op
        List<IndexSpec> indexes = new ArrayList<>();
        List<IndexSpec> repeated = new ArrayList<>();
        for (IndexSpec index : declared) {
            IndexSpec earlier = indexes.stream().filter(e -> IndexRelations.identical(e, index)).findFirst().orElse(null);
            if (earlier == null) {
                indexes.add(index);
            } else if (!siblingSubclasses(earlier.declaringType(), index.declaringType(), documentClass)) {
                repeated.add(index);
            }
            // two subclasses stored in one collection that each declare it: each needs it, and it is one index
        }
        String packageName = elements.getPackageOf(documentClass).getQualifiedName().toString();
        ShardKeySpec shardKey = new ShardKeyReader(annotations, scope.positions()).read(documentClass, new FieldPathResolver(root, subtypes, reachable),
                superclass -> sharesCollection(superclass, header.collection()), problems);
        return new DocumentModel(packageName, root, subtypes, reachable, header.collection(), header.database(),
                header.databaseSource(), header.collation(), indexes, problems, header.origin(),
                Map.copyOf(header.memberOrigins()), typeKey, header.collectionAtRunTime(), mapping.spelling(),
                collectionOptions.read(documentClass, mapping, superclass -> sharesCollection(superclass, header.collection()),
                        problems),
                shardKey, repeated);
    }

    /**
     * Whether two classes are subclasses of the document, stored in its collection, neither of which extends the
     * other: each declaration serves its own class, and no one of them can go.
     */
    private boolean siblingSubclasses(String a, String b, TypeElement documentClass) {
        if (a == null || b == null || a.equals(b)) {
            return false;
        }
        TypeElement first = elements.getTypeElement(a);
        TypeElement second = elements.getTypeElement(b);
        return first != null && second != null && !first.equals(documentClass) && !second.equals(documentClass)
                && extendsOrIs(first, documentClass) && extendsOrIs(second, documentClass)
                && !extendsOrIs(first, second) && !extendsOrIs(second, first);
    }

    private static boolean extendsOrIs(TypeElement type, TypeElement ancestor) {
        for (TypeElement c = type; c != null; c = TypeHierarchy.superclass(c)) {
            if (c.equals(ancestor)) {
                return true;
            }
        }
        return false;
    }

    private final MappingVocabulary.HeaderContext headerContext = new MappingVocabulary.HeaderContext() {
        @Override
        public AnnotationReader annotations() {
            return annotations;
        }

        @Override
        public Optional<String> databaseOption() {
            return options.database();
        }

        @Override
        public SchemaGuardOptions.MorphiaNaming morphiaNaming() {
            return options.morphiaNaming();
        }
    };

    /**
     * The collection options and shard key annotations of every vocabulary written on a class, by
     * simple name ({@code Capped}, {@code ShardKey}): they mean something only on a document.
     */
    private static void collectionLevelAnnotations(TypeElement type,
            BiConsumer<String, AnnotationMirror> found) {
        for (String annotation : CollectionOptionsReader.ANNOTATIONS) {
            AnnotationReader.find(type, annotation).ifPresent(m -> found.accept(annotation.substring(annotation.lastIndexOf('.') + 1), m));
        }
        for (String annotation : ShardKeyReader.ANNOTATIONS) {
            AnnotationReader.find(type, annotation).ifPresent(m -> found.accept(annotation.substring(annotation.lastIndexOf('.') + 1), m));
        }
    }

    /** The embedded types a document reaches, by key; the problems found reading them go to the document. */
    private TreeMap<String, TypeModel> reachableTypes(TypeModel root, List<TypeModel> subtypes, DocumentScope scope,
            List<ReadProblem> problems) {
        TreeMap<String, TypeModel> out = new TreeMap<>();
        Deque<TypeModel> todo = new ArrayDeque<>();
        todo.add(root);
        todo.addAll(subtypes);
        Set<String> seen = new HashSet<>();
        while (!todo.isEmpty()) {
            TypeModel t = todo.poll();
            for (FieldModel f : t.fields()) {
                ValueType v = f.type();
                List<ValueType> parts = new ArrayList<>();
                parts.add(v);
                while (!parts.isEmpty()) {
                    ValueType p = parts.remove(parts.size() - 1);
                    if (p.bson() == BsonType.DOCUMENT && seen.add(p.typeKey())) {
                        EmbeddedRead read = embedded.get(scope.embeddedKey(p.typeKey()));
                        if (read != null) {
                            out.put(p.typeKey(), read.type());
                            problems.addAll(read.problems());
                            todo.add(read.type());
                            for (String sub : read.type().subtypes()) {
                                parts.add(ValueType.document(sub, sub));
                            }
                        }
                    } else if (p.element() != null) {
                        parts.add(p.element());
                    }
                }
            }
        }
        return out;
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
        if (!embedded.containsKey(slot) && sameClass.size() >= MAX_GENERIC_NESTING && declaresItself((TypeElement) type.asElement())) {
            // close the recursion at the first entry into the class, as for a plain recursive type
            return sameClass.get(0);
        }
        TypeElement declared = (TypeElement) type.asElement();
        boolean polymorphic = declared.getKind().isInterface() || declared.getModifiers().contains(Modifier.ABSTRACT)
                || scope.mapping().storesSubclassesOfConcreteTypes();
        List<TypeElement> stand = polymorphic ? subclasses.apply(declared) : List.of();
        if (declared.getKind().isInterface() && stand.isEmpty()) {
            return null;
        }
        if (!embedded.containsKey(slot)) {
            embedded.put(slot, null);
            DocumentScope inside = scope.withNesting(raw, key);
            List<ReadProblem> problems = new ArrayList<>();
            try {
                TypeModel model = readType(type, false, inside, problems);
                if (!stand.isEmpty()) {
                    // docs/guide/annotations.md: an embedded abstract class or interface stands for its subclasses in the compilation
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
                if (!isDocument(element)) {
                    for (AnnotationMirror hint : AnnotationReader.indexHints(element)) {
                        problems.add(ReadProblem.of(InvalidAnnotation.Message.INDEX_HINT_ON_NON_DOCUMENT,
                                inside.positions().at(element, hint, null), element.getSimpleName().toString()));
                    }
                    collectionLevelAnnotations(element, (annotation, found) -> problems.add(ReadProblem.of(
                            InvalidAnnotation.Message.COLLECTION_OPTION_ON_NON_DOCUMENT, inside.positions().at(element, found, null), annotation,
                            element.getSimpleName().toString())));
                }
                embedded.put(slot, new EmbeddedRead(model, problems));
            } catch (UnresolvedTypeException | RuntimeException e) {
                embedded.remove(slot);
                throw e;
            }
        }
        return key;
    }

    /** Per raw class: whether its declared fields lead back to it, so that its nesting can grow without end. */
    private final Map<String, Boolean> selfDeclaring = new HashMap<>();

    /**
     * Whether a class reaches itself through the declared types of its stored fields, directly or
     * through other classes. Only such a class can nest without end ({@code Nest<T>} holding a
     * {@code Nest<List<T>>}); {@code Box<Box<…<String>>>} nests as deep as the source writes it, and
     * that is finite however deep it is.
     */
    private boolean declaresItself(TypeElement start) {
        return selfDeclaring.computeIfAbsent(start.getQualifiedName().toString(), k -> {
            Set<String> seen = new HashSet<>();
            Deque<TypeElement> todo = new ArrayDeque<>();
            todo.add(start);
            while (!todo.isEmpty()) {
                for (TypeElement c : TypeHierarchy.storedClasses(todo.poll())) {
                    for (VariableElement f : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                        if (f.getModifiers().contains(Modifier.STATIC) || f.getModifiers().contains(Modifier.TRANSIENT)) {
                            continue;
                        }
                        List<TypeElement> mentioned = new ArrayList<>();
                        classesIn(f.asType(), mentioned, 0);
                        for (TypeElement m : mentioned) {
                            String name = m.getQualifiedName().toString();
                            if (m.equals(start)) {
                                return true;
                            }
                            if (!name.startsWith("java.") && !name.startsWith("javax.") && seen.add(name)) {
                                todo.add(m);
                            }
                        }
                    }
                }
            }
            return false;
        });
    }

    /** The classes a declared type names, with its type arguments, array components and wildcard bounds. */
    private static void classesIn(TypeMirror type, List<TypeElement> out, int depth) {
        if (depth > 32) {
            return;
        }
        switch (type.getKind()) {
            case DECLARED -> {
                out.add((TypeElement) ((DeclaredType) type).asElement());
                for (TypeMirror arg : ((DeclaredType) type).getTypeArguments()) {
                    classesIn(arg, out, depth + 1);
                }
            }
            case ARRAY -> classesIn(((ArrayType) type).getComponentType(), out, depth + 1);
            case WILDCARD -> {
                WildcardType w = (WildcardType) type;
                if (w.getExtendsBound() != null) {
                    classesIn(w.getExtendsBound(), out, depth + 1);
                }
            }
            default -> {
                // type variables stand for what the user writes, which is finite
            }
        }
    }

    /**
     * Defers the document while a schemaguard annotation on the element names a constant or class
     * that does not resolve yet: read now, it would be '<error>' (docs/guide/options-and-suppression.md).
     */
    private static void requireResolved(Element element) throws UnresolvedTypeException {
        for (AnnotationMirror m : AnnotationReader.schemaguardAnnotations(element)) {
            for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e
                    : m.getElementValues().entrySet()) {
                if (AnnotationReader.unresolved(e.getValue())) {
                    String annotation = AnnotationReader.nameOf(m).substring(AnnotationReader.PACKAGE.length());
                    throw UnresolvedTypeException.ofValue("@" + annotation + "(" + e.getKey().getSimpleName() + ") on '"
                            + element.getSimpleName() + "'", SourcePosition.of(element, m, e.getValue()));
                }
            }
        }
    }

    private TypeModel readType(DeclaredType type, boolean root, DocumentScope scope, List<ReadProblem> problems)
            throws UnresolvedTypeException {
        MappingVocabulary mapping = scope.mapping();
        TypeElement element = (TypeElement) type.asElement();
        List<VariableElement> stored = new ArrayList<>();
        List<TypeElement> classes = TypeHierarchy.storedClasses(element);
        for (TypeElement c : classes) {
            requireResolved(c);
            for (VariableElement f : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                requireResolved(f);
                String modifier = f.getModifiers().contains(Modifier.STATIC) ? "static"
                        : f.getModifiers().contains(Modifier.TRANSIENT) && !mapping.storesJavaTransient() ? "transient" : null;
                String annotation = modifier == null ? notStoredBy(f, element, scope) : null;
                idNotStored(f, annotation != null ? "@" + annotation : modifier, scope, problems);
                if (annotation != null) {
                    unstoredFieldProblems(f, "@" + annotation, scope.positions(), problems);
                    continue;
                }
                if (modifier == null) {
                    if (mapping.writes(classes, f)) {
                        stored.add(f);
                    } else if (positions.isInCompilation(f)) {
                        unwrittenFieldProblems(f, scope.positions(), problems);
                    }
                } else {
                    unstoredFieldProblems(f, modifier, scope.positions(), problems);
                }
            }
        }
        stored = withoutHiddenFields(stored, mapping);
        List<PojoAccessorProperties.Property> accessors = mapping.accessorProperties(classes, stored);
        VariableElement id = idField(stored, element, scope, problems);
        PojoAccessorProperties.Property accessorId = accessorId(accessors, id, scope);
        if (accessorId != null) {
            id = null;
        }
        List<FieldModel> fields = new ArrayList<>();
        for (VariableElement f : stored) {
            String prefix = mapping.unwrappedPrefix(f);
            FieldModel field = readField(type, f, f.equals(id), root, scope, problems);
            if (prefix == null) {
                fields.add(field);
            } else {
                fields.addAll(unwrapped(f, field, prefix, scope, problems));
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
        return new TypeModel(root ? qualified : TypeMapper.nameOf(type), qualified, kindOf(element), fields,
                AnnotationReader.has(element, AnnotationReader.EMBEDDED), storedAsDocument(element), superclasses,
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

    /**
     * A field that a framework's annotation makes the id but that is not stored (docs/dialects/, "Precedence and
     * conflicts"); schemaguard's own {@code @Id} there is reported as an annotation on an unstored field.
     */
    private static void idNotStored(VariableElement f, String notStoredBy, DocumentScope scope, List<ReadProblem> problems) {
        // only the framework that writes the document reads its id annotation: SDM maps a class whose only @Id is
        // Morphia's without an id property (BasicMongoPersistentProperty.isIdProperty), and the driver's codec
        // writes schemaguard's documents
        MappingVocabulary writer = scope.mapping() == SchemaguardVocabulary.INSTANCE ? DriverPojoVocabulary.INSTANCE : scope.mapping();
        AnnotationMirror marked = notStoredBy == null ? null : writer.idAnnotation(f);
        if (marked != null && !AnnotationReader.nameOf(marked).startsWith(AnnotationReader.PACKAGE)) {
            // SDM maps the class without that property and stores a generated _id (BasicMongoPersistentEntity has
            // no id property then); the driver's codec and Morphia refuse it
            Template kind = AnnotationReader.nameOf(marked).startsWith("org.springframework.")
                    ? UnreadAnnotation.Message.SPRING_DATA_ID_NOT_STORED : InvalidAnnotation.Message.ID_NOT_STORED;
            problems.add(ReadProblem.of(kind, scope.positions().at(f, marked, null), f.getSimpleName().toString(),
                    "@" + ((TypeElement) marked.getAnnotationType().asElement()).getSimpleName(), notStoredBy));
        }
    }

    /**
     * The fields of an embedded value stored flattened into its owner (SDM's {@code @Unwrapped}): each
     * under the prefix, with a dotted Java path from the owner ({@code address.city}), as SDM's
     * MappingMongoConverter writes them. A value that is not a single embedded document is read as it
     * is, and what SDM refuses is recorded.
     */
    private List<FieldModel> unwrapped(VariableElement f, FieldModel field, String prefix, DocumentScope scope,
            List<ReadProblem> problems) {
        Positions positions = scope.positions();
        EmbeddedRead read = field.type().bson() == BsonType.DOCUMENT ? embedded.get(scope.embeddedKey(field.type().typeKey())) : null;
        if (read == null) {
            // a simple value is written as it is; a collection or map fails when SDM writes it
            if (field.type().bson() == BsonType.ARRAY || field.type().bson() == BsonType.MAP) {
                problems.add(ReadProblem.of(InvalidAnnotation.Message.SPRING_DATA_UNWRAPPED_NOT_ENTITY, positions.at(f, null, null),
                        f.getSimpleName().toString(), field.type().javaType()));
            }
            return List.of(field);
        }
        problems.addAll(read.problems());
        for (String index : List.of(SpringDataVocabulary.INDEXED, SpringDataVocabulary.HASH_INDEXED,
                SpringDataVocabulary.GEO_INDEXED)) {
            Optional.ofNullable(MergedAnnotationReader.find(f, index)).ifPresent(m -> problems.add(ReadProblem.of(
                    InvalidAnnotation.Message.SPRING_DATA_INDEX_ON_UNWRAPPED, positions.at(f, m, null),
                    index.substring(index.lastIndexOf('.') + 1), f.getSimpleName().toString(),
                    TypeModel.simpleNameOf(read.type().qualifiedName()))));
        }
        List<FieldModel> out = new ArrayList<>();
        for (FieldModel inner : read.type().fields()) {
            // SDM writes a field unwrapped twice under the inner prefix only (geo_x, not a_geo_x)
            out.add(inner.unwrappedInto(field.javaName(), inner.javaName().contains(".") ? "" : prefix));
        }
        return out;
    }

    private static void unstoredFieldProblems(VariableElement f, String modifier, Positions positions, List<ReadProblem> problems) {
        String field = f.getSimpleName().toString();
        for (AnnotationMirror m : AnnotationReader.schemaguardAnnotations(f)) {
            String name = AnnotationReader.nameOf(m).substring(AnnotationReader.PACKAGE.length());
            if (name.equals("IndexHint") || name.equals("IndexHints")) {
                problems.add(ReadProblem.of(InvalidAnnotation.Message.INDEX_HINT_ON_UNSTORED_FIELD, positions.at(f, m, null),
                        modifier, field));
            } else {
                problems.add(ReadProblem.of(InvalidAnnotation.Message.ANNOTATION_ON_UNSTORED_FIELD, positions.at(f, m, null),
                        name, modifier, field));
            }
        }
    }

    /**
     * The annotations on a field the driver's codec never writes (see {@link PojoWrittenFields}) that meant to name,
     * bound, index or mark it: schemaguard's, and the driver's that name or store something; its {@code @BsonIgnore}
     * repeats what happens anyway. The codec accepts the class, so each is a warning, with the getter that would
     * write the field.
     */
    private static void unwrittenFieldProblems(VariableElement f, Positions positions, List<ReadProblem> problems) {
        String field = f.getSimpleName().toString();
        String access = f.getModifiers().contains(Modifier.PRIVATE) ? "private"
                : f.getModifiers().contains(Modifier.PROTECTED) ? "protected" : "package-private";
        String getter = LombokReader.getterName(field, f.asType().getKind() == TypeKind.BOOLEAN);
        List<AnnotationMirror> meaningful = new ArrayList<>(AnnotationReader.schemaguardAnnotations(f));
        for (String driver : List.of(DriverPojoVocabulary.PROPERTY, DriverPojoVocabulary.ID,
                DriverPojoVocabulary.REPRESENTATION)) {
            AnnotationReader.find(f, driver).ifPresent(meaningful::add);
        }
        for (AnnotationMirror m : meaningful) {
            String name = ((TypeElement) m.getAnnotationType().asElement()).getSimpleName().toString();
            problems.add(ReadProblem.of(UnreadAnnotation.Message.DRIVER_UNWRITTEN_FIELD_ANNOTATION, positions.at(f, m, null), name, field,
                    access, getter));
        }
    }

    /** The name a vocabulary's mapping gives a field when no annotation names it: its Java name, unless a vocabulary says otherwise. */
    private static String implicitName(VariableElement f, DocumentScope scope) {
        for (MappingVocabulary v : scope.vocabularies()) {
            String implicit = v.implicitStoredName(f);
            if (implicit != null) {
                return implicit;
            }
        }
        return f.getSimpleName().toString();
    }

    /**
     * The field stored as {@code _id}: the one with {@code @Id}, else one named {@code id} or {@code _id}
     * (by the name its mapping gives it).
     */
    private static VariableElement idField(List<VariableElement> stored, TypeElement owner, DocumentScope scope,
            List<ReadProblem> problems) {
        VariableElement explicit = null;
        for (VariableElement f : stored) {
            if (idAnnotation(f, scope) != null) {
                if (explicit == null) {
                    explicit = f;
                } else {
                    problems.add(ReadProblem.of(InvalidAnnotation.Message.SEVERAL_IDS,
                            scope.positions().at(f, idAnnotation(f, scope), null),
                            explicit.getSimpleName().toString(), f.getSimpleName().toString(),
                            owner.getSimpleName().toString()));
                }
            }
        }
        if (explicit != null) {
            return explicit;
        }
        for (String name : List.of("id", "_id")) {
            for (VariableElement f : stored) {
                if (implicitName(f, scope).equals(name) && scope.mapping().isIdByName(f)) {
                    return f;
                }
            }
        }
        return null;
    }

    /**
     * The getter-only property that is the id: one whose getter carries {@code @BsonId} where no field carries an id
     * annotation, else one named {@code id} or {@code _id} without {@code @BsonProperty} where no field is the id
     * (the driver's ConventionDefaultsImpl names the id by the property, ConventionAnnotationImpl then by
     * {@code @BsonId}); {@code null} when a field is the id or none is.
     */
    private static PojoAccessorProperties.Property accessorId(List<PojoAccessorProperties.Property> accessors,
            VariableElement idField, DocumentScope scope) {
        boolean explicitField = idField != null && idAnnotation(idField, scope) != null;
        for (PojoAccessorProperties.Property p : accessors) {
            if (AnnotationReader.has(p.getter(), DriverPojoVocabulary.ID)) {
                return explicitField ? null : p;
            }
        }
        if (idField != null) {
            return null;
        }
        for (String name : List.of("id", "_id")) {
            for (PojoAccessorProperties.Property p : accessors) {
                if (p.name().equals(name) && !AnnotationReader.has(p.getter(), DriverPojoVocabulary.PROPERTY)) {
                    return p;
                }
            }
        }
        return null;
    }

    /** The annotation of any vocabulary that marks a field as the id, in precedence order, or {@code null}. */
    private static AnnotationMirror idAnnotation(VariableElement f, DocumentScope scope) {
        for (MappingVocabulary v : scope.vocabularies()) {
            AnnotationMirror m = v.idAnnotation(f);
            if (m != null) {
                return m;
            }
        }
        return null;
    }

    /**
     * The simple name of any vocabulary's annotation that keeps a field out of the document, or {@code null}; as
     * the class {@code entity} that stores it sees it.
     */
    private static String notStoredBy(VariableElement f, TypeElement entity, DocumentScope scope) {
        for (MappingVocabulary v : scope.vocabularies()) {
            String by = v.notStoredBy(f, entity);
            if (by != null) {
                return by;
            }
        }
        return null;
    }

    private FieldModel readField(DeclaredType owner, VariableElement f, boolean id, boolean root, DocumentScope scope,
            List<ReadProblem> problems) throws UnresolvedTypeException {
        MappingVocabulary mapping = scope.mapping();
        Positions positions = scope.positions();
        String javaName = f.getSimpleName().toString();
        TypeMirror fieldType = memberType(owner, f);
        Map<String, SourcePosition> origins = new LinkedHashMap<>();
        for (AnnotationMirror m : AnnotationReader.schemaguardAnnotations(f)) {
            String name = AnnotationReader.nameOf(m).substring(AnnotationReader.PACKAGE.length());
            String member = switch (name) {
                case "Bounded" -> "max";
                case "Field", "Reference" -> "value";
                default -> null;
            };
            AnnotationValue value = member == null ? null : AnnotationReader.explicit(m, member);
            origins.putIfAbsent(name, positions.at(f, m, value));
        }
        Long bound = null;
        AnnotationMirror bounded = AnnotationReader.find(f, AnnotationReader.BOUNDED).orElse(null);
        if (bounded != null) {
            bound = annotations.longValue(bounded, "max");
        } else {
            // on a qualified type Java allows a type annotation only after the package: java.util.@Bounded(max = 5) List<Tag>
            bound = onField(f, () -> TypeMapper.typeUseBound(f.asType()));
        }
        if (bound == null) {
            bound = validationBound(f, origins, positions);
        }
        String storedName = javaName;
        AnnotationMirror renamed = AnnotationReader.find(f, AnnotationReader.FIELD).orElse(null);
        MappingVocabulary.StoredName named = null;
        for (MappingVocabulary v : scope.vocabularies()) {
            MappingVocabulary.StoredName given = v.storedName(f);
            if (given == null) {
                continue;
            }
            origins.putIfAbsent("Field", positions.at(f, given.annotation(), v == SchemaguardVocabulary.INSTANCE ? given.value() : null));
            if (named == null) {
                named = given;
                storedName = given.name();
            } else if (!given.name().equals(named.name())) {
                problems.add(ReadProblem.of(InvalidAnnotation.Message.CONFLICTING_NAMES, positions.at(f, given.annotation(), null),
                        "stored name of '" + javaName + "'", named.name(), given.name()));
            }
        }
        if (named == null) {
            storedName = SpringDataVocabulary.fieldName(mapping, options, implicitName(f, scope));
        }
        AnnotationMirror marked = idAnnotation(f, scope);
        if (marked != null) {
            origins.putIfAbsent("Id", positions.at(f, marked, null));
        }
        if (id && root) {
            if (renamed != null) {
                problems.add(ReadProblem.of(InvalidAnnotation.Message.FIELD_ON_ID, origins.get("Field"), storedName, javaName));
            }
            storedName = "_id";
        } else if (id && renamed == null && mapping.embeddedIdIsUnderscoreId((TypeElement) f.getEnclosingElement())) {
            // an embedded id renamed with @Field keeps the name it was given
            storedName = "_id";
        }
        FieldModel field = readFieldType(owner, f, fieldType, javaName, storedName, id, bound, renamed, origins,
                scope.near(f), problems);
        field = id ? field.withType(mapping.idType(f, field.type())) : field;
        for (MappingVocabulary v : scope.vocabularies()) {
            field = field.withType(v.storedType(f, field.type(), problems));
        }
        return field;
    }

    private FieldModel readFieldType(DeclaredType owner, VariableElement f, TypeMirror fieldType, String javaName,
            String storedName, boolean id, Long bound, AnnotationMirror renamed, Map<String, SourcePosition> origins,
            DocumentScope scope, List<ReadProblem> problems) throws UnresolvedTypeException {
        Positions positions = scope.positions();
        ReferenceSpec reference = null;
        ValueType type;
        AnnotationMirror referenceMirror = AnnotationReader.find(f, AnnotationReader.REFERENCE).orElse(null);
        SpringDataReferenceReader.Read springDataReference = referenceMirror != null ? null
                : springDataReferences.read(f, fieldType, target -> springDataIdType(target, scope));
        MappingVocabulary.Reference framework = referenceMirror == null && springDataReference == null
                ? frameworkReference(f) : null;
        if (springDataReference != null) {
            reference = springDataReference.reference();
            type = springDataReference.type();
            origins.putIfAbsent(reference.annotationName(), positions.at(f, springDataReference.annotation(), null));
        } else if (referenceMirror != null) {
            reference = readReference(referenceMirror, fieldType, scope);
            type = referenceStoredType(fieldType, reference, scope);
            if (reference.targetDocument() && type.innermost().bson() == BsonType.DOCUMENT) {
                reference = withTargetFields(reference, elements.getTypeElement(reference.target()), scope);
            }
        } else if (framework != null) {
            reference = readReference(framework.annotation(), fieldType, scope);
            // Morphia's @Reference without idOnly writes a DBRef per value: the DbRef rule's fact
            reference = new ReferenceSpec(reference.target(), reference.targetDocument(), reference.explicit(),
                    reference.targetIdType(), reference.targetFields(),
                    framework.idOnly() ? ReferenceSpec.Storage.ID : ReferenceSpec.Storage.DBREF, "@Reference",
                    "@Reference(idOnly = true)");
            type = framework.idOnly() ? referenceStoredType(fieldType, reference, scope) : dbRefType(fieldType);
            origins.putIfAbsent("Reference", positions.at(f, framework.annotation(), null));
        } else {
            type = onField(f, () -> mapper.map(fieldType, t -> embed(t, scope)));
        }
        if (bound != null && fieldType.getKind() == TypeKind.ARRAY) {
            // javac also puts the field's @Bounded (FIELD and TYPE_USE) on the array's element type,
            // which is where a type annotation before 'String[][]' goes: it is the field's, not the elements'
            type = withoutElementBound(type);
        }
        return new FieldModel(javaName, storedName, type, id, bound,
                AnnotationReader.has(f, AnnotationReader.EMBEDDED), reference,
                AnnotationReader.has(f, AnnotationReader.CASE_INSENSITIVE),
                ((TypeElement) f.getEnclosingElement()).getQualifiedName().toString(),
                positions.at(f, null, null), Map.copyOf(origins));
    }

    /**
     * A property written through its getter alone (see {@link PojoAccessorProperties}): named and typed by the getter,
     * its return type resolved against the class that stores it; bounded on that type's use
     * ({@code public @Bounded(max = 50) List<String> getTags()}) or by Bean Validation on the getter. schemaguard's
     * field annotations cannot be written on a method.
     */
    private FieldModel readAccessor(DeclaredType owner, PojoAccessorProperties.Property property, boolean id, boolean root,
            DocumentScope scope, List<ReadProblem> problems) throws UnresolvedTypeException {
        Positions positions = scope.positions();
        ExecutableElement getter = property.getter();
        TypeMirror returned = returnType(owner, getter);
        Map<String, SourcePosition> origins = new LinkedHashMap<>();
        Long bound = onField(getter, () -> TypeMapper.typeUseBound(returned));
        if (bound == null) {
            bound = validationBound(getter, origins, positions);
        }
        String storedName = property.name();
        MappingVocabulary.StoredName named = DriverPojoVocabulary.named(getter);
        if (named != null) {
            storedName = named.name();
            origins.put("Field", positions.at(getter, named.annotation(), null));
        }
        AnnotationReader.find(getter, DriverPojoVocabulary.ID).ifPresent(m -> origins.put("Id", positions.at(getter, m, null)));
        if (id && (root || scope.mapping().embeddedIdIsUnderscoreId((TypeElement) owner.asElement()))) {
            storedName = "_id";
        }
        DocumentScope inside = scope.near(getter);
        ValueType type = DriverPojoVocabulary.storedType(property,
                onField(getter, () -> mapper.map(returned, t -> embed(t, inside))), problems);
        return new FieldModel(property.name(), storedName, type, id, bound, false, null, false,
                ((TypeElement) getter.getEnclosingElement()).getQualifiedName().toString(), inside.positions().at(getter, null, null),
                Map.copyOf(origins));
    }

    private TypeMirror returnType(DeclaredType owner, ExecutableElement getter) {
        try {
            return ((ExecutableType) types.asMemberOf(owner, getter)).getReturnType();
        } catch (IllegalArgumentException e) {
            return getter.getReturnType();
        }
    }

    /** A framework's annotation that makes a field a reference to its type (Morphia's {@code @Reference}), or {@code null}. */
    private MappingVocabulary.Reference frameworkReference(VariableElement f) {
        for (MappingVocabulary v : MappingVocabulary.ALL) {
            MappingVocabulary.Reference r = v.reference(f, annotations);
            if (r != null) {
                return r;
            }
        }
        return null;
    }

    /** A DBRef {@code {$ref, $id}} per value: a value of its own shape, never the target expanded as embedded. */
    private ValueType dbRefType(TypeMirror fieldType) {
        TypeMirror element = mapper.elementTypeOf(fieldType);
        return element != null ? ValueType.array(TypeMapper.nameOf(fieldType), dbRefType(element))
                : ValueType.any(TypeMapper.nameOf(fieldType));
    }

    /** Bean Validation's bound on the field, recorded where a {@code @Bounded} would be, or {@code null}. */
    private static Long validationBound(Element f, Map<String, SourcePosition> origins, Positions positions) {
        for (String name : BeanValidation.BOUNDS) {
            AnnotationMirror m = AnnotationReader.find(f, name).orElse(null);
            AnnotationValue max = m == null ? null : BeanValidation.max(m);
            if (max != null) {
                origins.putIfAbsent("Bounded", positions.at(f, m, max));
                return ((Number) max.getValue()).longValue();
            }
        }
        return null;
    }

    private interface Reading<T> {
        T read() throws UnresolvedTypeException;
    }

    /**
     * Reads a field's type; a type annotation on it whose value does not resolve yet is placed on
     * the field, for the error after the last round (javac gives type annotations no position).
     */
    private <T> T onField(Element f, Reading<T> reading) throws UnresolvedTypeException {
        try {
            return reading.read();
        } catch (UnresolvedTypeException e) {
            if (e.annotationValue() == null && e.typeName().startsWith("@") && positions.isInCompilation(f)) {
                throw UnresolvedTypeException.ofValue(e.typeName() + " of '" + f.getSimpleName() + "'", SourcePosition.of(f));
            }
            throw e;
        }
    }

    /** A Java array type without the bound on its innermost element type. */
    private static ValueType withoutElementBound(ValueType array) {
        if (array.bson() != BsonType.ARRAY || array.isByteArray() || !array.javaType().endsWith("]")) {
            return array.withBound(null);
        }
        return array.withElement(withoutElementBound(array.element()));
    }

    private TypeMirror memberType(DeclaredType owner, VariableElement f) {
        try {
            return types.asMemberOf(owner, f);
        } catch (IllegalArgumentException e) {
            return f.asType();
        }
    }

    private ReferenceSpec readReference(AnnotationMirror reference, TypeMirror fieldType, DocumentScope scope)
            throws UnresolvedTypeException {
        Object value = annotations.value(reference, "value");
        TypeElement target = null;
        boolean explicit = false;
        if (value instanceof TypeMirror t && t.getKind() == TypeKind.DECLARED) {
            target = (TypeElement) ((DeclaredType) t).asElement();
            explicit = true;
        } else if (value instanceof TypeMirror t && t.getKind() == TypeKind.ERROR) {
            throw new UnresolvedTypeException(t.toString());
        } else {
            target = documentClassOf(fieldType);
        }
        if (target == null) {
            return new ReferenceSpec(null, false, explicit, null, Map.of());
        }
        boolean document = storedAsDocument(target);
        ValueType idType = null;
        if (document) {
            idType = ReferenceSpec.IMPLICIT_ID;
            List<VariableElement> stored = new ArrayList<>();
            for (TypeElement c : TypeHierarchy.storedClasses(target)) {
                for (VariableElement f : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                    if (!f.getModifiers().contains(Modifier.STATIC) && !f.getModifiers().contains(Modifier.TRANSIENT)) {
                        stored.add(f);
                    }
                }
            }
            VariableElement id = idField(stored, target, scope, new ArrayList<>());
            if (id != null) {
                idType = mapper.map(memberType((DeclaredType) target.asType(), id), t -> embed(t, scope));
            }
        }
        return new ReferenceSpec(target.getQualifiedName().toString(), document, explicit, idType, Map.of());
    }

    /**
     * The target's stored fields, for an extended reference whose summary copies them. A target
     * that is being read already (documents that reference each other) gives none.
     */
    private ReferenceSpec withTargetFields(ReferenceSpec reference, TypeElement target, DocumentScope scope)
            throws UnresolvedTypeException {
        String name = target.getQualifiedName().toString();
        if (scope.targets().contains(name)) {
            return reference;
        }
        TypeModel model = readType((DeclaredType) target.asType(), true, scope.withTarget(name), new ArrayList<>());
        Map<String, FieldModel> fields = new LinkedHashMap<>();
        model.fields().forEach(f -> fields.putIfAbsent(f.javaName(), f));
        return new ReferenceSpec(reference.target(), reference.targetDocument(), reference.explicit(),
                reference.targetIdType(), fields);
    }

    /**
     * A class's {@code _id} as Spring Data stores it in a reference to it: the id field's type, as
     * {@code ObjectId} where SDM converts it (a String or BigInteger id), else ObjectId when it has none.
     */
    private ValueType springDataIdType(TypeElement target, DocumentScope scope) throws UnresolvedTypeException {
        List<VariableElement> stored = new ArrayList<>();
        for (TypeElement c : TypeHierarchy.storedClasses(target)) {
            for (VariableElement f : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                if (!f.getModifiers().contains(Modifier.STATIC) && SpringDataVocabulary.INSTANCE.notStoredBy(f) == null) {
                    stored.add(f);
                }
            }
        }
        // SDM's id rules, whichever vocabulary the referencing document uses: SDM writes the reference
        VariableElement id = idField(stored, target, scope.withMapping(SpringDataVocabulary.INSTANCE), new ArrayList<>());
        if (id == null) {
            return ReferenceSpec.IMPLICIT_ID;
        }
        return SpringDataVocabulary.INSTANCE.idType(id,
                mapper.map(memberType((DeclaredType) target.asType(), id), t -> embed(t, scope)));
    }

    /** The {@code @Document} class a field's type or element type is, or {@code null}. */
    private TypeElement documentClassOf(TypeMirror type) throws UnresolvedTypeException {
        TypeMirror t = type;
        for (TypeMirror e = mapper.elementTypeOf(t); e != null; e = mapper.elementTypeOf(t)) {
            t = e;
        }
        if (t.getKind() == TypeKind.ERROR) {
            throw new UnresolvedTypeException(t.toString());
        }
        if (t.getKind() == TypeKind.DECLARED) {
            TypeElement element = (TypeElement) ((DeclaredType) t).asElement();
            return storedAsDocument(element) ? element : null;
        }
        return null;
    }

    /**
     * A reference to a {@code @Document} is stored as the target's {@code _id} (or an array of them),
     * not as an embedded copy; any other referencing type (an id, an extended-reference summary) is
     * stored as it is.
     */
    private ValueType referenceStoredType(TypeMirror fieldType, ReferenceSpec reference, DocumentScope scope)
            throws UnresolvedTypeException {
        TypeMirror element = mapper.elementTypeOf(fieldType);
        if (element != null) {
            ValueType inner = referenceStoredType(element, reference, scope);
            return ValueType.array(TypeMapper.nameOf(fieldType), inner);
        }
        if (fieldType.getKind() == TypeKind.DECLARED && storedAsDocument((TypeElement) ((DeclaredType) fieldType).asElement())) {
            return reference.targetIdType() != null ? reference.targetIdType() : ValueType.any(TypeMapper.nameOf(fieldType));
        }
        return mapper.map(fieldType, t -> embed(t, scope));
    }
}
