package dev.schemaguard.sample.springdata;

import jakarta.validation.constraints.Size;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.annotation.Transient;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.IndexDirection;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.index.TextIndexed;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.Field;

/**
 * A title in the catalogue. Annotated for Spring Data MongoDB and Bean Validation only: schemaguard
 * reads this vocabulary as it is. The newest reviews are embedded, bounded, for the book's page;
 * the catalogue is browsed by author, by tag and by words of the title and summary.
 */
@Document("books")
// an author's page lists their books newest first: equality on authorId, then the sort, in one index
@CompoundIndex(name = "author_published", def = "{'authorId': 1, 'publishedAt': -1}")
// a tag's shelf of recent books, newest first: equality on the tag, then the date, for the order and the range
// (tags is multikey, publishedAt is not, so the index still gives the order); it serves "browse by tag" alone too
@CompoundIndex(name = "tag_published", def = "{'tags': 1, 'publishedAt': -1}")
public class Book {

    @Id
    private String id;

    // the desk scans ISBNs; unique, and sparse so that the old books without one do not collide on null
    @Indexed(unique = true, sparse = true)
    @Size(max = 17)
    private String isbn;

    // the search box: one text index over title and summary, where the title weighs more; and the A-to-Z shelf,
    // titles from a letter on: a text index serves $text only, so an ordinary one too
    @TextIndexed(weight = 3)
    @Indexed(name = "title")
    @Size(max = 300)
    private String title;

    @TextIndexed
    @Size(max = 4000)
    private String summary;

    private ObjectId authorId;

    // stored under a shorter name; BookSchema.PUBLISHED_AT is that name, so queries cannot miss it.
    // The home page's new arrivals, newest first: the range and the order
    @Field("published")
    @Indexed(name = "published", direction = IndexDirection.DESCENDING)
    private Instant publishedAt;

    // "browse by tag": the multikey index tag_published, which stays small because a book has at most ten tags
    @Size(max = 10)
    private List<String> tags = new ArrayList<>();

    // the subset pattern: the newest reviews only, so the document cannot grow without end
    @Size(max = 20)
    private List<Review> reviews = new ArrayList<>();

    // computed from the open loans for the page; never stored
    @Transient
    private boolean onLoan;

    protected Book() {}

    public Book(String isbn, String title, String summary, ObjectId authorId, Instant publishedAt, List<String> tags) {
        this.isbn = isbn;
        this.title = title;
        this.summary = summary;
        this.authorId = authorId;
        this.publishedAt = publishedAt;
        this.tags = new ArrayList<>(tags);
    }

    public String getId() {
        return id;
    }

    public String getIsbn() {
        return isbn;
    }

    public String getTitle() {
        return title;
    }

    public ObjectId getAuthorId() {
        return authorId;
    }

    public Instant getPublishedAt() {
        return publishedAt;
    }

    public List<String> getTags() {
        return tags;
    }

    public List<Review> getReviews() {
        return reviews;
    }

    public boolean isOnLoan() {
        return onLoan;
    }

    public void setOnLoan(boolean onLoan) {
        this.onLoan = onLoan;
    }
}
