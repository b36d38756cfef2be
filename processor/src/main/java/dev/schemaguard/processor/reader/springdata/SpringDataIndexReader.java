package dev.schemaguard.processor.reader.springdata;

import dev.schemaguard.processor.diagnostic.ProcessorMessage;
import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.FieldPathResolver;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexRelations;
import dev.schemaguard.processor.model.IndexSource;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PathResolution;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import dev.schemaguard.processor.reader.AnnotationReader;
import dev.schemaguard.processor.reader.MappingVocabulary;
import dev.schemaguard.processor.reader.Positions;
import dev.schemaguard.processor.reader.TypeHierarchy;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonValue;

/**
 * The indexes Spring Data MongoDB declares for one collection, as its
 * MongoPersistentEntityIndexResolver and DefaultIndexOperations create them: {@code @CompoundIndex(es)}
 * on the document and on embedded types (keys under the embedding path), {@code @Indexed},
 * {@code @GeoSpatialIndexed} and {@code @HashIndexed} on fields at any depth of embedding (through
 * arrays, never through maps), and one text index of every {@code @TextIndexed} field. Names follow
 * SDM, not MongoDB: an {@code @Indexed} is named after its dot path unless {@code useGeneratedName}.
 */
final class SpringDataIndexReader {

    private final AnnotationReader annotations;
    private final Positions positions;
    /** The name SDM stores a property under when no {@code @Field} names it. */
    private final UnaryOperator<String> fieldNaming;

    private Map<String, TypeModel> types;
    private FieldPathResolver resolver;
    private TypeModel root;
    private List<ReadProblem> problems;
    private final List<IndexSpec> compound = new ArrayList<>();
    private final List<IndexSpec> fieldLevel = new ArrayList<>();
    private final List<IndexKey> textKeys = new ArrayList<>();
    private final Map<String, Double> textWeights = new LinkedHashMap<>();
    private SourcePosition firstText;

    /**
     * Embedded entities entered so far for one document. SDM's guard ends every walk, but through types that embed
     * each other by several properties the paths it walks grow exponentially in number (so would SDM's index
     * list): past this many the walk stops descending, so that the processor never hangs on such a model.
     */
    private int descents;

    private static final int MOST_DESCENTS = 2_000;

    SpringDataIndexReader(AnnotationReader annotations, Positions positions, UnaryOperator<String> fieldNaming) {
        this.annotations = annotations;
        this.positions = positions;
        this.fieldNaming = fieldNaming;
    }

    List<IndexSpec> read(
            TypeElement documentClass,
            TypeModel root,
            List<TypeModel> subtypes,
            List<TypeElement> subtypeClasses,
            Map<String, TypeModel> types,
            CollationSpec collectionCollation,
            List<ReadProblem> problems) {
        this.types = types;
        this.root = root;
        this.problems = problems;
        this.resolver = new FieldPathResolver(root, subtypes, types);
        this.descents = 0;
        compoundIndexes(documentClass, "", "", Set.of());
        walk(root, "", "", SpringDataCycleGuard.Path.EMPTY, null, Set.of());
        List<IndexSpec> out = new ArrayList<>(compound);
        textIndex(documentClass, documentClass, root, collectionCollation, IndexSource.FIELD)
                .ifPresent(out::add);
        boolean sdmDocument = SpringDataVocabulary.INSTANCE.documentAnnotation(documentClass) != null;
        if (sdmDocument) {
            // @Document is inherited: each concrete subclass in the collection is an entity of its own, whose text
            // index SDM names after it and builds of its @TextIndexed properties, inherited ones included
            for (int i = 0; i < subtypes.size() && i < subtypeClasses.size(); i++) {
                if (!subtypeClasses.get(i).getModifiers().contains(Modifier.ABSTRACT)) {
                    textIndex(
                                    documentClass,
                                    subtypeClasses.get(i),
                                    subtypes.get(i),
                                    collectionCollation,
                                    IndexSource.INHERITED)
                            .ifPresent(out::add);
                }
            }
        }
        out.addAll(fieldLevel);
        if (sdmDocument) {
            subclassIndexes(documentClass, subtypes, subtypeClasses, out);
        }
        return out;
    }

