package dev.schemaguard.runtime;

import org.bson.BsonInt32;
import org.bson.BsonString;
import org.bson.BsonValue;

/**
 * Options of a bootstrap run. Immutable: each method returns a new instance with that one setting
 * changed and the others kept; {@link #defaults()} sends no {@code commitQuorum}, changes no validator,
 * and works on 8 collections at once.
 */
public final class Options {
    /** How many collections are worked on at once by default: the round trips of a startup that changes nothing. */
    static final int DEFAULT_CONCURRENCY = 8;
    private static final Options DEFAULTS = new Options(null, false, DEFAULT_CONCURRENCY);

    private final BsonValue commitQuorum;
    private final boolean updateValidators;
    private final int concurrency;

    private Options(BsonValue commitQuorum, boolean updateValidators, int concurrency) {
        this.commitQuorum = commitQuorum;
        this.updateValidators = updateValidators;
        this.concurrency = concurrency;
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
        return new Options(new BsonString(members), updateValidators, concurrency);
    }

    /** The number of data-bearing members that must finish each index build. */
    public Options commitQuorum(int members) {
        return new Options(new BsonInt32(members), updateValidators, concurrency);
    }

    /**
     * Whether {@code apply} changes the validator, validation level and validation action of an
     * existing collection to the declared ones when they drift: one {@code collMod} per collection,
     * with the options that differ. A collection declared without a validator then loses the one
     * it has. Off by default: a validator decides which writes the database refuses, and that
     * never changes without being asked. {@code plan} never writes; nothing else is ever changed.
     */
    public Options updateValidators(boolean update) {
        return new Options(commitQuorum, update, concurrency);
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
        return new Options(commitQuorum, updateValidators, collections);
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
