package dev.schemaguard.runtime;

import com.mongodb.client.model.Collation;
import com.mongodb.client.model.CollationStrength;
import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexModel;
import com.mongodb.client.model.IndexOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.bson.BsonDocument;
import org.bson.Document;

/**
 * Targets built by hand as the processor generates them ({@code PlaceSchema.indexModels()} and
 * {@code createCollectionOptions()}) for the {@code @Document} classes of the processor's
 * SchemaBootstrapTest, so that the runtime is tested on the same specs. Each method builds new
 * objects: the driver's options are mutable.
 */
final class Schemas {

    private Schemas() {}

    /**
     * {@code @Document(collection = "places", database = "boot_places")} with a text index between
     * two other keys, a 2dsphere, a hashed and a collated index (class level), a TTL and a unique
     * partial one (field level).
     */
    static Target place() {
        return new Target("boot_places", "places", new CreateCollectionOptions(), placeIndexesWithoutWildcard());
    }

    /** {@code @IndexHint(keys = "$**")}: mongo-java-server refuses wildcard keys, so a database of its own. */
    static Target listing() {
        return new Target("boot_wildcard", "listings", new CreateCollectionOptions(), List.of(wildcard()));
    }

    /** The indexes of Place and Listing, as if one collection declared them all. */
    static List<IndexModel> placeIndexes() {
        List<IndexModel> all = new ArrayList<>(placeIndexesWithoutWildcard());
        all.add(wildcard());
        return all;
    }

    private static List<IndexModel> placeIndexesWithoutWildcard() {
        return new ArrayList<>(List.of(
                new IndexModel(
                        new Document("category", 1)
                                .append("title", "text")
                                .append("blurb", "text")
                                .append("rank", -1),
                        new IndexOptions().name("place_text")),
                new IndexModel(new Document("location", "2dsphere"), new IndexOptions().name("location_2dsphere")),
                new IndexModel(new Document("ownerId", "hashed"), new IndexOptions().name("ownerId_hashed")),
                new IndexModel(
                        new Document("owner", 1),
                        new IndexOptions()
                                .name("owner_ci")
                                .collation(Collation.builder()
                                        .locale("fr")
                                        .collationStrength(CollationStrength.PRIMARY)
                                        .numericOrdering(true)
                                        .build())),
                new IndexModel(
                        new Document("lockedAt", 1),
                        new IndexOptions().name("lockedAt_1").expireAfter(86400L, TimeUnit.SECONDS)),
                new IndexModel(
                        new Document("code", 1),
                        new IndexOptions()
                                .name("code_1")
                                .unique(true)
                                .partialFilterExpression(BsonDocument.parse("{\"rank\": {\"$gt\": 0}}")))));
    }

    private static IndexModel wildcard() {
        return new IndexModel(new Document("$**", 1), new IndexOptions().name("$**_1"));
    }

    /** {@code @Document(collection = "animals", database = "boot_zoo")} with {@code @IndexHint String name}. */
    static Target animal() {
        return new Target("boot_zoo", "animals", new CreateCollectionOptions(), List.of(nameIndex()));
    }

    /** Animal's subclass in the same collection: its own compound index, and Animal's name_1 inherited. */
    static Target dog() {
        return new Target(
                "boot_zoo",
                "animals",
                new CreateCollectionOptions(),
                List.of(
                        new IndexModel(
                                new Document("breed", 1).append("age", -1), new IndexOptions().name("breed_1_age_-1")),
                        nameIndex()));
    }

    /** {@code @Document(collection = "pets", database = "boot_pets")} with {@code @IndexHint String name}. */
    static Target pet() {
        return new Target("boot_pets", "pets", new CreateCollectionOptions(), List.of(nameIndex()));
    }

    /** Pet's subclass: {@code @IndexHint(keys = "lives", name = "by_trait")}. */
    static Target cat() {
        return new Target(
                "boot_pets",
                "pets",
                new CreateCollectionOptions(),
                List.of(new IndexModel(new Document("lives", 1), new IndexOptions().name("by_trait")), nameIndex()));
    }

    /** Pet's other subclass: the same index name on other keys, {@code @IndexHint(keys = "breed", name = "by_trait")}. */
    static Target hound() {
        return new Target(
                "boot_pets",
                "pets",
                new CreateCollectionOptions(),
                List.of(new IndexModel(new Document("breed", 1), new IndexOptions().name("by_trait")), nameIndex()));
    }

    /** {@code @IndexHint ObjectId id} and {@code @IndexHint String sku}: the generated models leave {_id: 1} out. */
    static Target idField() {
        return new Target(
                "boot_ids",
                "id_field",
                new CreateCollectionOptions(),
                List.of(new IndexModel(new Document("sku", 1), new IndexOptions().name("sku_1"))));
    }

    /** {@code @IndexHint(keys = "_id")} (left out) and {@code @IndexHint(keys = {"_id", "sku"})} (kept). */
    static Target idKey() {
        return new Target(
                "boot_ids",
                "id_key",
                new CreateCollectionOptions(),
                List.of(new IndexModel(
                        new Document("_id", 1).append("sku", 1), new IndexOptions().name("_id_1_sku_1"))));
    }

    /** {@code @IndexHint(keys = "id", name = "by_id")}: the Java name of {@code _id}, left out, so no index at all. */
    static Target idJavaName() {
        return new Target("boot_ids", "id_java_name", new CreateCollectionOptions(), List.of());
    }

    /** {@code @IndexHint(keys = "_id:-1")}: an index of its own; mongo-java-server does not list it, so a database of its own. */
    static Target idDescending() {
        return new Target(
                "boot_ids_descending",
                "id_descending",
                new CreateCollectionOptions(),
                List.of(new IndexModel(new Document("_id", -1), new IndexOptions().name("_id_-1"))));
    }

    /** Every target above, in the order the generated SchemaBootstrapTargets lists them (by qualified class name). */
    static List<Target> all() {
        return List.of(
                idDescending(),
                idField(),
                idJavaName(),
                idKey(),
                cat(),
                hound(),
                pet(),
                listing(),
                place(),
                animal(),
                dog());
    }

    private static IndexModel nameIndex() {
        return new IndexModel(new Document("name", 1), new IndexOptions().name("name_1"));
    }
}
