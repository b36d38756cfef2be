package dev.schemaguard.processor.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * One declared index of a collection.
 *
 * @param keys               the keys, in order
 * @param explicitName       the {@code name} given, or {@code null} for MongoDB's generated name
 * @param unique             {@code unique}
 * @param sparse             {@code sparse}
 * @param expireAfterSeconds the TTL as written, {@code -1} for none
 * @param partialFilter      the partial filter JSON, or {@code null}
 * @param collation          the index's own collation, or {@code null} for the collection default
 * @param hidden             {@code hidden}
 * @param source             where the hint was written
 * @param declaringType      the qualified name of the class that carries the hint
 * @param origin             the {@code @IndexHint}
 * @param memberOrigins      the members written explicitly (keys, name, expireAfterSeconds, …), by member name
 * @param weights            for a text index, the weight of each text key by stored path, in key order, as
 *                           the mapping sends them (empty: MongoDB's default weight 1 for every key)
 * @param options            the options a framework sends that the components above do not hold, by MongoDB's
 *                           name: {@code default_language} and {@code language_override} (strings) of a text
 *                           index, {@code wildcardProjection} (a JSON document) of a wildcard index
 */
public record IndexSpec(
        List<IndexKey> keys,
        String explicitName,
        boolean unique,
        boolean sparse,
        long expireAfterSeconds,
        String partialFilter,
        CollationSpec collation,
        boolean hidden,
        IndexSource source,
        String declaringType,
        Origin origin,
        Map<String, Origin> memberOrigins,
        Map<String, Double> weights,
        Map<String, String> options) {

    public IndexSpec {
        keys = List.copyOf(keys);
        memberOrigins = Map.copyOf(memberOrigins);
        weights = Collections.unmodifiableMap(new LinkedHashMap<>(weights));
        options = Collections.unmodifiableMap(new TreeMap<>(options));
    }

    public IndexSpec(List<IndexKey> keys, String explicitName, boolean unique, boolean sparse, long expireAfterSeconds,
            String partialFilter, CollationSpec collation, boolean hidden, IndexSource source, String declaringType,
            Origin origin, Map<String, Origin> memberOrigins, Map<String, Double> weights) {
        this(keys, explicitName, unique, sparse, expireAfterSeconds, partialFilter, collation, hidden, source,
                declaringType, origin, memberOrigins, weights, Map.of());
    }

    public IndexSpec(List<IndexKey> keys, String explicitName, boolean unique, boolean sparse, long expireAfterSeconds,
            String partialFilter, CollationSpec collation, boolean hidden, IndexSource source, String declaringType,
            Origin origin, Map<String, Origin> memberOrigins) {
        this(keys, explicitName, unique, sparse, expireAfterSeconds, partialFilter, collation, hidden, source,
                declaringType, origin, memberOrigins, Map.of(), Map.of());
    }

    /** The name MongoDB will give the index: the explicit one, else the generated one. */
    public String name() {
        return explicitName != null ? explicitName : generatedName();
    }

    /** MongoDB's default name: each key's stored path and value joined by underscores ({@code author_1_publishedAt_-1}). */
    public String generatedName() {
        return keys.stream()
                .map(k -> k.effectivePath() + "_" + (k.type().suffix() != null ? k.type().suffix() : k.suffix()))
                .collect(Collectors.joining("_"));
    }

    public boolean isTtl() {
        return expireAfterSeconds >= 0;
    }

    public boolean isPartial() {
        return partialFilter != null;
    }

    /** Whether this index is {@code {_id: 1}}, the index MongoDB creates with every collection as {@code _id_}. */
    public boolean isDefaultIdIndex() {
        return keys.size() == 1 && "_id".equals(keys.get(0).storedPath()) && keys.get(0).type() == IndexKeyType.ASCENDING;
    }

    /** The origin of a member written explicitly, else of the {@code @IndexHint}. */
    public Origin originOf(String member) {
        return memberOrigins.getOrDefault(member, origin);
    }

    /** For messages: the name and the keys, {@code 'author_1_publishedAt_-1' {author: 1, publishedAt: -1}}. */
    public String describe() {
        String declared = origin.declaredAs();
        return "'" + name() + "' " + keysDocument() + (declared == null ? "" : " (" + declared + ")");
    }

    public boolean hasKeyOfType(IndexKeyType type) {
        return keys.stream().anyMatch(k -> k.type() == type);
    }

    /** The keys as MongoDB writes them, for messages: {@code {author: 1, publishedAt: -1}}. */
    public String keysDocument() {
        return keys.stream()
                .map(k -> k.effectivePath() + ": " + (k.type().isDirection() ? k.type().suffix() : "\"" + k.suffix() + "\""))
                .collect(Collectors.joining(", ", "{", "}"));
    }
}