    /**
     * The indexes SDM adds to the collection for its concrete subclasses: MongoPersistentEntityIndexCreator
     * resolves every @Document entity of the mapping context, and a subclass inherits @Document, so each one
     * the application scans (concrete classes only) gets what its own annotations declare, @Indexed,
     * {@code @GeoSpatialIndexed}, @HashIndexed and @WildcardIndexed on the properties it adds (and on their embedded
     * types), @CompoundIndex(es) and @WildcardIndexed on a class below the document's, in the same collection.
     * What it inherits from the document resolves to the document's own indexes again, same name and keys: the
     * server keeps one, and so does the model. Identical indexes of sibling subclasses (declared on a class they
     * share) are one index too.
     */
    private void subclassIndexes(
            TypeElement documentClass,
            List<TypeModel> subtypes,
            List<TypeElement> subtypeClasses,
            List<IndexSpec> out) {
        Set<String> documentAndAbove = new HashSet<>();
        for (TypeElement c = documentClass; c != null; c = TypeHierarchy.superclass(c)) {
            documentAndAbove.add(c.getQualifiedName().toString());
        }
        Set<String> inheritedFields = new HashSet<>();
        root.fields().forEach(f -> inheritedFields.add(f.javaName()));
        for (int i = 0; i < subtypes.size() && i < subtypeClasses.size(); i++) {
            if (subtypeClasses.get(i).getModifiers().contains(Modifier.ABSTRACT)) {
                continue; // not scanned as an entity: its annotations count through its concrete subclasses
            }
            compound.clear();
            fieldLevel.clear();
            int problemsBefore = problems.size();
            TypeModel subtype = subtypes.get(i);
            compoundIndexes(subtypeClasses.get(i), "", "", documentAndAbove);
            walk(subtype, "", "", SpringDataCycleGuard.Path.EMPTY, null, inheritedFields);
            List<IndexSpec> resolved = new ArrayList<>(compound);
            resolved.addAll(fieldLevel);
            for (IndexSpec index : resolved) {
                if (out.stream().noneMatch(o -> IndexRelations.identical(o, index))) {
                    out.add(index);
                }
            }
            // a refusal on a class two subclasses share is one problem
            List<ReadProblem> added = new ArrayList<>(problems.subList(problemsBefore, problems.size()));
            problems.subList(problemsBefore, problems.size()).clear();
            for (ReadProblem problem : added) {
                if (!problems.contains(problem)) {
                    problems.add(problem);
                }
            }
        }
    }

    /** The text index SDM resolves for the entity {@code entityClass} (stored as {@code type}), if it has text properties. */
    private Optional<IndexSpec> textIndex(
            TypeElement documentClass,
            TypeElement entityClass,
            TypeModel type,
            CollationSpec collectionCollation,
            IndexSource source) {
        textKeys.clear();
        textWeights.clear();
        descents = 0;
        firstText = null;
        languageOverride = null;
        try {
            text(type, "", "", false, null, SpringDataCycleGuard.Path.EMPTY, new SpringDataCycleGuard());
        } catch (SpringDataCycleGuard.Cycle cycle) {
            // never at the document's own properties, whose path is not cyclic
        }
        if (textKeys.isEmpty()) {
            return Optional.empty();
        }
        Map<String, String> options = new LinkedHashMap<>();
        AnnotationMirror document = SpringDataVocabulary.INSTANCE.documentAnnotation(documentClass);
        String language = document == null ? "" : annotations.string(document, "language");
        if (!language.isEmpty()) {
            options.put("default_language", language);
        }
        if (languageOverride != null) {
            options.put("language_override", languageOverride);
        }
        // MongoPersistentEntityIndexResolver: withSimpleCollation() on its text index under a @Document collation
        CollationSpec textCollation = collectionCollation != null ? new CollationSpec("simple", 3, false, false) : null;
        // a subclass's index is reported where the subclass adds a text property, when it does
        SourcePosition at = textKeys.stream()
                .map(k -> (SourcePosition) k.origin())
                .filter(o ->
                        o.element() != null && entityClass.equals(o.element().getEnclosingElement()))
                .findFirst()
                .orElse(firstText);
        return Optional.of(IndexSpec.builder()
                .keys(List.copyOf(textKeys))
                .explicitName(entityClass.getSimpleName() + "_TextIndex")
                .collation(textCollation)
                .source(source)
                .declaringType(entityClass.getQualifiedName().toString())
                .origin(at)
                .weights(textWeights)
                .options(options)
                .build());
    }

    /** The stored name of the root's {@code @Language} property: the text index's {@code language_override}. */
    private String languageOverride;

