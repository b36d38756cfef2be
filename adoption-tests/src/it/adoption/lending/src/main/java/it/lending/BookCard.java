package it.lending;

import java.time.Instant;
import lombok.Value;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

/** What the catalogue's list reads of a book: a read model of the collection Book writes, with no index of its own. */
@Value
@Document("books")
public class BookCard {

    @Id
    String id;

    String title;

    Instant publishedAt;
}
