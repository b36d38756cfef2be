package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One query, the books of an author newest first, written with each API that reads query code (the driver, Spring's
 * MongoTemplate, Morphia) on a document whose only index is on the author: each form gets the same finding, on its
 * call, with the same shape, and each proposes the index in its document's own annotations.
 */
class QueryCodeAcrossApisTest {

    private static List<String> findings(String name, String source) {
        return ProcessorTester.forRules("QueryWithoutIndex", "InMemorySort")
                .source(name, source)
                .expectMarkedDiagnostics()
                .messages("InMemorySort")
                .stream()
                // the part every form shares: the shape, the plan and the order's cost; the index is named as each
                // framework names it (SDM's @Indexed after the property: 'author')
                .map(m -> m.substring(m.indexOf('{'), m.indexOf("; ")).replaceAll("index '[^']*'", "index '…'"))
                .toList();
    }

    private static final List<String> SAME = List.of(
            "{author: eq} sort {year: -1} is served by index '…' {author: 1}, which does not give its order: every "
                    + "match is sorted in memory before the first is returned (SORT stage, 100 MB at most)");

    @Test
    void positive_theDriversForm() {
        assertEquals(SAME, findings("api.Driver", """
                package api;
                import static com.mongodb.client.model.Filters.eq;
                import static com.mongodb.client.model.Sorts.descending;
                import dev.schemaguard.annotations.*;
                @Document(collection = "books")
                @IndexHint(keys = "author")
                class Book { org.bson.types.ObjectId id; String author; int year; }
                class Books {
                    com.mongodb.client.MongoCollection<Book> books;
                    Object newest(String a) {
                        return books.find(eq("author", a)).sort(descending("year")); // expect: WARNING InMemorySort
                    }
                }
                """));
    }

    @Test
    void positive_theTemplatesForm() {
        assertEquals(SAME, findings("api.Template", """
                package api;
                import static org.springframework.data.mongodb.core.query.Criteria.where;
                import static org.springframework.data.mongodb.core.query.Query.query;
                import org.springframework.data.domain.Sort;
                import org.springframework.data.mongodb.core.index.Indexed;
                import org.springframework.data.mongodb.core.mapping.Document;
                @Document("books")
                class Book { String id; @Indexed String author; int year; }
                class Books {
                    org.springframework.data.mongodb.core.MongoTemplate template;
                    Object newest(String a) {
                        return template.find( // expect: WARNING InMemorySort
                                query(where("author").is(a)).with(Sort.by(Sort.Direction.DESC, "year")), Book.class);
                    }
                }
                """));
    }

    @Test
    void positive_morphiasForm() {
        assertEquals(SAME, findings("api.Morphia", """
                package api;
                import dev.morphia.annotations.*;
                import dev.morphia.query.FindOptions;
                import dev.morphia.query.Sort;
                import dev.morphia.query.filters.Filters;
                @Entity("books")
                @Indexes(@Index(fields = @Field("author")))
                class Book { @Id org.bson.types.ObjectId id; String author; int year; }
                class Books {
                    dev.morphia.Datastore datastore;
                    Object newest(String a) {
                        return datastore.find(Book.class)
                                .filter(Filters.eq("author", a))
                                .iterator(new FindOptions().sort(Sort.descending("year"))); // expect: WARNING InMemorySort
                    }
                }
                """));
    }
}