    /**
     * SDM's one text index (appendTextIndexInformation): every {@code @TextIndexed} property at any depth,
     * through arrays but not maps; {@code @TextIndexed} on an entity takes all of its properties in, with
     * its weight unless they give their own. Embedded entities are followed until SDM's
     * {@link SpringDataCycleGuard} stops: here each property is protected with the path of the entity it belongs
     * to, and a {@link SpringDataCycleGuard.Cycle} aborts that entity, keeping the keys added before.
     */
    private void text(
            TypeModel type,
            String javaPrefix,
            String storedPrefix,
            boolean force,
            Double parentWeight,
            SpringDataCycleGuard.Path path,
            SpringDataCycleGuard guard) {
        for (FieldModel field : type.fields()) {
            if (!(field.origin() instanceof SourcePosition position)) {
                continue;
            }
            Element element = position.element();
            if (!field.isReference()) {
                guard.protect(owner(type, field, element), field.storedName(), path);
            }
            if (storedPrefix.isEmpty() && AnnotationReader.has(element, SpringDataVocabulary.LANGUAGE)) {
                languageOverride = field.storedName();
            }
            if (field.type().bson() == BsonType.MAP) {
                continue;
            }
            AnnotationMirror text = MergedAnnotationReader.find(element, SpringDataVocabulary.TEXT_INDEXED);
            if (text != null && SpringDataReferenceReader.isReference(element)) {
                continue; // SDM refuses it; walk() reports it
            }
            TypeModel entity = embeddedType(field);
            if (!force && text == null && entity == null) {
                continue;
            }
            double weight = text != null
                    ? ((Number) annotations.value(text, "weight")).doubleValue()
                    : parentWeight != null ? parentWeight : 1.0;
            String javaPath = javaPrefix + field.javaName();
            String storedPath = storedPrefix + field.storedName();
            if (entity != null) {
                SpringDataCycleGuard.Path entityPath = path.append(element);
                if (!entityPath.tooLong() && descents++ < MOST_DESCENTS) {
                    boolean forceNested = force || text != null;
                    try {
                        text(
                                entity,
                                javaPath + ".",
                                storedPath + ".",
                                forceNested,
                                !force && text != null ? Double.valueOf(weight) : parentWeight,
                                entityPath,
                                guard);
                    } catch (SpringDataCycleGuard.Cycle cycle) {
                        // SDM logs it and goes on with the next property
                    }
                }
            } else {
                SourcePosition at = position.with(text, null);
                firstText = firstText == null ? at : firstText;
                // SDM builds the path of a field of an @Unwrapped entity from the field names of the properties, the
                // unwrapped one's without its prefix (summary.text); QueryMapper maps the key from property names
                // (s_text), and sends a path that names no property as built (s.t, under an abbreviating naming
                // strategy); the weights it sends by the path it built, which the text index then covers too
                int dot = field.javaName().lastIndexOf('.');
                String built = dot < 0
                        ? storedPath
                        : storedPrefix + springDataNames(field.javaName().substring(0, dot)) + "." + plainName(element);
                PathResolution mapped = dot < 0 ? null : resolver.resolve(built);
                String key = dot < 0 ? storedPath : mapped.isResolved() ? mapped.storedPath() : built;
                textKeys.add(new IndexKey(javaPath, key, IndexKeyType.TEXT, "text", at));
                if (weight != 1.0) {
                    textWeights.put(built, weight);
                }
            }
        }
    }

    /** A dot path of property names as SDM's naming strategy names each. */
    private String springDataNames(String javaPath) {
        List<String> out = new ArrayList<>();
        for (String part : javaPath.split("\\.")) {
            out.add(fieldNaming.apply(part));
        }
        return String.join(".", out);
    }

    /** The name SDM gives a property of an entity that is not unwrapped. */
    private String plainName(Element element) {
        MappingVocabulary.StoredName named =
                element instanceof VariableElement v ? SpringDataVocabulary.INSTANCE.storedName(v) : null;
        return named != null
                ? named.name()
                : fieldNaming.apply(element.getSimpleName().toString());
    }

    /** The embedded type a field stores, through arrays, or {@code null} for a value, a map or a plain reference. */
    private TypeModel embeddedType(FieldModel field) {
        ValueType t = field.type();
        while (t.bson() == BsonType.ARRAY && !t.isByteArray()) {
            t = t.element();
        }
        return !field.isPlainReference() && t.bson() == BsonType.DOCUMENT ? types.get(t.typeKey()) : null;
    }

