package dev.schemaguard.processor.reader.morphia;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.FieldPathResolver;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSource;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import dev.schemaguard.processor.reader.AnnotationReader;
import dev.schemaguard.processor.reader.MappingVocabulary;
import dev.schemaguard.processor.reader.TypeHierarchy;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import dev.schemaguard.processor.rules.UnreadAnnotation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import org.bson.BsonDocument;

/**
 * The indexes Morphia creates for one collection, as its IndexHelper does on {@code applyIndexes}:
 * the {@code @Indexes} of the entity and of its superclasses (each one's as EntityModel.getAnnotation
 * finds it: its own, else the nearest superclass's, else an interface's), keys given as paths that PathTarget
 * translates (Java or stored names, through subclasses of a field's type, over a map's key), then one
 * index per {@code @Indexed} field and one text index per {@code @Text} field of the entity itself,
 * under the field's stored name. Indexes declared on embedded types are not applied to the parent;
 * those of the polymorphic subclasses stored in the collection are (Morphia maps each subclass).
 */
final class MorphiaIndexReader {

    private final MappingVocabulary.IndexContext context;
    private final AnnotationReader annotations;
    private final List<ReadProblem> problems;

    MorphiaIndexReader(MappingVocabulary.IndexContext context) {
        this.context = context;
        this.annotations = context.annotations();
        this.problems = context.problems();
    }

    List<IndexSpec> read() {
        List<IndexSpec> out = new ArrayList<>();
        Set<String> classesRead = new HashSet<>();
        List<TypeElement> stored = new ArrayList<>();
        stored.add(context.documentClass());
        stored.addAll(context.subtypeClasses());
        // a document of another vocabulary that carries Morphia's @Indexes: each class's own, as written
        boolean entity = MorphiaVocabulary.INSTANCE.documentAnnotation(context.documentClass()) != null;
        for (TypeElement type : stored) {
            // collectTopLevelIndexes: the model's @Indexes, then its superclass model's, while the superclass is
            // mappable
            for (TypeElement c = type; c != null; c = TypeHierarchy.superclass(c)) {
                if (entity && c != type && !MorphiaVocabulary.mappable(c)) {
                    break;
                }
                AnnotationMirror indexes = entity
                        ? MorphiaVocabulary.morphiaAnnotation(c, MorphiaVocabulary.INDEXES)
                        : AnnotationReader.find(c, MorphiaVocabulary.INDEXES).orElse(null);
                TypeElement owner = indexes == null ? null : TypeHierarchy.owner(c, indexes);
                if (owner != null && classesRead.add(owner.getQualifiedName().toString())) {
                    classIndexes(
                            owner,
                            indexes,
                            owner == context.documentClass() ? IndexSource.CLASS : IndexSource.INHERITED,
                            out);
                }
            }
        }
        if (entity) {
            hiddenIndexes(stored, classesRead);
        }
        List<TypeModel> types = new ArrayList<>();
        types.add(context.root());
        types.addAll(context.subtypes());
        Set<Element> fieldsRead = new HashSet<>();
        List<IndexSpec> text = new ArrayList<>();
        for (TypeModel type : types) {
            for (FieldModel field : type.fields()) {
                if (field.origin() instanceof SourcePosition position && fieldsRead.add(position.element())) {
                    fieldIndexes(field, position, out, text);
                }
            }
        }
        out.addAll(text);
        return out;
    }

