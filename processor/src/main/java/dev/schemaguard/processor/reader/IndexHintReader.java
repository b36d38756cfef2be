package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.ClosestName;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.FieldPathResolver;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSource;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Reads the {@code @IndexHint}s that apply to one collection: on the document class, on its
 * superclasses and polymorphic subclasses, and on stored fields at any depth of embedding. Keys
 * are resolved to stored paths here; whether they resolve is left to the rules.
 */
final class IndexHintReader {

    private static final List<String> MEMBERS =
            List.of("keys", "name", "unique", "sparse", "expireAfterSeconds", "partialFilter", "collation", "hidden");
    private static final List<String> SUFFIXES = List.of("1", "-1", "text", "hashed", "2dsphere", "2d");
    private static final Map<String, String> SUFFIX_ALIASES = Map.of(
            "asc",
            "1",
            "ascending",
            "1",
            "+1",
            "1",
            "desc",
            "-1",
            "descending",
            "-1",
            "hash",
            "hashed",
            "sphere",
            "2dsphere",
            "geo",
            "2dsphere");

    private final AnnotationReader annotations;

    /** Per {@link #read}: the embedded types whose fields some index path reaches as plain fields. */
    private final Set<String> reachedTypes = new HashSet<>();
    /** Per {@link #read}: hints on fields of map value types, by type; useless only if no plain path reaches the type. */
    private final Map<String, List<ReadProblem>> mapValueHints = new LinkedHashMap<>();

    IndexHintReader(AnnotationReader annotations) {
        this.annotations = annotations;
    }

    List<IndexSpec> read(
            TypeElement documentClass,
            TypeModel root,
            List<TypeModel> subtypes,
            List<TypeElement> subtypeClasses,
            Map<String, TypeModel> types,
            Positions positions,
            List<ReadProblem> problems) {
        reachedTypes.clear();
        mapValueHints.clear();
        FieldPathResolver resolver = new FieldPathResolver(root, subtypes, types);
        List<IndexSpec> classLevel = new ArrayList<>();
        List<IndexSpec> fieldLevel = new ArrayList<>();
        List<IndexSpec> inherited = new ArrayList<>();

        List<TypeElement> documentHierarchy = TypeHierarchy.storedClasses(documentClass);
        Set<String> documentClasses = new HashSet<>();
        documentHierarchy.forEach(c -> documentClasses.add(c.getQualifiedName().toString()));
        for (TypeElement c : documentHierarchy) {
            List<IndexSpec> target = c.equals(documentClass) ? classLevel : inherited;
            classHints(
                    c,
                    target == classLevel ? IndexSource.CLASS : IndexSource.INHERITED,
                    resolver,
                    positions,
                    problems,
                    target);
        }
        for (TypeElement sub : subtypeClasses) {
            for (TypeElement c : TypeHierarchy.storedClasses(sub)) {
                if (documentClasses.add(c.getQualifiedName().toString())) {
                    classHints(c, IndexSource.INHERITED, resolver, positions, problems, inherited);
                }
            }
        }

        String documentName = documentClass.getQualifiedName().toString();
        Set<String> rootFieldOwners = new HashSet<>();
        documentHierarchy.forEach(c -> rootFieldOwners.add(c.getQualifiedName().toString()));
        for (FieldModel f : root.fields()) {
            List<IndexSpec> target = f.declaringType().equals(documentName) ? fieldLevel : inherited;
            fieldHints(f, "", "", target, types, problems, new HashSet<>(), fieldLevel);
        }
        Set<String> walkedSubtypeFields = new HashSet<>();
        for (TypeModel sub : subtypes) {
            for (FieldModel f : sub.fields()) {
                if (!rootFieldOwners.contains(f.declaringType())
                        && walkedSubtypeFields.add(f.declaringType() + "#" + f.javaName())) {
                    fieldHints(f, "", "", inherited, types, problems, new HashSet<>(), fieldLevel);
                }
            }
        }

        // a class embedded both as a field and as a map value: its hints index the field's path
        mapValueHints.forEach((type, hints) -> {
            if (!reachedTypes.contains(type)) {
                problems.addAll(hints);
            }
        });
        List<IndexSpec> all = new ArrayList<>(classLevel);
        all.addAll(fieldLevel);
        all.addAll(inherited);
        return all;
    }