    /**
     * The property indexes of {@code type} under a path, but those of the properties named in {@code skipped}.
     * Embedded entities are followed as far as SDM's {@link SpringDataCycleGuard} lets it: a property below the
     * document is protected first, and a {@link SpringDataCycleGuard.Cycle} there aborts this whole entity, which
     * the property above catches (MongoPersistentEntityIndexResolver.guardAndPotentiallyAddIndexForProperty),
     * dropping what the entity resolved; at the document's own property the catch covers the property's own
     * index too (potentiallyAddIndexForProperty), and each of them is walked with a guard of its own.
     *
     * @param guard the guard of the document's property walked through, {@code null} at the document itself
     */
    private void walk(
            TypeModel type,
            String javaPrefix,
            String storedPrefix,
            SpringDataCycleGuard.Path path,
            SpringDataCycleGuard guard,
            Set<String> skipped) {
        Set<String> unwrapped = new HashSet<>();
        for (FieldModel field : type.fields()) {
            if (!(field.origin() instanceof SourcePosition position) || skipped.contains(field.javaName())) {
                continue;
            }
            Element element = position.element();
            SpringDataCycleGuard.Path fieldPath = path.append(element);
            SpringDataCycleGuard fieldGuard = guard != null ? guard : new SpringDataCycleGuard();
            if (guard != null && !field.isReference()) {
                // associations are no properties of doWithProperties, which the guard protects
                guard.protect(owner(type, field, element), field.storedName(), fieldPath);
            }
            int dot = field.javaName().lastIndexOf('.');
            if (dot > 0 && unwrapped.add(field.javaName().substring(0, dot))) {
                // a field of an @Unwrapped entity: SDM resolves that entity's class-level indexes under the owner's
                // path
                compoundIndexes((TypeElement) element.getEnclosingElement(), javaPrefix, storedPrefix, Set.of());
            }
            String javaPath = javaPrefix + field.javaName();
            String storedPath = storedPrefix + field.storedName();
            ValueType t = field.type();
            while (t.bson() == BsonType.ARRAY && !t.isByteArray()) {
                t = t.element();
            }
            boolean map = field.type().bson() == BsonType.MAP;
            if (!field.isPlainReference()
                    && !map
                    && t.bson() == BsonType.DOCUMENT
                    && types.containsKey(t.typeKey())
                    && !fieldPath.tooLong()
                    && descents++ < MOST_DESCENTS) {
                // SDM follows embedded entities through collections, never through maps
                TypeModel embedded = types.get(t.typeKey());
                int compoundBefore = compound.size();
                int fieldLevelBefore = fieldLevel.size();
                try {
                    if (embedded.origin() instanceof SourcePosition at
                            && at.element() instanceof TypeElement embeddedClass) {
                        compoundIndexes(embeddedClass, javaPath + ".", storedPath + ".", Set.of());
                    }
                    walk(embedded, javaPath + ".", storedPath + ".", fieldPath, fieldGuard, Set.of());
                } catch (SpringDataCycleGuard.Cycle cycle) {
                    compound.subList(compoundBefore, compound.size()).clear();
                    fieldLevel.subList(fieldLevelBefore, fieldLevel.size()).clear();
                    if (guard == null) {
                        continue;
                    }
                }
            }
            AnnotationMirror wildcard = MergedAnnotationReader.find(element, SpringDataVocabulary.WILDCARD_INDEXED);
            if (wildcard != null) {
                add(fieldLevel, wildcard(element, position.with(wildcard, null), wildcard, javaPath, storedPath));
            }
            if (map) {
                continue;
            }
            AnnotationMirror indexed = MergedAnnotationReader.find(element, SpringDataVocabulary.INDEXED);
            AnnotationMirror geo = MergedAnnotationReader.find(element, SpringDataVocabulary.GEO_INDEXED);
            AnnotationMirror text = MergedAnnotationReader.find(element, SpringDataVocabulary.TEXT_INDEXED);
            if (SpringDataReferenceReader.isReference(element) && (geo != null || text != null)) {
                // MongoPersistentEntityIndexResolver.resolveAndAddIndexesForAssociation throws a MappingException
                problems.add(ReadProblem.of(
                        InvalidAnnotation.Message.SPRING_DATA_GEO_OR_TEXT_ON_REFERENCE,
                        position.with(geo != null ? geo : text, null),
                        javaPath));
                geo = null;
                text = null;
            }
            if (indexed != null) {
                // with expireAfterSeconds too, SDM refuses the pair whatever expireAfter says: indexed() reports it
                String[] evaluated = annotations.longValue(indexed, "expireAfterSeconds") >= 0
                        ? new String[] {"name", "partialFilter", "collation"}
                        : new String[] {"name", "partialFilter", "collation", "expireAfter"};
                if (!decidedAtRunTime(
                        position.with(indexed, null), indexed, "@Indexed on '" + javaPath + "'", evaluated)) {
                    fieldLevel.add(indexed(element, position, indexed, field, javaPath, storedPath));
                }
            } else if (geo != null) {
                if (!decidedAtRunTime(
                        position.with(geo, null), geo, "@GeoSpatialIndexed on '" + javaPath + "'", "name")) {
                    fieldLevel.add(geo(element, position, geo, field, javaPath, storedPath));
                }
            }
            AnnotationMirror hashed = MergedAnnotationReader.find(element, SpringDataVocabulary.HASH_INDEXED);
            if (hashed != null) {
                SourcePosition at = position.with(hashed, null);
                fieldLevel.add(IndexSpec.builder()
                        .keys(List.of(new IndexKey(javaPath, storedPath, IndexKeyType.HASHED, "hashed", at)))
                        .source(IndexSource.FIELD)
                        .declaringType(declaringType(element))
                        .origin(at)
                        .build());
            }
        }
    }