    /**
     * An {@code @Indexes} in the hierarchy of a class stored in the collection that no model reads: hidden behind
     * the class's own or a nearer one (an interface's behind any class's, a second interface's behind the first's),
     * or on a superclass Morphia does not map, behind the entity's. Morphia drops it without a word.
     */
    private void hiddenIndexes(List<TypeElement> stored, Set<String> classesRead) {
        Set<String> reported = new HashSet<>();
        for (TypeElement type : stored) {
            List<TypeElement> hierarchy = new ArrayList<>();
            for (TypeElement c = type; c != null; c = TypeHierarchy.superclass(c)) {
                hierarchy.add(c);
            }
            hierarchy.addAll(TypeHierarchy.interfacesOfHierarchy(type));
            AnnotationMirror read = MorphiaVocabulary.morphiaAnnotation(type, MorphiaVocabulary.INDEXES);
            for (TypeElement c : hierarchy) {
                AnnotationMirror indexes =
                        AnnotationReader.find(c, MorphiaVocabulary.INDEXES).orElse(null);
                String name = c.getQualifiedName().toString();
                if (indexes != null
                        && read != null
                        && !classesRead.contains(name)
                        && !covered(indexes, read)
                        && reported.add(name)) {
                    problems.add(ReadProblem.of(
                            UnreadAnnotation.Message.MORPHIA_INDEXES_HIDDEN,
                            context.positions().at(c, null, null).with(indexes, null),
                            c.getSimpleName().toString(),
                            type.getSimpleName().toString(),
                            TypeHierarchy.owner(type, read).getSimpleName().toString()));
                }
            }
        }
    }

    /**
     * Whether every {@code @Index} of the hidden {@code @Indexes} is written in the one Morphia reads too, as the
     * message asks: another entity may still read the hidden one (an {@code @Indexes} on an unmapped superclass of
     * two entities, one of which has its own), so the user cannot always remove it.
     */
    private boolean covered(AnnotationMirror hidden, AnnotationMirror read) {
        Set<String> readIndexes = new HashSet<>();
        for (AnnotationValue v : annotations.array(read, "value")) {
            readIndexes.add(String.valueOf(v.getValue()));
        }
        for (AnnotationValue v : annotations.array(hidden, "value")) {
            if (!readIndexes.contains(String.valueOf(v.getValue()))) {
                return false;
            }
        }
        return true;
    }

    private void classIndexes(TypeElement type, AnnotationMirror indexes, IndexSource source, List<IndexSpec> out) {
        SourcePosition base = context.positions().at(type, null, null);
        for (AnnotationValue v : annotations.array(indexes, "value")) {
            AnnotationMirror index = (AnnotationMirror) v.getValue();
            AnnotationMirror options = annotations.annotation(index, "options");
            boolean validate = !annotations.bool(options, "disableValidation");
            List<IndexKey> keys = new ArrayList<>();
            Map<String, Double> weights = new LinkedHashMap<>();
            for (AnnotationValue f : annotations.array(index, "fields")) {
                AnnotationMirror field = (AnnotationMirror) f.getValue();
                AnnotationValue pathValue = AnnotationReader.explicit(field, "value");
                SourcePosition at = base.with(field, pathValue);
                String written = annotations.string(field, "value");
                String type2 = String.valueOf(annotations.value(field, "type"));
                IndexKeyType keyType = keyType(type2);
                String[] translated = translate(written, validate);
                // with disableValidation Morphia sends a path it cannot resolve as written: IndexFieldNotMapped's case
                boolean asWritten = !validate
                        && translated[1] != null
                        && translated[1].equals(written)
                        && !new FieldPathResolver(context.root(), context.subtypes(), context.types())
                                .resolveStored(written)
                                .isResolved();
                keys.add(new IndexKey(translated[0], translated[1], keyType, keyType.suffix(), at, asWritten));
                int weight = annotations.intValue(field, "weight");
                if (weight != -1) {
                    if (keyType != IndexKeyType.TEXT) {
                        problems.add(ReadProblem.of(
                                InvalidAnnotation.Message.MORPHIA_WEIGHT_NOT_TEXT,
                                base.with(field, AnnotationReader.explicit(field, "weight")),
                                written,
                                type2));
                    }
                    weights.put(translated[1] != null ? translated[1] : written, (double) weight);
                }
            }
            if (keys.isEmpty()) {
                problems.add(ReadProblem.of(
                        InvalidAnnotation.Message.MORPHIA_INDEX_WITHOUT_FIELDS,
                        base.with(index, null),
                        type.getSimpleName().toString()));
                continue;
            }
            Map<String, SourcePosition> origins = origins(base, options);
            AnnotationValue fields = AnnotationReader.explicit(index, "fields");
            if (fields != null) {
                origins.put("keys", base.with(index, fields));
            }
            out.add(spec(keys, options, base, source, type, base.with(index, null), origins, weights));
        }
    }