    private void classHints(
            TypeElement c,
            IndexSource source,
            FieldPathResolver resolver,
            Positions positions,
            List<ReadProblem> problems,
            List<IndexSpec> out) {
        SourcePosition base = positions.at(c, null, null);
        for (AnnotationMirror hint : AnnotationReader.indexHints(c)) {
            List<AnnotationValue> keyValues = annotations.array(hint, "keys");
            if (keyValues.isEmpty()) {
                problems.add(ReadProblem.of(
                        InvalidAnnotation.Message.INDEX_HINT_WITHOUT_KEYS,
                        base.with(hint, null),
                        c.getSimpleName().toString()));
                continue;
            }
            List<IndexKey> keys = new ArrayList<>();
            for (AnnotationValue v : keyValues) {
                keys.add(parseKey(String.valueOf(v.getValue()), base.with(hint, v), resolver, problems));
            }
            // the unknown suffix is reported; an index with a key of no known type would only cascade into other
            // findings
            if (keys.stream().noneMatch(k -> k.type() == IndexKeyType.UNKNOWN)) {
                out.add(build(c, base, hint, keys, source, problems));
            }
        }
    }

    /** The hints on one field, then on the fields of what it embeds (an index on {@code address.city}). */
    private void fieldHints(
            FieldModel field,
            String javaPrefix,
            String storedPrefix,
            List<IndexSpec> topLevelTarget,
            Map<String, TypeModel> types,
            List<ReadProblem> problems,
            Set<String> visiting,
            List<IndexSpec> nestedTarget) {
        SourcePosition base = (SourcePosition) field.origin();
        Element element = base.element();
        for (AnnotationMirror hint : AnnotationReader.indexHints(element)) {
            if (!annotations.array(hint, "keys").isEmpty()) {
                problems.add(ReadProblem.of(
                        InvalidAnnotation.Message.INDEX_HINT_KEYS_ON_FIELD,
                        base.with(hint, AnnotationReader.explicit(hint, "keys")),
                        field.javaName()));
                continue;
            }
            IndexKey key = new IndexKey(
                    javaPrefix + field.javaName(),
                    storedPrefix + field.storedName(),
                    IndexKeyType.ASCENDING,
                    "1",
                    base.with(hint, null));
            IndexSource source =
                    javaPrefix.isEmpty() && topLevelTarget != nestedTarget ? IndexSource.INHERITED : IndexSource.FIELD;
            topLevelTarget.add(build(element, base, hint, List.of(key), source, problems));
        }
        if (field.isPlainReference()) {
            return;
        }
        ValueType t = field.type();
        while (t.bson() == BsonType.ARRAY && !t.isByteArray()) {
            t = t.element();
        }
        if (t.bson() == BsonType.MAP) {
            unreachableHints(t.innermost(), field.javaName(), types, new HashSet<>());
            return;
        }
        if (t.bson() == BsonType.DOCUMENT && types.containsKey(t.typeKey()) && visiting.add(t.typeKey())) {
            // a polymorphic value: the fields of every subclass, each field once however many subclasses inherit it
            Set<String> walked = new HashSet<>();
            for (TypeModel value : TypeModel.withSubtypesOf(types.get(t.typeKey()), types)) {
                reachedTypes.add(value.key());
                for (FieldModel inner : value.fields()) {
                    if (walked.add(inner.declaringType() + "#" + inner.javaName())) {
                        fieldHints(
                                inner,
                                javaPrefix + field.javaName() + ".",
                                storedPrefix + field.storedName() + ".",
                                nestedTarget,
                                types,
                                problems,
                                visiting,
                                nestedTarget);
                    }
                }
            }
            visiting.remove(t.typeKey());
        }
    }