    /**
     * SDM's createWildcardIndexDefinition: {@code $**} under the path (none for the document itself),
     * named as {@code pathAwareIndexName} names it; a projection only on the document's own index, and
     * refused on a property (verifyWildcardIndexedProjection).
     */
    private IndexSpec wildcard(
            Element element, SourcePosition at, AnnotationMirror index, String javaPath, String storedPath) {
        if (decidedAtRunTime(
                at,
                index,
                "@WildcardIndexed on '" + element.getSimpleName() + "'",
                "name",
                "partialFilter",
                "collation",
                "wildcardProjection")) {
            return null;
        }
        String key = FieldPathResolver.WILDCARD;
        IndexKey wildcardKey = new IndexKey(
                javaPath.isEmpty() ? key : javaPath + "." + key,
                storedPath.isEmpty() ? key : storedPath + "." + key,
                IndexKeyType.ASCENDING,
                "1",
                at);
        Map<String, String> options = new LinkedHashMap<>();
        AnnotationValue projection = AnnotationReader.explicit(index, "wildcardProjection");
        if (projection != null && !String.valueOf(projection.getValue()).isBlank()) {
            if (!(element instanceof TypeElement)) {
                problems.add(ReadProblem.of(
                        InvalidAnnotation.Message.SPRING_DATA_WILDCARD_PROJECTION_ON_PROPERTY,
                        at.with(index, projection),
                        element.getSimpleName().toString()));
            } else if (storedPath.isEmpty()) {
                try {
                    options.put(
                            "wildcardProjection",
                            BsonDocument.parse(String.valueOf(projection.getValue()))
                                    .toJson());
                } catch (RuntimeException e) {
                    problems.add(ReadProblem.of(
                            InvalidAnnotation.Message.SPRING_DATA_WILDCARD_PROJECTION_JSON,
                            at.with(index, projection),
                            String.valueOf(projection.getValue()),
                            String.valueOf(e.getMessage())));
                }
            }
        }
        String name = null;
        if (!annotations.bool(index, "useGeneratedName")) {
            name = pathAwareName(annotations.string(index, "name"), storedPath, null);
            name = name.isEmpty() ? null : name;
        }
        return IndexSpec.builder()
                .keys(List.of(wildcardKey))
                .explicitName(name)
                .partialFilter(partialFilter(annotations.string(index, "partialFilter")))
                .collation(collation(element, index))
                .source(element instanceof TypeElement && storedPath.isEmpty() ? IndexSource.CLASS : IndexSource.FIELD)
                .declaringType(declaringType(element))
                .origin(at)
                .memberOrigins(Map.copyOf(origins(at, index)))
                .options(options)
                .build();
    }

    private IndexSpec indexed(
            Element element,
            SourcePosition position,
            AnnotationMirror indexed,
            FieldModel field,
            String javaPath,
            String storedPath) {
        SourcePosition at = position.with(indexed, null);
        Map<String, SourcePosition> origins = origins(position, indexed);
        boolean descending =
                String.valueOf(annotations.value(indexed, "direction")).equals("DESCENDING");
        IndexKey key = new IndexKey(
                javaPath,
                storedPath,
                descending ? IndexKeyType.DESCENDING : IndexKeyType.ASCENDING,
                descending ? "-1" : "1",
                at);
        long ttl = annotations.longValue(indexed, "expireAfterSeconds");
        AnnotationValue expireAfter = AnnotationReader.explicit(indexed, "expireAfter");
        if (expireAfter != null && !String.valueOf(expireAfter.getValue()).isBlank()) {
            SourcePosition afterAt = position.with(indexed, expireAfter);
            origins.put("expireAfterSeconds", afterAt);
            String text = String.valueOf(expireAfter.getValue());
            if (ttl >= 0) {
                problems.add(
                        ReadProblem.of(InvalidAnnotation.Message.SPRING_DATA_TTL_TWICE, afterAt, field.javaName()));
            } else if (!SpringDataVocabulary.isValueExpression(text)) {
                try {
                    ttl = SpringDataVocabulary.durationSeconds(text);
                } catch (IllegalArgumentException e) {
                    problems.add(ReadProblem.of(
                            InvalidAnnotation.Message.SPRING_DATA_NOT_A_DURATION,
                            afterAt,
                            "expireAfter = \"" + text + "\" on '" + field.javaName() + "'"));
                }
            }
        }
        String name = null;
        if (!annotations.bool(indexed, "useGeneratedName")) {
            name = pathAwareName(annotations.string(indexed, "name"), storedPath, field.storedName());
        }
        return IndexSpec.builder()
                .keys(List.of(key))
                .explicitName(name)
                .unique(annotations.bool(indexed, "unique"))
                .sparse(annotations.bool(indexed, "sparse"))
                .expireAfterSeconds(AnnotationReader.ttl(ttl))
                .partialFilter(partialFilter(annotations.string(indexed, "partialFilter")))
                .collation(collation(element, indexed))
                .source(IndexSource.FIELD)
                .declaringType(declaringType(element))
                .origin(at)
                .memberOrigins(Map.copyOf(origins))
                .build();
    }

