package it.lending;

import java.time.Instant;
import lombok.Getter;
import lombok.Setter;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

/** A book lent to a member; a returned loan is kept for 90 days. */
@Getter
@Setter
@Document("loans")
// a member's open loans, soonest due first
@CompoundIndex(name = "member_due", def = "{'memberId': 1, 'dueAt': 1}")
public class Loan {

    @Id
    private String id;

    @Indexed
    private ObjectId bookId;

    private ObjectId memberId;

    private Instant dueAt;

    @Indexed(expireAfterSeconds = 7_776_000)
    private Instant returnedAt;
}
