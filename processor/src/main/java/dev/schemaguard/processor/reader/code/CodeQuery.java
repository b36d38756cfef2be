package dev.schemaguard.processor.reader.code;

import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryRefusal;
import dev.schemaguard.processor.query.UnknownField;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A query that one call in a method body sends (a driver {@code MongoCollection.find}, a {@code MongoTemplate.find},
 * a Morphia {@code Datastore.find}), with the field names it writes that no stored field has.
 *
 * @param query         the query, its origin the call ({@link dev.schemaguard.processor.diagnostic.CodePosition})
 * @param unknownFields the names no stored path has, each where it is written
 * @param refusal       why the framework throws on the query whenever the call runs, when it does
 */
public record CodeQuery(Query query, List<UnknownField> unknownFields, Optional<QueryRefusal> refusal) {

    public CodeQuery {
        Objects.requireNonNull(query, "query");
        unknownFields = List.copyOf(unknownFields);
        Objects.requireNonNull(refusal, "refusal");
    }

    /** A query the framework sends. */
    public CodeQuery(Query query, List<UnknownField> unknownFields) {
        this(query, unknownFields, Optional.empty());
    }
}
