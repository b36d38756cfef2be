package dev.schemaguard.sample.springdata;

import java.time.Instant;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

/**
 * One book lent to one member. A collection of its own rather than an array in Member or Book:
 * loans accumulate for as long as the library exists.
 */
@Document("loans")
// "my loans": a member's loans, the next one due first
@CompoundIndex(name = "member_due", def = "{'memberId': 1, 'dueAt': 1}")
// the desk asks who has this copy, and the book's page whether it is out: the book, then its open loan
// (an open loan has no returnedAt, a null key)
@CompoundIndex(name = "book_open", def = "{'bookId': 1, 'returnedAt': 1}")
// the reminders: the open loans (no returnedAt, a null key) that fall due before a date, the earliest first
@CompoundIndex(name = "open_due", def = "{'returnedAt': 1, 'dueAt': 1}")
public class Loan {

    @Id
    private String id;

    private ObjectId bookId;

    private ObjectId memberId;

    private Instant borrowedAt;

    private Instant dueAt;

    // TTL: a loan is kept a year after its return, then the server deletes it; an open loan has
    // no returnedAt (SDM writes no null), so it never expires
    @Indexed(name = "returned_ttl", expireAfter = "365d")
    private Instant returnedAt;

    protected Loan() {}

    public Loan(ObjectId bookId, ObjectId memberId, Instant borrowedAt, Instant dueAt) {
        this.bookId = bookId;
        this.memberId = memberId;
        this.borrowedAt = borrowedAt;
        this.dueAt = dueAt;
    }

    public String getId() {
        return id;
    }

    public ObjectId getBookId() {
        return bookId;
    }

    public ObjectId getMemberId() {
        return memberId;
    }

    public Instant getBorrowedAt() {
        return borrowedAt;
    }

    public Instant getDueAt() {
        return dueAt;
    }

    public Instant getReturnedAt() {
        return returnedAt;
    }

    public void returned(Instant at) {
        this.returnedAt = at;
    }
}
