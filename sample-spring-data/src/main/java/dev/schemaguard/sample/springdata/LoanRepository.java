package dev.schemaguard.sample.springdata;

import java.time.Instant;
import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.repository.Aggregation;
import org.springframework.data.mongodb.repository.MongoRepository;

/** The loans' queries. */
public interface LoanRepository extends MongoRepository<Loan, String> {

    /** "My loans": a member's open loans, the next one due first. Index member_due: the equality, then the sort. */
    List<Loan> findByMemberIdAndReturnedAtIsNullOrderByDueAt(ObjectId memberId);

    /** A member may hold five books at once. Index member_due. */
    long countByMemberIdAndReturnedAtIsNull(ObjectId memberId);

    /** Whether a copy of the book is out now. Index book_open: both equalities (an open loan has a null key). */
    boolean existsByBookIdAndReturnedAtIsNull(ObjectId bookId);

    /** The reminders: the open loans due before a date, the earliest first, twenty at a time. Index open_due. */
    List<Loan> findTop20ByDueAtBeforeAndReturnedAtIsNullOrderByDueAt(Instant now);

    /** A member's history, the latest first. Index member_due, read backwards for the order of the $sort. */
    @Aggregation(pipeline = {"{'$match': {'memberId': ?0}}", "{'$sort': {'dueAt': -1}}", "{'$limit': ?1}"})
    List<Loan> history(ObjectId memberId, int limit);
}
