package dev.schemaguard.processor.query;

import java.util.List;
import java.util.Objects;

/**
 * The order a query asks for. Spring Data appends the keys of a {@code Sort} or {@code Pageable} argument after
 * the static ones ({@code AbstractQueryCreator.createQuery}: {@code tree.getSort().and(dynamicSort)}), so a sort
 * can be partly known.
 */
public sealed interface Sort {

    static Sort none() {
        return new Static(List.of());
    }

    /** Exactly these keys, in this order; none is natural order. */
    record Static(List<SortKey> keys) implements Sort {
        public Static {
            keys = List.copyOf(keys);
        }
    }

    /** These keys, then keys given when the query runs. */
    record Dynamic(List<SortKey> leadingKeys) implements Sort {
        public Dynamic {
            leadingKeys = List.copyOf(leadingKeys);
        }
    }

    /** An order the source does not let one read. */
    record Unknown(String reason) implements Sort {}

    /** One sort key: a stored path and its direction. */
    record SortKey(String path, Direction direction) {
        public SortKey {
            Objects.requireNonNull(path, "path");
            Objects.requireNonNull(direction, "direction");
        }
    }

    /** {@code 1} or {@code -1}. */
    enum Direction {
        ASCENDING(1),
        DESCENDING(-1);

        private final int value;

        Direction(int value) {
            this.value = value;
        }

        public int value() {
            return value;
        }
    }
}
