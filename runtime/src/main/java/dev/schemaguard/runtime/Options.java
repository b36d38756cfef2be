package dev.schemaguard.runtime;

import org.bson.BsonInt32;
import org.bson.BsonString;
import org.bson.BsonValue;

/**
 * Options of a bootstrap run. Immutable: each method returns a new instance;
 * {@link #defaults()} sends no {@code commitQuorum}.
 */
public final class Options {
    private static final Options DEFAULTS = new Options(null);

    private final BsonValue commitQuorum;

    private Options(BsonValue commitQuorum) {
        this.commitQuorum = commitQuorum;
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
        return new Options(new BsonString(members));
    }

    /** The number of data-bearing members that must finish each index build. */
    public Options commitQuorum(int members) {
        return new Options(new BsonInt32(members));
    }

    /** The commit quorum to send, or {@code null} for the server's default. */
    BsonValue commitQuorum() {
        return commitQuorum;
    }
}