    /** Hints on the fields of a map's value class: dynamic keys stand between them and any index path. */
    private void unreachableHints(ValueType value, String mapField, Map<String, TypeModel> types, Set<String> visited) {
        TypeModel declared = value.bson() == BsonType.DOCUMENT ? types.get(value.typeKey()) : null;
        if (declared == null) {
            return;
        }
        for (TypeModel type : TypeModel.withSubtypesOf(declared, types)) {
            if (visited.add(type.key())) {
                unreachableHints(type, mapField, types, visited);
            }
        }
    }

    private void unreachableHints(TypeModel type, String mapField, Map<String, TypeModel> types, Set<String> visited) {
        for (FieldModel inner : type.fields()) {
            SourcePosition base = (SourcePosition) inner.origin();
            for (AnnotationMirror hint : AnnotationReader.indexHints(base.element())) {
                List<ReadProblem> hints = mapValueHints.computeIfAbsent(type.key(), k -> new ArrayList<>());
                SourcePosition at = base.with(hint, null);
                if (hints.stream().noneMatch(p -> p.origin().equals(at))) {
                    hints.add(ReadProblem.of(
                            InvalidAnnotation.Message.INDEX_HINT_IN_MAP_VALUE,
                            at,
                            inner.javaName(),
                            type.simpleName(),
                            mapField));
                }
            }
            if (!inner.isPlainReference()) {
                unreachableHints(inner.type().innermost(), mapField, types, visited);
            }
        }
    }

    /** One key in @IndexHint syntax ({@code path} or {@code path:suffix}); an unknown suffix is recorded. */
    static IndexKey parseKey(
            String raw, SourcePosition origin, FieldPathResolver resolver, List<ReadProblem> problems) {
        int colon = raw.indexOf(':');
        String path = (colon < 0 ? raw : raw.substring(0, colon)).trim();
        String suffix = colon < 0 ? "1" : raw.substring(colon + 1).trim();
        IndexKeyType type = IndexKeyType.fromSuffix(suffix).orElse(IndexKeyType.UNKNOWN);
        if (type == IndexKeyType.UNKNOWN) {
            String suggestion = SUFFIX_ALIASES.getOrDefault(
                    suffix.toLowerCase(Locale.ROOT),
                    ClosestName.among(suffix, SUFFIXES).orElse(null));
            problems.add(ReadProblem.of(
                    InvalidAnnotation.Message.UNKNOWN_KEY_SUFFIX,
                    origin,
                    raw,
                    suffix,
                    suggestion == null ? "" : " (did you mean '" + path + ":" + suggestion + "'?)"));
        }
        return new IndexKey(path, resolver.resolve(path).storedPath(), type, suffix, origin);
    }

    private IndexSpec build(
            Element element,
            SourcePosition base,
            AnnotationMirror hint,
            List<IndexKey> keys,
            IndexSource source,
            List<ReadProblem> problems) {
        Map<String, SourcePosition> origins = new LinkedHashMap<>();
        for (String member : MEMBERS) {
            AnnotationValue v = AnnotationReader.explicit(hint, member);
            if (v != null) {
                origins.put(member, base.with(hint, v));
            }
        }
        String name = annotations.string(hint, "name");
        String partialFilter = annotations.string(hint, "partialFilter");
        String declaringType = element instanceof TypeElement t
                ? t.getQualifiedName().toString()
                : ((TypeElement) element.getEnclosingElement())
                        .getQualifiedName()
                        .toString();
        return IndexSpec.builder()
                .keys(keys)
                .explicitName(name.isEmpty() ? null : name)
                .unique(annotations.bool(hint, "unique"))
                .sparse(annotations.bool(hint, "sparse"))
                .expireAfterSeconds(AnnotationReader.ttl(annotations.longValue(hint, "expireAfterSeconds")))
                .partialFilter(partialFilter.isBlank() ? null : partialFilter)
                .collation(SchemaguardVocabulary.collation(
                        annotations, element, annotations.annotation(hint, "collation"), problems))
                .hidden(annotations.bool(hint, "hidden"))
                .source(source)
                .declaringType(declaringType)
                .origin(base.with(hint, null))
                .memberOrigins(Map.copyOf(origins))
                .build();
    }
}
