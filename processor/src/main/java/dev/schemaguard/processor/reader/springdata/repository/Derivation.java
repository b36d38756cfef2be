package dev.schemaguard.processor.reader.springdata.repository;

import dev.schemaguard.processor.query.Query;
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
}
