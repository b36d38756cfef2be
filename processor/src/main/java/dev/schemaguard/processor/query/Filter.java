package dev.schemaguard.processor.query;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Which documents a query matches: a tree of {@code $and}/{@code $or}/{@code $nor} over predicates on stored paths.
 * A filter the source does not let one read is {@link Unreadable}; a planner decides nothing about it.
 */
public sealed interface Filter {

    /** Every predicate of the tree, in order, whatever the operators above it. */
    default List<Predicate> predicates() {
        List<Predicate> out = new ArrayList<>();
        collect(this, out);
        return out;
    }

    private static void collect(Filter filter, List<Predicate> out) {
        if (filter instanceof And and) {
            and.clauses().forEach(c -> collect(c, out));
        } else if (filter instanceof Or or) {
            or.clauses().forEach(c -> collect(c, out));
        } else if (filter instanceof Nor nor) {
            nor.clauses().forEach(c -> collect(c, out));
        } else if (filter instanceof Predicate predicate) {
            out.add(predicate);
        }
    }

    /** Whether it matches every document: {@code {}}. */
    default boolean isEmpty() {
        return this instanceof And and && and.clauses().isEmpty();
    }

    /** {@code {}}: every document. */
    static Filter matchAll() {
        return new And(List.of());
    }

    /** Every clause holds: {@code $and}, or the fields of one filter document. An empty list matches everything. */
    record And(List<Filter> clauses) implements Filter {
        public And {
            clauses = List.copyOf(clauses);
        }
    }

    /** At least one clause holds: {@code $or}. */
    record Or(List<Filter> clauses) implements Filter {
        public Or {
            clauses = List.copyOf(clauses);
        }
    }

    /** No clause holds: {@code $nor}. */
    record Nor(List<Filter> clauses) implements Filter {
        public Nor {
            clauses = List.copyOf(clauses);
        }
    }

    /**
     * One condition on one stored path.
     *
     * @param path      the stored path, dot-separated ({@code address.city}, {@code _id})
     * @param condition what the value at that path must satisfy
     */
    record Predicate(String path, Condition condition) implements Filter {
        public Predicate {
            Objects.requireNonNull(path, "path");
            Objects.requireNonNull(condition, "condition");
        }
    }

    /**
     * A filter, or a clause of one, whose shape is not known at build time: a whole filter document bound to a
     * parameter, a path below what the schema model describes.
     *
     * @param reason why, for the summary of skipped queries
     */
    record Unreadable(String reason) implements Filter {}
}
