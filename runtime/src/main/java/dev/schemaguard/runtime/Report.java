package dev.schemaguard.runtime;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What a run created, found, would create, and could not reconcile. Every entry names its
 * namespace ({@code database.collection}); indexes are described by name, keys and the options
 * that are set; existing collections whose options differ from their declaration are
 * {@link Drift}s. {@link #toString()} is for people: a summary line, then one section per kind;
 * drifts, updated validators and shard keys appear (and are counted in the summary) only when there are some.
 */
public final class Report {
    private final boolean applied;
    final List<String> createdCollections = new ArrayList<String>();
    final List<String> existingCollections = new ArrayList<String>();
    final List<String> missingCollections = new ArrayList<String>();
    final List<String> createdIndexes = new ArrayList<String>();
    final List<String> existingIndexes = new ArrayList<String>();
    final List<String> missingIndexes = new ArrayList<String>();
    final List<String> undeclaredIndexes = new ArrayList<String>();
    final List<Conflict> conflicts = new ArrayList<Conflict>();
    final List<Drift> drifts = new ArrayList<Drift>();
    final List<String> updatedValidators = new ArrayList<String>();
    final List<String> shardedCollections = new ArrayList<String>();
    final List<String> collectionsToShard = new ArrayList<String>();
    final List<String> existingShardKeys = new ArrayList<String>();
    final List<String> failures = new ArrayList<String>();
    final List<String> notes = new ArrayList<String>();

    Report(boolean applied) {
        this.applied = applied;
    }

    /** Whether this is the report of {@code apply} (rather than {@code plan}). */
    public boolean applied() {
        return applied;
    }

    public List<String> createdCollections() {
        return Collections.unmodifiableList(createdCollections);
    }

    public List<String> existingCollections() {
        return Collections.unmodifiableList(existingCollections);
    }

    /** Collections {@code apply} would create (plan only). */
    public List<String> missingCollections() {
        return Collections.unmodifiableList(missingCollections);
    }

    public List<String> createdIndexes() {
        return Collections.unmodifiableList(createdIndexes);
    }

    public List<String> existingIndexes() {
        return Collections.unmodifiableList(existingIndexes);
    }

    /**
     * Indexes not created: those {@code apply} would create (plan), and those it leaves to build by
     * hand on a collection above {@link Options#maxDocumentsToIndex(long)} (plan and apply; a note
     * gives the command).
     */
    public List<String> missingIndexes() {
        return Collections.unmodifiableList(missingIndexes);
    }

    /** Existing indexes that no document declares: candidates to hide with hideIndex, then drop. */
    public List<String> undeclaredIndexes() {
        return Collections.unmodifiableList(undeclaredIndexes);
    }

    public List<Conflict> conflicts() {
        return Collections.unmodifiableList(conflicts);
    }

    /**
     * Options of existing collections that differ from their declaration, each with what was or
     * can be done about it. Not counted by {@link #isComplete()}: the collections are there.
     */
    public List<Drift> drifts() {
        return Collections.unmodifiableList(drifts);
    }

    /**
     * The collections whose validator, validation level or action {@code apply} changed with
     * {@code collMod} ({@link Options#updateValidators(boolean)}), each with the options it sent.
     */
    public List<String> updatedValidators() {
        return Collections.unmodifiableList(updatedValidators);
    }

    /**
     * The collections {@code apply} sharded with {@code shardCollection} (on a mongos), each with its
     * shard key and the index that supports it, marked {@code (created first)} when the bootstrap
     * created that index for it: {@code shop.orders {"customerId": 1, "placedAt": 1}, supporting index
     * customerId_1_placedAt_1 (created first)}.
     */
    public List<String> shardedCollections() {
        return Collections.unmodifiableList(shardedCollections);
    }

    /**
     * The collections {@code apply} would shard (plan only), written as in {@link #shardedCollections()};
     * a supporting index to create first is also among {@link #missingIndexes()}.
     */
    public List<String> collectionsToShard() {
        return Collections.unmodifiableList(collectionsToShard);
    }

    /**
     * The collections already sharded with their declared shard key: {@code shop.orders {"customerId": "hashed"}}.
     * One sharded with another key is a {@link Conflict} instead (index {@code (shard key)}), whose
     * remedy, {@code reshardCollection}, the bootstrap never runs.
     */
    public List<String> existingShardKeys() {
        return Collections.unmodifiableList(existingShardKeys);
    }

    /** Commands that failed for another reason than a conflict (the run went on with the other collections). */
    public List<String> failures() {
        return Collections.unmodifiableList(failures);
    }

    /**
     * What was not done and why, where nothing failed: a commitQuorum not sent, two collations declared
     * for one collection, a shard key not applied because the server is not a mongos (one per collection),
     * the indexes of a collection above {@link Options#maxDocumentsToIndex(long)} with the command that builds them.
     */
    public List<String> notes() {
        return Collections.unmodifiableList(notes);
    }

    /**
     * Whether the run wrote nothing: everything declared already existed, no validator was changed
     * and no collection was sharded (or this is a plan).
     */
    public boolean changedNothing() {
        return createdCollections.isEmpty()
                && createdIndexes.isEmpty()
                && updatedValidators.isEmpty()
                && shardedCollections.isEmpty();
    }

    /**
     * Whether every declared collection, index and (on a mongos) shard key is in place, as declared:
     * nothing missing, to shard, in conflict or failed. {@link #drifts()} are not counted: see them
     * there; nor are shard keys noted as not applied on a server that is not a mongos.
     */
    public boolean isComplete() {
        return conflicts.isEmpty()
                && failures.isEmpty()
                && missingCollections.isEmpty()
                && missingIndexes.isEmpty()
                && collectionsToShard.isEmpty();
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("schemaguard ")
                .append(applied ? "apply" : "plan")
                .append(": ");
        if (applied) {
            out.append(changedNothing() ? "nothing to create, " : "")
                    .append(createdCollections.size())
                    .append(" collections and ")
                    .append(createdIndexes.size())
                    .append(" indexes created, ");
            if (!missingIndexes.isEmpty()) {
                // only then: a report with every index built reads as it always has
                out.append(missingIndexes.size()).append(" indexes left to build by hand, ");
            }
        } else {
            out.append(missingCollections.size())
                    .append(" collections and ")
                    .append(missingIndexes.size())
                    .append(" indexes to create, ");
        }
        out.append(existingCollections.size())
                .append(" collections and ")
                .append(existingIndexes.size())
                .append(" indexes already there, ")
                .append(conflicts.size())
                .append(" conflicts, ")
                .append(undeclaredIndexes.size())
                .append(" undeclared indexes");
        if (!drifts.isEmpty()) {
            // only then: a report without drift reads as it always has
            out.append(", ").append(drifts.size()).append(" drifts");
        }
        if (!shardedCollections.isEmpty() || !collectionsToShard.isEmpty() || !existingShardKeys.isEmpty()) {
            // only then, as drifts: a report without shard keys reads as it always has
            out.append(", ")
                    .append(
                            applied
                                    ? shardedCollections.size() + " collections sharded"
                                    : collectionsToShard.size() + " collections to shard")
                    .append(", ")
                    .append(existingShardKeys.size())
                    .append(" already sharded");
        }
        out.append('\n');
        section(out, "created collections", createdCollections);
        section(out, "created indexes", createdIndexes);
        section(out, "updated validators (collMod)", updatedValidators);
        section(out, "sharded collections (shardCollection)", shardedCollections);
        section(out, "collections to create", missingCollections);
        section(out, applied ? "indexes left to build by hand (see notes)" : "indexes to create", missingIndexes);
        section(out, "collections to shard (shardCollection)", collectionsToShard);
        section(out, "existing collections", existingCollections);
        section(out, "existing indexes", existingIndexes);
        section(out, "already sharded with the declared key", existingShardKeys);
        section(out, "conflicts (nothing changed; drop or rename one side)", conflicts);
        section(out, "drifts (collection options that differ from the declaration)", drifts);
        section(out, "undeclared indexes (hide with hideIndex, then drop if nothing slows down)", undeclaredIndexes);
        section(out, "failures", failures);
        section(out, "notes", notes);
        return out.toString();
    }

    /**
     * Appends the entries of {@code part}, the report of one collection or of one database's
     * shared steps: parts are added in the targets' order, so the report does not depend on the
     * order in which the server's answers arrived.
     */
    void addAll(Report part) {
        createdCollections.addAll(part.createdCollections);
        existingCollections.addAll(part.existingCollections);
        missingCollections.addAll(part.missingCollections);
        createdIndexes.addAll(part.createdIndexes);
        existingIndexes.addAll(part.existingIndexes);
        missingIndexes.addAll(part.missingIndexes);
        undeclaredIndexes.addAll(part.undeclaredIndexes);
        conflicts.addAll(part.conflicts);
        drifts.addAll(part.drifts);
        updatedValidators.addAll(part.updatedValidators);
        shardedCollections.addAll(part.shardedCollections);
        collectionsToShard.addAll(part.collectionsToShard);
        existingShardKeys.addAll(part.existingShardKeys);
        failures.addAll(part.failures);
        notes.addAll(part.notes);
    }

    /** Entries of one report line, as every list in a report is written. */
    static String commaSeparated(List<String> parts) {
        StringBuilder out = new StringBuilder();
        for (String part : parts) {
            out.append(out.length() == 0 ? "" : ", ").append(part);
        }
        return out.toString();
    }

    private static void section(StringBuilder out, String title, List<?> lines) {
        if (lines.isEmpty()) {
            return;
        }
        out.append("  ").append(title).append(":\n");
        for (Object line : lines) {
            out.append("    ").append(line).append('\n');
        }
    }
}
