package dev.schemaguard.runtime;

import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexModel;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.bson.conversions.Bson;

/**
 * One collection the bootstrap creates, with its options and its indexes, as a schema class
 * declares them ({@code BookSchema.createCollectionOptions()}, {@code BookSchema.indexModels()}).
 *
 * <p>The generated {@code SchemaBootstrapTargets} builds one per {@code @Document}, fresh on every
 * run, since the driver's option objects are mutable; targets of one collection (annotated
 * subclasses) are merged by the bootstrap. The bootstrap never changes a target. A target is
 * immutable: {@link #withShardKey(Bson, boolean)} returns another one.
 */
public final class Target {
    private final String database;
    private final String collection;
    private final CreateCollectionOptions options;
    private final List<IndexModel> indexes;
    /** A copy taken when it was set: the caller's {@code Bson} may be a mutable {@code Document}. */
    private final BsonDocument shardKey;

    private final boolean shardKeyUnique;
    /** What the driver lacks to build it ({@link #build}), or {@code null}. */
    private final String unavailable;

    /**
     * @param database the database, or {@code null} for "the database the bootstrap is given"
     * @param collection the collection name
     * @param options the options to create the collection with (collation, capped, time series, validator,
     *     storage engine), and that an existing collection is compared with
     * @param indexes every declared index, each with its name set
     * @throws IllegalArgumentException if the collection, the options or the indexes are missing, or an index has no name
     */
    public Target(String database, String collection, CreateCollectionOptions options, List<IndexModel> indexes) {
        this(database, collection, options, indexes, null, false, null);
    }

    private Target(
            String database,
            String collection,
            CreateCollectionOptions options,
            List<IndexModel> indexes,
            BsonDocument shardKey,
            boolean shardKeyUnique,
            String unavailable) {
        if (collection == null || options == null || indexes == null) {
            throw new IllegalArgumentException("a target needs a collection, options and indexes (may be empty)");
        }
        for (IndexModel index : indexes) {
            if (index == null) {
                throw new IllegalArgumentException("collection '" + collection + "': an index is null");
            }
            // without a name the run would fail halfway, on the first comparison
            if (index.getOptions().getName() == null) {
                throw new IllegalArgumentException("collection '" + collection + "': the index on "
                        + IndexSpecs.document(index.getKeys()).toJson()
                        + " has no name; the bootstrap finds existing indexes by name");
            }
        }
        this.database = database;
        this.collection = collection;
        this.options = options;
        this.indexes = Collections.unmodifiableList(new ArrayList<IndexModel>(indexes));
        this.shardKey = shardKey;
        this.shardKeyUnique = shardKeyUnique;
        this.unavailable = unavailable;
    }

    /**
     * The target {@code build} returns; or, when the driver on the class path lacks an API that
     * building it calls, a target the bootstrap leaves out, with the other targets of its collection,
     * and reports as a failure that names what the driver lacks and the first driver version that has
     * it. That happens when the schema classes were compiled against a newer driver than the one the
     * application runs with: a hidden index ({@code IndexOptions.hidden}) needs driver 4.1, a time
     * series collection ({@code TimeSeriesOptions}) 4.3, its bucket settings 4.10. The generated
     * {@code SchemaBootstrapTargets} builds each target through this, so that one document never
     * stops the others, and no {@code NoSuchMethodError} leaves the bootstrap.
     *
     * @param database the database, or {@code null}, as for the constructor: named in the report
     * @param collection the collection: named in the report
     * @param build builds the target; any error other than a linkage error is thrown as it is
     */
    public static Target build(String database, String collection, Supplier<Target> build) {
        try {
            return build.get();
        } catch (LinkageError e) {
            // NoSuchMethodError, NoClassDefFoundError, or ExceptionInInitializerError of a schema class
            return new Target(
                    database,
                    collection,
                    new CreateCollectionOptions(),
                    Collections.<IndexModel>emptyList(),
                    null,
                    false,
                    DriverFeature.describe(e));
        }
    }

    /**
     * This target with a shard key: on a sharded cluster the bootstrap shards the collection with it
     * ({@code shardCollection}), creating first an index that supports it when none does; elsewhere
     * the report notes that it was not applied.
     *
     * @param keys the shard key as {@code shardCollection} takes it, in order: each field {@code 1}
     *     (ranged) or {@code "hashed"}, such as {@code {customerId: 1, placedAt: 1}} or {@code {customerId: "hashed"}}
     * @param unique whether the shard key's index enforces uniqueness ({@code shardCollection}'s {@code unique})
     * @return a new target; this one is unchanged
     * @throws IllegalArgumentException if the keys are missing or empty, a value is neither 1 nor
     *     {@code "hashed"}, or {@code unique} is asked of a hashed key (MongoDB refuses both)
     */
    public Target withShardKey(Bson keys, boolean unique) {
        BsonDocument key = IndexSpecs.document(keys);
        if (key == null || key.isEmpty()) {
            throw new IllegalArgumentException("collection '" + collection + "': a shard key needs at least one field");
        }
        for (Map.Entry<String, BsonValue> field : key.entrySet()) {
            BsonValue value = field.getValue();
            boolean hashed = value.isString() && value.asString().getValue().equals("hashed");
            if (!hashed && !(value.isNumber() && value.asNumber().doubleValue() == 1)) {
                // a one-field document renders any BSON value as JSON: {"v": ...}
                String json = new BsonDocument("v", value).toJson();
                throw new IllegalArgumentException("collection '" + collection + "': shard key field '" + field.getKey()
                        + "' is " + json.substring(6, json.length() - 1) + "; MongoDB takes 1 (ranged) or \"hashed\"");
            }
            if (hashed && unique) {
                throw new IllegalArgumentException(
                        "collection '" + collection + "': a hashed shard key cannot be unique");
            }
        }
        return new Target(database, collection, options, indexes, key.clone(), unique, unavailable);
    }

    /** The database, or {@code null} when the document names none. */
    public String database() {
        return database;
    }

    /** The collection name. */
    public String collection() {
        return collection;
    }

    /** The options the collection is created with (the driver's object: mutable, so do not change it). */
    public CreateCollectionOptions options() {
        return options;
    }

    /** The declared indexes, in declaration order. */
    public List<IndexModel> indexes() {
        return indexes;
    }

    /** The shard key, or {@code null} when the document declares none. */
    public Bson shardKey() {
        return shardKey == null ? null : shardKey.clone();
    }

    /** Whether the shard key is unique; {@code false} without a shard key. */
    public boolean shardKeyUnique() {
        return shardKeyUnique;
    }

    /**
     * What the driver on the class path lacks to build this target ({@link #build}), with the first
     * driver version that has it; {@code null} for a target that was built.
     */
    String unavailable() {
        return unavailable;
    }

    /** The shard key as the bootstrap reads it, without a copy. */
    BsonDocument shardKeyDocument() {
        return shardKey;
    }

    @Override
    public String toString() {
        if (unavailable != null) {
            return (database == null ? "" : database + ".") + collection + " (unavailable: " + unavailable + ")";
        }
        return (database == null ? "" : database + ".") + collection + " (" + indexes.size() + " indexes"
                + (shardKey == null ? "" : ", shard key " + shardKey.toJson() + (shardKeyUnique ? " unique" : ""))
                + ")";
    }
}
