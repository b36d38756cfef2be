/*
 * Rule:     CaseInsensitiveRegex
 * Severity: WARNING
 * Lesson:   the same lookup in Morphia: caseInsensitive() is a regex with option i, which no index bounds.
 * Docs:     docs/rules/CaseInsensitiveRegex.md
 */
package dev.schemaguard.gallery;

import dev.morphia.Datastore;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.IndexOptions;
import dev.morphia.annotations.Indexed;
import dev.morphia.query.filters.Filters;
import org.bson.types.ObjectId;

final class CaseInsensitiveRegexMorphia {

    /** The users of CaseInsensitiveRegex.java, mapped by Morphia: the same collection, its index under the same name. */
    @Entity("gallery_query_ci_users")
    static class User {
        @Id ObjectId id;
        @Indexed(options = @IndexOptions(name = "email")) String email;
    }

    static final class UserQueries {
        Datastore datastore;

        User supportStaff() {
            return datastore.find(User.class)
                    .filter(Filters.regex("email", "^support@").caseInsensitive())
                    .first(); // CaseInsensitiveRegex: a prefix ignoring case
        }
    }
}
