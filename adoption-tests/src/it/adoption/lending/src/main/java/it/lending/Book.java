package it.lending;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

/** A title in the catalogue, written through Lombok's accessors; its fields are stored in snake_case. */
@Data
@NoArgsConstructor
@Document("books")
// an author's page lists their books newest first
@CompoundIndex(name = "author_published", def = "{'authorId': 1, 'publishedAt': -1}")
public class Book {

    @Id
    private String id;

    // the desk scans ISBNs; sparse, since the oldest books have none
    @Indexed(unique = true, sparse = true)
    private String isbn;

    private String title;

    private ObjectId authorId;

    private Instant publishedAt;

    // nothing bounds it: schemaguard's UnboundedArray says so, and the build stays green
    private List<String> formerTitles = new ArrayList<>();
}