    private IndexSpec geo(
            Element element,
            SourcePosition position,
            AnnotationMirror geo,
            FieldModel field,
            String javaPath,
            String storedPath) {
        SourcePosition at = position.with(geo, null);
        boolean sphere = String.valueOf(annotations.value(geo, "type")).equals("GEO_2DSPHERE");
        IndexKey key = new IndexKey(
                javaPath,
                storedPath,
                sphere ? IndexKeyType.GEO_2DSPHERE : IndexKeyType.GEO_2D,
                sphere ? "2dsphere" : "2d",
                at);
        String name = null;
        if (!annotations.bool(geo, "useGeneratedName")) {
            name = pathAwareName(annotations.string(geo, "name"), storedPath, field.storedName());
        }
        return IndexSpec.builder()
                .keys(List.of(key))
                .explicitName(name)
                .source(IndexSource.FIELD)
                .declaringType(declaringType(element))
                .origin(at)
                .memberOrigins(Map.copyOf(origins(position, geo)))
                .build();
    }

    /**
     * SDM's pathAwareIndexName: a top-level index is named as given, else after its path; a nested
     * one gets the embedding path before the name given ({@code address.cityIdx}), else its dot path.
     */
    private static String pathAwareName(String given, String dotPath, String fieldName) {
        if (dotPath.isEmpty() || dotPath.equals(fieldName)) {
            return given.isEmpty() ? dotPath : given;
        }
        if (given.isEmpty()) {
            return dotPath;
        }
        String parent = fieldName == null ? dotPath : dotPath.replace("." + fieldName, "");
        return parent + "." + given;
    }

    /**
     * The {@code @CompoundIndex}es of a class (written alone, repeated, or in {@code @CompoundIndexes}) and its
     * class-level {@code @WildcardIndexed}, under a path; but those found on the classes named in {@code read}.
     * SDM looks each annotation type up on its own (findMergedAnnotation): the nearest class (or interface it
     * implements) that carries {@code @CompoundIndexes} gives those, the nearest that carries one
     * {@code @CompoundIndex} gives that one, written or as a meta-annotation of a composed annotation.
     */
    private void compoundIndexes(TypeElement type, String javaPrefix, String storedPrefix, Set<String> read) {
        for (String annotation : List.of(SpringDataVocabulary.COMPOUND_INDEXES, SpringDataVocabulary.COMPOUND_INDEX)) {
            MergedAnnotationReader.Found nearest = MergedAnnotationReader.nearest(type, annotation);
            TypeElement declaring = nearest == null ? null : nearest.on();
            if (declaring == null || read.contains(declaring.getQualifiedName().toString())) {
                continue;
            }
            AnnotationMirror found = nearest.annotation();
            // the class that declares them: findings name it, whichever document inherits them
            SourcePosition base = positions.at(declaring, null, null);
            if (annotation.equals(SpringDataVocabulary.COMPOUND_INDEX)) {
                add(compound, compoundIndex(type, base, found, javaPrefix, storedPrefix));
            } else {
                for (AnnotationValue v : annotations.array(found, "value")) {
                    add(compound, compoundIndex(type, base, (AnnotationMirror) v.getValue(), javaPrefix, storedPrefix));
                }
            }
        }
        MergedAnnotationReader.Found nearestWildcard =
                MergedAnnotationReader.nearest(type, SpringDataVocabulary.WILDCARD_INDEXED);
        TypeElement wildcardClass = nearestWildcard == null ? null : nearestWildcard.on();
        if (wildcardClass != null
                && !read.contains(wildcardClass.getQualifiedName().toString())) {
            AnnotationMirror wildcard = nearestWildcard.annotation();
            String java = javaPrefix.isEmpty() ? "" : javaPrefix.substring(0, javaPrefix.length() - 1);
            String stored = storedPrefix.isEmpty() ? "" : storedPrefix.substring(0, storedPrefix.length() - 1);
            add(compound, wildcard(wildcardClass, positions.at(wildcardClass, wildcard, null), wildcard, java, stored));
        }
    }

