package dev.schemaguard.runtime;

/**
 * An option of an existing collection that differs from its declaration, as {@code listCollections}
 * reports it: a collation, a capped size, a time series setting, a validator. Defaults the server
 * fills in (a time series' granularity and bucket span, a capped size rounded up to 256 bytes, the
 * validation level {@code strict}) are not drift.
 *
 * <p>The bootstrap changes only the validator, its level and its action, and only when asked
 * ({@link Options#updateValidators(boolean)}); everything else is reported, never changed.
 */
public final class Drift {
    private final String namespace;
    private final String option;
    private final String declared;
    private final String existing;
    private final boolean changeable;
    private final String how;

    Drift(String namespace, String option, String declared, String existing, boolean changeable, String how) {
        this.namespace = namespace;
        this.option = option;
        this.declared = declared;
        this.existing = existing;
        this.changeable = changeable;
        this.how = how;
    }

    /** {@code database.collection}. */
    public String namespace() {
        return namespace;
    }

    /**
     * The option under its name in {@code listCollections}: {@code capped}, {@code size}, {@code max},
     * {@code timeseries}, {@code timeseries.granularity} (and the other time series fields),
     * {@code expireAfterSeconds}, {@code validator}, {@code validationLevel}, {@code validationAction},
     * {@code collation} or {@code storageEngine}.
     */
    public String option() {
        return option;
    }

    /** The declared value as JSON, {@code none}, or the server's default followed by {@code (default)}. */
    public String declared() {
        return declared;
    }

    /** The value the server reports, in the same form as {@link #declared()}. */
    public String existing() {
        return existing;
    }

    /**
     * Whether MongoDB can change this option of an existing collection (with {@code collMod}) to
     * the declared value. Those it cannot change need a new collection: the bootstrap only reports them.
     */
    public boolean changeable() {
        return changeable;
    }

    /**
     * What was done, or what can be done: {@code changed with collMod}, the option that makes
     * {@code apply} change it, the {@code collMod} to run by hand, or why it stays as it is.
     */
    public String how() {
        return how;
    }

    private static final String CHANGED = "changed with collMod";

    /** This drift after {@code apply} changed it with the collMod it sent. */
    Drift changed() {
        return new Drift(namespace, option, declared, existing, changeable, CHANGED);
    }

    /**
     * Whether {@code apply} changed the option to the declared value (with
     * {@code Options.updateValidators(true)}): the collection no longer drifts there.
     */
    public boolean changedByApply() {
        return CHANGED.equals(how);
    }

    @Override
    public String toString() {
        return namespace + " " + option + ": " + how + "\n      declared: " + declared + "\n      existing: "
                + existing;
    }
}
