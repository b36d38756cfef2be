package dev.schemaguard.sample.springdata;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.query.TextCriteria;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.data.mongodb.repository.Query;

/** The catalogue's queries; each names the index of {@link Book} that serves it. */
public interface BookRepository extends MongoRepository<Book, String> {

    /** An author's page, newest first. Index author_published: the equality, then the sort (ESR). */
    List<Book> findByAuthorIdOrderByPublishedAtDesc(ObjectId authorId);

    /** The desk scans an ISBN. Index isbn (unique): one key. */
    Optional<Book> findByIsbn(String isbn);

    /** The desk scans a stack of returned books at once. Index isbn: one point per ISBN ($in). */
    List<Book> findByIsbnIn(Collection<String> isbns);

    /** The A-to-Z shelf: titles from a letter on, in order. Index title: the prefix bounds it and gives the order. */
    List<Book> findByTitleStartingWithOrderByTitle(String prefix);

    /** The home page's new arrivals. Index published: the range and the order, the first ten only. */
    List<Book> findTop10ByPublishedAtAfterOrderByPublishedAtDesc(Instant since);

    /**
     * New in a tag, titles only: the shelf of a tag's recent books. Index tag_published: the equality on the tag,
     * then the date, which gives both the order and the range.
     */
    @Query(
            value = "{'tags': ?0, 'publishedAt': {'$gte': ?1}}",
            sort = "{'publishedAt': -1}",
            fields = "{'title': 1, 'publishedAt': 1}")
    List<Book> findNewInTag(String tag, Instant since);

    /** The catalogue's search box: words of the title or the summary. Index Book_TextIndex ($text). */
    List<Book> findAllBy(TextCriteria words);

    /** Whether the author has a book in the catalogue, before the author is deleted. Index author_published. */
    boolean existsByAuthorId(ObjectId authorId);
}