    private IndexSpec compoundIndex(
            TypeElement type, SourcePosition base, AnnotationMirror index, String javaPrefix, String storedPrefix) {
        SourcePosition at = base.with(index, null);
        if (decidedAtRunTime(
                at,
                index,
                "@CompoundIndex on '" + type.getSimpleName() + "'",
                "def",
                "name",
                "partialFilter",
                "collation")) {
            return null;
        }
        AnnotationValue defValue = AnnotationReader.explicit(index, "def");
        SourcePosition defAt = base.with(index, defValue);
        String def = annotations.string(index, "def");
        List<IndexKey> keys = new ArrayList<>();
        String dotPath = storedPrefix.isEmpty() ? "" : storedPrefix.substring(0, storedPrefix.length() - 1);
        if (def.isBlank()) {
            if (dotPath.isEmpty()) {
                problems.add(ReadProblem.of(
                        InvalidAnnotation.Message.SPRING_DATA_COMPOUND_INDEX_WITHOUT_DEF,
                        at,
                        type.getSimpleName().toString()));
            } else {
                keys.add(new IndexKey(
                        javaPrefix.substring(0, javaPrefix.length() - 1), dotPath, IndexKeyType.ASCENDING, "1", defAt));
            }
        } else {
            try {
                BsonDocument parsed = BsonDocument.parse(def);
                for (Map.Entry<String, BsonValue> e : parsed.entrySet()) {
                    // SDM puts the stored embedding path before each key, then maps the whole path from the root by
                    // property names: under a renamed embedding field nothing maps, and the path is sent as written
                    keys.add(key(storedPrefix + e.getKey(), storedPrefix, e.getKey(), e.getValue(), defAt));
                }
            } catch (RuntimeException e) {
                problems.add(ReadProblem.of(
                        InvalidAnnotation.Message.SPRING_DATA_COMPOUND_INDEX_DEF_JSON,
                        defAt,
                        def,
                        String.valueOf(e.getMessage())));
                return IndexSpec.builder()
                        .keys(List.of())
                        .source(IndexSource.CLASS)
                        .declaringType(type.getQualifiedName().toString())
                        .origin(at)
                        .build();
            }
        }
        String name = null;
        if (!annotations.bool(index, "useGeneratedName")) {
            String given = annotations.string(index, "name");
            name = pathAwareName(given, dotPath, null);
            name = name.isEmpty() ? null : name;
        }
        // no expireAfterSeconds: SDM 5 has no TTL on a compound index (older versions dropped it with a warning)
        return IndexSpec.builder()
                .keys(keys)
                .explicitName(name)
                .unique(annotations.bool(index, "unique"))
                .sparse(annotations.bool(index, "sparse"))
                .partialFilter(partialFilter(annotations.string(index, "partialFilter")))
                .collation(collation(type, index))
                .source(javaPrefix.isEmpty() ? IndexSource.CLASS : IndexSource.FIELD)
                .declaringType(type.getQualifiedName().toString())
                .origin(at)
                .memberOrigins(Map.copyOf(origins(base, index)))
                .build();
    }

    /** One key of a def: a property path mapped to stored names, as SDM's QueryMapper maps it; a stored path is kept. */
    private IndexKey key(String javaPath, String storedPrefix, String written, BsonValue value, SourcePosition at) {
        String suffix;
        if (value.isNumber()) {
            suffix = value.asNumber().doubleValue() < 0 ? "-1" : "1";
        } else if (value.isString()) {
            suffix = value.asString().getValue();
        } else {
            suffix = value.toString();
        }
        IndexKeyType type = IndexKeyType.fromSuffix(suffix).orElse(IndexKeyType.UNKNOWN);
        if (type == IndexKeyType.UNKNOWN) {
            problems.add(ReadProblem.of(
                    InvalidAnnotation.Message.UNKNOWN_KEY_SUFFIX, at, written + ": " + value, suffix, ""));
        }
        PathResolution resolution = resolver.resolve(javaPath);
        if (resolution.isResolved()) {
            return new IndexKey(javaPath, resolution.storedPath(), type, suffix, at, true);
        }
        if (resolution.throughReference()) {
            // a path into another collection: IndexFieldUnknown reports it whatever the mapping sends
            return new IndexKey(javaPath, null, type, suffix, at);
        }
        // QueryMapper passes a path that names no property through as written (MetadataBackedField.getMappedKey):
        // stored names work too, and the key is then the Java path they store, so that rules see the field the
        // user meant; a path that names nothing is the index SDM creates all the same
        String javaOfStored = javaPathOfStored(storedPrefix + written);
        return new IndexKey(
                javaOfStored != null ? javaOfStored : javaPath, storedPrefix + written, type, suffix, at, true);
    }