    /**
     * A key path as PathTarget translates it: the Java path and the stored path, or the path as written
     * and {@code null} when Morphia cannot resolve it (it then refuses the index unless
     * {@code disableValidation}, and sends the path as written).
     */
    private String[] translate(String written, boolean validate) {
        if (written.equals("$**")) {
            return new String[] {written, written};
        }
        String[] segments = written.split("\\.", -1);
        List<String> java = new ArrayList<>();
        List<String> stored = new ArrayList<>();
        List<TypeModel> level = new ArrayList<>();
        level.add(context.root());
        level.addAll(context.subtypes());
        for (int i = 0; i < segments.length; i++) {
            String segment = segments[i];
            if (segment.equals("$")
                    || (segment.startsWith("$[") && segment.endsWith("]"))
                    || segment.matches("[0-9]+")) {
                java.add(segment);
                stored.add(segment);
                if (i + 1 >= segments.length) {
                    break;
                }
                segment = segments[++i];
            }
            FieldModel field = level == null ? null : find(level, segment);
            if (field == null) {
                if (validate) {
                    return new String[] {written, null};
                }
                return new String[] {written, written};
            }
            java.add(field.javaName());
            stored.add(field.storedName());
            if (i + 1 < segments.length && field.reference() != null) {
                return new String[] {written, null};
            }
            ValueType t = field.type();
            while (t.bson() == BsonType.ARRAY && !t.isByteArray()) {
                t = t.element();
            }
            if (t.bson() == BsonType.MAP && i + 1 < segments.length) {
                // PathTarget consumes the map's key as it is
                i++;
                java.add(segments[i]);
                stored.add(segments[i]);
                t = t.element();
                while (t.bson() == BsonType.ARRAY && !t.isByteArray()) {
                    t = t.element();
                }
            }
            TypeModel next = t.bson() == BsonType.DOCUMENT ? context.types().get(t.typeKey()) : null;
            level = next == null ? null : TypeModel.withSubtypesOf(next, context.types());
        }
        return new String[] {String.join(".", java), String.join(".", stored)};
    }

    /** EntityModel.getProperty: by stored name first, then by Java name, in the type or one of its subclasses. */
    private static FieldModel find(List<TypeModel> level, String segment) {
        for (TypeModel type : level) {
            for (FieldModel f : type.fields()) {
                if (f.storedName().equals(segment)) {
                    return f;
                }
            }
            for (FieldModel f : type.fields()) {
                if (f.javaName().equals(segment)) {
                    return f;
                }
            }
        }
        return null;
    }

    /** {@code @Indexed} (ascending, descending, 2d, 2dsphere) and {@code @Text} (a text index of its own) on a field. */
    private void fieldIndexes(FieldModel field, SourcePosition position, List<IndexSpec> out, List<IndexSpec> text) {
        Element element = position.element();
        TypeElement declaring = (TypeElement) element.getEnclosingElement();
        AnnotationMirror indexed =
                AnnotationReader.find(element, MorphiaVocabulary.INDEXED).orElse(null);
        if (indexed != null) {
            SourcePosition at = position.with(indexed, null);
            IndexKeyType type = keyType(String.valueOf(annotations.value(indexed, "value")));
            AnnotationMirror options = annotations.annotation(indexed, "options");
            out.add(spec(
                    List.of(new IndexKey(field.javaName(), field.storedName(), type, type.suffix(), at)),
                    options,
                    position,
                    IndexSource.FIELD,
                    declaring,
                    at,
                    origins(position, options),
                    Map.of()));
        }
        AnnotationMirror t =
                AnnotationReader.find(element, MorphiaVocabulary.TEXT).orElse(null);
        if (t != null) {
            SourcePosition at = position.with(t, null);
            AnnotationMirror options = annotations.annotation(t, "options");
            int weight = annotations.intValue(t, "value");
            Map<String, Double> weights = weight == -1 ? Map.of() : Map.of(field.storedName(), (double) weight);
            text.add(spec(
                    List.of(new IndexKey(field.javaName(), field.storedName(), IndexKeyType.TEXT, "text", at)),
                    options,
                    position,
                    IndexSource.FIELD,
                    declaring,
                    at,
                    origins(position, options),
                    weights));
        }
    }

