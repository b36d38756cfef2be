package dev.schemaguard.processor.model;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A collection's shard key (docs/guide/sharding.md), from schemaguard's {@code @ShardKey} or Spring Data MongoDB's
 * {@code @Sharded}, declared on the document class or inherited from a superclass stored in the same
 * collection. Keys are taken as written: whether MongoDB accepts them is for the rules to say.
 *
 * @param keys           in order; a key that does not resolve has no stored path
 * @param unique         whether the collection is sharded with {@code unique: true}
 * @param annotation     the annotation as the user wrote it, for messages: {@code @ShardKey} or {@code @Sharded}
 * @param declaringType  the class that carries the annotation, by qualified name
 * @param origin         the annotation
 * @param members        the origin of each member written, by member name
 * @param redeclarations the further shard key annotations of the same hierarchy, nearest the document first
 *                       after the one that holds: a collection has one shard key
 */
public record ShardKeySpec(
        List<IndexKey> keys,
        boolean unique,
        String annotation,
        String declaringType,
        Origin origin,
        Map<String, Origin> members,
        List<Redeclaration> redeclarations) {

    public ShardKeySpec {
        keys = List.copyOf(keys);
        members = Map.copyOf(members);
        redeclarations = List.copyOf(redeclarations);
    }

    /** Another shard key annotation in the hierarchy: where, and on which class. */
    public record Redeclaration(String annotation, String declaringType, Origin origin) {}

    public Origin originOf(String member) {
        return members.getOrDefault(member, origin);
    }

    /** The origin of the keys as written ({@code keys}, or {@code @Sharded}'s {@code shardKey}), else of the annotation. */
    public Origin keysOrigin() {
        return members.getOrDefault("keys", members.getOrDefault("shardKey", origin));
    }

    public boolean isHashed() {
        return keys.stream().anyMatch(k -> k.type() == IndexKeyType.HASHED);
    }

    /** The keys as {@code shardCollection} takes them, for messages: {@code {customerId: 1, placedAt: 1}}. */
    public String keysDocument() {
        return keys.stream()
                .map(k -> k.effectivePath() + ": "
                        + (k.type().isDirection() ? k.type().suffix() : "\"" + k.suffix() + "\""))
                .collect(Collectors.joining(", ", "{", "}"));
    }

    /** The stored field names of the keys, in order, a hashed key's as its field's. */
    public List<String> fieldNames() {
        return keys.stream().map(IndexKey::effectivePath).toList();
    }
}
