package dev.schemaguard.runtime;

import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexModel;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One collection the bootstrap creates, with its options and its indexes, as a schema class
 * declares them ({@code BookSchema.createCollectionOptions()}, {@code BookSchema.indexModels()}).
 *
 * <p>The generated {@code SchemaBootstrapTargets} builds one per {@code @Document}, fresh on every
 * run, since the driver's option objects are mutable; targets of one collection (annotated
 * subclasses) are merged by the bootstrap. The bootstrap never changes a target.
 */
public final class Target {
    private final String database;
    private final String collection;
    private final CreateCollectionOptions options;
    private final List<IndexModel> indexes;

    /**
     * @param database the database, or {@code null} for "the database the bootstrap is given"
     * @param collection the collection name
     * @param options the options to create the collection with (collation, capped, time series, validator,
     *     storage engine), and that an existing collection is compared with
     * @param indexes every declared index, each with its name set
     * @throws IllegalArgumentException if the collection, the options or the indexes are missing, or an index has no name
     */
    public Target(String database, String collection, CreateCollectionOptions options, List<IndexModel> indexes) {
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
                        + index.getKeys().toBsonDocument().toJson() + " has no name; the bootstrap finds existing indexes by name");
            }
        }
        this.database = database;
        this.collection = collection;
        this.options = options;
        this.indexes = Collections.unmodifiableList(new ArrayList<IndexModel>(indexes));
    }

    /** The database, or {@code null} when the document names none. */
    public String database() {
        return database;
    }

    public String collection() {
        return collection;
    }

    public CreateCollectionOptions options() {
        return options;
    }

    /** The declared indexes, in declaration order. */
    public List<IndexModel> indexes() {
        return indexes;
    }

    @Override
    public String toString() {
        return (database == null ? "" : database + ".") + collection + " (" + indexes.size() + " indexes)";
    }
}
