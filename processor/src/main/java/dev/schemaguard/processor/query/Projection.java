package dev.schemaguard.processor.query;

import java.util.List;

/** Which fields a query returns; a covered query needs them all in one index. */
public sealed interface Projection {

    static Projection wholeDocument() {
        return new WholeDocument();
    }

    /** Every field. */
    record WholeDocument() implements Projection {}

    /** Only these stored paths (and {@code _id} unless excluded). */
    record Fields(List<String> paths, boolean includesId) implements Projection {
        public Fields {
            paths = List.copyOf(paths);
        }
    }

    /** A projection the source does not let one read (a projection interface or DTO chosen at run time). */
    record Unknown(String reason) implements Projection {}
}
