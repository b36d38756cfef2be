package dev.schemaguard.processor.reader.code;

import java.util.List;
import java.util.Objects;

/**
 * A part of a query read from code (a filter, a sort, a projection) and the field names written in it.
 *
 * @param value  what the part asks for, in the query model
 * @param fields every constant field name written in it, in source order
 */
public record ReadPart<T>(T value, List<WrittenField> fields) {

    public ReadPart {
        Objects.requireNonNull(value, "value");
        fields = List.copyOf(fields);
    }
}
