package dev.schemaguard.processor.query;

/** How many documents a query asks for at most. */
public sealed interface Limit {

    static Limit none() {
        return new None();
    }

    /** Every match. */
    record None() implements Limit {}

    /** At most {@code count} ({@code findFirst3By...}). */
    record Fixed(int count) implements Limit {
        public Fixed {
            if (count < 1) {
                throw new IllegalArgumentException("a limit is at least 1: " + count);
            }
        }
    }

    /** A limit given when the query runs (a {@code Pageable} or {@code Limit} argument), possibly none. */
    record AtRunTime() implements Limit {}
}