    private IndexSpec spec(
            List<IndexKey> keys,
            AnnotationMirror options,
            SourcePosition base,
            IndexSource source,
            TypeElement declaring,
            SourcePosition at,
            Map<String, SourcePosition> origins,
            Map<String, Double> weights) {
        String name = annotations.string(options, "name");
        String filter = annotations.string(options, "partialFilter");
        return IndexSpec.builder()
                .keys(keys)
                .explicitName(name.isEmpty() ? null : name)
                .unique(annotations.bool(options, "unique"))
                .sparse(annotations.bool(options, "sparse"))
                .expireAfterSeconds(AnnotationReader.ttl(annotations.longValue(options, "expireAfterSeconds")))
                .partialFilter(filter.isEmpty() ? null : normalized(filter))
                .collation(collation(base, options))
                .source(source)
                .declaringType(declaring.getQualifiedName().toString())
                .origin(at)
                .memberOrigins(Map.copyOf(origins))
                .weights(weights)
                .build();
    }

    /** Morphia sends the filter as written (Document.parse), without mapping names; IndexOptionConflict reports one that does not parse. */
    private static String normalized(String filter) {
        try {
            return BsonDocument.parse(filter).toJson();
        } catch (RuntimeException e) {
            return filter;
        }
    }

    /**
     * {@code @IndexOptions(collation = @Collation(...))}; a locale of "" is none. IndexHelper.convert sends every
     * member of the annotation, defaults included, "simple" too.
     */
    private CollationSpec collation(SourcePosition base, AnnotationMirror options) {
        AnnotationMirror collation = annotations.annotation(options, "collation");
        String locale = annotations.string(collation, "locale");
        if (locale.isEmpty()) {
            return null;
        }
        if (locale.equals("<default>")) {
            problems.add(ReadProblem.of(UnreadAnnotation.Message.MORPHIA_DEFAULT_LOCALE, base.with(collation, null)));
            return null;
        }
        int strength = switch (String.valueOf(annotations.value(collation, "strength"))) {
            case "PRIMARY" -> 1;
            case "SECONDARY" -> 2;
            case "QUATERNARY" -> 4;
            case "IDENTICAL" -> 5;
            default -> 3;
        };
        return new CollationSpec(
                locale,
                strength,
                annotations.bool(collation, "caseLevel"),
                annotations.bool(collation, "numericOrdering"),
                true);
    }

    private static IndexKeyType keyType(String morphia) {
        return switch (morphia) {
            case "DESC" -> IndexKeyType.DESCENDING;
            case "GEO2D" -> IndexKeyType.GEO_2D;
            case "GEO2DSPHERE" -> IndexKeyType.GEO_2DSPHERE;
            case "HASHED" -> IndexKeyType.HASHED;
            case "TEXT" -> IndexKeyType.TEXT;
            default -> IndexKeyType.ASCENDING;
        };
    }

    private static Map<String, SourcePosition> origins(SourcePosition base, AnnotationMirror options) {
        Map<String, SourcePosition> origins = new LinkedHashMap<>();
        for (String member : List.of("name", "unique", "sparse", "expireAfterSeconds", "partialFilter", "collation")) {
            AnnotationValue v = AnnotationReader.explicit(options, member);
            if (v != null) {
                origins.put(member, base.with(options, v));
            }
        }
        return origins;
    }
}
