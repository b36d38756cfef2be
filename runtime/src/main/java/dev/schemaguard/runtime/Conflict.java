package dev.schemaguard.runtime;

/**
 * An existing index that differs from its declaration, a collection sharded with another shard
 * key than the declared one, or a unique index not built because no document has its first key
 * (each insert without it would then fail but the first); nothing was changed for it.
 */
public final class Conflict {
    private final String namespace;
    private final String index;
    private final String declared;
    private final String existing;
    private final String reason;

    Conflict(String namespace, String index, String declared, String existing, String reason) {
        this.namespace = namespace;
        this.index = index;
        this.declared = declared;
        this.existing = existing;
        this.reason = reason;
    }

    /** {@code database.collection}. */
    public String namespace() {
        return namespace;
    }

    /**
     * The declared index's name, {@code (createIndexes)} when the server refused the command as a
     * whole, or {@code (shard key)} for a collection sharded with another key.
     */
    public String index() {
        return index;
    }

    /** The declared spec: its name, keys and the options that are set; or the declared shard key. */
    public String declared() {
        return declared;
    }

    /**
     * The spec the server has, as its {@code listIndexes} gives it; the shard key in
     * {@code config.collections}; or, for a unique index not built, the field no document has.
     */
    public String existing() {
        return existing;
    }

    /** Why the two are not the same index. */
    public String reason() {
        return reason;
    }

    @Override
    public String toString() {
        return namespace + " " + index + ": " + reason + "\n      declared: " + declared + "\n      existing: "
                + existing;
    }
}
