package it.lending;

import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.Criteria;
import org.springframework.data.mongodb.core.query.Query;

/** The catalogue's queries, written with the generated constants (stored names) and Lombok's getters. */
public final class Library {

    private final MongoTemplate mongo;

    public Library(MongoTemplate mongo) {
        this.mongo = mongo;
    }

    /** An author's titles, newest first: the index author_published. */
    public List<String> titlesBy(ObjectId author) {
        Query byAuthor = Query.query(Criteria.where(BookSchema.AUTHOR_ID).is(author))
                .with(Sort.by(Sort.Direction.DESC, BookSchema.PUBLISHED_AT));
        return mongo.find(byAuthor, Book.class).stream().map(Book::getTitle).toList();
    }
}
