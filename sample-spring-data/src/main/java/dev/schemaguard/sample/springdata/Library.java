package dev.schemaguard.sample.springdata;

import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.Collation;
import org.springframework.data.mongodb.core.query.Criteria;
import org.springframework.data.mongodb.core.query.Query;

/**
 * The library's queries, each one an index exists for. They name fields with the generated
 * constants, which are the stored names ({@code BookSchema.PUBLISHED_AT} is {@code "published"}):
 * SDM's query mapper passes a name that is no property through as it is, so a renamed field
 * cannot be missed, and renaming a Java field breaks the build rather than a query.
 */
public final class Library {

    private final MongoTemplate mongo;

    public Library(MongoTemplate mongo) {
        this.mongo = mongo;
    }

    /** index author_published: equality, then the sort. */
    public List<Book> booksBy(ObjectId authorId) {
        Query query = Query.query(Criteria.where(BookSchema.AUTHOR_ID).is(authorId))
                .with(Sort.by(Sort.Direction.DESC, BookSchema.PUBLISHED_AT));
        return mongo.find(query, Book.class);
    }

    /** index tag_published (multikey), by its first key: an element equal to the tag. */
    public List<Book> booksTagged(String tag) {
        return mongo.find(Query.query(Criteria.where(BookSchema.TAGS).is(tag)), Book.class);
    }

    /** index isbn (unique, sparse). */
    public Book bookWithIsbn(String isbn) {
        return mongo.findOne(Query.query(Criteria.where(BookSchema.ISBN).is(isbn)), Book.class);
    }

    /**
     * index name_ci: the query names the index's collation, {locale: 'en', strength: 2}, or the
     * server cannot use the index (and compares case-sensitively). Written with constants, the
     * build checks it against the index's (the report shows IXSCAN name_ci).
     */
    public List<Author> authorsNamed(String name) {
        Query query = Query.query(Criteria.where(AuthorSchema.NAME).is(name))
                .collation(Collation.of("en").strength(Collation.ComparisonLevel.secondary()));
        return mongo.find(query, Author.class);
    }

    /** index member_due: a member's open loans, the next one due first. */
    public List<Loan> openLoansOf(ObjectId memberId) {
        Query query = Query.query(Criteria.where(LoanSchema.MEMBER_ID)
                        .is(memberId)
                        .and(LoanSchema.RETURNED_AT)
                        .isNull())
                .with(Sort.by(LoanSchema.DUE_AT));
        return mongo.find(query, Loan.class);
    }

    /** index book_open: whether a copy of the book is out now. */
    public boolean isOnLoan(ObjectId bookId) {
        return mongo.exists(
                Query.query(Criteria.where(LoanSchema.BOOK_ID)
                        .is(bookId)
                        .and(LoanSchema.RETURNED_AT)
                        .isNull()),
                Loan.class);
    }
}
