package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.FieldPathResolver;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.PathResolution;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.ShardKeySpec;
import dev.schemaguard.processor.reader.morphia.MorphiaVocabulary;
import dev.schemaguard.processor.reader.springdata.MergedAnnotationReader;
import dev.schemaguard.processor.reader.springdata.SpringDataVocabulary;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import dev.schemaguard.processor.rules.UnreadAnnotation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * Reads a document's shard key (docs/guide/sharding.md): schemaguard's {@code @ShardKey}, or Spring Data MongoDB's
 * {@code @Sharded} by name, on the document class or on a superclass stored in the same collection.
 * Every declaration of the hierarchy is kept, so that a second one can be reported.
 *
 * <p>{@code @Sharded} as SDM 5.1 reads it (BasicMongoPersistentEntity.detectShardKey, ShardKey):
 * {@code shardKey} (alias {@code value}) lists property names, {@code _id} when empty; its
 * {@code QueryMapper} maps them to stored names and passes a name it does not know through as
 * written; {@code shardingStrategy = HASH} hashes every key, not only the first.
 *
 * <p>Morphia 2.5's {@code @ShardKeys} as {@code DatastoreImpl.shardCollection} sends it: each
 * {@code @ShardKey}'s {@code value} as written, never mapped ({@code RANGED} as {@code 1}, {@code HASHED} as
 * {@code "hashed"}), and {@code @ShardOptions(unique)}; its {@code ShardKeyNames} check refuses, at mapping, a
 * name that is no property of the entity by stored or Java name, so a dotted path is refused. Its model
 * takes {@code @ShardKeys} from an interface as well ({@link MorphiaVocabulary#morphiaAnnotation}).
 * {@code numInitialChunks} and {@code presplitHashedZones} are Morphia's own and not read.
 */
final class ShardKeyReader {

    static final String SHARD_KEY = AnnotationReader.PACKAGE + "ShardKey";
    static final String SHARDED = SpringDataVocabulary.MAPPING + "Sharded";
    static final String SHARD_KEYS = MorphiaVocabulary.PACKAGE + "ShardKeys";
    /** Every vocabulary's shard key annotation, each meaningful only on a document. */
    static final List<String> ANNOTATIONS = List.of(SHARD_KEY, SHARDED, SHARD_KEYS);

    private final AnnotationReader annotations;
    private final Positions positions;

    ShardKeyReader(AnnotationReader annotations, Positions positions) {
        this.annotations = annotations;
        this.positions = positions;
    }

    /**
     * @param sameCollection for a superclass: whether it is a document stored in the same collection; {@code null}
     *     when it is no document at all (then part of this one's stored shape)
     * @return the shard key, or {@code null} when the hierarchy declares none
     */
    ShardKeySpec read(
            TypeElement document,
            FieldPathResolver resolver,
            Function<TypeElement, Boolean> sameCollection,
            List<ReadProblem> problems) {
        List<ShardKeySpec> declared = new ArrayList<>();
        for (TypeElement c = document; c != null; c = TypeHierarchy.superclass(c)) {
            if (c != document && Boolean.FALSE.equals(sameCollection.apply(c))) {
                break;
            }
            for (AnnotationMirror m : c.getAnnotationMirrors()) {
                String name = AnnotationReader.nameOf(m);
                if (name.equals(SHARD_KEY)) {
                    declared.add(shardKey(c, m, resolver, problems));
                } else if (name.equals(SHARDED)) {
                    declared.add(sharded(c, m, resolver));
                } else if (name.equals(SHARD_KEYS)) {
                    declared.add(shardKeys(c, m, resolver, problems));
                }
            }
            // SDM finds @Sharded merged (BasicMongoPersistentEntity.detectShardKey): a composed annotation's too
            AnnotationMirror composed =
                    AnnotationReader.has(c, SHARDED) ? null : MergedAnnotationReader.meta(c, SHARDED);
            if (composed != null) {
                declared.add(sharded(c, composed, resolver));
            }
        }
        // Morphia's model reads @ShardKeys from an interface too, where no class of the hierarchy has one
        AnnotationMirror morphia = MorphiaVocabulary.morphiaAnnotation(document, SHARD_KEYS);
        TypeElement owner = morphia == null ? null : TypeHierarchy.owner(document, morphia);
        if (owner != null && owner.getKind().isInterface()) {
            declared.add(shardKeys(owner, morphia, resolver, problems));
        }
        if (declared.isEmpty()) {
            return null;
        }
        ShardKeySpec holds = declared.get(0);
        // a second annotation that sends the same key contradicts nothing: a model written for a framework and
        // annotated for schemaguard as well says it twice
        List<ShardKeySpec.Redeclaration> others = declared.subList(1, declared.size()).stream()
                .filter(d -> !sendsTheSameKey(holds, d))
                .map(d -> new ShardKeySpec.Redeclaration(d.annotation(), d.declaringType(), d.origin()))
                .toList();
        return new ShardKeySpec(
                holds.keys(),
                holds.unique(),
                holds.annotation(),
                holds.declaringType(),
                holds.origin(),
                holds.members(),
                others);
    }

    private static boolean sendsTheSameKey(ShardKeySpec a, ShardKeySpec b) {
        if (a.unique() != b.unique() || a.keys().size() != b.keys().size()) {
            return false;
        }
        for (int i = 0; i < a.keys().size(); i++) {
            IndexKey x = a.keys().get(i);
            IndexKey y = b.keys().get(i);
            if (x.type() != y.type() || !x.effectivePath().equals(y.effectivePath())) {
                return false;
            }
        }
        return true;
    }

    private ShardKeySpec shardKey(
            TypeElement owner, AnnotationMirror mirror, FieldPathResolver resolver, List<ReadProblem> problems) {
        SourcePosition base = positions.at(owner, null, null);
        List<IndexKey> keys = new ArrayList<>();
        for (AnnotationValue v : annotations.array(mirror, "keys")) {
            keys.add(IndexHintReader.parseKey(String.valueOf(v.getValue()), base.with(mirror, v), resolver, problems));
        }
        return new ShardKeySpec(
                keys,
                annotations.bool(mirror, "unique"),
                "@ShardKey",
                owner.getQualifiedName().toString(),
                base.with(mirror, null),
                members(base, mirror, List.of("keys", "unique")),
                List.of());
    }

    private ShardKeySpec sharded(TypeElement owner, AnnotationMirror mirror, FieldPathResolver resolver) {
        SourcePosition base = positions.at(owner, null, null);
        List<?> written = explicitList(mirror, "shardKey");
        if (written.isEmpty()) {
            written = explicitList(mirror, "value");
        }
        Object strategy = annotations.value(mirror, "shardingStrategy");
        boolean hash = strategy instanceof VariableElement constant
                && constant.getSimpleName().contentEquals("HASH");
        IndexKeyType type = hash ? IndexKeyType.HASHED : IndexKeyType.ASCENDING;
        List<IndexKey> keys = new ArrayList<>();
        if (written.isEmpty()) {
            keys.add(sdmKey("_id", type, base.with(mirror, null), resolver));
        } else {
            for (Object o : written) {
                if (o instanceof AnnotationValue v) {
                    keys.add(sdmKey(String.valueOf(v.getValue()), type, base.with(mirror, v), resolver));
                }
            }
        }
        Map<String, Origin> members = members(base, mirror, List.of("shardKey", "value", "shardingStrategy"));
        if (members.containsKey("value") && !members.containsKey("shardKey")) {
            members.put("shardKey", members.get("value"));
        }
        return new ShardKeySpec(
                keys,
                false,
                "@Sharded",
                owner.getQualifiedName().toString(),
                base.with(mirror, null),
                members,
                List.of());
    }

    /** The elements of an array member as written, or none: an erroneous value is javac's to report. */
    private static List<?> explicitList(AnnotationMirror mirror, String member) {
        AnnotationValue written = AnnotationReader.explicit(mirror, member);
        return written != null && written.getValue() instanceof List<?> list ? list : List.of();
    }

    private ShardKeySpec shardKeys(
            TypeElement owner, AnnotationMirror mirror, FieldPathResolver resolver, List<ReadProblem> problems) {
        SourcePosition base = positions.at(owner, null, null);
        List<IndexKey> keys = new ArrayList<>();
        for (AnnotationValue v : annotations.array(mirror, "value")) {
            // a key still being written (no value yet) is javac's error to report, not a key
            AnnotationValue name =
                    v.getValue() instanceof AnnotationMirror key ? AnnotationReader.explicit(key, "value") : null;
            if (name == null) {
                continue;
            }
            AnnotationMirror key = (AnnotationMirror) v.getValue();
            Object type = annotations.value(key, "type");
            boolean hashed = type instanceof VariableElement constant
                    && constant.getSimpleName().contentEquals("HASHED");
            keys.add(morphiaKey(
                    owner,
                    String.valueOf(name.getValue()),
                    hashed ? IndexKeyType.HASHED : IndexKeyType.ASCENDING,
                    base.with(key, null),
                    resolver,
                    problems));
        }
        Map<String, Origin> members = members(base, mirror, List.of("value"));
        if (members.containsKey("value")) {
            members.put("keys", members.remove("value"));
        }
        boolean unique = false;
        AnnotationValue options = AnnotationReader.explicit(mirror, "options");
        if (options != null) {
            AnnotationMirror shardOptions = (AnnotationMirror) options.getValue();
            unique = annotations.bool(shardOptions, "unique");
            AnnotationValue written = AnnotationReader.explicit(shardOptions, "unique");
            if (written != null) {
                members.put("unique", base.with(shardOptions, written));
            }
        }
        return new ShardKeySpec(
                keys,
                unique,
                "@ShardKeys",
                owner.getQualifiedName().toString(),
                base.with(mirror, null),
                members,
                List.of());
    }

    /**
     * A Morphia shard key name, sent as written: resolved as a stored top-level name. A Java name whose
     * field is stored under another name passes Morphia's check but shards on a field no document has;
     * a dotted path is refused by that check. A name that is neither is left unresolved for ShardKey.
     */
    private static IndexKey morphiaKey(
            TypeElement owner,
            String written,
            IndexKeyType type,
            SourcePosition at,
            FieldPathResolver resolver,
            List<ReadProblem> problems) {
        PathResolution stored = resolver.resolveStored(written);
        PathResolution java = stored.isResolved() ? stored : resolver.resolve(written);
        String shown = "@ShardKey(\"" + written + "\")";
        if (written.contains(".") && (stored.isResolved() || java.isResolved())) {
            problems.add(ReadProblem.of(
                    InvalidAnnotation.Message.MORPHIA_SHARD_KEY_DOTTED,
                    at,
                    shown,
                    owner.getSimpleName().toString()));
        }
        if (stored.isResolved()) {
            String javaPath = stored.fields().stream().map(FieldModel::javaName).collect(Collectors.joining("."));
            return new IndexKey(javaPath, written, type, type.suffix(), at);
        }
        if (java.isResolved()) {
            if (!written.contains(".")) {
                problems.add(ReadProblem.of(
                        UnreadAnnotation.Message.MORPHIA_SHARD_KEY_JAVA_NAME,
                        at,
                        shown,
                        owner.getSimpleName().toString(),
                        written,
                        java.storedPath()));
            }
            return new IndexKey(written, written, type, type.suffix(), at, true);
        }
        return new IndexKey(written, null, type, type.suffix(), at);
    }

    /** A property path mapped to stored names; a stored name is kept, as SDM's QueryMapper keeps it. */
    private static IndexKey sdmKey(String path, IndexKeyType type, SourcePosition at, FieldPathResolver resolver) {
        PathResolution resolution = resolver.resolve(path);
        if (resolution.isResolved()) {
            return new IndexKey(path, resolution.storedPath(), type, type.suffix(), at, true);
        }
        PathResolution stored = resolution.throughReference() ? resolution : resolver.resolveStored(path);
        if (stored.isResolved()) {
            String javaPath = stored.fields().stream().map(FieldModel::javaName).collect(Collectors.joining("."));
            return new IndexKey(javaPath, stored.storedPath(), type, type.suffix(), at, true);
        }
        return new IndexKey(path, null, type, type.suffix(), at);
    }

    private static Map<String, Origin> members(SourcePosition base, AnnotationMirror mirror, List<String> names) {
        Map<String, Origin> out = new LinkedHashMap<>();
        for (String name : names) {
            AnnotationValue v = AnnotationReader.explicit(mirror, name);
            if (v != null) {
                out.put(name, base.with(mirror, v));
            }
        }
        return out;
    }
}
