package dev.schemaguard.runtime;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What a run created, found, would create, and could not reconcile. Every entry names its
 * namespace ({@code database.collection}); indexes are described by name, keys and the options
 * that are set; existing collections whose options differ from their declaration are
 * {@link Drift}s. {@link #toString()} is for people: a summary line, then one section per kind;
 * drifts and updated validators appear (and drifts are counted in the summary) only when there are some.
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

    /** Indexes {@code apply} would create (plan only). */
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

    /** Commands that failed for another reason than a conflict (the run went on with the other collections). */
    public List<String> failures() {
        return Collections.unmodifiableList(failures);
    }

    /** What was not done and why, where nothing failed: a commitQuorum not sent, two collations declared for one collection. */
    public List<String> notes() {
        return Collections.unmodifiableList(notes);
    }

    /** Whether the run wrote nothing: everything declared already existed and no validator was changed (or this is a plan). */
    public boolean changedNothing() {
        return createdCollections.isEmpty() && createdIndexes.isEmpty() && updatedValidators.isEmpty();
    }

    /**
     * Whether every declared collection and index is in place, as declared: nothing missing, in
     * conflict or failed. {@link #drifts()} are not counted: see them there.
     */
    public boolean isComplete() {
        return conflicts.isEmpty() && failures.isEmpty() && missingCollections.isEmpty() && missingIndexes.isEmpty();
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("schemaguard ").append(applied ? "apply" : "plan").append(": ");
        if (applied) {
            out.append(changedNothing() ? "nothing to create, " : "")
                    .append(createdCollections.size()).append(" collections and ")
                    .append(createdIndexes.size()).append(" indexes created, ");
        } else {
            out.append(missingCollections.size()).append(" collections and ")
                    .append(missingIndexes.size()).append(" indexes to create, ");
        }
        out.append(existingCollections.size()).append(" collections and ").append(existingIndexes.size())
                .append(" indexes already there, ").append(conflicts.size()).append(" conflicts, ")
                .append(undeclaredIndexes.size()).append(" undeclared indexes");
        if (!drifts.isEmpty()) {
            // only then: a report without drift reads as it always has
            out.append(", ").append(drifts.size()).append(" drifts");
        }
        out.append('\n');
        section(out, "created collections", createdCollections);
        section(out, "created indexes", createdIndexes);
        section(out, "updated validators (collMod)", updatedValidators);
        section(out, "collections to create", missingCollections);
        section(out, "indexes to create", missingIndexes);
        section(out, "existing collections", existingCollections);
        section(out, "existing indexes", existingIndexes);
        section(out, "conflicts (nothing changed; drop or rename one side)", conflicts);
        section(out, "drifts (collection options that differ from the declaration)", drifts);
        section(out, "undeclared indexes (hide with hideIndex, then drop if nothing slows down)", undeclaredIndexes);
        section(out, "failures", failures);
        section(out, "notes", notes);
        return out.toString();
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
