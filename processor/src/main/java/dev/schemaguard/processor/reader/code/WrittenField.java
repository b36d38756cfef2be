package dev.schemaguard.processor.reader.code;

import com.sun.source.util.TreePath;
import java.util.Objects;

/**
 * A field name the code passes to a driver builder, as a compile-time constant. The driver sends it as written
 * ({@code Filters.eq} writes the name it is given into the filter document), so it is the stored path.
 *
 * @param path  the stored path from the document's root: below {@code elemMatch("items", eq("sku", s))} the name
 *              {@code sku} is written as {@code items.sku}
 * @param where the expression that gives the name
 */
public record WrittenField(String path, TreePath where) {

    public WrittenField {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(where, "where");
    }
}
