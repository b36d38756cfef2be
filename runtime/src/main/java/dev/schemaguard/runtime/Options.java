package dev.schemaguard.runtime;

import org.bson.BsonInt32;
import org.bson.BsonString;
import org.bson.BsonValue;

/**
 * Options of a bootstrap run. Immutable: each method returns a new instance with that one setting
 * changed and the others kept; {@link #defaults()} sends no {@code commitQuorum} and changes no validator.
 */
public final class Options {
    private static final Options DEFAULTS = new Options(null, false);

    private final BsonValue commitQuorum;
    private final boolean updateValidators;

    private Options(BsonValue commitQuorum, boolean updateValidators) {
        this.commitQuorum = commitQuorum;
        this.updateValidators = updateValidators;
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
        return new Options(new BsonString(members), updateValidators);
    }

    /** The number of data-bearing members that must finish each index build. */
    public Options commitQuorum(int members) {
        return new Options(new BsonInt32(members), updateValidators);
    }

    /**
     * Whether {@code apply} changes the validator, validation level and validation action of an
     * existing collection to the declared ones when they drift: one {@code collMod} per collection,
     * with the options that differ. A collection declared without a validator then loses the one
     * it has. Off by default: a validator decides which writes the database refuses, and that
     * never changes without being asked. {@code plan} never writes; nothing else is ever changed.
     */
    public Options updateValidators(boolean update) {
        return new Options(commitQuorum, update);
    }

    /** The commit quorum to send, or {@code null} for the server's default. */
    BsonValue commitQuorum() {
        return commitQuorum;
    }

    /** Whether {@code apply} sends collMod for a validator, level or action that drifted. */
    boolean updateValidators() {
        return updateValidators;
    }
}
