package dev.schemaguard.runtime;

import org.bson.BsonInt32;
import org.bson.BsonString;
import org.bson.BsonValue;

/**
 * Options of a bootstrap run. Immutable: each method returns a new instance with that one setting
 * changed and the others kept; {@link #defaults()} sends no {@code commitQuorum}, changes no validator,
 * works on 8 collections at once, and builds missing indexes whatever the size of the collection.
 */
public final class Options {
    /** How many collections are worked on at once by default: the round trips of a startup that changes nothing. */
    static final int DEFAULT_CONCURRENCY = 8;
    /** No limit on the documents of a collection whose missing indexes {@code apply} builds. */
    static final long UNLIMITED = Long.MAX_VALUE;

    private static final Options DEFAULTS = new Options(null, false, DEFAULT_CONCURRENCY, UNLIMITED);

    private final BsonValue commitQuorum;
    private final boolean updateValidators;
    private final int concurrency;
    private final long maxDocumentsToIndex;

    private Options(BsonValue commitQuorum, boolean updateValidators, int concurrency, long maxDocumentsToIndex) {
        this.commitQuorum = commitQuorum;
        this.updateValidators = updateValidators;
        this.concurrency = concurrency;
        this.maxDocumentsToIndex = maxDocumentsToIndex;
    }

    public static Options defaults() {
        return DEFAULTS;
    }

    /**
     * The replica set members that must finish each index build, such as {@code "majority"} or
     * {@code "votingMembers"}; sent only to servers that accept it (MongoDB 4.4 and later). The
     * server's default waits for every voting member, which blocks startup while one is down.
     */
    public Options commitQuorum(String members) {
        return new Options(new BsonString(members), updateValidators, concurrency, maxDocumentsToIndex);
    }

    /** The number of data-bearing members that must finish each index build. */
    public Options commitQuorum(int members) {
        return new Options(new BsonInt32(members), updateValidators, concurrency, maxDocumentsToIndex);
    }

    /**
     * Whether {@code apply} changes the validator, validation level and validation action of an
     * existing collection to the declared ones when they drift: one {@code collMod} per collection,
     * with the options that differ. A collection declared without a validator then loses the one
     * it has. Off by default: a validator decides which writes the database refuses, and that
     * never changes without being asked. {@code plan} never writes; nothing else is ever changed.
     */
    public Options updateValidators(boolean update) {
        return new Options(commitQuorum, update, concurrency, maxDocumentsToIndex);
    }

    /**
     * How many collections of a database are read and written at once (default 8), each on a
     * connection of the driver's pool: with 100 collections a startup that changes nothing then
     * waits for about 2 + 100 / 8 round trips instead of 101. The indexes of the first
     * {@code collections - 1} are read while {@code listCollections} is in flight, so that no more
     * than {@code collections} commands are in flight at once. {@code 1} works on one collection
     * after the other, in the calling thread, and reads nothing ahead. The threads are the call's
     * own and end with it; the report is the same whatever the order the answers arrive in.
     *
     * @throws IllegalArgumentException if {@code collections} is below 1
     */
    public Options concurrency(int collections) {
        if (collections < 1) {
            throw new IllegalArgumentException("concurrency must be at least 1, not " + collections);
        }
        return new Options(commitQuorum, updateValidators, collections, maxDocumentsToIndex);
    }

    /**
     * The most documents a collection may hold for {@code apply} to build its missing indexes
     * (unlimited by default, as before this option). An index build reads the whole collection and
     * a unique one fails on duplicate data, so on a database that holds data (Spring Data MongoDB's
     * automatic index creation is off by default since 3.0, so nothing may have built them yet) a
     * startup can leave the large collections to a planned build: the missing indexes of each
     * existing collection above {@code documents} (its {@code estimatedDocumentCount}, read from the
     * collection's metadata, once, and only when it has indexes to create) are reported among the
     * indexes to create, not built, with a note that gives the {@code createIndexes} command to run by
     * hand in {@code mongosh}. Such a collection is not sharded either, and its unique indexes are
     * not checked for a first key no document has ({@code apply} would read the collection for it):
     * plan first. Collections this run creates are empty, and always get their indexes.
     * {@code plan} reports the same. {@code 0} builds indexes on empty collections only.
     *
     * @throws IllegalArgumentException if {@code documents} is negative
     */
    public Options maxDocumentsToIndex(long documents) {
        if (documents < 0) {
            throw new IllegalArgumentException("maxDocumentsToIndex must be 0 or more, not " + documents);
        }
        return new Options(commitQuorum, updateValidators, concurrency, documents);
    }

    /** The most documents of a collection whose missing indexes {@code apply} builds; {@link #UNLIMITED} by default. */
    long maxDocumentsToIndex() {
        return maxDocumentsToIndex;
    }

    /** The commit quorum to send, or {@code null} for the server's default. */
    BsonValue commitQuorum() {
        return commitQuorum;
    }

    /** How many collections are worked on at once; 1 is sequential. */
    int concurrency() {
        return concurrency;
    }

    /** Whether {@code apply} sends collMod for a validator, level or action that drifted. */
    boolean updateValidators() {
        return updateValidators;
    }
}
