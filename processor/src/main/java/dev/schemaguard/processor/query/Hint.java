package dev.schemaguard.processor.query;

import java.util.Objects;

/** The index a query forces with {@code hint}; the server refuses a hint that names no index (BadValue). */
public sealed interface Hint {

    static Hint none() {
        return new None();
    }

    record None() implements Hint {}

    /** An index name, or its key document as JSON ({@code Query.withHint} takes either). */
    record Index(String nameOrKeys) implements Hint {
        public Index {
            Objects.requireNonNull(nameOrKeys, "nameOrKeys");
        }
    }

    /** Given when the query runs. */
    record AtRunTime() implements Hint {}
}
