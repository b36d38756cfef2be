package dev.schemaguard.processor.reader.code;

import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.UnknownField;
import java.util.List;
import java.util.Objects;

/**
 * A query that one call in a method body sends (a driver {@code MongoCollection.find}, a {@code MongoTemplate.find},
 * a Morphia {@code Datastore.find}), with the field names it writes that no stored field has.
 *
 * @param query         the query, its origin the call ({@link dev.schemaguard.processor.diagnostic.CodePosition})
 * @param unknownFields the names no stored path has, each where it is written
 */
public record CodeQuery(Query query, List<UnknownField> unknownFields) {

    public CodeQuery {
        Objects.requireNonNull(query, "query");
        unknownFields = List.copyOf(unknownFields);
    }
}
