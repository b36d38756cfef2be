package dev.schemaguard.processor.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Resolves a Java field path ({@code reviews.rating}) against a document's stored shape:
 * through embedded documents, through arrays to their elements, through a map's dynamic key,
 * but not through a {@code @Reference}, whose target lives in another collection.
 */
public final class FieldPathResolver {

    private final TypeModel root;
    private final List<TypeModel> subtypes;
    private final Map<String, TypeModel> types;

    public FieldPathResolver(TypeModel root, List<TypeModel> subtypes, Map<String, TypeModel> types) {
        this.root = root;
        this.subtypes = subtypes;
        this.types = types;
    }

    /** The last segment of a wildcard index key: {@code $**}, or {@code attributes.$**}. */
    public static final String WILDCARD = "$**";

    public PathResolution resolve(String javaPath) {
        return resolve(javaPath, false);
    }

    /** At most this many ways of one path are looked at: each is a choice of subclass at a polymorphic value. */
    private static final int MAX_WAYS = 32;

    /**
     * Every way a path resolves through polymorphic values: where several subclasses of an
     * embedded abstract type declare the segment ({@code entity.sameAs} in {@code Agent} and in
     * {@code Place}), a resolution through each, since a stored value may be any of them (docs/guide/annotations.md).
     * The first is {@link #resolve}'s; a path that does not resolve has that one only.
     */
    public List<PathResolution> resolveEveryWay(String javaPath) {
        PathResolution first = resolve(javaPath);
        if (!first.isResolved()) {
            return List.of(first);
        }
        List<PathResolution> out = new ArrayList<>();
        Set<List<FieldModel>> seen = new HashSet<>();
        ArrayDeque<Set<FieldModel>> todo = new ArrayDeque<>();
        todo.add(Set.of());
        while (!todo.isEmpty() && out.size() < MAX_WAYS) {
            Set<FieldModel> excluded = todo.poll();
            PathResolution r = excluded.isEmpty() ? first : resolve(javaPath, false, excluded);
            if (!r.isResolved() || !seen.add(r.fields())) {
                continue;
            }
            out.add(r);
            for (FieldModel f : r.fields()) {
                if (!excluded.contains(f)) {
                    Set<FieldModel> more = new HashSet<>(excluded);
                    more.add(f);
                    todo.add(more);
                }
            }
        }
        return out;
    }

    /**
     * Resolves a path written in stored names ({@code pub_date}, {@code addr.city}), as MongoDB reads a
     * path it is sent as written: a partial filter's fields, a key the mapping did not map. The
     * resolution's candidates are then stored names, and its renamed field is the stored name of a
     * field whose Java name the failed segment is.
     */
    public PathResolution resolveStored(String storedPath) {
        return resolve(storedPath, true);
    }

    private PathResolution resolve(String javaPath, boolean byStoredName) {
        return resolve(javaPath, byStoredName, Set.of());
    }

    /** @param excluded fields not to resolve a segment to, for another way through a polymorphic value */
    private PathResolution resolve(String javaPath, boolean byStoredName, Set<FieldModel> excluded) {
        if (javaPath.equals(WILDCARD)) {
            return PathResolution.resolved(javaPath, WILDCARD, List.of(), List.of(), false);
        }
        if (javaPath.endsWith("." + WILDCARD)) {
            PathResolution prefix =
                    resolve(javaPath.substring(0, javaPath.length() - WILDCARD.length() - 1), byStoredName, excluded);
            return !prefix.isResolved()
                    ? prefix
                    : PathResolution.resolved(
                            javaPath,
                            prefix.storedPath() + "." + WILDCARD,
                            prefix.fields(),
                            prefix.fieldPaths(),
                            false);
        }
        String[] segments = javaPath.split("\\.", -1);
        List<FieldModel> chain = new ArrayList<>();
        List<String> chainPaths = new ArrayList<>();
        boolean throughMap = false;
        List<String> stored = new ArrayList<>();
        List<TypeModel> level = rootLevel();
        ValueType dynamicValue = null;
        Set<String> positional = new HashSet<>();
        for (int i = 0; i < segments.length; i++) {
            String segment = segments[i];
            if (dynamicValue != null) {
                // a map's key is data, not schema: any segment names one entry
                stored.add(segment);
                throughMap = true;
                ValueType value = dynamicValue;
                dynamicValue = null;
                ValueType inner = value;
                while (inner.bson() == BsonType.ARRAY && !inner.isByteArray()) {
                    inner = inner.element();
                }
                if (inner.bson() == BsonType.MAP) {
                    // a map of maps: the next segment is a dynamic key too
                    dynamicValue = inner.element();
                    level = List.of();
                    continue;
                }
                level = typesOf(value);
                if (level == null) {
                    return rest(chain, chainPaths, throughMap, stored, segments, i + 1, value);
                }
                continue;
            }
            if (level == null || level.isEmpty()) {
                return PathResolution.unknown(javaPath, segment, i, List.of(), false);
            }
            Optional<FieldModel> found = find(level, segment, i == 0, byStoredName, excluded);
            // a field stored flattened into its owner is named by its dotted path from the owner
            for (int j = i + 1; found.isEmpty() && j < segments.length; j++) {
                segment = segment + "." + segments[j];
                found = find(level, segment, false, byStoredName, excluded);
                if (found.isPresent()) {
                    i = j;
                }
            }
            if (found.isEmpty()) {
                segment = segments[i];
                return PathResolution.unknown(javaPath, segment, i, namesOf(level, byStoredName), false)
                        .withRenamedField(otherNameOf(level, segment, byStoredName));
            }
            FieldModel field = found.get();
            chain.add(field);
            chainPaths.add(String.join(".", Arrays.copyOfRange(segments, 0, i + 1)));
            stored.add(field.storedName());
            if (i == segments.length - 1) {
                break;
            }
            if (i + 2 == segments.length && DBREF_PARTS.contains(segments[i + 1]) && storedAsDbRef(field.type())) {
                // a DBRef value is {$ref, $id, $db}: MongoDB indexes those parts (index_key_validate.cpp)
                stored.add(segments[++i]);
                break;
            }
            if (field.isPlainReference()) {
                return PathResolution.unknown(javaPath, segments[i + 1], i + 1, List.of(), true);
            }
            ValueType t = field.type();
            String fieldPath = chainPaths.get(chainPaths.size() - 1);
            // a number after an array names one position in it (fts_array.js indexes {"a.0": 1})
            while (t.bson() == BsonType.ARRAY
                    && !t.isByteArray()
                    && i + 1 < segments.length
                    && isPosition(segments[i + 1])) {
                t = t.element();
                stored.add(segments[++i]);
                if (t.bson() != BsonType.ARRAY || t.isByteArray()) {
                    positional.add(fieldPath);
                }
            }
            if (i == segments.length - 1) {
                break;
            }
            while (t.bson() == BsonType.ARRAY && !t.isByteArray()) {
                t = t.element();
            }
            if (t.bson() == BsonType.MAP) {
                dynamicValue = t.element();
                level = List.of();
                continue;
            }
            level = typesOf(t);
            if (level == null) {
                return rest(chain, chainPaths, throughMap, stored, segments, i + 1, t);
            }
        }
        return PathResolution.resolved(javaPath, String.join(".", stored), chain, chainPaths, throughMap)
                .withPositional(positional);
    }

