package dev.schemaguard.processor.reader.springdata.calls;

/** The SDM document the template readers' tests query: a renamed field, an id, an embedded value, arrays. */
final class TemplateSources {

    private TemplateSources() {}

    static final String BOOK = """
            package tpl;
            import java.util.List;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.mapping.Field;
            @Document("books")
            public class Book {
                @Id String id;
                String title;
                @Field("a") String author;
                int year;
                List<String> tags;
                Publisher publisher;
                List<Review> reviews;
                org.springframework.data.geo.Point location;
                public static class Publisher { String name; @Field("c") String city; }
                public static class Review { String user; int rating; }
            }
            """;
}
