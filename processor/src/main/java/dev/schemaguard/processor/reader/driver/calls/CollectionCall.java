package dev.schemaguard.processor.reader.driver.calls;

import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.UnknownField;
import java.util.List;
import java.util.Objects;

/**
 * A query one {@code MongoCollection} call sends, with the field names it writes that no stored field has.
 *
 * @param query         the query, its origin the call ({@link CodePosition})
 * @param unknownFields the names no stored path has, each where it is written
 */
public record CollectionCall(Query query, List<UnknownField> unknownFields) {

    public CollectionCall {
        Objects.requireNonNull(query, "query");
        unknownFields = List.copyOf(unknownFields);
    }
}