    private static final Set<String> DBREF_PARTS = Set.of("$ref", "$id", "$db");

    private static boolean storedAsDbRef(ValueType type) {
        ValueType t = type;
        while (t.bson() == BsonType.ARRAY && !t.isByteArray()) {
            t = t.element();
        }
        return t.bson() == BsonType.DBREF;
    }

    private static boolean isPosition(String segment) {
        return !segment.isEmpty() && segment.length() <= 9 && segment.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    /** A path that goes on into a value of unknown shape resolves as written: nothing can be said of it. */
    private PathResolution rest(
            List<FieldModel> chain,
            List<String> chainPaths,
            boolean throughMap,
            List<String> stored,
            String[] segments,
            int from,
            ValueType t) {
        String javaPath = String.join(".", segments);
        if (from >= segments.length) {
            return PathResolution.resolved(javaPath, String.join(".", stored), chain, chainPaths, throughMap);
        }
        if (t.bson() != BsonType.ANY) {
            return PathResolution.unknown(javaPath, segments[from], from, List.of(), false);
        }
        for (int j = from; j < segments.length; j++) {
            stored.add(segments[j]);
        }
        return PathResolution.resolved(javaPath, String.join(".", stored), chain, chainPaths, throughMap);
    }

    private List<TypeModel> rootLevel() {
        List<TypeModel> level = new ArrayList<>();
        level.add(root);
        level.addAll(subtypes);
        return level;
    }

    /** The types whose fields the next segment names, an empty list for a map, {@code null} for a scalar or unknown. */
    private List<TypeModel> typesOf(ValueType t) {
        ValueType v = t;
        while (v.bson() == BsonType.ARRAY && !v.isByteArray()) {
            v = v.element();
        }
        if (v.bson() == BsonType.DOCUMENT) {
            TypeModel type = types.get(v.typeKey());
            // an abstract or interface type: a path may name a field of any of its subclasses
            return type == null ? null : TypeModel.withSubtypesOf(type, types);
        }
        return null;
    }

    private static Optional<FieldModel> find(
            List<TypeModel> level, String segment, boolean atRoot, boolean byStoredName, Set<FieldModel> excluded) {
        for (TypeModel type : level) {
            Optional<FieldModel> f = type.fields().stream()
                    .filter(field -> (byStoredName ? field.storedName() : field.javaName()).equals(segment))
                    .filter(field -> !excluded.contains(field))
                    .findFirst();
            if (f.isPresent()) {
                return f;
            }
        }
        if (atRoot && "_id".equals(segment)) {
            return level.get(0).idField();
        }
        if ("_id".equals(segment)) {
            // an embedded class's id written _id (the driver's POJO codec, Morphia): the path the documents have
            for (TypeModel type : level) {
                Optional<FieldModel> id =
                        type.idField().filter(field -> field.storedName().equals("_id") && !excluded.contains(field));
                if (id.isPresent()) {
                    return id;
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The name in the other vocabulary of a field that the segment names by mistake: the Java name of a
     * field stored under it in a Java path, the stored name of the Java field it names in a stored path.
     */
    private static String otherNameOf(List<TypeModel> level, String segment, boolean byStoredName) {
        for (TypeModel type : level) {
            for (FieldModel f : type.fields()) {
                String written = byStoredName ? f.javaName() : f.storedName();
                String other = byStoredName ? f.storedName() : f.javaName();
                if (written.equals(segment) && !other.equals(segment)) {
                    return other;
                }
            }
        }
        return null;
    }

    private static List<String> namesOf(List<TypeModel> level, boolean byStoredName) {
        Set<String> names = new LinkedHashSet<>();
        for (TypeModel type : level) {
            type.fields().forEach(f -> names.add(byStoredName ? f.storedName() : f.javaName()));
        }
        return List.copyOf(names);
    }
}
