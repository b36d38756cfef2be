package dev.schemaguard.processor.query;

import java.util.Objects;

/** The query SDM derives from a repository method, or why it refuses to. */
public sealed interface Derivation {

    record Derived(Query query) implements Derivation {
        public Derived {
            Objects.requireNonNull(query, "query");
        }
    }

    record Refused(QueryRefusal refusal) implements Derivation {
        public Refused {
            Objects.requireNonNull(refusal, "refusal");
        }
    }

    /**
     * A query method whose query is not read (yet): nothing is known of it and no rule fires on it.
     *
     * @param reason what it is, for the summary of skipped queries
     */
    record NotRead(String reason) implements Derivation {
        public NotRead {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
