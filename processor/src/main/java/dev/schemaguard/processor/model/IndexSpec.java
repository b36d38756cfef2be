package dev.schemaguard.processor.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * One declared index of a collection.
 *
 * @param keys               the keys, in order
 * @param explicitName       the {@code name} given, or {@code null} for MongoDB's generated name
 * @param unique             {@code unique}
 * @param sparse             {@code sparse}
 * @param expireAfterSeconds the TTL as written, empty when none is written; a negative one, which InvalidAnnotation
 *                           reports, is no TTL either ({@link #isTtl()})
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
        OptionalLong expireAfterSeconds,
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

    /** An index with no name, no option, no weight: set the keys, where it was declared and what, and what it sets. */
    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        return new Builder(this);
    }

    /** The name MongoDB will give the index: the explicit one, else the generated one. */
    public String name() {
        return explicitName != null ? explicitName : generatedName();
    }

    /** MongoDB's default name: each key's stored path and value joined by underscores ({@code author_1_publishedAt_-1}). */
    public String generatedName() {
        return keys.stream()
                .map(k -> k.effectivePath() + "_"
                        + (k.type().suffix() != null ? k.type().suffix() : k.suffix()))
                .collect(Collectors.joining("_"));
    }

    /** Whether MongoDB expires documents by this index: a TTL of 0 seconds or more. */
    public boolean isTtl() {
        return expireAfterSeconds.isPresent() && expireAfterSeconds.getAsLong() >= 0;
    }

    public boolean isPartial() {
        return partialFilter != null;
    }

    /** Whether this index is {@code {_id: 1}}, the index MongoDB creates with every collection as {@code _id_}. */
    public boolean isDefaultIdIndex() {
        return keys.size() == 1
                && "_id".equals(keys.get(0).storedPath())
                && keys.get(0).type() == IndexKeyType.ASCENDING;
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
                .map(k -> k.effectivePath() + ": "
                        + (k.type().isDirection() ? k.type().suffix() : "\"" + k.suffix() + "\""))
                .collect(Collectors.joining(", ", "{", "}"));
    }

    /** Builds an {@link IndexSpec}; each setter is named after the component it sets. */
    public static final class Builder {
        private List<IndexKey> keys;
        private String explicitName;
        private boolean unique;
        private boolean sparse;
        private OptionalLong expireAfterSeconds = OptionalLong.empty();
        private String partialFilter;
        private CollationSpec collation;
        private boolean hidden;
        private IndexSource source;
        private String declaringType;
        private Origin origin;
        private Map<String, Origin> memberOrigins = Map.of();
        private Map<String, Double> weights = Map.of();
        private Map<String, String> options = Map.of();

        private Builder() {}

        private Builder(IndexSpec index) {
            keys = index.keys;
            explicitName = index.explicitName;
            unique = index.unique;
            sparse = index.sparse;
            expireAfterSeconds = index.expireAfterSeconds;
            partialFilter = index.partialFilter;
            collation = index.collation;
            hidden = index.hidden;
            source = index.source;
            declaringType = index.declaringType;
            origin = index.origin;
            memberOrigins = index.memberOrigins;
            weights = index.weights;
            options = index.options;
        }

        public Builder keys(List<IndexKey> keys) {
            this.keys = keys;
            return this;
        }

        public Builder explicitName(String explicitName) {
            this.explicitName = explicitName;
            return this;
        }

        public Builder unique(boolean unique) {
            this.unique = unique;
            return this;
        }

        public Builder sparse(boolean sparse) {
            this.sparse = sparse;
            return this;
        }

        public Builder expireAfterSeconds(long seconds) {
            return expireAfterSeconds(OptionalLong.of(seconds));
        }

        public Builder expireAfterSeconds(OptionalLong seconds) {
            this.expireAfterSeconds = seconds;
            return this;
        }

        public Builder partialFilter(String partialFilter) {
            this.partialFilter = partialFilter;
            return this;
        }

        public Builder collation(CollationSpec collation) {
            this.collation = collation;
            return this;
        }

        public Builder hidden(boolean hidden) {
            this.hidden = hidden;
            return this;
        }

        public Builder source(IndexSource source) {
            this.source = source;
            return this;
        }

        public Builder declaringType(String declaringType) {
            this.declaringType = declaringType;
            return this;
        }

        public Builder origin(Origin origin) {
            this.origin = origin;
            return this;
        }

        public Builder memberOrigins(Map<String, Origin> memberOrigins) {
            this.memberOrigins = memberOrigins;
            return this;
        }

        public Builder weights(Map<String, Double> weights) {
            this.weights = weights;
            return this;
        }

        public Builder options(Map<String, String> options) {
            this.options = options;
            return this;
        }

        public IndexSpec build() {
            return new IndexSpec(
                    keys,
                    explicitName,
                    unique,
                    sparse,
                    expireAfterSeconds,
                    partialFilter,
                    collation,
                    hidden,
                    source,
                    declaringType,
                    origin,
                    memberOrigins,
                    weights,
                    options);
        }
    }
}
