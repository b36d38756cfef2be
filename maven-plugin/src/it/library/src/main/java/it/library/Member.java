package it.library;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import org.bson.types.ObjectId;

/** A library member: one collection, a unique index on the email, and one on the name for lookups. */
@Document(collection = "members")
@IndexHint(keys = "email", unique = true)
public class Member {

    ObjectId id;

    @Bounded(max = 254)
    String email;

    @IndexHint
    @Bounded(max = 120)
    String name;
}
