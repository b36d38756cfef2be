/*
 * Rule:     CaseInsensitiveRegex
 * Severity: WARNING
 * Lesson:   IgnoreCase is a regex with option i, which no index bounds; use a case-insensitive collation instead.
 * Docs:     docs/rules/CaseInsensitiveRegex.md
 */
package dev.schemaguard.gallery;

import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.repository.Repository;

final class CaseInsensitiveRegex {

    @Document("gallery_query_ci_users")
    static class User {
        ObjectId id;
        @Indexed String email;
    }

    interface UserRepository extends Repository<User, ObjectId> {
        List<User> findByEmailIgnoreCase(String email); // CaseInsensitiveRegex: /^email$/i reads every key
    }

    /** The same lookup in driver code, read from the method body. */
    static final class UserQueries {
        MongoCollection<User> users;

        Object supportStaff() {
            return users.find(Filters.regex("email", "^support@", "i")); // CaseInsensitiveRegex: a prefix ignoring case
        }
    }

    /** The same lookup through Spring's MongoTemplate. */
    static final class UserService {
        MongoTemplate template;

        List<User> supportStaff() {
            return template.find(query(where("email").regex("^support@", "i")), User.class); // CaseInsensitiveRegex: a prefix ignoring case
        }
    }
}