    /** The Java path of a path written in stored names, or {@code null} when it names no stored field. */
    private String javaPathOfStored(String storedPath) {
        TypeModel current = root;
        List<String> javaPath = new ArrayList<>();
        for (String part : storedPath.split("\\.")) {
            if (current == null) {
                return null;
            }
            FieldModel match = null;
            for (FieldModel f : current.fields()) {
                if (f.storedName().equals(part)) {
                    match = f;
                }
            }
            if (match == null) {
                return null;
            }
            javaPath.add(match.javaName());
            ValueType t = match.type();
            while (t.bson() == BsonType.ARRAY && !t.isByteArray()) {
                t = t.element();
            }
            current = t.bson() == BsonType.DOCUMENT ? types.get(t.typeKey()) : null;
        }
        return String.join(".", javaPath);
    }

    /**
     * Whether SDM decides the index when the application starts: MongoPersistentEntityIndexResolver evaluates
     * def, name, partialFilter, collation and wildcardProjection as SpEL templates (ExpressionUtils) and
     * expireAfter as a value expression (DurationUtil). Such an index is left out of the model, since checking
     * it or creating it in the bootstrap would take the expression's text for its value, and recorded for a note.
     */
    private boolean decidedAtRunTime(SourcePosition at, AnnotationMirror index, String declared, String... members) {
        List<String> expressions = new ArrayList<>();
        for (String member : members) {
            AnnotationValue v = AnnotationReader.explicit(index, member);
            String text = v == null ? "" : String.valueOf(v.getValue());
            if (member.equals("expireAfter")
                    ? SpringDataVocabulary.isValueExpression(text)
                    : SpringDataVocabulary.isExpression(text)) {
                expressions.add(member);
            }
        }
        if (expressions.isEmpty()) {
            return false;
        }
        problems.add(ReadProblem.of(ProcessorMessage.INDEX_AT_RUN_TIME, at, declared, String.join(", ", expressions)));
        return true;
    }

    private static void add(List<IndexSpec> to, IndexSpec index) {
        if (index != null) {
            to.add(index);
        }
    }

    /** A partial filter with its top-level property names mapped to stored names, as SDM's QueryMapper maps them. */
    private String partialFilter(String filter) {
        if (filter.isBlank()) {
            return null;
        }
        try {
            BsonDocument parsed = BsonDocument.parse(filter);
            return mapped(parsed).toJson();
        } catch (RuntimeException e) {
            // IndexOptionConflict reports a filter that is not one valid document
            return filter;
        }
    }

    private BsonDocument mapped(BsonDocument filter) {
        BsonDocument out = new BsonDocument();
        for (Map.Entry<String, BsonValue> e : filter.entrySet()) {
            String key = e.getKey();
            BsonValue value = e.getValue();
            if (key.startsWith("$") && value.isArray()) {
                BsonArray clauses = new BsonArray();
                for (BsonValue clause : value.asArray()) {
                    clauses.add(clause.isDocument() ? mapped(clause.asDocument()) : clause);
                }
                out.put(key, clauses);
            } else if (key.startsWith("$")) {
                out.put(key, value);
            } else {
                String stored = resolver.resolve(key).storedPath();
                out.put(stored != null ? stored : key, value);
            }
        }
        return out;
    }

    /** An index's own collation; without one, SDM's index operations add the collection's, which the model reads from the document. */
    private CollationSpec collation(Element element, AnnotationMirror index) {
        AnnotationValue value = AnnotationReader.explicit(index, "collation");
        if (value == null || String.valueOf(value.getValue()).isBlank()) {
            return null;
        }
        return SpringDataVocabulary.collation(element, index, value, problems);
    }

    private Map<String, SourcePosition> origins(SourcePosition base, AnnotationMirror index) {
        Map<String, SourcePosition> origins = new LinkedHashMap<>();
        for (String member :
                List.of("def", "name", "unique", "sparse", "expireAfterSeconds", "partialFilter", "collation")) {
            AnnotationValue v = AnnotationReader.explicit(index, member);
            if (v != null) {
                origins.put(member.equals("def") ? "keys" : member, base.with(index, v));
            }
        }
        return origins;
    }

    /**
     * The entity a property belongs to (its owner, whose short name the guard keys it by): the type walked, which
     * for an inherited field is the subclass; for a field of an @Unwrapped entity, that entity.
     */
    private static TypeElement owner(TypeModel type, FieldModel field, Element element) {
        if (!field.javaName().contains(".")
                && type.origin() instanceof SourcePosition at
                && at.element() instanceof TypeElement walked) {
            return walked;
        }
        return (TypeElement) element.getEnclosingElement();
    }

    private static String declaringType(Element element) {
        return element instanceof TypeElement t
                ? t.getQualifiedName().toString()
                : ((TypeElement) element.getEnclosingElement())
                        .getQualifiedName()
                        .toString();
    }
}
